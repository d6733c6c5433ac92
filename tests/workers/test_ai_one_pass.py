"""AI seats the game waits for together are decided once each, on one version, and written together."""

from __future__ import annotations

import asyncio

from litestar.testing import TestClient
from redis.asyncio import Redis as AsyncRedis

from service.usecases import autoplay
from service.store.games import Store
from tests.service.conftest import make_settings

SLUG = "xmas-sweater"


def test_simultaneous_ai_seats_search_once_per_move_and_share_one_write(
    client: TestClient, redis_url: str, key_prefix: str, monkeypatch
) -> None:
    seats = [{"kind": "ai", "level": "greedy"}] * 3
    game_id = client.post(f"/v1/{SLUG}/games", json={"seats": seats, "seed": 11}).json()["game_id"]
    settings = make_settings(redis_url, key_prefix)
    searches, writes = [], []
    choose, write = autoplay._choose, Store.write

    def counted_choose(*args, **kwargs):
        searches.append(1)
        return choose(*args, **kwargs)

    async def counted_write(self, *args, **kwargs):
        writes.append(1)
        return await write(self, *args, **kwargs)

    monkeypatch.setattr(autoplay, "_choose", counted_choose)
    monkeypatch.setattr(Store, "write", counted_write)

    async def scenario():
        redis = AsyncRedis.from_url(redis_url)
        try:
            return await autoplay.play_ai_turns(Store(redis, prefix=key_prefix), game_id, settings)
        finally:
            await redis.aclose()

    turns = asyncio.run(scenario())
    final = client.get(f"/v1/{SLUG}/games/{game_id}").json()
    assert final["finished"] and turns.stopped == "idle"
    moves = final["version"] - 1
    assert turns.applied == moves
    assert len(searches) == moves, "every AI move was decided exactly once"
    # Every roll asks all three sheets at once: their three writes become one.
    assert len(writes) * 2 < moves, f"{len(writes)} writes for {moves} moves"
