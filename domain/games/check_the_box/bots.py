"""Check the Box's bots' heuristics: they decide from the seat's view and legal moves only (G-12)."""

from __future__ import annotations

import random
from collections import Counter

from domain.lights import kind_of

from .components import SET_SIZE, SETS_OF
from .moves import Ask, DrawTwo, Move
from .view import CheckTheBoxView, determinize

# How many tables the expert's heuristic samples to judge where an ask would complete a set.
SAMPLES = 24


def greedy(view: CheckTheBoxView, moves: list[Move], rng: random.Random) -> Move:
    """Always take a Present's two cards; ask where a set surely completes, else where the kind most likely is,
    never where the table saw the seat holds none of it while another ask could still find cards."""
    if not isinstance(moves[0], Ask):
        return next((move for move in moves if isinstance(move, DrawTwo)), moves[0])
    asks = [move for move in moves if isinstance(move, Ask)]
    values = {index: _value(view, move) for index, move in enumerate(asks)}
    best = max(values.values())
    return rng.choice([move for index, move in enumerate(asks) if values[index] == best])


def expert(view: CheckTheBoxView, moves: list[Move], rng: random.Random) -> Move:
    """The greedy's judgement, but among asks the table does not settle (no set surely completes, no cards surely
    found), the one that completes a set on the most tables sampled from the view: where the other hand is hidden,
    the chance of a set is what an ask is worth. The expert's search starts from it."""
    if not isinstance(moves[0], Ask):
        return greedy(view, moves, rng)
    asks = [move for move in moves if isinstance(move, Ask)]
    mine = Counter(view.hand)
    tables = [determinize(view, rng) for _ in range(SAMPLES)]

    def completes(move: Ask) -> int:
        found = (sum(1 for card in table.hands[move.seat] if kind_of(card) == move.kind) for table in tables)
        return sum(1 for count in found if count and mine[move.kind] + count >= SET_SIZE)

    values = {}
    for index, move in enumerate(asks):
        sure, known, possible, spread = _value(view, move)
        values[index] = (sure, known, possible, completes(move), spread)
    best = max(values.values())
    return rng.choice([move for index, move in enumerate(asks) if values[index] == best])


def _value(view: CheckTheBoxView, move: Ask) -> tuple[bool, int, bool, int]:
    """The greedy's key of an ask: a set surely completed, cards surely found, cards possibly found, then how many
    cards of the kind are elsewhere times how many the asker holds and the target's hand size."""
    mine = sum(1 for kind in view.hand if kind == move.kind)
    placed = sum(1 for seat in view.seats for kind in seat.sets if kind == move.kind)
    seat = view.seats[move.seat]
    known = seat.known.get(move.kind, 0)
    # Cards of the kind somewhere else: in play, not in a set, not in my hand.
    elsewhere = SETS_OF[move.kind] * SET_SIZE - SET_SIZE * placed - mine
    completes = bool(known) and mine + known >= SET_SIZE
    possible = seat.at_most.get(move.kind, 1) > 0  # CB-9: no "Check the Box" answer since its last draw
    return (completes, known, possible, mine * elsewhere * seat.hand_count)
