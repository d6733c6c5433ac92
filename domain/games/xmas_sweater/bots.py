"""Heuristic bots for Xmas Sweater; they decide from the seat's view and legal moves only (G-12)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from domain.games.xmas_sweater.components import (
    COLS,
    D6_FACES,
    DICE,
    GIFT_BOXES,
    GINGERBREAD_COUNT,
    GINGERBREAD_VALUE,
    ICON_SETS,
    MAX_VALUE,
    ROWS,
    ROWS_TO_END,
    index,
    rows_of,
)
from domain.games.xmas_sweater.moves import KeepBlack, MarkGiftBox, RerollBlack, Write
from domain.games.xmas_sweater.score import ICON_CELLS, breakdown
from domain.games.xmas_sweater.sheet import complete_rows, fits
from domain.games.xmas_sweater.state import EMPTY
from domain.games.xmas_sweater.view import XmasSweaterView

# Weights of the potential function, tuned by solo simulation.
ICON_HOPE = 0.9  # share of an unfinished icon set's expected sum that counts now
ROW_HOPE = 0.45  # share of an unfinished row's expected rightmost value
SQUEEZE = 3.0  # cost of each empty cell that no number can reach any more (only a 0 fits)
ROOM = 5.0  # free numbers per empty cell at which a cell counts as surely fillable
BOX_SHADOW = 4.0  # each marked box also brings the end nearer
PATIENCE = 1.0  # how fast hopes fade as marked boxes bring the end nearer
CHANCE_POWER = 0.35  # shape of the chance to fill a cell as its room shrinks
TEN_HOPE = 3.0  # worth of each 10 toward the Gingerbread Man while five are still reachable


# A row's hopes depend on its seven cells alone; the sheets a bot weighs share most of their rows.
HOPES_MEMO_SIZE = 4096
_hopes_memo: dict[tuple[int, ...], list[tuple[float, float]]] = {}


def _expected_cells(sheet: Sequence[int], row: int) -> list[tuple[float, float]]:
    """Per cell of a row: (value or the number an empty cell may hope for, chance to fill it)."""
    start = index(row, 1)
    cells = tuple(sheet[start : start + COLS])
    found = _hopes_memo.get(cells)
    if found is None:
        if len(_hopes_memo) >= HOPES_MEMO_SIZE:
            _hopes_memo.clear()
        found = _hopes_memo[cells] = _row_hopes(list(cells))
    return found


def _row_hopes(cells: list[int]) -> list[tuple[float, float]]:
    """The hopes of one row's cells, worked out from scratch."""
    hopes = [(float(v), 1.0) for v in cells]
    left_col, left = 0, 0
    for col in range(1, COLS + 2):
        value = cells[col - 1] if col <= COLS else MAX_VALUE + 1
        if col <= COLS and value in (EMPTY, 0):
            continue
        run = cells[left_col : col - 1].count(EMPTY)
        room = value - left - 1
        chance = min(1.0, room / (ROOM * run)) ** CHANCE_POWER if run else 1.0
        step = 0
        for c in range(left_col + 1, col):
            step += 1
            if cells[c - 1] == EMPTY:
                guess = left + (value - left) * step / (col - left_col)
                hopes[c - 1] = (guess, chance) if room >= run else (0.0, 0.0)
        left_col, left = col, value
    return hopes


def potential(sheet: Sequence[int], boxes: int) -> float:
    """Points the sheet holds plus a share of what its open cells may still bring."""
    actual = sum(breakdown(sheet, boxes).values())
    if complete_rows(sheet) >= ROWS_TO_END or boxes >= len(GIFT_BOXES):
        return float(actual)
    hopes = {row: _expected_cells(sheet, row) for row in range(1, ROWS + 1)}
    total = float(actual) - BOX_SHADOW * boxes
    fade = (1 - boxes / len(GIFT_BOXES)) ** PATIENCE
    for row, cells in hopes.items():
        start = index(row, 1)
        empty = [chance for c, (_, chance) in enumerate(cells) if sheet[start + c] == EMPTY]
        total -= SQUEEZE * sum(1 for chance in empty if chance == 0)
        if empty:
            fill = 1.0
            for chance in empty:
                fill *= chance
            total += ROW_HOPE * fade * cells[-1][0] * fill
    total += _gingerbread_hope(sheet) * fade
    for cells, at in zip(ICON_SETS.values(), ICON_CELLS, strict=True):
        values = [sheet[i] for i in at]
        if EMPTY not in values:
            continue
        fill, guess = 1.0, 0.0
        for r, c in cells:
            value, chance = hopes[r][c - 1]
            fill *= chance
            guess += value
        total += ICON_HOPE * fade * guess * fill
    return total


