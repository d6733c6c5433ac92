"""After a write: hand due AI turns to RQ's AI queue (with Redis) or play them in-process (embedded store).

With Redis, every game whose AI seats are due is also noted in a sorted set on the queue's Redis, scored by
when it became due. A job that finds nothing more to do takes the game off it; a game left there longer than
the grace time with no driver holding its lease was dropped by a dead worker, and the workers' sweeper
queues it again (workers/sweeper.py).
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Any

from redis import Redis as SyncRedis
from rq import Queue, Retry
from rq.exceptions import DuplicateJobError
from rq.serializers import JSONSerializer

from service.support import metrics, requestid
from service.usecases.autoplay import ai_actors, play_ai_turns
from service.support.settings import Settings
from service.store.records import GameRecord
from service.store.games import Store

log = logging.getLogger("yuletide.ai")

# Remove a game from the due set only if nobody marked it again after `since` (ARGV[2]).
_SETTLE = """
local score = redis.call('ZSCORE', KEYS[1], ARGV[1])
if score and tonumber(score) <= tonumber(ARGV[2]) then return redis.call('ZREM', KEYS[1], ARGV[1]) end
return 0
"""


class DueGames:
    """The games whose AI turns are due, by when they became due (on the queue's Redis)."""

    def __init__(self, connection: SyncRedis, settings: Settings) -> None:
        self.connection = connection
        self.key = f"{settings.key_prefix}:ai-due:{settings.queue}"
        self._settle = connection.register_script(_SETTLE)

    def mark(self, game_id: str, at: float | None = None) -> None:
        """Note that the game's AI turns are due (again) as of `at`."""
        self.connection.zadd(self.key, {game_id: time.time() if at is None else at})

    def settle(self, game_id: str, since: float) -> None:
        """Take the game off, unless it was marked again after `since`."""
        self._settle(keys=[self.key], args=[game_id, since])

    def overdue(self, before: float, limit: int = 100) -> list[str]:
        """Games marked due before `before`, oldest first."""
        return [raw.decode() for raw in self.connection.zrangebyscore(self.key, "-inf", before, 0, limit)]


def enqueue_turns(queue: Queue, game_id: str, job_key: str, request_id: str | None, settings: Settings) -> bool:
    """Queue a job playing the game's due AI turns; the job id makes duplicates collapse. True if queued."""
    try:
        queue.enqueue_call(
            "workers.jobs.run_ai_turns",
            args=(game_id, job_key, request_id),
            job_id=f"ai-{game_id}-{job_key}",
            unique=True,
            retry=Retry(max=3, interval=[1, 2, 5]),
            # A job plays for at most ai_job_seconds, then queues its continuation; the rest is one move.
            timeout=int(settings.ai_job_seconds + 60),
            result_ttl=300,
            failure_ttl=24 * 3600,
        )
    except DuplicateJobError:
        return False
    metrics.AI_JOBS.labels(outcome="queued").inc()
    return True


class QueuedAi:
    """Enqueues one RQ job per (game, version) and notes the game as due."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.connection = SyncRedis.from_url(settings.queue_url)
        self.queue = Queue(settings.ai_queue, connection=self.connection, serializer=JSONSerializer)
        self.due = DueGames(self.connection, settings)

    async def after_write(self, game: Any, game_id: str, version: int, state: Any, record: GameRecord) -> None:
        """Enqueue the AI turns due after this write, if any."""
        if not ai_actors(game, state, record):
            return
        await asyncio.to_thread(self._enqueue, game_id, version, requestid.current.get())

    def _enqueue(self, game_id: str, version: int, request_id: str | None) -> None:
        self.due.mark(game_id)
        enqueue_turns(self.queue, game_id, str(version), request_id, self.settings)

    async def close(self) -> None:
        """Release the queue connection."""
        self.connection.close()


class InProcessAi:
    """The embedded mode: AI turns run as tasks of this process, one driver per game through the lease."""

    def __init__(self, store: Store, settings: Settings) -> None:
        self.store = store
        self.settings = settings
        self.tasks: set[asyncio.Task[Any]] = set()

    async def after_write(self, game: Any, game_id: str, version: int, state: Any, record: GameRecord) -> None:
        """Start playing the AI turns due after this write, unless a loop of this game is already playing."""
        if not ai_actors(game, state, record) or await self.store.has_driver(game_id):
            return
        task = asyncio.create_task(play_ai_turns(self.store, game_id, self.settings))
        self.tasks.add(task)
        task.add_done_callback(self._finished)

    def _finished(self, task: asyncio.Task[Any]) -> None:
        self.tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            metrics.AI_JOBS.labels(outcome="failed").inc()
            log.error("in-process AI turns failed", exc_info=task.exception())

    async def close(self) -> None:
        """Let running AI turns finish."""
        if self.tasks:
            await asyncio.gather(*self.tasks, return_exceptions=True)
