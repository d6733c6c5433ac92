"""What a seat may know (sheets are public, XS-23; pending entries are not), and determinize."""

from __future__ import annotations

import random
from typing import Literal

import msgspec

from domain.contract import BaseView
from domain.games.xmas_sweater.components import (
    COLS,
    GIFT_BOXES,
    LAYOUT,
    MAX_ROLLS,
    ROW_COLOURS,
    ROWS,
)
from domain.games.xmas_sweater.entries import entry_options
from domain.games.xmas_sweater.moves import Entry
from domain.games.xmas_sweater.rules import actors
from domain.games.xmas_sweater.sheet import complete_rows
from domain.games.xmas_sweater.state import EMPTY, XmasSweaterState
from domain.kit import open_commits

# The phase as a seat sees it: "over" once the game is finished.
ViewPhase = Literal["reroll", "write", "over"]


class LayoutRow(msgspec.Struct, frozen=True, kw_only=True):
    """One printed row: its number (1-based), colour and per-cell kind ("heart" or an icon name)."""

    row: int
    colour: str
    cells: list[str]


class DiceView(msgspec.Struct, frozen=True, kw_only=True):
    """The faces of the current roll."""

    red: int
    green: int
    white: int
    black: int


class SheetView(msgspec.Struct, frozen=True, kw_only=True):
    """One seat's public sheet: values row by row (None = blank) and marked gift boxes."""

    seat: int
    cells: list[list[int | None]]
    gift_boxes_marked: int
    complete_rows: int


class XmasSweaterView(BaseView, frozen=True, kw_only=True):
    """The table as one seat (or a spectator) sees it."""

    players: int = 1
    active_roller_variant: bool = False
    finish_rotation: bool = False
    first_seat: int = 0
    layout: list[LayoutRow] = []
    gift_box_values: list[int] = []
    max_rolls: int = MAX_ROLLS
    roll: int = 0
    dice: DiceView | None = None
    phase: ViewPhase = "write"
    active_seat: int | None = None
    committed: list[int] = []
    my_entry: Entry | None = None
    sheets: list[SheetView] = []
    ending: bool = False
    reason: str | None = None


SHEET_LAYOUT = [
    LayoutRow(row=r + 1, colour=ROW_COLOURS[r], cells=list(LAYOUT[r])) for r in range(ROWS)
]


def _sheet_view(seat: int, sheet: tuple[int, ...], boxes: int) -> SheetView:
    cells = [
        [None if v == EMPTY else v for v in sheet[r * COLS : (r + 1) * COLS]] for r in range(ROWS)
    ]
    return SheetView(
        seat=seat, cells=cells, gift_boxes_marked=boxes, complete_rows=complete_rows(sheet)
    )


def view(state: XmasSweaterState, seat: int | None) -> XmasSweaterView:
    """The projection for `seat` (None = spectator); never the seed or others' pending entries."""
    own = state.pending[seat] if seat is not None and 0 <= seat < state.players else None
    return XmasSweaterView(
        seat=seat,
        actors=sorted(actors(state)),
        finished=state.finished,
        players=state.players,
        active_roller_variant=state.variant,
        finish_rotation=state.finish_rotation,
        first_seat=state.first_seat,
        layout=SHEET_LAYOUT,
        gift_box_values=[-v for v in GIFT_BOXES],
        roll=state.roll,
        dice=DiceView(
            red=state.dice[0], green=state.dice[1], white=state.dice[2], black=state.black
        ),
        phase="over" if state.finished else state.phase,
        active_seat=state.active_seat,
        committed=[s for s, entry in enumerate(state.pending) if entry is not None],
        my_entry=own,
        sheets=[
            _sheet_view(s, sheet, b)
            for s, (sheet, b) in enumerate(zip(state.sheets, state.boxes, strict=True))
        ],
        ending=state.triggered,
        reason=state.reason,
    )


def determinize(v: XmasSweaterView, rng: random.Random) -> XmasSweaterState:
    """A full state consistent with the view: others' pending entries re-sampled, a fresh seed."""
    dice = v.dice or DiceView(red=1, green=1, white=1, black=1)
    state = XmasSweaterState(
        seed=rng.getrandbits(63),
        counter=v.roll + 1,
        players=v.players,
        variant=v.active_roller_variant,
        finish_rotation=v.finish_rotation,
        first_seat=v.first_seat,
        roll=v.roll,
        dice=(dice.red, dice.green, dice.white),
        black=dice.black,
        # XS-17: a game ends only once a roll's entries are revealed, so in the write phase.
        phase="write" if v.phase == "over" else v.phase,
        active_seat=v.active_seat,
        sheets=tuple(
            tuple(EMPTY if x is None else x for row in s.cells for x in row) for s in v.sheets
        ),
        boxes=tuple(s.gift_boxes_marked for s in v.sheets),
        pending=open_commits(v.players),
        triggered=v.ending,
        reason=v.reason,
        finished=v.finished,
    )
    pending = [
        (v.my_entry if s == v.seat else rng.choice(entry_options(state, s)))
        if s in v.committed
        else None
        for s in range(v.players)
    ]
    return msgspec.structs.replace(state, pending=tuple(pending))
