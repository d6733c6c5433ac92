"""Reindeer's Nose's scoreboard (RN-7): every seat but the eliminated one wins; at the cap, fewest Patterns first."""

from __future__ import annotations

from domain.contract import Scoreboard, SeatScore
from domain.kit import shared_ranks
from domain.lights import census

from .components import ELIMINATION
from .state import ReindeersNoseState

State = ReindeersNoseState


def score(state: State) -> Scoreboard:
    """Points are the Pattern cards a seat may still take (3 less those held); ranks as RN-7 and 9.1 say."""
    counts = [len(cards) for cards in state.penalties]
    out = [int(state.eliminated == seat) for seat in range(state.players)]
    # RN-7: all but the eliminated seat are winners, so their counts do not split them; 9.1: at the cap
    # (and while running) fewest Pattern cards ranks first, ties shared (G-9).
    by_rules = state.reason == "eliminated"
    ranks = shared_ranks([(out[seat], 0 if by_rules else counts[seat]) for seat in range(state.players)])
    seats = [
        SeatScore(
            seat=seat, points=ELIMINATION - counts[seat], rank=ranks[seat],
            breakdown={"pattern_cards": counts[seat], "eliminated": out[seat]},
        )
        for seat in range(state.players)
    ]
    return Scoreboard(final=state.finished, seats=seats, reason=state.reason)


def conservation(state: State) -> dict[str, int]:
    """G-4: every card of the box counted by kind over hands, sealed passes, the Pattern pile, penalties and the box."""
    cards = [*state.pattern_pile, *state.box, *(card for card in state.commits if card is not None)]
    for seat in range(state.players):
        cards += [*state.hands[seat], *state.penalties[seat]]
    return census(cards)
