"""Solo Lights' components as data: which cards of the Christmas Lights box play (companion 12.2)."""

from __future__ import annotations

from typing import Literal

from domain.lights import CHARACTER_CARDS, PATTERN_CARDS, PRESENT_CARDS, card, card_id, kind_of, split_box
from domain.lights.components import COLOURS

# Rulebook "Components": 7 of each colour, 3 Bubble, 5 Broken, 5 Plug; the lowest ids of each kind play.
BULBS, _SPARE = split_box({**{colour: 7 for colour in COLOURS}, "bubble": 3, "broken": 5, "plug": 5})
# Set-up step 1: the Plugs and plain bulbs the opening hand is drawn from (SL companion 12.2, order 1).
OPENING_DECK = tuple(card for card in BULBS if kind_of(card) in (*COLOURS, "plug"))
# Set-up step 3: the cards shuffled in after the opening hand (order 2); Power Surge only with its option.
SPECIALS = tuple(card for card in BULBS if kind_of(card) in ("bubble", "broken"))
PRESENTS = tuple(PRESENT_CARDS)
POWER_SURGE = card_id("power-surge")
PATTERNS = tuple(PATTERN_CARDS)
SANTA = card_id("santa")
# Set-up step 4: Santa at the bottom; above it the other Characters in box order (SL companion 12.1 `characters`).
OTHER_CHARACTERS = tuple(card for card in CHARACTER_CARDS if card != SANTA)

HAND_SIZE = 5  # "draw back to your hand limit of five"
STRING_LENGTH = 5
OPENING_PATTERNS = 2  # set-up step 6 (SL-3)

Link = Literal["plug", "bubble"]  # SL-4: what may link two strings
Reason = Literal["all-strings", "santa", "no-pattern"]  # SL-10, SL-9, SL-12


def character_stack(characters: int) -> tuple[int, ...]:
    """The face-down Character stack, top first, Santa at the bottom (set-up step 4)."""
    return (*OTHER_CHARACTERS[: characters - 1], SANTA)


def bulbs_of(pattern: int) -> tuple[str, ...]:
    """A Pattern card's five colours, left to right."""
    return card(pattern).bulbs
