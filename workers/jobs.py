"""RQ job functions: plain module-level functions that take ids, never objects."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from redis import Redis
from rq import Queue, get_current_job
from rq.serializers import JSONSerializer

from domain.registry import GAMES
from service.usecases import hints
from service.usecases import play
from service.support import metrics, requestid
from service.usecases.ai import DueGames, enqueue_turns
from service.usecases.autoplay import Turns, ai_actors, play_ai_turns
from service.usecases.timeouts import TimedOut, time_out
from service.live.notify import QueuedNotifier, deliver_from_store
from service.support.settings import Settings
from service.support.settings import load_settings
from service.store.games import Store, state_redis

log = logging.getLogger("yuletide.ai")


@asynccontextmanager
async def worker_store(settings: Settings) -> AsyncIterator[Store]:
    """The store a job works with: the games' Redis, and turn notices queued for the versions it writes."""
    redis = state_redis(settings)
    notifier = QueuedNotifier(settings)
    try:
        yield Store(redis, prefix=settings.key_prefix, idle_ttl=settings.idle_ttl_seconds, on_version=notifier.on_version)
    finally:
        await notifier.close()
        await redis.aclose()


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
        async with worker_store(settings) as store:
            return await play_ai_turns(store, game_id, settings, max_seconds=settings.ai_job_seconds)

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
        queue = Queue(settings.ai_queue, connection=connection, serializer=JSONSerializer)
        enqueue_turns(queue, game_id, f"more-{time.time_ns()}", request_id, settings)
    metrics.AI_JOBS.labels(outcome="done").inc()
    return turns.applied


def run_clock(game_id: str, _key: str = "") -> int:
    """A time-out job as earlier versions queued them, on the AI queue (the workers' clock threads now play
    time-outs themselves): the greedy bot's move for every seat of the game whose deadline passed. Returns the
    time-out moves applied."""
    settings = load_settings()

    async def run() -> tuple[TimedOut, Any]:
        async with worker_store(settings) as store:
            return await time_out(store, game_id, settings)

    done, loaded = asyncio.run(run())
    if done.moves and loaded is not None:
        job = get_current_job()
        queue_ai_after_time_out(job.connection if job is not None else Redis.from_url(settings.queue_url), loaded,
                                game_id, settings)
    return done.moves


def queue_ai_after_time_out(connection: Redis, loaded: Any, game_id: str, settings: Settings) -> None:
    """After time-out moves left the game as `loaded`: queue the AI turns it now waits for, if any."""
    game = GAMES[loaded.record.slug]
    if ai_actors(game, play.decode_state(game, loaded), loaded.record):
        DueGames(connection, settings).mark(game_id)
        queue = Queue(settings.ai_queue, connection=connection, serializer=JSONSerializer)
        enqueue_turns(queue, game_id, str(loaded.version), None, settings)


def deliver_notice(game_id: str, version: int, body: str) -> bool:
    """POST one turn notice to the game's webhook; raises when the receiver does not take it (RQ retries it)."""
    settings = load_settings()

    async def run() -> bool:
        async with worker_store(settings) as store:
            return await deliver_from_store(store, game_id, version, body, settings)

    return asyncio.run(run())


def compute_hint(game_id: str, version: int, seat: int) -> bool:
    """Work out the hint for `seat` at `version` from the seat's view and keep it; False when the game moved on
    first (a hint for an older version is never kept). Safe to run twice: the second run finds it kept."""
    settings = load_settings()

    async def run() -> bool:
        async with worker_store(settings) as store:
            return await hints.work_out(store, game_id, version, seat, settings)

    return asyncio.run(run())
