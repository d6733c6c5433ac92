"""Matching bulbs against a Pattern card, with Bubble Bulbs as wilds where a game says so.

A pattern is its five colours left to right (`PatternCard.bulbs`, `Card.bulbs`). A string is a sequence of
five slots in the same left-to-right order, each a bulb kind or None while empty.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Literal

Direction = Literal["left-to-right", "right-to-left"]
DIRECTIONS: tuple[Direction, ...] = ("left-to-right", "right-to-left")

# Bubble Bulbs are wild in the main game, Untangle, Solo Lights and Deck the Yard; Lights On (LO-3),
# Where's That Bulb? and Check the Box pass `wild=NO_WILD`.
WILD: frozenset[str] = frozenset({"bubble"})
NO_WILD: frozenset[str] = frozenset()


def fill_order(direction: str | None) -> range:
    """The slots in the order a string fills them: left to right unless the direction is right-to-left."""
    return range(4, -1, -1) if direction == "right-to-left" else range(5)


def first_colour(bulbs: Sequence[str], direction: str | None) -> str:
    """The colour a string built in `direction` starts with (CL-4, SL-1 `in_sequence`)."""
    return bulbs[fill_order(direction)[0]]


def next_slot(string: Sequence[object], direction: str | None) -> int | None:
    """The first empty slot in fill order, or None when all five hold a card (CL-5, DY-2)."""
    return next((slot for slot in fill_order(direction) if string[slot] is None), None)


def fits(kind: str | None, colour: str, wild: Iterable[str] = WILD) -> bool:
    """True when a bulb of `kind` stands for `colour`: that colour, or a wild kind."""
    return kind == colour or kind in wild


def correct(string: Sequence[str | None], bulbs: Sequence[str], wild: Iterable[str] = WILD) -> int:
    """How many slots hold the right colour or a wild (CL-22's correct bulbs)."""
    wild = frozenset(wild)
    return sum(1 for kind, colour in zip(string, bulbs) if fits(kind, colour, wild))


def consistent(string: Sequence[str | None], bulbs: Sequence[str], wild: Iterable[str] = WILD) -> bool:
    """True when every filled slot fits: the string could be one built on this pattern."""
    wild = frozenset(wild)
    return all(kind is None or fits(kind, colour, wild) for kind, colour in zip(string, bulbs))


def directions_matching(
    kinds: Sequence[str | None], bulbs: Sequence[str], directions: Iterable[Direction] = DIRECTIONS,
    wild: Iterable[str] = WILD,
) -> tuple[Direction, ...]:
    """The reading directions among `directions` in which five kinds spell the pattern (UN-7, UN-8)."""
    wild = frozenset(wild)
    if len(kinds) != len(bulbs):
        return ()
    return tuple(
        direction for direction in directions
        if all(fits(kinds[slot], colour, wild) for slot, colour in zip(fill_order(direction), bulbs))
    )


def matches(kinds: Sequence[str | None], bulbs: Sequence[str], either_way: bool = False,
            wild: Iterable[str] = WILD) -> bool:
    """True when five kinds spell the pattern left to right, or read either way when asked (CL-9, UN-7)."""
    directions = DIRECTIONS if either_way else DIRECTIONS[:1]
    return bool(directions_matching(kinds, bulbs, directions, wild))


def open_slots(string: Sequence[str | None], bulbs: Sequence[str], kind: str,
               wild: Iterable[str] = WILD) -> list[int]:
    """The empty slots a bulb of `kind` may fill when a string is built in any order (SL-1)."""
    wild = frozenset(wild)
    return [slot for slot, colour in enumerate(bulbs) if string[slot] is None and fits(kind, colour, wild)]


def colours_present(bulbs: Sequence[str], kinds: Iterable[str]) -> int:
    """How many of the pattern's colours appear among `kinds` (FL-10's pattern bonus)."""
    have = set(kinds)
    return sum(1 for colour in bulbs if colour in have)
