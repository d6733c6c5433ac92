"""Turn clocks: the clock options, each seat's deadline kept on the record, and when a seat has run out of time."""

from __future__ import annotations

import datetime
import logging
from collections.abc import Iterable
from typing import Annotated, Any

import msgspec
from msgspec import Meta, Struct

from service.store.records import GameRecord, TurnClock

log = logging.getLogger("yuletide.clock")

MAX_TURN_SECONDS = 7 * 24 * 3600


class ClockOptions(Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A turn clock for every person at the table."""

    turn_seconds: Annotated[int, Meta(ge=1, le=MAX_TURN_SECONDS)]
    """Seconds a person has for each decision the game asks of them; when they pass, the greedy bot decides."""
    timeouts_to_ai: Annotated[int, Meta(ge=1, le=100)] = 3
    """After this many time-outs in a row, the seat is handed to the greedy bot for good."""


def clock_record(options: ClockOptions | None) -> TurnClock | None:
    """How the record keeps the clock options."""
    if options is None:
        return None
    return TurnClock(turn_seconds=options.turn_seconds, timeouts_to_ai=options.timeouts_to_ai)


def clocked(
    game: Any, record: GameRecord, state: Any, now: float,
    moved: Iterable[int] = (), timed_out: Iterable[int] = (),
) -> GameRecord:
    """The record after a write that left the game in `state`: deadlines for the people it now waits for.

    A seat that is asked anew (it was not waiting, or it has just moved or timed out and is asked again)
    gets a fresh deadline; a seat that is still waiting keeps its own. `moved` seats start their count of
    time-outs in a row again; `timed_out` seats add one. An unclocked game's record comes back unchanged.
    """
    clock = record.clock
    if clock is None:
        return record
    moved, timed_out = set(moved), set(timed_out)
    seats = len(record.seats)
    waiting = set() if game.is_finished(state) or record.cancelled else set(game.actors(state))
    old = record.deadlines or [None] * seats
    timeouts = list(record.timeouts or [0] * seats)
    late = list(record.timed_out or [False] * seats)
    deadlines: list[float | None] = []
    for seat, entry in enumerate(record.seats):
        if seat in moved:
            timeouts[seat], late[seat] = 0, False
        if seat in timed_out:
            timeouts[seat], late[seat] = timeouts[seat] + 1, True
        if seat not in waiting or entry.kind != "human":
            deadlines.append(None)
        elif old[seat] is not None and seat not in moved and seat not in timed_out:
            deadlines.append(old[seat])
        else:
            deadlines.append(now + clock.turn_seconds)
            late[seat] = False  # asked again: a move now answers this decision, not the one that timed out
    return msgspec.structs.replace(record, deadlines=deadlines, timeouts=timeouts, timed_out=late)


def timed_out_of_turn(record: GameRecord, seat: int) -> bool:
    """True when the seat's last turn ended in a time-out and it has not been asked since."""
    return bool(record.timed_out) and record.timed_out[seat]


def deadline_text(at: float | None) -> str | None:
    """A deadline as RFC 3339 in UTC, to the millisecond."""
    if at is None:
        return None
    moment = datetime.datetime.fromtimestamp(at, datetime.UTC)
    return moment.isoformat(timespec="milliseconds").replace("+00:00", "Z")


def expired(game: Any, record: GameRecord, state: Any, now: float) -> list[int]:
    """People the game waits for whose deadline has passed, in seat order."""
    if record.clock is None or not record.deadlines or game.is_finished(state) or record.cancelled:
        return []
    actors = set(game.actors(state))
    return [
        seat for seat, at in enumerate(record.deadlines)
        if at is not None and at <= now and seat in actors and record.seats[seat].kind == "human"
    ]
