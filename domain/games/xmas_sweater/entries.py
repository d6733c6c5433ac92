"""The entries a seat may commit on a roll (XS-3..XS-9, XS-19), and why any other is refused."""

from __future__ import annotations

from domain.games.xmas_sweater.components import COLS, DICE, ROW_COLOURS, ROWS, index, rows_of
from domain.games.xmas_sweater.moves import Entry, KeepBlack, MarkGiftBox, Move, RerollBlack, Write
from domain.games.xmas_sweater.sheet import fits
from domain.games.xmas_sweater.state import EMPTY, XmasSweaterState

MODIFIERS = ("none", "plus", "minus")


def may_modify(state: XmasSweaterState, seat: int) -> bool:
    """XS-7 everyone may use the black die; XS-19 in the variant only the active seat."""
    return not state.variant or seat == state.active_seat


def value_of(state: XmasSweaterState, die: str, modifier: str) -> int:
    """The number a die gives with a modifier (may be negative, which no cell accepts)."""
    face = state.dice[DICE.index(die)]
    return face + {"none": 0, "plus": state.black, "minus": -state.black}[modifier]


def entry_options(state: XmasSweaterState, seat: int) -> list[Entry]:
    """Every entry `seat` may commit this roll, whether or not it committed yet (XS-3..XS-9)."""
    sheet = state.sheets[seat]
    modifiers = MODIFIERS if may_modify(state, seat) else ("none",)
    options: list[Entry] = []
    for die in DICE:
        for modifier in modifiers:
            value = value_of(state, die, modifier)
            for row in rows_of(die):
                for col in range(1, COLS + 1):
                    if fits(sheet, row, col, value):
                        options.append(Write(die=die, modifier=modifier, row=row, col=col))
    # XS-9, XS-16: marking a gift box is always legal, even with all six marked.
    options.append(MarkGiftBox())
    return options


def allows(state: XmasSweaterState, seat: int, move: Move) -> bool:
    """Whether actor `seat` may make `move`: exactly the moves `moves` lists, checked directly."""
    if state.phase == "reroll":
        return isinstance(move, RerollBlack | KeepBlack)
    if isinstance(move, MarkGiftBox):
        return True
    return isinstance(move, Write) and _writable(state, seat, move)


def _writable(state: XmasSweaterState, seat: int, move: Write) -> bool:
    """XS-2 a row of the die's colour, XS-7/XS-19 a modifier the seat may use, XS-3..XS-6 a fit."""
    modifiers = MODIFIERS if may_modify(state, seat) else ("none",)
    if move.die not in DICE or move.modifier not in modifiers:
        return False
    if move.row not in rows_of(move.die) or not 1 <= move.col <= COLS:
        return False
    value = value_of(state, move.die, move.modifier)
    return fits(state.sheets[seat], move.row, move.col, value)


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
