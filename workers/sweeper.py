"""Two watches every worker keeps beside its RQ loop.

- AI turns: games whose AI turns are due but that no driver plays (the job that had them died with its
  worker). Several sweepers at once are harmless: a recovery job's id names the game and a window of the
  grace time, so one window queues one job, and the lease lets one driver play.
- Clocks: games with a turn deadline that has passed get a time-out job (service/clock.py), the same way.
"""

from __future__ import annotations

import asyncio
import logging
import threading
import time

from redis import Redis
from rq import Queue, Retry
from rq.exceptions import DuplicateJobError
from rq.serializers import JSONSerializer

from service import metrics
from service.ai import DueGames, enqueue_turns
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
    """Queue a time-out job for every game whose earliest deadline has passed.

    The game is looked at again a grace time later: its job puts the entry right when it is done, and should
    the job die with its worker, the next look queues another (a job id names the game and the grace window,
    so several sweepers queue one job per window).
    """
    now = time.time() if now is None else now
    due = await store.clocks_due(now)
    window = int(now // settings.ai_grace_seconds)
    for game_id in due:
        await store.postpone_clock(game_id, now + settings.ai_grace_seconds)
        try:
            queue.enqueue_call(
                "workers.jobs.run_clock", args=(game_id, str(window)), job_id=f"clock-{game_id}-{window}",
                unique=True, retry=Retry(max=3, interval=[1, 2, 5]), result_ttl=300, failure_ttl=24 * 3600,
            )
        except DuplicateJobError:
            continue
    return due


async def tick_clocks(settings: Settings, stop: threading.Event) -> None:
    """Sweep the clocks every `clock_sweep_seconds` until `stop` is set."""
    redis = state_redis(settings)
    connection = Redis.from_url(settings.queue_url)
    store = Store(redis, prefix=settings.key_prefix, idle_ttl=settings.idle_ttl_seconds)
    queue = Queue(settings.queue, connection=connection, serializer=JSONSerializer)
    try:
        while not stop.is_set():
            try:
                await sweep_clocks(store, queue, settings)
            except Exception:  # a Redis hiccup must not stop the clock; the next round tries again
                log.exception("clock sweep failed")
            await asyncio.sleep(settings.clock_sweep_seconds)
    finally:
        await redis.aclose()
        connection.close()


async def sweep(settings: Settings, stop: threading.Event) -> None:
    """Sweep every `ai_sweep_seconds` until `stop` is set."""
    redis = state_redis(settings)
    connection = Redis.from_url(settings.queue_url)
    store = Store(redis, prefix=settings.key_prefix, idle_ttl=settings.idle_ttl_seconds)
    due = DueGames(connection, settings)
    queue = Queue(settings.queue, connection=connection, serializer=JSONSerializer)
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
