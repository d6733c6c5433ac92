"""Where's That Bulb?'s components as data: the 60 cards taken from the box, the grid and the pairs."""

from __future__ import annotations

from collections import Counter

from domain.lights import card, split_box
from domain.lights.components import COLOURS

# Rulebook "Where's That Bulb? / Components": 6 of each colour, 6 Bubble (not wild), 4 Broken, 8 Plug,
# 6 Character cards; every other card of the box stays in the box (G-4).
COUNTS: dict[str, int] = {**{colour: 6 for colour in COLOURS}, "bubble": 6, "broken": 4, "plug": 8, "character": 6}
PLAY_CARDS, BOX_CARDS = split_box(COUNTS)

# WB-1: a 10 x 6 grid, row-major, positions 0-59 (the printed "11 x 6" would leave six holes).
COLUMNS = 10
ROWS = 6
POSITIONS = COLUMNS * ROWS
assert len(PLAY_CARDS) == POSITIONS

BROKEN = "broken"

# Rulebook "Characters": the three Character pairs; every other face pairs with itself, a Broken never.
CHARACTER_PARTNERS: dict[str, str] = {
    "santa": "mrs-claus", "mrs-claus": "santa",
    "male-elf": "female-elf", "female-elf": "male-elf",
    "reindeer": "snowman", "snowman": "reindeer",
}


def face_of(card_id: int) -> str:
    """What a turned-up card shows: a bulb's kind ("red", "plug", "broken", ...) or a Character's key ("santa")."""
    return card(card_id).key


def partner_face(face: str) -> str | None:
    """The face a card of `face` pairs with (WB-3: only its own Character partner), None for a Broken."""
    if face == BROKEN:
        return None
    return CHARACTER_PARTNERS.get(face, face)


def is_pair(a: int, b: int) -> bool:
    """True when two cards form a pair: same kind (not Broken), or Character partners (WB-3)."""
    return partner_face(face_of(a)) == face_of(b)


def is_character_face(face: str) -> bool:
    """True for the six Character faces (the WB-5 tie-break counts their pairs)."""
    return face in CHARACTER_PARTNERS


# The faces of the play set with their counts: what a determinized grid is drawn from.
FACE_COUNTS: dict[str, int] = dict(Counter(face_of(card_id) for card_id in PLAY_CARDS))
