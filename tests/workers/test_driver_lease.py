"""One AI driver per game (a lease in Redis), and the sweeper that re-queues games no live driver plays."""

from __future__ import annotations

import asyncio
import time

from litestar.testing import TestClient
from redis import Redis
from redis.asyncio import Redis as AsyncRedis
from rq import Queue
from rq.serializers import JSONSerializer

from service.usecases.ai import DueGames
from service.usecases.autoplay import play_ai_turns
from service.store.games import Store
from tests.service.conftest import make_settings
from workers.sweeper import sweep_once

SLUG = "xmas-sweater"


def _store(redis_url: str, key_prefix: str) -> tuple[AsyncRedis, Store]:
    redis = AsyncRedis.from_url(redis_url)
    return redis, Store(redis, prefix=key_prefix)


def test_only_the_holder_renews_or_releases_the_lease(redis_url: str, key_prefix: str) -> None:
    async def scenario() -> None:
        redis, store = _store(redis_url, key_prefix)
        try:
            assert await store.take_driver("g" * 22, "one", 5000)
            assert not await store.take_driver("g" * 22, "two", 5000)
            assert not await store.renew_driver("g" * 22, "two", 5000)
            await store.release_driver("g" * 22, "two")
            assert await store.has_driver("g" * 22), "another driver cannot release it"
            assert await store.renew_driver("g" * 22, "one", 5000)
            await store.release_driver("g" * 22, "one")
            assert not await store.has_driver("g" * 22)
            assert await store.take_driver("g" * 22, "two", 5000)
        finally:
            await redis.aclose()

    asyncio.run(scenario())


def test_two_loops_on_one_game_leave_it_to_one_driver(client: TestClient, redis_url: str, key_prefix: str) -> None:
    seats = [{"kind": "ai", "level": "random"}] * 3
    game_id = client.post(f"/v1/{SLUG}/games", json={"seats": seats, "seed": 2}).json()["game_id"]
    settings = make_settings(redis_url, key_prefix)

    async def scenario():
        redis, store = _store(redis_url, key_prefix)
        try:
            return await asyncio.gather(*(play_ai_turns(store, game_id, settings) for _ in range(2)))
        finally:
            await redis.aclose()

    results = asyncio.run(scenario())
    assert sorted(turns.stopped for turns in results) == ["busy", "idle"]
    busy = next(turns for turns in results if turns.stopped == "busy")
    assert busy.applied == 0, "the loop without the lease played nothing"
    final = client.get(f"/v1/{SLUG}/games/{game_id}").json()
    assert final["finished"]
    assert sum(turns.applied for turns in results) == final["version"] - 1, "every move written once"


def test_the_sweeper_requeues_an_overdue_game_only_when_no_driver_holds_it(redis_url: str, key_prefix: str) -> None:
    settings = make_settings(redis_url, key_prefix, ai_grace_seconds=1.0)
    connection = Redis.from_url(redis_url)
    due = DueGames(connection, settings)
    queue = Queue(settings.queue, connection=connection, serializer=JSONSerializer)

    async def scenario() -> tuple[list[str], list[str]]:
        redis, store = _store(redis_url, key_prefix)
        try:
            due.mark("a" * 22, at=time.time() - 10)
            due.mark("b" * 22, at=time.time())
            assert await store.take_driver("c" * 22, "alive", 5000)
            due.mark("c" * 22, at=time.time() - 10)
            first = await sweep_once(store, due, queue, settings)
            again = await sweep_once(store, due, queue, settings)
            return first, again
        finally:
            await redis.aclose()

    first, again = asyncio.run(scenario())
    assert first == ["a" * 22], "only the overdue game with no live driver"
    assert again == [], "the recovery job has a grace time of its own"
    assert len(queue.get_job_ids()) == 1
    due.settle("a" * 22, since=time.time())
    assert due.overdue(time.time() + 60) == ["c" * 22, "b" * 22], "oldest first; the settled game is gone"
    connection.close()
