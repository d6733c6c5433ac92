"""Two watches every worker keeps beside its RQ loop, each in a thread of its own.

- AI turns: games whose AI turns are due but that no driver plays (the job that had them died with its
  worker). Several sweepers at once are harmless: a recovery job's id names the game and a window of the
  grace time, so one window queues one job, and the lease lets one driver play.
- Clocks: the time-outs themselves. The store keeps every clocked game in a sorted set by its earliest deadline
  (the time-out queue, in deadline order); each worker's clock thread wakes as a deadline passes, takes the game
  and plays the greedy bot's move for the seat (service/usecases/timeouts.py), several games at once on its own event loop.
  A time-out never waits behind an AI job or a hint, and costs no RQ job: with every worker busy on expert
  searches, time-outs as RQ jobs served by threads beside the search landed two to three times later
  (docs/performance.md, "Queues").
"""

from __future__ import annotations

import asyncio
import logging
import threading
import time
from typing import Any

from redis import Redis
from rq import Queue
from rq.serializers import JSONSerializer

from service.support import metrics
from service.usecases.ai import DueGames, enqueue_turns
from service.usecases.timeouts import due_time_out, time_out
from service.live.notify import QueuedNotifier
from service.support.settings import Settings
from service.store.games import Store, state_redis
from workers.jobs import queue_ai_after_time_out

log = logging.getLogger("yuletide.sweeper")


