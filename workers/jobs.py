"""RQ job functions: plain module-level functions that take ids, never objects."""

from __future__ import annotations

import asyncio
import logging
import time

from redis import Redis
from rq import Queue, get_current_job
from rq.serializers import JSONSerializer

from service import metrics, requestid
from service.ai import DueGames, enqueue_turns
from service.autoplay import Turns, play_ai_turns
from service.settings import load_settings
from service.store import Store, state_redis

log = logging.getLogger("yuletide.ai")


def run_ai_turns(game_id: str, reason: str | int = "", request_id: str | None = None) -> int:
    """Play the AI turns due in a game; safe to run twice or at once (one driver holds the game's lease).

    `reason` names what queued the job (the version a write made due, a continuation, a sweep); it only
    tells jobs apart in the queue and the logs.
    """
    settings = load_settings()
    requestid.current.set(request_id)
    began = time.time()
    log.info("ai job started", extra={"game_id": game_id, "reason": str(reason), "request_id": request_id})

    async def run() -> Turns:
        redis = state_redis(settings)
        try:
            store = Store(redis, prefix=settings.key_prefix, idle_ttl=settings.idle_ttl_seconds)
            return await play_ai_turns(store, game_id, settings, max_seconds=settings.ai_job_seconds)
        finally:
            await redis.aclose()

    try:
        turns = asyncio.run(run())
    except Exception:
        metrics.AI_JOBS.labels(outcome="failed").inc()
        raise
    job = get_current_job()
    connection = job.connection if job is not None else Redis.from_url(settings.queue_url)
    due = DueGames(connection, settings)
    if turns.stopped in ("idle", "gone"):
        due.settle(game_id, since=began)
    elif turns.stopped == "budget":
        # More is due than one job plays: the next job takes over once this one has let the lease go.
        due.mark(game_id)
        queue = Queue(settings.queue, connection=connection, serializer=JSONSerializer)
        enqueue_turns(queue, game_id, f"more-{time.time_ns()}", request_id, settings)
    metrics.AI_JOBS.labels(outcome="done").inc()
    return turns.applied
