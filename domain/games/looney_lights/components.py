"""Looney Lights' components as data, taken from the Christmas Lights box (companion 8.2)."""

from __future__ import annotations

from domain.lights import BULB_CARDS, kind_of
from domain.lights.components import COLOURS

# Rulebook "Components": all 61 Bulb cards play; every other card of the box stays in the box (G-4).
GAME_BULBS: tuple[int, ...] = tuple(BULB_CARDS)

# Setup step 2 (companion 8.2): cards dealt to each seat by table size.
HAND_SIZES: dict[int, int] = {2: 7, 3: 5, 4: 5, 5: 4, 6: 4}
MIN_SEATS, MAX_SEATS = 2, 6
MAX_TURNS = 300  # G-8, companion 8.1

def is_plain(card: int) -> bool:
    """True for a plain coloured bulb (not a Bubble, Broken or Plug)."""
    return kind_of(card) in COLOURS


def can_follow_broken(card: int) -> bool:
    """The rulebook's Broken Bulb: only a plain bulb or a Bubble may cover it (LL-3), never a Plug or Broken."""
    return is_plain(card) or kind_of(card) == "bubble"
