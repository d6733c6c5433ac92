"""Jingle Bell Run's scoreboard: the winner, then grid distance to the finish, then cards in hand (JB-9)."""

from __future__ import annotations

from domain.contract import Scoreboard, SeatScore
from domain.kit import shared_ranks

from .components import CORNERS, OPPOSITE, distance
from .state import JingleBellRunState


def race_length(state: JingleBellRunState) -> int:
    """Moves from the start to the finish: 6 corner to corner, one more to enter from beside the grid (JB-1)."""
    return 6 if state.start_on_corner else 7


def steps_left(state: JingleBellRunState, seat: int) -> int:
    """JB-9's distance: orthogonal steps to the finish cell, plus one while still beside the grid."""
    corner = state.corners[seat]
    if corner is None:
        return race_length(state)
    finish = CORNERS[OPPOSITE[corner]]
    position = state.positions[seat]
    return distance(CORNERS[corner], finish) + 1 if position is None else distance(position, finish)


def score(state: JingleBellRunState) -> Scoreboard:
    """Points are the steps made toward the finish; ranks by (won, steps left, -cards in hand), ties shared (G-9)."""
    lines = []
    keys = []
    for seat in range(state.players):
        left = steps_left(state, seat)
        won = int(state.winner == seat)
        cards = len(state.hands[seat])
        keys.append((-won, left, -cards))
        lines.append((seat, race_length(state) - left,
                      {"finish_line": won, "progress": race_length(state) - left, "steps_left": left,
                       "cards_in_hand": cards}))
    ranks = shared_ranks(keys)
    seats = [SeatScore(seat=s, points=p, rank=ranks[s], breakdown=b) for s, p, b in lines]
    return Scoreboard(final=state.finished, seats=seats, reason=state.reason)
