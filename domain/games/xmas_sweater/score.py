"""Scoring of Xmas Sweater: XS-11..XS-16, XS-21 tie-breaks, XS-24 solo bands."""

from __future__ import annotations

from collections.abc import Sequence

from domain.contract import Scoreboard, SeatScore
from domain.games.xmas_sweater.catalog import BandId
from domain.games.xmas_sweater.components import (
    COLS,
    GINGERBREAD_BONUS,
    GINGERBREAD_COUNT,
    GINGERBREAD_VALUE,
    ICON_SETS,
    ROWS,
    band_of,
    gift_box_penalty,
    index,
)
from domain.games.xmas_sweater.sheet import empty_hearts
from domain.games.xmas_sweater.state import EMPTY, XmasSweaterState
from domain.kit import shared_ranks


class XmasSweaterScore(Scoreboard, frozen=True, kw_only=True):
    """The scoreboard plus the XS-24 solo band (None with several players)."""

    band: BandId | None = None
    """A solo game's band for its points (an id of `bands`: "top", "angel", "nice" or "naughty"); null
    with several players."""
    band_label: str | None = None
    """The band's name as the rulebook prints it ("Jesus Christ!", "Angel", "Nice", "Naughty"); null with
    several players."""


# The flat sheet indices of each icon set's cells, in ICON_SETS order.
ICON_CELLS = tuple(tuple(index(r, c) for r, c in cells) for cells in ICON_SETS.values())


def row_score(cells: Sequence[int]) -> int:
    """XS-11 a complete row scores its rightmost heart; XS-12 else one point per filled cell."""
    empty = cells.count(EMPTY)
    return cells[COLS - 1] if empty == 0 else COLS - empty


def row_points(sheet: Sequence[int]) -> int:
    """The points of every row of the sheet."""
    return sum(row_score(sheet[start : start + COLS]) for start in range(0, ROWS * COLS, COLS))


def icon_points(sheet: Sequence[int]) -> int:
    """XS-13, XS-14: each icon set with all three cells filled scores their sum."""
    total = 0
    for cells in ICON_CELLS:
        values = [sheet[i] for i in cells]
        if EMPTY not in values:
            total += sum(values)
    return total


def gingerbread_points(sheet: Sequence[int]) -> int:
    """XS-15: the bonus of the sheet's 10s."""
    return gingerbread_bonus(sheet.count(GINGERBREAD_VALUE))


def gingerbread_bonus(tens: int) -> int:
    """XS-15: +10 once for at least five 10s."""
    return GINGERBREAD_BONUS if tens >= GINGERBREAD_COUNT else 0


def breakdown(sheet: Sequence[int], boxes: int) -> dict[str, int]:
    """Points of one sheet by scoring rule."""
    return {
        "rows": row_points(sheet),
        "icons": icon_points(sheet),
        "gingerbread": gingerbread_points(sheet),
        "gift_boxes": -gift_box_penalty(boxes),
    }


def score(state: XmasSweaterState) -> XmasSweaterScore:
    """Running or final scoreboard; XS-21 tie-breaks, then shared ranks (G-9)."""
    parts = [
        breakdown(sheet, boxes) for sheet, boxes in zip(state.sheets, state.boxes, strict=True)
    ]
    points = [sum(part.values()) for part in parts]
    # XS-21: more points, then fewer gift boxes, then fewer empty hearts.
    keys = [
        (-points[seat], state.boxes[seat], empty_hearts(state.sheets[seat]))
        for seat in range(state.players)
    ]
    ranks = shared_ranks(keys)
    seats = [
        SeatScore(seat=seat, points=points[seat], rank=ranks[seat], breakdown=parts[seat])
        for seat in range(state.players)
    ]
    band = label = None
    if state.players == 1:
        band, label = band_of(points[0])
    return XmasSweaterScore(
        final=state.finished,
        seats=seats,
        reason=state.reason if state.finished else None,
        band=band,
        band_label=label,
    )
