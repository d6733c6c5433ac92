"""Untangle's scoreboard: completed patterns (UN-16), and component counts (G-4)."""

from __future__ import annotations

from domain.contract import Scoreboard, SeatScore
from domain.kit import shared_ranks
from domain.lights import census

from .components import BOX_BULBS
from .state import UntangleState


def score(state: UntangleState) -> Scoreboard:
    """Points are completed patterns; the winner has three, the others rank by theirs and ties share (G-9)."""
    done = [len(patterns) for patterns in state.completed]
    ranks = shared_ranks([(-n,) for n in done])
    lines = [
        SeatScore(seat=seat, points=n, rank=rank, breakdown={"patterns": n})
        for seat, (n, rank) in enumerate(zip(done, ranks, strict=True))
    ]
    return Scoreboard(final=state.finished, seats=lines, reason=state.reason)


def conservation(state: UntangleState) -> dict[str, int]:
    """Every bulb and Pattern card is in exactly one zone: knot, deck, discard, a hand, a seat's patterns, box."""
    bulbs = [card for card in state.knot if card is not None]
    bulbs += [*state.deck, *state.discard, *(card for hand in state.hands for card in hand), *BOX_BULBS]
    patterns = [p for group in (*state.patterns, *state.completed) for p in group] + list(state.box_patterns)
    return {**census(bulbs), "patterns": len(patterns), "patterns:distinct": len(set(patterns))}
