"""The component catalog of Xmas Sweater (`GET /v1/xmas-sweater/components`) and the id types into it."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
from msgspec import Meta

from domain.games.xmas_sweater.components import (
    BANDS,
    COLS,
    D6_FACES,
    D12_FACES,
    DICE,
    GIFT_BOXES,
    HEART,
    ICON_NAMES,
    ICON_SETS,
    LAYOUT,
    ROW_COLOURS,
    ROWS,
    index,
    rows_of,
)

# Fields holding an id of a catalog entry say so in the contract: `x-catalog` names the list it points into.
DieId = Annotated[Literal["red", "green", "white"], Meta(extra_json_schema={"x-catalog": "dice"})]
AnyDieId = Annotated[str, Meta(extra_json_schema={"x-catalog": "dice"})]
CellId = Annotated[int, Meta(ge=0, le=ROWS * COLS - 1, extra_json_schema={"x-catalog": "cells"})]
GiftBoxId = Annotated[int, Meta(ge=1, le=len(GIFT_BOXES), extra_json_schema={"x-catalog": "gift_boxes"})]
BandId = Annotated[str, Meta(extra_json_schema={"x-catalog": "bands"})]


class Die(msgspec.Struct, frozen=True, kw_only=True):
    """One die of the game."""

    id: str
    """The die's id, which is also its colour: "red", "green", "white" or "black"."""
    colour: str
    """The colour of the die, as printed."""
    faces: int
    """How many faces it has: 12 for the three coloured dice, 6 for the black die."""
    lowest: int
    """Its lowest face: 1."""
    highest: int
    """Its highest face: 12 or 6."""
    rows: list[int]
    """The rows (1-6) a number from this die may be written in; empty for the black die, which only
    modifies a coloured die by plus or minus its face."""


class Cell(msgspec.Struct, frozen=True, kw_only=True):
    """One cell of the sweater scoresheet; every cell can be written in."""

    id: CellId
    """The cell's id, 0-41: (row - 1) * 7 + (column - 1), row by row from the top left."""
    row: int
    """Its row, 1-6 from the top."""
    col: int
    """Its column, 1-7 from the left."""
    colour: str
    """The row's colour, and so the die whose numbers it takes: "red", "green" or "white"."""
    kind: str
    """What is printed in it: "heart", or the name of an Xmas icon (an id of `icon_sets`)."""
    scores_row: bool
    """True for the rightmost heart (column 7): once its row is complete, the row scores the number
    written here instead of one point per filled cell."""


class IconSet(msgspec.Struct, frozen=True, kw_only=True):
    """One Xmas icon, printed on three cells, one per row colour."""

    id: str
    """The icon's name: "tree", "hat", "star", "snowflake", "stocking" or "bell"."""
    cells: list[CellId]
    """The three cells (ids of `cells`) that show it; once all three are filled the set scores the sum of
    their numbers."""


class GiftBox(msgspec.Struct, frozen=True, kw_only=True):
    """One gift box of the sheet, marked from left to right instead of writing a number."""

    id: int
    """The box's number, 1-6 from the left: the sixth mark of a sheet marks box 6."""
    points: int
    """What marking it costs, in points (negative): -1, -2, -3, -5, -8 or -11 (all six: -30)."""


class Band(msgspec.Struct, frozen=True, kw_only=True):
    """One band of a solo game's final score, best first."""

    id: str
    """The band's id: "top", "angel", "nice" or "naughty"."""
    label: str
    """The band's name as the rulebook prints it."""
    lowest: int | None
    """The lowest score (points) in the band; null for the last band, which has no lower bound."""


class XmasSweaterComponents(msgspec.Struct, frozen=True, kw_only=True):
    """Every piece of Xmas Sweater: the dice, the 42 cells of a sheet, its icon sets, gift boxes and the
    solo score bands."""

    dice: list[Die]
    """The three 12-sided dice (red, green, white) and the black 6-sided die."""
    cells: list[Cell]
    """The 42 cells of the sheet by id, row by row (6 rows of 7)."""
    icon_sets: list[IconSet]
    """The six Xmas icons, each printed on three cells."""
    gift_boxes: list[GiftBox]
    """The six gift boxes, left to right."""
    bands: list[Band]
    """The solo score bands, best first."""


def _components() -> XmasSweaterComponents:
    dice = [
        Die(id=die, colour=die, faces=D12_FACES, lowest=1, highest=D12_FACES, rows=list(rows_of(die)))
        for die in DICE
    ]
    dice.append(Die(id="black", colour="black", faces=D6_FACES, lowest=1, highest=D6_FACES, rows=[]))
    cells = [
        Cell(
            id=index(r + 1, c + 1),
            row=r + 1,
            col=c + 1,
            colour=ROW_COLOURS[r],
            kind=LAYOUT[r][c],
            scores_row=c == COLS - 1 and LAYOUT[r][c] == HEART,
        )
        for r in range(ROWS)
        for c in range(COLS)
    ]
    icon_sets = [
        IconSet(id=name, cells=[index(r, c) for r, c in ICON_SETS[name]]) for name in ICON_NAMES
    ]
    boxes = [GiftBox(id=n + 1, points=-value) for n, value in enumerate(GIFT_BOXES)]
    bands = [Band(id=band, label=label, lowest=lowest) for band, label, lowest in BANDS]
    return XmasSweaterComponents(
        dice=dice, cells=cells, icon_sets=icon_sets, gift_boxes=boxes, bands=bands
    )


COMPONENTS = _components()
