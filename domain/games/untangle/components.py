"""Untangle's components as data, taken from the Christmas Lights box (companion 4.2)."""

from __future__ import annotations

from itertools import product
from typing import Literal

from domain.lights import BULB_CARDS, Direction, directions_matching, kinds_of, split_box
from domain.lights.components import COLOURS, PATTERNS, PATTERNS_BY_ID

End = Literal["left", "right"]
ENDS: tuple[End, ...] = ("left", "right")

# Setup step 2: the 42 plain bulbs and 6 Bubbles form the first deck; step 4: the 5 Brokens join after the
# knot is laid. Plugs stay in the box, as do the Events, Characters and Presents (companion 4.2, G-4).
KNOT_DECK, _REST = split_box({**{colour: 7 for colour in COLOURS}, "bubble": 6}, BULB_CARDS)
BROKENS, BOX_BULBS = split_box({"broken": 5}, _REST)
BROKEN_SET: frozenset[int] = frozenset(BROKENS)
GAME_BULBS: tuple[int, ...] = tuple(sorted(KNOT_DECK + BROKENS))
PATTERN_IDS: tuple[str, ...] = tuple(pattern.id for pattern in PATTERNS)

KNOT_SIZE = 10  # setup step 3
PATTERNS_EACH = 3  # setup step 1
HAND_SIZE = 3  # setup step 4, and what discard-and-draw draws up to (UN-6)
WINDOW = 5  # a Pattern card shows five bulbs
PATTERNS_TO_WIN = 3  # UN-16


def bulbs_of(pattern: str) -> tuple[str, ...]:
    """The colours of a Pattern card, left to right."""
    return PATTERNS_BY_ID[pattern].bulbs


def window_directions(knot: tuple[int | None, ...], start: int, pattern: str) -> tuple[Direction, ...]:
    """UN-7: the readings in which the five knot cards from `start` spell `pattern` (Bubbles wild).

    A window that runs off the knot or holds an emptied position never matches (UN-9, UN-12).
    """
    window = knot[start : start + WINDOW]
    if start < 0 or len(window) < WINDOW or None in window:
        return ()
    return readings(tuple(kinds_of(window)), pattern)


def readings(kinds: tuple[str | None, ...], pattern: str) -> tuple[Direction, ...]:
    """UN-7: the readings in which five bulb kinds spell `pattern`; () for any other window, None included."""
    return SPELLINGS[pattern].get(kinds, ())


def _spellings(pattern: str) -> dict[tuple[str, ...], tuple[Direction, ...]]:
    """Every five kinds that spell `pattern` in some reading (each slot its colour or a Bubble) and those readings."""
    bulbs = bulbs_of(pattern)
    windows = {window for colours in (bulbs, bulbs[::-1]) for window in product(*((c, "bubble") for c in colours))}
    return {window: directions_matching(window, bulbs) for window in sorted(windows)}


# UN-7 by lookup: a pattern is spelled by at most 64 windows of kinds, so they are listed once.
SPELLINGS: dict[str, dict[tuple[str, ...], tuple[Direction, ...]]] = {p: _spellings(p) for p in PATTERN_IDS}

# The same lists turned around: for five kinds, every pattern they spell and in which readings.
SPELLED: dict[tuple[str, ...], tuple[tuple[str, tuple[Direction, ...]], ...]] = {}
for _pattern, _windows in SPELLINGS.items():
    for _window, _directions in _windows.items():
        SPELLED[_window] = (*SPELLED.get(_window, ()), (_pattern, _directions))
