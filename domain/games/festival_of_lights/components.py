"""Festival of Lights' components as data (companion 5.2): which cards of the Christmas Lights box play."""

from __future__ import annotations

from typing import Literal

from domain.lights import card
from domain.lights.components import BULB_CARDS, CHARACTER_CARDS, COLOURS, PATTERN_CARDS, Colour

MIN_SEATS, MAX_SEATS = 3, 4
HAND_SIZE = 9  # set-up step 2
MIDDLE = 3  # set-up step 3: three plain bulbs start the discard pile (companion 5.2)
LAST_HAND = 1  # FL-12: with one card left each, the game ends

# What a card counts as when revealed (FL-1): a colour, or one special type; every Character is "character".
Kind = Literal["red", "green", "yellow", "blue", "purple", "pink", "bubble", "broken", "plug", "character"]
SPECIAL_KINDS: tuple[Kind, ...] = ("bubble", "broken", "plug", "character")
ALL_KINDS: tuple[Kind, ...] = (*COLOURS, *SPECIAL_KINDS)
KIND_INDEX: dict[str, int] = {kind: index for index, kind in enumerate(ALL_KINDS)}
PLAIN_POINTS, SPECIAL_POINTS = 1, 2  # FL-11
CHARACTER_SIZE = 2  # FL-8: a Character counts as two bulbs of its pile
PATTERN_BONUS = {3: 2, 4: 2, 5: 5}  # FL-10: pattern colours with a pile -> extra points

PATTERNS: tuple[int, ...] = tuple(PATTERN_CARDS)
BULBS: tuple[int, ...] = tuple(BULB_CARDS)
CHARACTERS: tuple[int, ...] = tuple(CHARACTER_CARDS)


def play_counts(players: int) -> dict[str, int]:
    """Companion 5.2: 7 of each colour and N+1 each of Bubble, Broken, Plug and Character."""
    return {**{colour: 7 for colour in COLOURS}, **{kind: players + 1 for kind in SPECIAL_KINDS}}


def colours_of(pattern: int) -> tuple[Colour, ...]:
    """The five colours of a Pattern card, left to right."""
    return card(pattern).bulbs


def is_special(kind: str) -> bool:
    """True for the four special types (FL-1)."""
    return kind in SPECIAL_KINDS
