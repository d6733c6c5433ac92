"""Blink's scoreboard (BL-9): Characters won, then going out, then fewest cards left; ties shared (G-9)."""

from __future__ import annotations

from domain.contract import Scoreboard, SeatScore
from domain.kit import shared_ranks
from domain.lights import census

from .state import BlinkState

State = BlinkState


def score(state: State) -> Scoreboard:
    """Points are Characters won with `championship`, else 1 for the seat that went out; the cap ranks the same."""
    lines = []
    keys = []
    for seat in range(state.players):
        characters = len(state.trophies[seat])
        out = int(state.winner == seat)
        left = len(state.hands[seat])
        keys.append((-characters, -out, left))
        lines.append((seat, characters if state.championship else out, characters, out, left))
    ranks = shared_ranks(keys)
    seats = [
        SeatScore(
            seat=seat, points=points, rank=rank,
            breakdown={"characters": characters, "went_out": out, "cards_left": left},
        )
        for (seat, points, characters, out, left), rank in zip(lines, ranks, strict=True)
    ]
    return Scoreboard(final=state.finished, seats=seats, reason=state.reason)


def conservation(state: State) -> dict[str, int]:
    """G-4: every card of the box counted by kind over hands, decks, discard, strings, trophies and the box."""
    cards = [*state.deck, *state.discard, *state.strings, *state.pattern_deck, *state.characters, *state.box]
    for seat in range(state.players):
        cards += [*state.hands[seat], *state.trophies[seat]]
    return census(cards)
