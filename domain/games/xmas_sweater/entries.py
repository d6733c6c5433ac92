"""The entries a seat may commit on a roll (XS-3..XS-9, XS-19), and why any other is refused."""

from __future__ import annotations

from domain.games.xmas_sweater.components import (
    COLS,
    DICE,
    MAX_VALUE,
    ROW_COLOURS,
    ROWS,
    index,
    rows_of,
)
from domain.games.xmas_sweater.moves import Entry, KeepBlack, MarkGiftBox, Move, RerollBlack, Write
from domain.games.xmas_sweater.sheet import openings
from domain.games.xmas_sweater.state import EMPTY, XmasSweaterState

# XS-5: how each modifier applies the black die to a face.
SIGNS = {"none": 0, "plus": 1, "minus": -1}
MODIFIERS = tuple(SIGNS)
# Every write there is, built once; per (die, modifier, row) and set of columns (a bitmask, bit c for
# column c + 1), the writes into those columns from left to right.
WRITES = {
    (die, modifier, row): tuple(Write(die=die, modifier=modifier, row=row, col=c) for c in range(1, COLS + 1))
    for die in DICE
    for modifier in MODIFIERS
    for row in rows_of(die)
}
WRITES_INTO = {
    key: tuple(tuple(w for c, w in enumerate(writes) if bits >> c & 1) for bits in range(1 << COLS))
    for key, writes in WRITES.items()
}
# The same in the order entries are listed: per die, per modifier, its sign and the tables of the die's
# rows (0-based); and with the face alone, for a seat that may not use the black die (XS-19).
PLANS = tuple(
    tuple(
        (SIGNS[modifier], tuple((row - 1, WRITES_INTO[die, modifier, row]) for row in rows_of(die)))
        for modifier in MODIFIERS
    )
    for die in DICE
)
FACE_ONLY_PLANS = tuple(plan[:1] for plan in PLANS)
GIFT_BOX = MarkGiftBox()


def may_modify(state: XmasSweaterState, seat: int) -> bool:
    """XS-7 everyone may use the black die; XS-19 in the variant only the active seat."""
    return not state.variant or seat == state.active_seat


def value_of(state: XmasSweaterState, die: str, modifier: str) -> int:
    """The number a die gives with a modifier (may be negative, which no cell accepts)."""
    return state.dice[DICE.index(die)] + SIGNS[modifier] * state.black


def entry_options(state: XmasSweaterState, seat: int) -> list[Entry]:
    """Every entry `seat` may commit this roll, whether or not it committed yet (XS-3..XS-9)."""
    rows, free = openings(state.sheets[seat])
    black = state.black
    options: list[Entry] = []
    plans = PLANS if may_modify(state, seat) else FACE_ONLY_PLANS
    for face, plan in zip(state.dice, plans, strict=True):
        for sign, targets in plan:
            value = face + sign * black
            if 0 <= value <= MAX_VALUE:
                fit = free[value]
                for row, into in targets:
                    options += into[rows[row][value] & fit]
    # XS-9, XS-16: marking a gift box is always legal, even with all six marked.
    options.append(GIFT_BOX)
    return options


def allows(state: XmasSweaterState, seat: int, move: Move) -> bool:
    """Whether actor `seat` may make `move`: exactly the moves `moves` lists, checked directly.

    A write must use a die on a row of its colour (XS-2), a modifier the seat may use (XS-7, XS-19)
    and fit its cell (XS-3..XS-6), which the sheet's openings answer with one lookup.
    """
    if state.phase == "reroll":
        return isinstance(move, RerollBlack | KeepBlack)
    if not isinstance(move, Write):
        return isinstance(move, MarkGiftBox)
    if move.modifier != "none" and not may_modify(state, seat):
        return False
    if (move.die, move.modifier, move.row) not in WRITES or not 1 <= move.col <= COLS:
        return False
    value = value_of(state, move.die, move.modifier)
    if not 0 <= value <= MAX_VALUE:
        return False
    rows, free = openings(state.sheets[seat])
    return bool((rows[move.row - 1][value] & free[value]) >> (move.col - 1) & 1)


def explain(state: XmasSweaterState, seat: int, move: Move) -> str:
    """Why a move is refused, for the IllegalMove detail."""
    if state.phase == "reroll":
        return "the active seat must first reroll or keep the black die"
    if not isinstance(move, Write):
        return "the black die may be rerolled only before anyone writes"
    if move.modifier != "none" and not may_modify(state, seat):
        return "only the active seat may use the black die in the variant"
    if not (1 <= move.row <= ROWS and 1 <= move.col <= COLS):
        return f"there is no cell ({move.row}, {move.col}) on the sheet"
    if ROW_COLOURS[move.row - 1] != move.die:
        return f"row {move.row} is {ROW_COLOURS[move.row - 1]}, not {move.die}"
    value = value_of(state, move.die, move.modifier)
    if value < 0:
        return f"the {move.die} die {move.modifier} the black die is negative"
    if state.sheets[seat][index(move.row, move.col)] != EMPTY:
        return f"cell ({move.row}, {move.col}) is already filled"
    return (
        f"{value} at ({move.row}, {move.col}) breaks ascending order or repeats a number "
        "in its row or column"
    )
