"""Reindeer's Nose's components as data (companion 9.2): which cards of the Christmas Lights box play, and constants."""

from __future__ import annotations

from collections.abc import Sequence

from domain.lights import split_box
from domain.lights.components import COLOURS, PATTERN_CARDS, Colour

HAND_SIZE = 4  # set-up step 1: four cards to each seat
SET_SIZE = 4  # RN-2: four cards of one colour make a set
BULBS_PER_COLOUR = 4  # 9.2: four plain bulbs of each of N colours
ELIMINATION = 3  # RN-7: the third Pattern card eliminates its holder
MIN_SEATS, MAX_SEATS = 4, 6  # RN-1: the rulebook's header
THREE_SEATS = 3  # RN-1: the table `allow_three_players` adds
MAX_PASSES = 40  # RN-8: pass ticks per hand before a redeal without penalty
MAX_HANDS = 60  # G-8, 9.1: hands dealt over the whole game
HANDS_LIMIT = 200  # the largest `max_hands` an option may ask for (the G-8 bound of the game object)
PASSES_LIMIT = 400  # the largest `max_passes` an option may ask for

# RN-4: the race move; the first touch also freezes passing (9.3).
NOSE_ANSWERS = ("touch-nose",)
COLOUR_INDEX: dict[str, int] = {colour: index for index, colour in enumerate(COLOURS)}


def cards_in_play(colours: Sequence[Colour]) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """9.2: the 4N bulbs of the chosen colours, the 18 Pattern cards, and everything else for the box (G-4)."""
    play, box = split_box({**{colour: BULBS_PER_COLOUR for colour in colours}, "pattern": len(PATTERN_CARDS)})
    bulbs = tuple(card for card in play if card not in PATTERN_CARDS)
    return bulbs, tuple(PATTERN_CARDS), box
