"""After a write: hand due AI turns to RQ (with Redis) or play them in-process (embedded store)."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from redis import Redis as SyncRedis
from rq import Queue, Retry
from rq.exceptions import DuplicateJobError
from rq.serializers import JSONSerializer

from service import metrics, requestid
from service.settings import Settings
from service.store import GameRecord, Store
from workers.runner import ai_actors, play_ai_turns

log = logging.getLogger("yuletide.ai")


class QueuedAi:
    """Enqueues one RQ job per (game, version); the job id makes duplicates collapse."""

    def __init__(self, settings: Settings) -> None:
        self.connection = SyncRedis.from_url(settings.queue_url)
        self.queue = Queue(settings.queue, connection=self.connection, serializer=JSONSerializer)

    async def after_write(self, game: Any, game_id: str, version: int, state: Any, record: GameRecord) -> None:
        """Enqueue the AI turns due after this write, if any."""
        if not ai_actors(game, state, record):
            return
        await asyncio.to_thread(self._enqueue, game_id, version, requestid.current.get())

    def _enqueue(self, game_id: str, version: int, request_id: str | None) -> None:
        try:
            self.queue.enqueue_call(
                "workers.jobs.run_ai_turns",
                args=(game_id, version, request_id),
                job_id=f"ai-{game_id}-{version}",
                unique=True,
                retry=Retry(max=3, interval=[1, 2, 5]),
                timeout=120,
                result_ttl=300,
                failure_ttl=24 * 3600,
            )
            metrics.AI_JOBS.labels(outcome="queued").inc()
        except DuplicateJobError:
            pass

    async def close(self) -> None:
        """Release the queue connection."""
        self.connection.close()


class InProcessAi:
    """The embedded mode: AI turns run as tasks of this process."""

    def __init__(self, store: Store, settings: Settings) -> None:
        self.store = store
        self.settings = settings
        self.tasks: set[asyncio.Task[int]] = set()

    async def after_write(self, game: Any, game_id: str, version: int, state: Any, record: GameRecord) -> None:
        """Start playing the AI turns due after this write, if any."""
        if not ai_actors(game, state, record):
            return
        task = asyncio.create_task(play_ai_turns(self.store, game_id, self.settings))
        self.tasks.add(task)
        task.add_done_callback(self._finished)

    def _finished(self, task: asyncio.Task[int]) -> None:
        self.tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            metrics.AI_JOBS.labels(outcome="failed").inc()
            log.error("in-process AI turns failed", exc_info=task.exception())

    async def close(self) -> None:
        """Let running AI turns finish."""
        if self.tasks:
            await asyncio.gather(*self.tasks, return_exceptions=True)
