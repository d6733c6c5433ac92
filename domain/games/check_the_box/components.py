"""Check the Box's components as data: which cards of the Christmas Lights box play (companion 11.2)."""

from __future__ import annotations

from typing import Literal

from domain.lights import split_box
from domain.lights.components import COLOURS

# CB-1: the kinds a set is made of and a seat may ask for.
Kind = Literal["red", "green", "yellow", "blue", "purple", "pink", "bubble", "broken", "plug", "present"]
KINDS: tuple[Kind, ...] = (*COLOURS, "bubble", "broken", "plug", "present")

SET_SIZE = 3
# CB-10: 6 of each colour, 3 Bubble (not wild), 3 Broken, 6 Plug, 3 Present = 51 cards, 17 sets.
SETS_OF: dict[Kind, int] = {**{colour: 2 for colour in COLOURS}, "bubble": 1, "broken": 1, "plug": 2, "present": 1}
TOTAL_SETS = sum(SETS_OF.values())

# Set-up step 1 and CB-6: five cards dealt, and an empty hand draws up to five.
HAND_SIZE = 5
# CB-5: a Present drawn from the box lets its drawer draw two more.
BONUS_DRAW = 2

# G-4: the 51 cards that play (lowest ids of each kind first); every other card of the box stays in `box`.
PLAY, BOX = split_box({kind: sets * SET_SIZE for kind, sets in SETS_OF.items()})
