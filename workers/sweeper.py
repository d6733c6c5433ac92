"""Picks up games whose AI turns are due but that no driver plays: the job that had them died with its worker.

Every worker runs it beside its RQ loop. Several sweepers at once are harmless: a recovery job's id names the
game and a window of the grace time, so one window queues one job, and the lease lets one driver play.
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
    return stop
