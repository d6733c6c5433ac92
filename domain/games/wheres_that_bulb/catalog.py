"""Where's That Bulb?'s component catalog: the box's cards, the grid's positions and the faces that pair."""

from __future__ import annotations

from typing import Annotated

import msgspec
from msgspec import Meta

from domain.lights import card, card_id
from domain.lights.catalog import LightsBox
from domain.lights.components import CARDS

from .components import COLUMNS, FACE_COUNTS, POSITIONS, is_character_face, partner_face

# A field holding a grid position or a face says so in the contract: `x-catalog` names the list it is in.
Position = Annotated[int, Meta(ge=0, le=POSITIONS - 1, extra_json_schema={"x-catalog": "positions"})]
Face = Annotated[str, Meta(extra_json_schema={"x-catalog": "faces"})]


class GridPosition(msgspec.Struct, frozen=True, kw_only=True):
    """One place of the 10 x 6 grid (WB-1), where one card lies face down at the start."""

    id: int
    """The position, 0-59, row-major: the number moves, views and events use for it."""
    row: int
    """Its row, 0-5 from the top."""
    column: int
    """Its column, 0-9 from the left."""


class CardFace(msgspec.Struct, frozen=True, kw_only=True):
    """What a card of the grid can show once turned up, with the face it pairs with (WB-3)."""

    id: str
    """The face: a bulb kind ("red", "bubble", "broken", "plug", ...) or a Character ("santa", ...); it is
    also the `key` of its cards in `cards`."""
    name: str
    """The name printed on the card."""
    count: int
    """How many cards of the grid show this face, 1-8."""
    partner: Face | None
    """The face it pairs with: itself for a bulb, the partner Character for a Character (WB-3); null for a
    Broken Bulb, which pairs with nothing."""
    character: bool
    """True for the six Character faces, whose pairs break ties (WB-5)."""


class WheresThatBulbCatalog(LightsBox, frozen=True, kw_only=True):
    """Every card of the Christmas Lights box, with the grid's positions and the faces of the cards in play."""

    positions: tuple[GridPosition, ...]
    """The 60 positions of the grid, by id."""
    faces: tuple[CardFace, ...]
    """The 15 faces of the 60 cards in play, bulbs first, then the Characters."""


def face_name(face: str) -> str:
    """The printed name of a face: "Red Bulb", "Plug", "Mrs. Claus"."""
    if is_character_face(face):
        return card(card_id(face)).name
    return "Plug" if face == "plug" else f"{face.capitalize()} Bulb"


CATALOG = WheresThatBulbCatalog(
    cards=CARDS,
    positions=tuple(GridPosition(id=p, row=p // COLUMNS, column=p % COLUMNS) for p in range(POSITIONS)),
    faces=tuple(
        CardFace(id=face, name=face_name(face), count=number, partner=partner_face(face),
                 character=is_character_face(face))
        for face, number in FACE_COUNTS.items()
    ),
)
