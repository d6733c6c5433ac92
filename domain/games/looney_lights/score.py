"""Looney Lights' scoreboard: going out wins, the rest rank by cards left (LL-8); component counts (G-4)."""

from __future__ import annotations

from domain.contract import Scoreboard, SeatScore
from domain.kit import shared_ranks
from domain.lights import census

from .state import LooneyLightsState


def score(state: LooneyLightsState) -> Scoreboard:
    """A point for going out; the key (-out, cards left) ranks the rest fewest cards first, ties shared (G-9)."""
    left = [len(hand) for hand in state.hands]
    out = [1 if seat == state.winner else 0 for seat in range(state.players)]
    ranks = shared_ranks([(-o, n) for o, n in zip(out, left, strict=True)])
    lines = [
        SeatScore(seat=seat, points=out[seat], rank=ranks[seat],
                  breakdown={"went_out": out[seat], "cards_left": left[seat]})
        for seat in range(state.players)
    ]
    return Scoreboard(final=state.finished, seats=lines, reason=state.reason)


def conservation(state: LooneyLightsState) -> dict[str, int]:
    """Every Bulb card is in exactly one zone: the deck, the discard pile or a hand (G-4)."""
    return census([*state.deck, *state.discard, *(card for hand in state.hands for card in hand)])
