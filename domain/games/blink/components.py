"""Blink's components as data (companion 14.2): which cards of the Christmas Lights box play, and constants."""

from __future__ import annotations

from domain.lights import card
from domain.lights.components import (
    BULB_CARDS,
    CHARACTER_CARDS,
    EVENT_CARDS,
    PATTERN_CARDS,
    PRESENT_CARDS,
    Colour,
)

# Rulebook "Components": all 61 Bulb cards, all 18 Pattern cards, the Character cards as trophies (BL-9).
BULBS: tuple[int, ...] = tuple(BULB_CARDS)
PATTERNS: tuple[int, ...] = tuple(PATTERN_CARDS)
CHARACTERS: tuple[int, ...] = tuple(CHARACTER_CARDS)
# G-4: the Event and Present cards stay in the box.
BOX: tuple[int, ...] = (*EVENT_CARDS, *PRESENT_CARDS)

# The house order of play: plain colours first, then the specials in this order (Bubbles and Plugs are playable on
# any turn, so they are kept for later). The greedy plays by it; a seat's plays are read against it (`passed`).
SPECIALS_ORDER = ("broken", "bubble", "plug")

HAND_SIZE = 10  # set-up step 4
DRAW_LIMIT = 3  # BL-4: at most three cards drawn in one turn
TROPHIES_TO_WIN = 2  # BL-9: the first to two Character cards is champion
MIN_SEATS, MAX_SEATS = 2, 5
MAX_TURNS = 400  # G-8, companion 14.1


def colours_of(pattern: int) -> tuple[Colour, ...]:
    """The five colours of a Pattern card, left to right."""
    return card(pattern).bulbs


def neighbours(pattern: int, colour: str | None) -> tuple[Colour, ...]:
    """BL-2: the colours directly left and right of `colour` on the pattern, wrapping; all five when None (BL-8)."""
    bulbs = colours_of(pattern)
    if colour is None:
        return bulbs
    at = bulbs.index(colour)
    return (bulbs[(at - 1) % len(bulbs)], bulbs[(at + 1) % len(bulbs)])
