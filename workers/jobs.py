"""RQ job functions: plain module-level functions that take ids, never objects."""

from __future__ import annotations

import asyncio
import logging

from service import metrics, requestid
from service.settings import load_settings
from service.store import Store, state_redis
from workers.runner import play_ai_turns

log = logging.getLogger("yuletide.ai")


def run_ai_turns(game_id: str, version: int, request_id: str | None = None) -> int:
    """Play the AI turns due in a game after `version`; safe to run twice (every write is a compare-and-set)."""
    settings = load_settings()
    requestid.current.set(request_id)
    log.info("ai job started", extra={"game_id": game_id, "version": version, "request_id": request_id})

    async def run() -> int:
        redis = state_redis(settings)
        try:
            store = Store(redis, prefix=settings.key_prefix, idle_ttl=settings.idle_ttl_seconds)
            return await play_ai_turns(store, game_id, settings)
        finally:
            await redis.aclose()

    try:
        applied = asyncio.run(run())
    except Exception:
        metrics.AI_JOBS.labels(outcome="failed").inc()
        raise
    metrics.AI_JOBS.labels(outcome="done").inc()
    return applied
