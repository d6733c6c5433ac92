"""Deck the Yard's scoreboard (DY-8): claimed Patterns and Characters against the difficulty's target."""

from __future__ import annotations

from typing import Literal

from domain.contract import Scoreboard, SeatScore
from domain.kit import shared_ranks
from domain.lights import census, kind_of

from .components import TARGETS
from .state import DeckTheYardState

State = DeckTheYardState


class DeckTheYardScore(Scoreboard, frozen=True, kw_only=True):
    """The scoreboard with the solo result (DY-8)."""

    outcome: Literal["won", "lost"] | None = None
    """`won` (claims at least the target) or `lost` once the game is over; null while it runs."""
    target: int = 0
    """The claims the difficulty needs to win (8-10)."""
    difficulty: str = "normal"
    """The `difficulty` option: `normal`, `hard` or `heroic`."""


def score(state: State) -> DeckTheYardScore:
    """Points are cards claimed, broken down into Patterns and Characters; the one seat ranks first."""
    patterns = sum(kind_of(card) == "pattern" for card in state.claims)
    characters = len(state.claims) - patterns
    target = TARGETS[state.difficulty]
    outcome = None if not state.finished else "won" if len(state.claims) >= target else "lost"
    (rank,) = shared_ranks([(-len(state.claims),)])
    line = SeatScore(seat=0, points=len(state.claims), rank=rank, breakdown={"patterns": patterns, "characters": characters})
    return DeckTheYardScore(
        final=state.finished, seats=[line], reason=state.reason, outcome=outcome, target=target,
        difficulty=state.difficulty,
    )


def conservation(state: State) -> dict[str, int]:
    """G-4: every card of the box counted by kind over decks, hand, string, piles, the pending card and the box."""
    pending = () if state.pending is None else (state.pending,)
    return census((
        *state.pattern_deck, *state.patterns, *state.string, *state.hand, *state.deck, *state.discard,
        *state.claims, *pending, *state.reminder, *state.box,
    ))
