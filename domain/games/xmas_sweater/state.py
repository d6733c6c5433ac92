"""State of an Xmas Sweater game: compact sheets, the dice and this roll's hidden commits."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
from msgspec import Meta

from domain.contract import ConfigBase
from domain.games.xmas_sweater.moves import Entry

# A sheet is a flat tuple of 42 small ints (row-major); EMPTY marks a blank cell.
EMPTY = -1

Phase = Literal["reroll", "write", "over"]


class XmasSweaterConfig(ConfigBase, frozen=True, kw_only=True):
    """Options of companion 2.1 (the seat count is passed to setup)."""

    active_roller_variant: bool = False
    finish_rotation: bool = False
    first_seat: Annotated[int, Meta(ge=0, le=5)] | Literal["random"] = "random"


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
