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
    """Play the rulebook's variant for 2-6 players: the active seat alone may use the black die and may
    reroll it once per roll. Needs at least 2 seats."""
    finish_rotation: bool = False
    """Variant only: once the end is triggered, play on until every seat has been the active seat
    equally often."""
    first_seat: FirstSeat = "random"
    """The first active seat in the variant (seat number from 0), or "random" to draw it from the seed;
    changes nothing on the base rules."""


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
