"""Turn clocks: a deadline for every person the game waits for, and the greedy bot's move when it passes.

A clocked game's record keeps, per seat, the deadline of the decision it is asked for (if any), how many
times in a row it ran out of time, and whether its last turn ended in a time-out. Every write of the game
brings the deadlines up to date (`clocked`), and the store keeps the earliest one in a sorted set that the
workers' clock sweeper watches (or, without Redis, a task of the embedded server).

A time-out is a move like any other: the greedy bot decides from the seat's own view and the move is written
with the same compare-and-set, so a person's move that lands first wins and the time-out re-reads and finds
nothing to do; a person's move that comes after the time-out finds the turn gone (`too-late`).
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Any

import msgspec

from domain.registry import GAMES
from service.support import metrics
from service.usecases.budget import AI_SEAT_COST, OverBudget, charge, refund
from service.support.settings import Settings
from service.store.records import GameRecord, Outcome, SeatRecord
from service.store.games import Store
from service.usecases.autoplay import decide  # the bots' decision step, shared with AI seats
from service.usecases.clocks import clocked, expired
from service.usecases.play import decode_state, encode_events
from service.usecases.table import SeatTimedOut, seat_name, stop

log = logging.getLogger("yuletide.clock")


class TimedOut(msgspec.Struct, frozen=True):
    """What one run of `run_time_outs` did."""

    moves: int
    version: int | None


async def run_time_outs(
    store: Store, game_id: str, settings: Settings, *, now: float | None = None, attempts: int = 20
) -> TimedOut:
    """Play the greedy bot's move for every seat whose deadline has passed, one compare-and-set per move.

    Safe to run twice or at once, in any number of workers: a write against a version another write has
    already moved on from is refused, and the next read finds the deadline met or replaced.
    """

    played = 0
    version = None
    for _attempt in range(attempts):
        loaded = await store.load(game_id)
        if loaded is None:
            return TimedOut(moves=played, version=None)
        game = GAMES[loaded.record.slug]
        state = decode_state(game, loaded)
        moment = time.time() if now is None else now
        late = expired(game, loaded.record, state, moment)
        if not late:
            return TimedOut(moves=played, version=version or loaded.version)
        seat = late[0]
        move = await decide(game, game_id, loaded, state, seat, settings, level="greedy")
        new_state, events = game.apply(state, seat, move)
        record = clocked(game, loaded.record, new_state, moment, timed_out=[seat])
        handed = record.timeouts[seat] >= record.clock.timeouts_to_ai  # type: ignore[union-attr]
        charged = None
        stopped: list[Any] = []
        if handed:
            try:
                charged = await charge(
                    store.redis, settings.key_prefix, record.payer, settings.ai_budget, AI_SEAT_COST["greedy"]
                )
            except OverBudget:
                handed = False
                record, stopped = _stop(game, record, new_state, seat, moment)
            else:
                record = _hand_to_bot(game, record, new_state, seat, moment)
        events.append(SeatTimedOut(seat=seat, handed_to_ai=handed))
        events += stopped
        outcome, written = await store.write(
            game_id, loaded.version, msgspec.msgpack.encode(new_state), encode_events(events), record=record,
        )
        if outcome is not Outcome.WRITTEN:
            await refund(store.redis, charged)  # another write came first: the next read decides again
        if outcome is Outcome.GONE:
            return TimedOut(moves=played, version=None)
        if outcome is Outcome.WRITTEN:
            played += 1
            version = written
            metrics.MOVES_APPLIED.labels(game=game.meta.slug).inc()
            log.info("a seat ran out of time", extra={"game_id": game_id, "seat": seat, "version": written})
    return TimedOut(moves=played, version=version)


def _hand_to_bot(game: Any, record: GameRecord, state: Any, seat: int, now: float) -> GameRecord:
    """The seat ran out of time too often in a row: the greedy bot plays it from now on, paid for by the AI
    budget of the address that created the game (charged by the caller)."""
    seats = list(record.seats)
    entry = seats[seat]
    seats[seat] = SeatRecord(kind="ai", level="greedy", name=entry.name, left=True)
    return clocked(game, msgspec.structs.replace(record, seats=seats), state, now)


def _stop(game: Any, record: GameRecord, state: Any, seat: int, now: float) -> tuple[GameRecord, list[Any]]:
    """The seat ran out of time too often in a row and its game's creator cannot pay for a bot: the game stops.
    The person keeps the seat (and may read the game); nobody may move any more."""

    stopped, events = stop(record, seat, seat_name(record.seats[seat], seat), left=False)
    return clocked(game, stopped, state, now), events


async def time_out(store: Store, game_id: str, settings: Settings) -> tuple[TimedOut, Any]:
    """Run the game's due time-outs, then watch its next deadline; returns what was done and the game as left."""
    done = await run_time_outs(store, game_id, settings)
    loaded = await store.load(game_id)
    if loaded is None:
        await store.forget_clock(game_id)
        return done, None
    await store.schedule_clock(game_id, loaded.record)
    return done, loaded


def due_time_out(record: GameRecord, now: float) -> tuple[int, float] | None:
    """The seat a time-out run would time out first at `now`, with its deadline; None when no deadline has passed.

    Read from the record alone: a write gives deadlines only to the people the game then waits for. With the
    game's version, this names the decision a time-out answers, which is how the workers' sweepers take it
    (workers/sweeper.py): once, however many of them look, and anew as soon as a later deadline passes.
    """
    due = [
        (seat, at) for seat, at in enumerate(record.deadlines)
        if at is not None and at <= now and record.seats[seat].kind == "human"
    ]
    return due[0] if due else None


class InProcessClock:
    """The embedded server's clock: a task that plays the time-outs as their deadlines pass."""

    def __init__(self, store: Store, settings: Settings, ai: Any) -> None:
        self.store = store
        self.settings = settings
        self.ai = ai
        self.task = asyncio.create_task(self._run())

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(self.settings.clock_sweep_seconds)
            try:
                for game_id in await self.store.clocks_due(time.time()):
                    done, loaded = await time_out(self.store, game_id, self.settings)
                    if done.moves and loaded is not None:
                        game = GAMES[loaded.record.slug]
                        state = msgspec.msgpack.decode(loaded.state, type=game.State)
                        await self.ai.after_write(game, game_id, loaded.version, state, loaded.record)
            except Exception:  # a failed round must not stop the clock; the next one tries again
                log.exception("clock round failed")

    async def close(self) -> None:
        """Stop the clock."""
        self.task.cancel()
        await asyncio.gather(self.task, return_exceptions=True)
