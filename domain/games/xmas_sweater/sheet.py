"""Pure questions about one scoresheet (a flat tuple of 42 ints, EMPTY for a blank cell)."""

from __future__ import annotations

from collections.abc import Sequence

from domain.games.xmas_sweater.components import COLS, HEART, LAYOUT, MAX_VALUE, ROWS, index
from domain.games.xmas_sweater.state import EMPTY

BLANK_SHEET = (EMPTY,) * (ROWS * COLS)


def fits(sheet: Sequence[int], row: int, col: int, value: int) -> bool:
    """XS-3..XS-6: may `value` go into the empty cell (row, col)?"""
    if sheet[index(row, col)] != EMPTY or not 0 <= value <= MAX_VALUE:
        return False
    if value == 0:
        # XS-6: 0 ignores order and duplicates.
        return True
    for c in range(1, COLS + 1):
        other = sheet[index(row, c)]
        if other in (EMPTY, 0):
            continue
        # XS-3 no duplicates in a row; XS-4 non-zero numbers strictly ascend left to right.
        if other == value or (c < col and other > value) or (c > col and other < value):
            return False
    # XS-3: columns run through all six rows, whatever their colour.
    return all(sheet[index(r, col)] != value for r in range(1, ROWS + 1))


def row_cells(sheet: Sequence[int], row: int) -> list[int]:
    """The seven values of a 1-based row (EMPTY for blanks)."""
    start = index(row, 1)
    return list(sheet[start : start + COLS])


def is_complete(sheet: Sequence[int], row: int) -> bool:
    """XS-11: every cell of the row is filled (0 counts as filled)."""
    return EMPTY not in row_cells(sheet, row)


def complete_rows(sheet: Sequence[int]) -> int:
    """How many rows of the sheet are complete (XS-17 counts these)."""
    return sum(is_complete(sheet, r) for r in range(1, ROWS + 1))


def empty_hearts(sheet: Sequence[int]) -> int:
    """XS-21: blank heart cells, the second tie-break."""
    return sum(
        1
        for r in range(ROWS)
        for c in range(COLS)
        if LAYOUT[r][c] == HEART and sheet[r * COLS + c] == EMPTY
    )


def write(sheet: Sequence[int], row: int, col: int, value: int) -> tuple[int, ...]:
    """The sheet with `value` written at (row, col)."""
    cells = list(sheet)
    cells[index(row, col)] = value
    return tuple(cells)
