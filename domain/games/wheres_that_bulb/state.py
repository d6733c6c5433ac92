"""Where's That Bulb?'s options and state."""

from __future__ import annotations

from typing import Annotated

import msgspec
from msgspec import Meta

from domain.contract import ConfigBase
from domain.kit import first_seat_option

# Companion 10.1: the G-8 safety cap, counted in turns (an extra turn after a pair counts as one).
MAX_TURNS = 1000


class WheresThatBulbConfig(ConfigBase, frozen=True, kw_only=True):
    """Options of companion 10.1 (the seat count, 2-6, is the number of seats at create)."""

    first_seat: first_seat_option(6) = "random"
    """The seat that plays first (G-2, "the youngest player"): a seat number from 0, or `random`."""
    max_turns: Annotated[int, Meta(ge=1, le=MAX_TURNS)] = MAX_TURNS
    """The turn cap (G-8), 1-1000: the game ends after this many turns, extra turns after a pair included."""


class Flipped(msgspec.Struct, frozen=True, array_like=True):
    """One flip as the whole table saw it and the log tells it (`card-flipped`): in which turn, where, what face."""

    turn: int
    position: int
    face: str


class WheresThatBulbState(msgspec.Struct, frozen=True, kw_only=True):
    """The whole table. The grid's face-down cards are hidden; everything else is public."""

    seed: int
    counter: int = 0
    players: int = 2
    max_turns: int = MAX_TURNS
    grid: tuple[int | None, ...] = ()  # card id per position (row-major), None once its pair was taken
    active: int = 0  # the seat whose turn it is
    first: int | None = None  # the position flipped first this turn, the only card ever face up on the grid
    pairs: tuple[tuple[int, ...], ...] = ()  # per seat, the card ids of the pairs taken, two by two
    turn: int = 0  # turns played (G-8)
    # The public flip history, as the `card-flipped` events tell it, kept to the latest flip of each card still on
    # the grid, oldest first (a card flipped again shows the same face; a card paired off is gone). Every seat saw
    # these faces and the log names them, but no view keeps them (WB-6): only the bots' memory reads this
    # (`bot_view`), each level back as far as it remembers.
    flips: tuple[Flipped, ...] = ()
    finished: bool = False
    reason: str | None = None  # "all-matched" (WB-5) or "turn-cap" (G-8)
