"""Check the Box's options and state (companion 11.1)."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
from msgspec import Meta

from domain.contract import ConfigBase
from domain.kit import first_seat_option

from .components import Kind

MAX_TURNS = 400  # G-8, companion 11.1
Then = Literal["again", "pass"]  # what the turn does once the draws are settled


class CheckTheBoxConfig(ConfigBase, frozen=True, kw_only=True):
    """Options of companion 11.1 (the seat count, 2-4, is the number of seats at create)."""

    first_seat: first_seat_option(4) = "random"
    """The seat that asks first (G-2, "the youngest player"): a seat number from 0, or `random`."""
    max_turns: Annotated[int, Meta(ge=1, le=MAX_TURNS)] = MAX_TURNS
    """The turn cap (G-8), 1-400: the game ends after this many asks and skipped turns, extra turns included."""


class AskRecord(msgspec.Struct, frozen=True, kw_only=True):
    """An ask and its answer, said aloud (G-10): `handed` cards given, 0 for "Check the Box"."""

    seat: int
    """The seat that asked."""
    target: int
    """The seat that was asked."""
    kind: Kind
    """The kind asked for."""
    handed: int
    """Cards of that kind the target handed over, 1-2; 0 when it said "Check the Box" (CB-4)."""


class CheckTheBoxState(msgspec.Struct, frozen=True, kw_only=True):
    """The whole table: hands, the pile order and the drawer's Present bonus are hidden, the rest public."""

    seed: int
    counter: int = 0
    players: int = 2
    max_turns: int = MAX_TURNS
    first: int = 0
    hands: tuple[tuple[int, ...], ...] = ()  # card ids, sorted
    pile: tuple[int, ...] = ()  # the face-down pile in the box lid, top card first
    box: tuple[int, ...] = ()  # G-4: cards of the box this game leaves out
    sets: tuple[tuple[int, ...], ...] = ()  # per seat, placed cards, three at a time
    known: tuple[tuple[int, ...], ...] = ()  # per seat and kind: how many it surely holds, from public speech
    # Per seat and kind: the most it can hold, from public speech and draw counts (empty in states stored
    # before it was kept: every seat then starts unbounded).
    most: tuple[tuple[int, ...], ...] = ()
    # Per seat and kind: the most it can hold if it asks first for a kind the table saw in the asked seat's hand:
    # 0 once it asked for another kind while the seat it asked was shown to hold this one, widened like `most` by
    # every card it takes since (empty: no seat has passed a kind over yet). A reading of its play, not a rule.
    passed: tuple[tuple[int, ...], ...] = ()
    active: int = 0
    then: Then = "pass"
    drawer: int | None = None  # CB-5: the seat whose box draw waits for its follow-up step
    bonus: int = 0  # CB-5: Presents the drawer drew and has not yet used or declined
    last_ask: AskRecord | None = None
    turn: int = 0  # asks made and turns skipped (G-8)
    finished: bool = False
    reason: str | None = None
