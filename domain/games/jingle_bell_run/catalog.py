"""Jingle Bell Run's component catalog: the box's cards, the 4 x 4 grid's cells and its four corners."""

from __future__ import annotations

from typing import Annotated

import msgspec
from msgspec import Meta

from domain.lights.catalog import LightsBox
from domain.lights.components import CARDS

from .components import CELLS, CORNERS, OPPOSITE, Corner, row_col

# A field holding a grid cell or a corner says so in the contract: `x-catalog` names the list it is in.
Cell = Annotated[int, Meta(ge=0, le=CELLS - 1, extra_json_schema={"x-catalog": "cells"})]
CornerId = Annotated[Corner, Meta(extra_json_schema={"x-catalog": "corners"})]

CORNER_NAMES: dict[Corner, str] = {"nw": "north-west", "ne": "north-east", "sw": "south-west", "se": "south-east"}


class GridCell(msgspec.Struct, frozen=True, kw_only=True):
    """One place of the 4 x 4 grid, where a Pattern card lies face up (companion 6.2)."""

    id: int
    """The cell, 0-15, row-major (4 * row + col): the number moves, views and events use for it."""
    row: int
    """Its row, 0-3 from the top (north)."""
    col: int
    """Its column, 0-3 from the left (west)."""
    corner: CornerId | None
    """The corner this cell is, a start and a finish (JB-1, JB-5); null for the other twelve cells."""


class StartCorner(msgspec.Struct, frozen=True, kw_only=True):
    """A corner of the grid: Characters start beside it (or on it) and race to the opposite one (JB-1, JB-5)."""

    id: CornerId
    """The corner: "nw", "ne", "sw" or "se"."""
    name: str
    """Its name: "north-west", ..."""
    cell: Cell
    """The corner cell of the grid."""
    finish: CornerId
    """The diagonally opposite corner, the finish of a Character starting here (JB-5)."""


class JingleBellRunCatalog(LightsBox, frozen=True, kw_only=True):
    """Every card of the Christmas Lights box, with the grid's cells and corners."""

    cells: tuple[GridCell, ...]
    """The 16 cells of the grid, by id."""
    corners: tuple[StartCorner, ...]
    """The four corners: north-west, north-east, south-west, south-east."""


def _corner_of(cell: int) -> Corner | None:
    return next((corner for corner, at in CORNERS.items() if at == cell), None)


CATALOG = JingleBellRunCatalog(
    cards=CARDS,
    cells=tuple(GridCell(id=c, row=row_col(c)[0], col=row_col(c)[1], corner=_corner_of(c)) for c in range(CELLS)),
    corners=tuple(
        StartCorner(id=corner, name=CORNER_NAMES[corner], cell=cell, finish=OPPOSITE[corner])
        for corner, cell in CORNERS.items()
    ),
)
