"""Jingle Bell Run's components as data, taken from the Christmas Lights box (companion 6.2)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Literal

from domain.lights import BULB_CARDS, NO_WILD, PATTERN_CARDS, card, kind_of, open_slots

Corner = Literal["nw", "ne", "sw", "se"]

# JB-2..JB-11: the 61 Bulb cards, Plugs included, form one deck; the grid takes 16 of the 18 Patterns.
BULBS: tuple[int, ...] = tuple(BULB_CARDS)
PATTERNS: tuple[int, ...] = tuple(PATTERN_CARDS)
SIDE = 4  # a 4 x 4 grid; a cell is 4 * row + col
CELLS = SIDE * SIDE
HAND_SIZE = 5  # setup step 3
MARKET_SIZE = 5  # setup step 4
HAND_LIMIT = 7  # JB-8
WIPE_AT = 3  # JB-3: three Bubble Bulbs in the Market at once
WIPE_LIMIT = 10  # JB-3 repeats; after this many wipes in a row the Market stands (docs/rules decision 3)
PAYMENT = 5  # JB-6: one card per light of the target
BUBBLE, BROKEN, PLUG = "bubble", "broken", "plug"

# Companion 6.2: NW (0,0), NE (0,3), SW (3,0), SE (3,3); the finish is the diagonally opposite corner.
CORNERS: dict[Corner, int] = {"nw": 0, "ne": SIDE - 1, "sw": CELLS - SIDE, "se": CELLS - 1}
OPPOSITE: dict[Corner, Corner] = {"nw": "se", "ne": "sw", "sw": "ne", "se": "nw"}


def corner_capacity(players: int) -> int:
    """Setup step 5: one Character per corner, two when more than 4 play."""
    return 1 if players <= 4 else 2


def row_col(cell: int) -> tuple[int, int]:
    """The (row, col) of a grid cell."""
    return divmod(cell, SIDE)


@cache
def neighbours(cell: int) -> tuple[int, ...]:
    """JB-7: the orthogonally adjacent cells, never diagonal, ascending."""
    row, col = row_col(cell)
    steps = ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1))
    return tuple(sorted(r * SIDE + c for r, c in steps if 0 <= r < SIDE and 0 <= c < SIDE))


def distance(a: int, b: int) -> int:
    """Orthogonal steps between two cells."""
    (ra, ca), (rb, cb) = row_col(a), row_col(b)
    return abs(ra - rb) + abs(ca - cb)


def lights(pattern: int) -> tuple[str, ...]:
    """The five colours of a Pattern card (order does not matter for moving, 6.2)."""
    return card(pattern).bulbs


def pays(cards: Sequence[int], pattern: int) -> bool:
    """JB-6: exactly five cards, one per light; Bubbles stand in for any colour; no Broken or Plug."""
    return len(cards) == PAYMENT and pays_kinds(tuple(sorted(kind_of(c) for c in cards)), pattern)


@cache
def pays_kinds(kinds: tuple[str, ...], pattern: int) -> bool:
    """`pays` for five cards given by their kinds, sorted (the fit does not depend on their order)."""
    bulbs = lights(pattern)
    string: list[str | None] = [None] * PAYMENT
    for kind in sorted(kinds, key=lambda kind: kind == BUBBLE):  # colours first, wilds last
        slots = open_slots(string, bulbs, kind) if kind == BUBBLE else open_slots(string, bulbs, kind, NO_WILD)
        if not slots:
            return False
        string[slots[0]] = kind
    return True