async def sweep_once(store: Store, due: DueGames, queue: Queue, settings: Settings) -> list[str]:
    """Queue a recovery job for every game due longer than the grace time with no live driver."""
    now = time.time()
    recovered = []
    for game_id in due.overdue(now - settings.ai_grace_seconds):
        if await store.has_driver(game_id):
            continue
        window = int(now // settings.ai_grace_seconds)
        if enqueue_turns(queue, game_id, f"sweep-{window}", None, settings):
            recovered.append(game_id)
            metrics.AI_JOBS.labels(outcome="recovered").inc()
        due.mark(game_id, at=now)  # give the recovery job a grace time of its own
    if recovered:
        log.warning("re-queued AI turns that no driver was playing", extra={"games": recovered})
    return recovered


async def take_due_clocks(store: Store, settings: Settings, now: float, limit: int = 100) -> list[tuple[str, ...]]:
    """Take up to `limit` games with a seat past its deadline at `now`; for each, the decision taken: the game,
    and the version, seat and attempt its time-out answers.

    A sweeper takes a due game by moving its entry a grace time on, only while it is still due: of several
    sweepers looking at once one takes it, and a deadline a write has just set is never pushed back. The time-out's
    write sets the game's next deadline, so the next decision is due as soon as it passes, however soon that is.
    Should the time-out be lost with its worker, the game is taken again after the grace time (attempt 1, ...).
    """
    due = await store.clocks_due(now, count=limit)
    taken = await asyncio.gather(*(_take(store, game_id, now, settings) for game_id in due))
    return [(game_id, *decision) for game_id, decision in zip(due, taken) if decision is not None]


async def _take(store: Store, game_id: str, now: float, settings: Settings) -> tuple[int, int, int] | None:
    """Take a game whose clock entry is due: the version, seat and attempt of the decision, or None when another
    sweeper took it or no deadline of the game has passed after all."""
    loaded = await store.load(game_id)
    if loaded is None:
        await store.forget_clock(game_id)
        return None
    due = due_time_out(loaded.record, now)
    if due is None:
        if any(at is not None for at in loaded.record.deadlines):
            await store.schedule_clock(game_id, loaded.record)  # a move met the deadline as it was read
        else:
            await store.postpone_clock(game_id, now + settings.ai_grace_seconds, due_by=now)
        return None
    if not await store.postpone_clock(game_id, now + settings.ai_grace_seconds, due_by=now):
        return None
    seat, deadline = due
    return loaded.version, seat, int((now - deadline) // settings.ai_grace_seconds)


async def play_time_out(store: Store, connection: Redis, game_id: str, settings: Settings) -> int:
    """Play the game's due time-outs and watch its next deadline; queue the AI turns they leave due. Returns the
    time-out moves applied."""
    done, loaded = await time_out(store, game_id, settings)
    if done.moves and loaded is not None:
        await asyncio.to_thread(queue_ai_after_time_out, connection, loaded, game_id, settings)
    return done.moves


CLOCK_TASKS = 32  # time-outs one worker plays at once; more that are due wait for the next round or another worker


async def tick_clocks(settings: Settings, stop: threading.Event) -> None:
    """Take and play due time-outs until `stop` is set: every `clock_sweep_seconds`, and at the earliest deadline
    in between (most deadlines are known a turn ahead, so the thread wakes as one passes; a deadline written while
    it sleeps is found at the next round at the latest). Time-outs still being played are finished."""
    redis = state_redis(settings)
    connection = Redis.from_url(settings.queue_url)
    notifier = QueuedNotifier(settings)  # a time-out is a new version: its notice goes out like any other
    store = Store(redis, prefix=settings.key_prefix, idle_ttl=settings.idle_ttl_seconds, on_version=notifier.on_version)
    playing: set[asyncio.Task[Any]] = set()

    def finished(task: asyncio.Task[Any]) -> None:
        playing.discard(task)
        if not task.cancelled() and task.exception() is not None:  # taken again after the grace time
            log.error("a time-out failed", exc_info=task.exception())

    try:
        while not stop.is_set():
            wait = settings.clock_sweep_seconds
            try:
                if len(playing) < CLOCK_TASKS:
                    for game_id, version, seat, attempt in await take_due_clocks(
                        store, settings, time.time(), CLOCK_TASKS - len(playing)
                    ):
                        if attempt:
                            log.warning("a time-out is taken again", extra={
                                "game_id": game_id, "version": version, "seat": seat, "attempt": attempt})
                        task = asyncio.create_task(play_time_out(store, connection, game_id, settings))
                        playing.add(task)
                        task.add_done_callback(finished)
                upcoming = await store.next_clock()
                if upcoming is not None:
                    # Just past it (a sleep may end a hair early), and never a busy loop over what is still due.
                    wait = min(wait, max(0.01, upcoming - time.time() + 0.002))
            except Exception:  # a Redis hiccup must not stop the clock; the next round tries again
                log.exception("clock sweep failed")
            await asyncio.sleep(wait)
    finally:
        if playing:
            await asyncio.gather(*playing, return_exceptions=True)
        await notifier.close()
        await redis.aclose()
        connection.close()


async def sweep(settings: Settings, stop: threading.Event) -> None:
    """Sweep every `ai_sweep_seconds` until `stop` is set."""
    redis = state_redis(settings)
    connection = Redis.from_url(settings.queue_url)
    store = Store(redis, prefix=settings.key_prefix, idle_ttl=settings.idle_ttl_seconds)
    due = DueGames(connection, settings)
    queue = Queue(settings.ai_queue, connection=connection, serializer=JSONSerializer)
    try:
        while not stop.is_set():
            try:
                await sweep_once(store, due, queue, settings)
            except Exception:  # a Redis hiccup must not end the sweeper; the next round tries again
                log.exception("sweep failed")
            await asyncio.sleep(settings.ai_sweep_seconds)
    finally:
        await redis.aclose()
        connection.close()


class Watches:
    """The two watches of this worker, each a daemon thread with an event loop of its own."""

    def __init__(self, settings: Settings) -> None:
        self.stopping = threading.Event()
        watches = {"ai-sweeper": sweep, "clock": tick_clocks}
        self.threads = [
            threading.Thread(target=asyncio.run, args=(watch(settings, self.stopping),), name=name, daemon=True)
            for name, watch in watches.items()
        ]
        for thread in self.threads:
            thread.start()

    def stop(self, seconds: float) -> None:
        """Stop both, waiting up to `seconds` for the time-outs being played."""
        self.stopping.set()
        until = time.monotonic() + seconds
        for thread in self.threads:
            thread.join(timeout=max(0.0, until - time.monotonic()))


def start(settings: Settings) -> Watches:
    """Start this worker's watches."""
    return Watches(settings)
