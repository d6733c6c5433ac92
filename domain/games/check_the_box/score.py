"""Check the Box's scoreboard (CB-8): most sets, then fewest Plug sets, then shared (G-9)."""

from __future__ import annotations

from domain.contract import Scoreboard, SeatScore
from domain.kit import shared_ranks
from domain.lights import census

from .flow import sets_of
from .state import CheckTheBoxState

State = CheckTheBoxState


def score(state: State) -> Scoreboard:
    """Points are sets placed; the key (-sets, plug sets) sorts the best seat first, at the end or the cap."""
    placed = [sets_of(state, seat) for seat in range(state.players)]
    keys = [(-len(kinds), kinds.count("plug")) for kinds in placed]
    ranks = shared_ranks(keys)
    lines = [
        SeatScore(
            seat=seat, points=len(kinds), rank=rank, breakdown={"sets": len(kinds), "plug_sets": kinds.count("plug")}
        )
        for seat, (kinds, rank) in enumerate(zip(placed, ranks, strict=True))
    ]
    return Scoreboard(final=state.finished, seats=lines, reason=state.reason)


def conservation(state: State) -> dict[str, int]:
    """G-4: every card of the box counted by kind over hands, pile, placed sets and the box."""
    cards = [*state.pile, *state.box]
    for seat in range(state.players):
        cards += [*state.hands[seat], *state.sets[seat]]
    return census(cards)
