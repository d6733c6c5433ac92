"""State of an Xmas Sweater game: compact sheets, the dice and this roll's hidden commits."""

from __future__ import annotations

from typing import Literal

import msgspec

from domain.contract import ConfigBase
from domain.games.xmas_sweater.components import MAX_PLAYERS
from domain.games.xmas_sweater.moves import Entry
from domain.kit import first_seat_option

# A sheet is a flat tuple of 42 small ints (row-major); EMPTY marks a blank cell.
EMPTY = -1

Phase = Literal["reroll", "write"]

FirstSeat = first_seat_option(MAX_PLAYERS)


class XmasSweaterConfig(ConfigBase, frozen=True, kw_only=True):
    """Options of companion 2.1 (the seat count is passed to setup)."""

    active_roller_variant: bool = False
    finish_rotation: bool = False
    first_seat: FirstSeat = "random"


class XmasSweaterState(msgspec.Struct, frozen=True, kw_only=True):
    """Everything about one game; `counter` is the next chance step drawn from `seed`."""

    seed: int
    counter: int = 0
    players: int = 1
    variant: bool = False
    finish_rotation: bool = False
    first_seat: int = 0
    roll: int = 0
    dice: tuple[int, int, int] = (1, 1, 1)
    black: int = 1
    phase: Phase = "write"
    active_seat: int | None = None
    sheets: tuple[tuple[int, ...], ...] = ()
    boxes: tuple[int, ...] = ()
    pending: tuple[Entry | None, ...] = ()
    triggered: bool = False
    reason: str | None = None
    finished: bool = False
