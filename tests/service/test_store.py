"""The Redis store: one atomic compare-and-set per write, keys under one hash tag, idle expiry."""

from __future__ import annotations

import pytest
from redis.asyncio import Redis

from service.store.records import GameRecord, Outcome, SeatRecord
from service.store.games import Store

RECORD = GameRecord(slug="xmas-sweater", seats=[SeatRecord(kind="human")], seed_commitment="c", created_at=0.0)


@pytest.fixture
async def store(redis_url: str, key_prefix: str):
    redis = Redis.from_url(redis_url)
    yield Store(redis, prefix=key_prefix, idle_ttl=60)
    await redis.aclose()


@pytest.mark.anyio
@pytest.mark.parametrize("anyio_backend", ["asyncio"])
async def test_a_write_sent_twice_is_applied_once(store: Store) -> None:
    """What makes the client's own retries safe: the second copy of a write finds its receipt."""
    await store.create("g" * 22, RECORD, b"s1", [b'{"type":"a"}'])
    first = await store.write("g" * 22, 1, b"s2", [b'{"type":"b"}'], receipt="r1")
    second = await store.write("g" * 22, 1, b"s2", [b'{"type":"b"}'], receipt="r1")
    other = await store.write("g" * 22, 1, b"s3", [b'{"type":"c"}'], receipt="r2")
    assert first == second == (Outcome.WRITTEN, 2)
    assert other == (Outcome.CONFLICT, 2)
    loaded = await store.load("g" * 22)
    assert loaded is not None and loaded.version == 2 and loaded.state == b"s2"
    assert [raw for _id, raw in await store.events("g" * 22, None, 10)] == [b'{"type":"a"}', b'{"type":"b"}']


@pytest.mark.anyio
@pytest.mark.parametrize("anyio_backend", ["asyncio"])
async def test_a_write_against_a_stale_version_changes_nothing(store: Store) -> None:
    await store.create("g" * 22, RECORD, b"s1", [])
    assert await store.write("g" * 22, 1, b"s2", [b'{"type":"a"}']) == (Outcome.WRITTEN, 2)
    assert await store.write("g" * 22, 1, b"s3", [b'{"type":"b"}']) == (Outcome.CONFLICT, 2)
    loaded = await store.load("g" * 22)
    assert loaded is not None and loaded.version == 2 and loaded.state == b"s2"
    assert [raw for _id, raw in await store.events("g" * 22, None, 10)] == [b'{"type":"a"}']


@pytest.mark.anyio
@pytest.mark.parametrize("anyio_backend", ["asyncio"])
async def test_every_key_of_a_game_shares_one_hash_tag_and_expires_when_idle(store: Store) -> None:
    game_id = "h" * 22
    await store.create(game_id, RECORD, b"s1", [])
    await store.write(game_id, 1, b"s2", [b"{}"], (store.idempotency_key(game_id, "t", "k"), b"answer"))
    keys = [key.decode() async for key in store.redis.scan_iter(match=f"{store.prefix}:*{game_id}*")]
    assert sorted(key.split(":")[2] for key in keys) == ["events", "game", "idem", "write"]  # write: its receipt
    assert all(f"{{{game_id}}}" in key for key in keys)
    for key in keys:
        assert 0 < await store.redis.ttl(key) <= 60


@pytest.mark.anyio
@pytest.mark.parametrize("anyio_backend", ["asyncio"])
async def test_a_write_to_an_expired_game_reports_it_gone(store: Store) -> None:
    assert (await store.write("x" * 22, 1, b"s", []))[0] is Outcome.GONE
    assert await store.load("x" * 22) is None


@pytest.mark.anyio
@pytest.mark.parametrize("anyio_backend", ["asyncio"])
async def test_an_idempotency_key_taken_meanwhile_stops_the_write(store: Store) -> None:
    game_id = "i" * 22
    await store.create(game_id, RECORD, b"s1", [])
    key = store.idempotency_key(game_id, "t", "k")
    await store.redis.set(key, b"first")
    assert (await store.write(game_id, 1, b"s2", [], (key, b"second")))[0] is Outcome.KEY_TAKEN
    assert (await store.load(game_id)).version == 1
