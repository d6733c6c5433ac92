"""Pure questions about one scoresheet (a flat tuple of 42 ints, EMPTY for a blank cell)."""

from __future__ import annotations

from collections.abc import Sequence

from domain.games.xmas_sweater.components import COLS, HEART, LAYOUT, MAX_VALUE, ROWS, index
from domain.games.xmas_sweater.state import EMPTY

BLANK_SHEET = (EMPTY,) * (ROWS * COLS)

ALL_COLS = (1 << COLS) - 1
# Columns strictly between two 0-based columns, as a bitmask (bit c is column c + 1).
BETWEEN = tuple(
    tuple(sum(1 << c for c in range(left + 1, right)) for right in range(COLS + 1))
    for left in range(-1, COLS)
)
# Openings of one sheet: per 0-based row, the bitmask of columns each value 0..18 fits by the row's
# own rules; then per value, the columns it is not written in yet.
Openings = tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]
# How many sheets' openings are remembered; past it the memo starts over (a miss only costs time).
MEMO_SIZE = 1024
_row_memo: dict[tuple[int, ...], tuple[int, ...]] = {}
_sheet_memo: dict[tuple[int, ...], Openings] = {}


def fits(sheet: Sequence[int], row: int, col: int, value: int) -> bool:
    """XS-3..XS-6: may `value` go into the empty cell (row, col)?"""
    start = index(row, 1)
    if sheet[start + col - 1] != EMPTY or not 0 <= value <= MAX_VALUE:
        return False
    if value == 0:
        # XS-6: 0 ignores order and duplicates.
        return True
    for c in range(1, COLS + 1):
        other = sheet[start + c - 1]
        if other in (EMPTY, 0):
            continue
        # XS-3 no duplicates in a row; XS-4 non-zero numbers strictly ascend left to right.
        if other == value or (c < col and other > value) or (c > col and other < value):
            return False
    # XS-3: columns run through all six rows, whatever their colour.
    return all(sheet[i] != value for i in range(col - 1, col - 1 + ROWS * COLS, COLS))


def openings(sheet: Sequence[int]) -> Openings:
    """Where each value fits on the sheet, found once per sheet: the same answers as `fits`.

    `value` fits at (row, col) iff bit col - 1 of `rows[row - 1][value] & free[value]` is set.
    """
    sheet = tuple(sheet)
    found = _sheet_memo.get(sheet)
    if found is None:
        found = _remember(sheet, _openings(sheet))
    return found


def _remember(sheet: tuple[int, ...], found: Openings) -> Openings:
    if len(_sheet_memo) >= MEMO_SIZE:
        _sheet_memo.clear()
    _sheet_memo[sheet] = found
    return found


def _openings(sheet: tuple[int, ...]) -> Openings:
    """The openings of a sheet worked out from scratch."""
    taken = [0] * (MAX_VALUE + 1)
    for i, value in enumerate(sheet):
        if 0 < value <= MAX_VALUE:
            # XS-3: a number once in a column is banned from the rest of it (0 excepted, XS-6).
            taken[value] |= 1 << (i % COLS)
    rows = tuple(_row_openings(sheet[start : start + COLS]) for start in range(0, ROWS * COLS, COLS))
    return rows, tuple(ALL_COLS ^ bits for bits in taken)


def _row_openings(cells: tuple[int, ...]) -> tuple[int, ...]:
    """Per value 0..18, the empty cells of one row it may go in by XS-3, XS-4 and XS-6."""
    found = _row_memo.get(cells)
    if found is None:
        if len(_row_memo) >= MEMO_SIZE:
            _row_memo.clear()
        found = _row_memo[cells] = _ascending_row_openings(cells) or _any_row_openings(cells)
    return found


def _ascending_row_openings(cells: tuple[int, ...]) -> tuple[int, ...] | None:
    """The openings of a row whose numbers ascend, as the rules keep them; None for any other row.

    XS-4: the empty cells between two neighbouring numbers take exactly the values between them.
    """
    table = [0] * (MAX_VALUE + 1)
    empty = 0
    left_col, left = -1, 0
    for c, value in enumerate((*cells, MAX_VALUE + 1)):
        if value == EMPTY:
            empty |= 1 << c
        elif value != 0:
            if value <= left:
                return None
            between = BETWEEN[left_col + 1][c] & empty
            if between:
                table[left + 1 : value] = [between] * (value - left - 1)
            left_col, left = c, value
    # XS-6: 0 goes in any empty cell.
    table[0] = empty
    return tuple(table)


def _any_row_openings(cells: tuple[int, ...]) -> tuple[int, ...]:
    """The openings of any row, numbers in order or not, value by value."""
    empty = sum(1 << c for c, value in enumerate(cells) if value == EMPTY)
    others = [(c, value) for c, value in enumerate(cells) if value not in (EMPTY, 0)]
    table = [empty]
    for value in range(1, MAX_VALUE + 1):
        # XS-4: every other number left of the cell is lower, every one right of it higher (XS-3:
        # so never equal).
        last, first = -1, COLS
        for c, other in others:
            if other >= value and first == COLS:
                first = c
            if other <= value:
                last = c
        table.append(empty & BETWEEN[last + 1][first])
    return tuple(table)


def row_cells(sheet: Sequence[int], row: int) -> list[int]:
    """The seven values of a 1-based row (EMPTY for blanks)."""
    start = index(row, 1)
    return list(sheet[start : start + COLS])


def is_complete(sheet: Sequence[int], row: int) -> bool:
    """XS-11: every cell of the row is filled (0 counts as filled)."""
    return EMPTY not in row_cells(sheet, row)


def complete_rows(sheet: Sequence[int]) -> int:
    """How many rows of the sheet are complete (XS-17 counts these)."""
    return sum(EMPTY not in sheet[start : start + COLS] for start in range(0, ROWS * COLS, COLS))


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
    at = index(row, col)
    cells = list(sheet)
    cells[at] = value
    written = tuple(cells)
    if 1 <= row <= ROWS and 1 <= col <= COLS and sheet[at] == EMPTY:
        known = _sheet_memo.get(tuple(sheet))
        if known is not None:
            _remember(written, _after_write(known, written, row, col, value))
    return written


def _after_write(known: Openings, written: tuple[int, ...], row: int, col: int, value: int) -> Openings:
    """The openings once `value` fills the empty cell (row, col): only that row's change, and its
    column now bans the value (XS-3)."""
    rows, free = known
    start = index(row, 1)
    rows = (*rows[: row - 1], _row_openings(written[start : start + COLS]), *rows[row:])
    if 0 < value <= MAX_VALUE:
        free = (*free[:value], free[value] & ~(1 << (col - 1)), *free[value + 1 :])
    return rows, free
