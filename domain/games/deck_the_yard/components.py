"""Deck the Yard's components as data: which cards of the Christmas Lights box play (companion 13.2)."""

from __future__ import annotations

from typing import Literal

from domain.lights.components import (
    BULB_CARDS,
    CHARACTER_CARDS,
    EVENT_CARDS,
    PATTERN_CARDS,
    PRESENT_CARDS,
    card,
    card_id,
    kind_of,
)

Difficulty = Literal["normal", "hard", "heroic"]
# DY-8: claimed Patterns + Characters needed to win, per difficulty (rulebook "Game End / Winning").
TARGETS: dict[str, int] = {"normal": 8, "hard": 9, "heroic": 10}

HAND_SIZE = 5  # set-up step 3, and every refill
STRING_LENGTH = 5  # a Pattern card shows five bulbs
REVEALED = 2  # set-up step 2 (DY-1)

# 13.2: every bulb card plays: 42 plain, 6 Bubble, 8 Plug, 5 Broken.
PLAIN_KINDS = ("red", "green", "yellow", "blue", "purple", "pink")
HAND_KINDS = frozenset({*PLAIN_KINDS, "bubble", "plug"})  # set-up step 3: what the hand is dealt from
SPECIAL_KINDS = frozenset({"broken", "character", "present"})  # set-up step 4: shuffled in afterwards
HAND_CARDS: tuple[int, ...] = tuple(c for c in BULB_CARDS if kind_of(c) in HAND_KINDS)
SPECIAL_CARDS: tuple[int, ...] = (
    *(c for c in BULB_CARDS if kind_of(c) == "broken"), *CHARACTER_CARDS, *PRESENT_CARDS,
)
PATTERNS: tuple[int, ...] = tuple(PATTERN_CARDS)

# Set-up step 5: Power Surge lies face up as a reminder; the other five Event cards stay in the box (G-4).
POWER_SURGE = card_id("power-surge")
BOX: tuple[int, ...] = tuple(c for c in EVENT_CARDS if c != POWER_SURGE)

Reaction = Literal["decline", "take-effect"]


def bulbs_of(pattern: int) -> tuple[str, ...]:
    """The five colours of a Pattern card, left to right."""
    return card(pattern).bulbs


def reaction_to(special: int) -> Reaction:
    """DY-4..DY-6: the move beside `pay-plug` for a drawn special: `decline` a Character, else `take-effect`."""
    return "decline" if kind_of(special) == "character" else "take-effect"
