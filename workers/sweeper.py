"""Two watches every worker keeps beside its RQ loop.

- AI turns: games whose AI turns are due but that no driver plays (the job that had them died with its
  worker). Several sweepers at once are harmless: a recovery job's id names the game and a window of the
  grace time, so one window queues one job, and the lease lets one driver play.
- Clocks: games with a turn deadline that has passed get a time-out job on the clock queue (service/clock.py),
  which each worker's time-out thread serves (workers/main.py), so a time-out never waits behind a search.
"""

from __future__ import annotations

import asyncio
import logging
import threading
import time

from redis import Redis
from rq import Queue
from rq.serializers import JSONSerializer

from service import metrics
from service.ai import DueGames, enqueue_turns
from service.clock import due_time_out, enqueue_time_out
from service.settings import Settings
from service.store import Store, state_redis

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


async def sweep_clocks(store: Store, queue: Queue, settings: Settings, now: float | None = None) -> list[str]:
    """Queue a time-out job on the clock queue for every game with a seat past its deadline; returns those games.

    A sweeper takes a due game by moving its entry a grace time on (only while it is still due, so of several
    sweepers looking at once one takes it, and a deadline a write has just set is never pushed back); the job
    puts the entry right when it is done. Should the job die with its worker, the next look queues another. The
    job id names the game, version and seat timed out (service/clock.py), so every decision gets a job of its own.
    """
    now = time.time() if now is None else now
    due = await store.clocks_due(now)
    taken = await asyncio.gather(*(_take(store, game_id, now, settings) for game_id in due))
    return [
        game_id for game_id, decision in zip(due, taken)
        if decision is not None and enqueue_time_out(queue, game_id, *decision)
    ]


async def _take(store: Store, game_id: str, now: float, settings: Settings) -> tuple[int, int, int] | None:
    """Take a game whose clock entry is due: the version, seat and attempt its time-out job is keyed by, or None
    when another sweeper took it or no deadline of the game has passed after all."""
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


async def tick_clocks(settings: Settings, stop: threading.Event) -> None:
    """Sweep the clocks until `stop` is set: every `clock_sweep_seconds`, and at the earliest deadline in between.

    Most deadlines are known a turn ahead (a write sets them `turn_seconds` on), so the sweeper wakes as one
    passes rather than up to a sweep interval later; a deadline written while it sleeps is found at the next
    sweep at the latest.
    """
    redis = state_redis(settings)
    connection = Redis.from_url(settings.queue_url)
    store = Store(redis, prefix=settings.key_prefix, idle_ttl=settings.idle_ttl_seconds)
    queue = Queue(settings.clock_queue, connection=connection, serializer=JSONSerializer)
    try:
        while not stop.is_set():
            wait = settings.clock_sweep_seconds
            try:
                await sweep_clocks(store, queue, settings)
                upcoming = await store.next_clock()
                if upcoming is not None:
                    # Just past it (a sleep may end a hair early), and never a busy loop over what is still due.
                    wait = min(wait, max(0.01, upcoming - time.time() + 0.002))
            except Exception:  # a Redis hiccup must not stop the clock; the next round tries again
                log.exception("clock sweep failed")
            await asyncio.sleep(wait)
    finally:
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


def start(settings: Settings) -> threading.Event:
    """Run the sweeper in a daemon thread of this worker; set the returned event to stop it."""
    stop = threading.Event()
    threading.Thread(target=lambda: asyncio.run(sweep(settings, stop)), name="ai-sweeper", daemon=True).start()
    threading.Thread(target=lambda: asyncio.run(tick_clocks(settings, stop)), name="clock", daemon=True).start()
    return stop
