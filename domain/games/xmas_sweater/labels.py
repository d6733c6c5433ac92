"""Xmas Sweater's move labels and event texts, for a UI and a game log."""

from __future__ import annotations

from domain.contract import StepSkipped
from domain.kit import count, seat_name, skipped

from . import events as ev
from .components import GIFT_BOXES, MAX_ROLLS
from .moves import KeepBlack, MarkGiftBox, RerollBlack, Write
from .view import XmasSweaterView

SIGNS = {"plus": "+", "minus": "-"}

ENDINGS = {
    "four-rows": "a sheet has four complete rows",
    "all-gift-boxes": "a sheet has all six gift boxes marked",
    "turn-cap": f"roll {MAX_ROLLS} was the last",
}


def _cell(row: int, col: int) -> str:
    return f"row {row}, column {col}"


def _write(view: XmasSweaterView, move: Write) -> str:
    """"Write 7 (red 5 + black 2) in row 1, column 3", from the dice the seat sees."""
    dice = view.dice
    if dice is None:
        return f"Write the {move.die} die ({move.modifier} black) in {_cell(move.row, move.col)}"
    face = getattr(dice, move.die)
    if move.modifier in SIGNS:
        sign = SIGNS[move.modifier]
        value = face + dice.black if sign == "+" else face - dice.black
        how = f"{move.die} {face} {sign} black {dice.black}"
    else:
        value, how = face, f"{move.die} {face}"
    return f"Write {value} ({how}) in {_cell(move.row, move.col)}"


def _gift_box(view: XmasSweaterView) -> str:
    """The box the seat's next mark takes, from its own sheet in the view."""
    marked = next((s.gift_boxes_marked for s in view.sheets if s.seat == view.seat), 0)
    if marked >= len(GIFT_BOXES):
        return "Mark a gift box (all six are marked already: nothing changes)"
    return f"Mark gift box {marked + 1} (costs {count(GIFT_BOXES[marked], 'point')}) instead of writing"


def label(view: XmasSweaterView, move: object) -> str:
    """One line per move, from the seat's view."""
    shown = f" (showing {view.dice.black})" if view.dice is not None else ""
    match move:
        case Write():
            return _write(view, move)
        case MarkGiftBox():
            return _gift_box(view)
        case RerollBlack():
            return f"Reroll the black die{shown}; the new face is final"
        case KeepBlack():
            return f"Keep the black die{shown} for this roll"
    raise TypeError(f"not an Xmas Sweater move: {move!r}")


def _entry(entry: ev.RevealedEntry) -> str:
    who = seat_name(entry.seat)
    if entry.kind == "write":
        how = entry.die if entry.modifier not in SIGNS else f"{entry.die} {SIGNS[entry.modifier]} black"
        return f"{who} wrote {entry.value} ({how}) in {_cell(entry.row, entry.col)}"
    if entry.gift_box is None:
        return f"{who} marked no gift box (all six were marked)"
    return f"{who} marked gift box {entry.gift_box} (costs {count(GIFT_BOXES[entry.gift_box - 1], 'point')})"


def text(event: object) -> str:
    """One line per event, from the event alone."""
    match event:
        case ev.DiceRolled(roll=roll, red=red, green=green, white=white, black=black, active_seat=active):
            line = f"Roll {roll}: red {red}, green {green}, white {white}, black {black}"
            return line + (f"; {seat_name(active)} is the active seat" if active is not None else "")
        case ev.BlackDieRerolled(seat=seat, black=black):
            return f"{seat_name(seat).capitalize()} rerolled the black die to {black}"
        case ev.BlackDieKept(seat=seat):
            return f"{seat_name(seat).capitalize()} kept the black die"
        case ev.EntryCommitted(seat=seat):
            return f"{seat_name(seat).capitalize()} chose their entry for this roll"
        case ev.EntriesRevealed(roll=roll, entries=entries):
            return f"Roll {roll} revealed: {'; '.join(_entry(entry) for entry in entries) or 'no entries'}"
        case ev.GameEnded(reason=reason):
            return f"The game is over: {ENDINGS.get(reason, reason or 'it ended')}"
        case StepSkipped(seat=seat, reason=reason):
            return skipped(seat, reason)
    return f"{type(event).__name__}"
