"""What a seat may know (sheets are public, XS-23; pending entries are not), and determinize."""

from __future__ import annotations

import random
from functools import lru_cache
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
    """One printed row of the sheet."""

    row: int
    """The row's number, 1-6 from the top."""
    colour: str
    """The row's colour, and so the die written in it: "red", "green" or "white"."""
    cells: list[str]
    """What is printed in each of its 7 cells, left to right: "heart" or an Xmas icon's name (an id of
    `icon_sets`)."""


class DiceView(msgspec.Struct, frozen=True, kw_only=True):
    """The faces of the current roll."""

    red: int
    """The red die's face, 1-12."""
    green: int
    """The green die's face, 1-12."""
    white: int
    """The white die's face, 1-12."""
    black: int
    """The black die's face, 1-6 (after a reroll in the variant, the new face)."""


class SheetView(msgspec.Struct, frozen=True, kw_only=True):
    """One seat's public sheet."""

    seat: int
    """The seat whose sheet this is (seat number from 0)."""
    cells: list[list[int | None]]
    """The numbers written, 6 rows of 7 from the top left (cells[row - 1][col - 1]): 0-18, null for a
    blank cell."""
    gift_boxes_marked: int
    """How many gift boxes are marked, 0-6, from the left (boxes 1 to this number of `gift_boxes`)."""
    complete_rows: int
    """How many rows have every cell filled, 0-6."""


class XmasSweaterView(BaseView, frozen=True, kw_only=True):
    """The table as one seat (or a spectator) sees it."""

    players: int = 1
    """How many seats play, 1-6."""
    active_roller_variant: bool = False
    """Whether the variant for 2-6 players is on (only the active seat uses the black die)."""
    finish_rotation: bool = False
    """Whether, once the end is triggered, play goes on until every seat was active equally often."""
    first_seat: int = 0
    """The first active seat of the variant (seat number from 0); changes nothing on the base rules."""
    layout: list[LayoutRow] = []
    """The printed sheet, row by row (the same for every seat, and as `cells` of the catalog)."""
    gift_box_values: list[int] = []
    """What each gift box costs, left to right, in points (negative): -1, -2, -3, -5, -8, -11."""
    max_rolls: int = MAX_ROLLS
    """The safety cap: the game ends after this roll at the latest."""
    roll: int = 0
    """The current roll's number, from 1."""
    dice: DiceView | None = None
    """The faces of the current roll."""
    phase: ViewPhase = "write"
    """What the table waits for: "reroll" (the active seat decides on the black die), "write" (seats
    commit their entries) or "over"."""
    active_seat: int | None = None
    """The active seat of this roll (seat number from 0); null on the base rules and once over."""
    committed: list[int] = []
    """The seats that have committed their entry for this roll (seat numbers from 0)."""
    my_entry: Entry | None = None
    """This seat's own committed entry for this roll, hidden from the others until all are in; null
    before it commits, and for a spectator."""
    sheets: list[SheetView] = []
    """Every seat's sheet, in seat order."""
    ending: bool = False
    """True once the end is triggered (a sheet has four complete rows or six marked gift boxes); with
    `finish_rotation` the game plays on until the rotation is complete."""
    reason: str | None = None
    """Why the game ends: "four-rows", "all-gift-boxes" or "turn-cap"; null until the end is triggered."""


SHEET_LAYOUT = [
    LayoutRow(row=r + 1, colour=ROW_COLOURS[r], cells=list(LAYOUT[r])) for r in range(ROWS)
]


# A sheet changes on a few rolls only, and views are read-only, so each seat's sheet view is built once.
@lru_cache(maxsize=2048)
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
