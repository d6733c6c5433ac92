"""Check the Box's greedy bot: it decides from the seat's view and legal moves only (G-12)."""

from __future__ import annotations

import random
from collections import Counter

from .components import SET_SIZE, SETS_OF
from .moves import Ask, DrawTwo, Move
from .view import CheckTheBoxView


def greedy(view: CheckTheBoxView, moves: list[Move], rng: random.Random) -> Move:
    """Always take a Present's two cards; ask where a set surely completes, else where the kind most likely is,
    never where the table saw the seat holds none of it while another ask could still find cards."""
    if not isinstance(moves[0], Ask):
        return next((move for move in moves if isinstance(move, DrawTwo)), moves[0])
    mine = Counter(view.hand)
    placed = Counter(kind for seat in view.seats for kind in seat.sets)

    def value(move: Ask) -> tuple:
        seat = view.seats[move.seat]
        known = seat.known.get(move.kind, 0)
        # Cards of the kind somewhere else: in play, not in a set, not in my hand.
        elsewhere = SETS_OF[move.kind] * SET_SIZE - SET_SIZE * placed[move.kind] - mine[move.kind]
        completes = known and mine[move.kind] + known >= SET_SIZE
        possible = seat.at_most.get(move.kind, 1) > 0  # CB-9: no "Check the Box" answer since its last draw
        return (bool(completes), known, possible, mine[move.kind] * elsewhere * seat.hand_count)

    asks = [move for move in moves if isinstance(move, Ask)]
    best = max(map(value, asks))
    return rng.choice([move for move in asks if value(move) == best])