def _gingerbread_hope(sheet: Sequence[int]) -> float:
    """XS-15: a share of the bonus for each 10 while five 10s can still be reached."""
    tens = sheet.count(GINGERBREAD_VALUE)
    if tens >= GINGERBREAD_COUNT:
        return 0.0
    rows_open = sum(1 for r in range(1, ROWS + 1) if _fits_somewhere(sheet, r, GINGERBREAD_VALUE))
    return TEN_HOPE * tens if tens + rows_open >= GINGERBREAD_COUNT else 0.0


def _fits_somewhere(sheet: Sequence[int], row: int, value: int) -> bool:
    """Whether `value` (1-18) fits some cell of the row: `fits` for each cell, in one pass."""
    start = index(row, 1)
    cells = sheet[start : start + COLS]
    if value in cells:
        return False
    # XS-4: the cell must lie right of every lower number and left of every higher one.
    last_lower, first_higher = -1, COLS
    for c, other in enumerate(cells):
        if other in (EMPTY, 0):
            continue
        if other < value:
            last_lower = c
        elif first_higher == COLS:
            first_higher = c
    # XS-3: and its column must not hold the value yet.
    return any(
        cells[c] == EMPTY and value not in sheet[c :: COLS] for c in range(last_lower + 1, first_higher)
    )


def _my_sheet(view: XmasSweaterView) -> tuple[tuple[int, ...], int]:
    mine = view.sheets[view.seat]
    sheet = tuple(EMPTY if v is None else v for row in mine.cells for v in row)
    return sheet, mine.gift_boxes_marked


def _write_value(view: XmasSweaterView, move: Write, black: int) -> int:
    face = getattr(view.dice, move.die)
    return face + {"none": 0, "plus": black, "minus": -black}[move.modifier]


def _gain(sheet: tuple[int, ...], boxes: int, base: float, value: int, row: int, col: int) -> float:
    cells = list(sheet)
    cells[index(row, col)] = value
    return potential(cells, boxes) - base


def _best_with_black(
    view: XmasSweaterView, sheet: tuple[int, ...], boxes: int, black: int
) -> float:
    """The best gain this seat could make if the black die showed `black` (reroll choice)."""
    base = potential(sheet, boxes)
    best = potential(sheet, boxes + 1) - base
    for die in DICE:
        face = getattr(view.dice, die)
        for value in {face, face + black, face - black}:
            for row in rows_of(die):
                for col in range(1, COLS + 1):
                    if fits(sheet, row, col, value):
                        best = max(best, _gain(sheet, boxes, base, value, row, col))
    return best


def greedy(view: XmasSweaterView, moves: list, rng: random.Random) -> object:
    """Icon-aware greedy: the entry that most raises the sheet's points plus potential."""
    sheet, boxes = _my_sheet(view)
    if RerollBlack() in moves:
        keep = _best_with_black(view, sheet, boxes, view.dice.black)
        hope = sum(_best_with_black(view, sheet, boxes, b) for b in range(1, D6_FACES + 1))
        return RerollBlack() if hope / D6_FACES > keep else KeepBlack()
    base = potential(sheet, boxes)
    best_score, best = potential(sheet, boxes + 1) - base, [MarkGiftBox()]
    for move in moves:
        if not isinstance(move, Write):
            continue
        gain = _gain(
            sheet, boxes, base, _write_value(view, move, view.dice.black), move.row, move.col
        )
        if gain > best_score + 1e-9:
            best_score, best = gain, [move]
        elif abs(gain - best_score) <= 1e-9:
            best.append(move)
    return rng.choice(best) if len(best) > 1 else best[0]
