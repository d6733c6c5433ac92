"""Heuristic bots for Xmas Sweater; they decide from the seat's view and legal moves only (G-12)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from domain.games.xmas_sweater.components import (
    CELLS,
    COLS,
    D6_FACES,
    DICE,
    GIFT_BOXES,
    GINGERBREAD_COUNT,
    GINGERBREAD_VALUE,
    MAX_VALUE,
    ROWS_TO_END,
    gift_box_penalty,
    index,
    rows_of,
)
from domain.games.xmas_sweater.moves import KeepBlack, MarkGiftBox, RerollBlack, Write
from domain.games.xmas_sweater.score import ICON_CELLS, gingerbread_bonus, row_score
from domain.games.xmas_sweater.sheet import fits, openings
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


# Everything the potential reads of a row depends on its seven cells alone, and the sheets a bot weighs share
# most of their rows: each row's facts are worked out once.
ROW_MEMO_SIZE = 4096


class _Row:
    """What the potential reads of one row: its points, its cells' hopes and the terms built from them."""

    __slots__ = ("complete", "fill", "hopes", "last", "points", "squeezed", "tens")

    def __init__(self, cells: tuple[int, ...]) -> None:
        self.complete = EMPTY not in cells
        self.points = row_score(cells)
        self.tens = cells.count(GINGERBREAD_VALUE)
        self.hopes = _row_hopes(list(cells))
        chances = [chance for (_, chance), value in zip(self.hopes, cells, strict=True) if value == EMPTY]
        self.squeezed = sum(1 for chance in chances if chance == 0)
        # The chance to fill every empty cell, and the value the rightmost cell may hope for; None when full.
        self.fill: float | None = None
        if chances:
            self.fill = 1.0
            for chance in chances:
                self.fill *= chance
        self.last = self.hopes[-1][0]


_row_memo: dict[tuple[int, ...], _Row] = {}


def _rows(sheet: Sequence[int]) -> list[_Row]:
    """The facts of each row of the sheet, top to bottom."""
    found = []
    for start in range(0, CELLS, COLS):
        cells = tuple(sheet[start : start + COLS])
        row = _row_memo.get(cells)
        if row is None:
            if len(_row_memo) >= ROW_MEMO_SIZE:
                _row_memo.clear()
            row = _row_memo[cells] = _Row(cells)
        found.append(row)
    return found


def _row_hopes(cells: list[int]) -> list[tuple[float, float]]:
    """Per cell of a row: (value or the number an empty cell may hope for, chance to fill it)."""
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


# Each icon set's cells as (flat index, row index from 0, column index from 0).
_ICON_CELLS = tuple(tuple((at, at // COLS, at % COLS) for at in cells) for cells in ICON_CELLS)


def potential(sheet: Sequence[int], boxes: int) -> float:
    """Points the sheet holds plus a share of what its open cells may still bring."""
    rows = _rows(sheet)
    actual = tens = complete = 0
    for row in rows:
        actual += row.points
        tens += row.tens
        complete += row.complete
    open_sets = []
    for cells in _ICON_CELLS:
        values = [sheet[at] for at, _, _ in cells]
        if EMPTY in values:
            open_sets.append(cells)
        else:
            actual += sum(values)  # XS-13, XS-14: a full icon set scores its sum
    actual += gingerbread_bonus(tens) - gift_box_penalty(boxes)
    if complete >= ROWS_TO_END or boxes >= len(GIFT_BOXES):
        return float(actual)
    total = float(actual) - BOX_SHADOW * boxes
    fade = (1 - boxes / len(GIFT_BOXES)) ** PATIENCE
    for row in rows:
        total -= SQUEEZE * row.squeezed
        if row.fill is not None:
            total += ROW_HOPE * fade * row.last * row.fill
    total += _gingerbread_hope(sheet, tens) * fade
    for cells in open_sets:
        fill, guess = 1.0, 0.0
        for _, r, c in cells:
            value, chance = rows[r].hopes[c]
            fill *= chance
            guess += value
        total += ICON_HOPE * fade * guess * fill
    return total


def _gingerbread_hope(sheet: Sequence[int], tens: int) -> float:
    """XS-15: a share of the bonus for each 10 while five 10s can still be reached."""
    if tens == 0 or tens >= GINGERBREAD_COUNT:
        return 0.0
    rows, free = openings(sheet)
    rows_open = sum(1 for row in rows if row[GINGERBREAD_VALUE] & free[GINGERBREAD_VALUE])
    return TEN_HOPE * tens if tens + rows_open >= GINGERBREAD_COUNT else 0.0


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
