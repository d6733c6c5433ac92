"""Live streams at scale: one process follows many games over a few Redis connections (service/live/hub.py), on
real `yuletide serve` processes sharing the test Redis."""

from __future__ import annotations

import asyncio
import json
import os
import random
import secrets
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import ExitStack
from typing import Any
from urllib.parse import urlsplit

import httpx
import pytest
import redis

from tests.service.helpers import bearer
from tests.service.test_stream import SLUG, event_log, is_view, move_once, new_game, serving, stream


@pytest.fixture(scope="module")
def prefix(redis_url: str) -> Iterator[str]:
    name = f"yt-test-hub-{secrets.token_hex(4)}"
    yield name
    client = redis.Redis.from_url(redis_url)
    keys = list(client.scan_iter(match=f"{name}*", count=1000))
    if keys:
        client.delete(*keys)
    client.close()


def redis_connections(pid: int, redis_url: str) -> int:
    """The TCP connections process `pid` holds open to the Redis at `redis_url` (by its sockets in /proc)."""
    port = urlsplit(redis_url).port or 6379
    sockets = set()
    for fd in os.listdir(f"/proc/{pid}/fd"):
        try:
            sockets.add(os.readlink(f"/proc/{pid}/fd/{fd}"))
        except OSError:
            continue
    count = 0
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        with open(table) as rows:
            for row in list(rows)[1:]:
                fields = row.split()
                remote, state, inode = fields[2], fields[3], fields[9]
                if state == "01" and int(remote.rsplit(":", 1)[1], 16) == port and f"socket:[{inode}]" in sockets:
                    count += 1
    return count


def open_streams(base: str) -> float:
    for line in httpx.get(f"{base}/metrics").text.splitlines():
        if line.startswith("yuletide_streams_open "):
            return float(line.split()[1])
    raise AssertionError("no yuletide_streams_open gauge")


def settle(base: str, count: int, seconds: float = 20.0) -> float:
    """The process's open streams, once they reach `count` (or the time is up)."""
    deadline = time.monotonic() + seconds
    while (found := open_streams(base)) != count and time.monotonic() < deadline:
        time.sleep(0.05)
    return found


def test_many_streams_of_many_games_each_read_exactly_their_own_seats_messages_after_moves_through_another_process(
    redis_url: str, prefix: str,
) -> None:
    with serving(redis_url, prefix) as (here, _), serving(redis_url, prefix) as (there, _):
        games = [new_game(here, seats=3, seed=seed) for seed in range(6)]
        with ExitStack() as open_:
            readers = []
            for created in games:
                tokens: list[str | None] = [seat["token"] for seat in created["seats"]]
                for token in [*tokens, None]:
                    reader = open_.enter_context(stream(here, SLUG, created["game_id"], headers=bearer(token)))
                    first = reader.next()
                    assert first["event"] == "view"
                    readers.append((created, token, first["id"], reader))
            assert open_streams(here) == len(readers) == 24
            rng = random.Random(5)
            for _round in range(4):
                for created in games:
                    move_once(there, SLUG, created, rng)
            for created, token, cursor, reader in readers:
                game_id = created["game_id"]
                final = httpx.get(f"{there}/v1/{SLUG}/games/{game_id}", headers=bearer(token)).json()
                read = reader.until(lambda found, v=final["version"]: is_view(found) and json.loads(found["data"])["version"] == v)
                events = [json.loads(found["data"]) for found in read if found["event"] == "game-event"]
                logged = [event for event in event_log(there, SLUG, game_id, token)
                          if tuple(map(int, event["id"].split("-"))) > tuple(map(int, cursor.split("-")))]
                assert events == logged, "each stream reads its own seat's events, each once, in order"
                assert json.loads(read[-1]["data"]) == final, "and then its own seat's view"
                if token is None:
                    assert all(event["event"].get("to") is None for event in events)


def test_the_processs_redis_connections_stay_fixed_as_streams_open_and_close(redis_url: str, prefix: str) -> None:
    with serving(redis_url, prefix, YULETIDE_SPECTATOR_STREAMS_PER_CLIENT="500", YULETIDE_STREAMS_PER_CLIENT="500") as (here, process):
        games = [new_game(here, seats=2, seed=seed)["game_id"] for seed in range(20)]
        counts = {"before": redis_connections(process.pid, redis_url)}
        for wave, size in (("10 streams", 10), ("120 streams", 120), ("120 streams again", 120)):
            opened = threading.Semaphore(0)
            done = threading.Event()

            def follow(game_id: str, opened: threading.Semaphore = opened, done: threading.Event = done) -> None:
                with stream(here, SLUG, game_id) as reader:
                    assert reader.next()["event"] == "view"
                    opened.release()
                    done.wait(60)

            with ThreadPoolExecutor(size) as pool:  # opened all at once: the reads of their first views overlap
                futures = [pool.submit(follow, games[index % len(games)]) for index in range(size)]
                for _ in range(size):
                    assert opened.acquire(timeout=60), [f.exception() for f in futures if f.done()]
                assert open_streams(here) == size
                counts[wave] = redis_connections(process.pid, redis_url)
                done.set()
                for future in futures:
                    future.result()
            assert settle(here, 0) == 0
        counts["after"] = redis_connections(process.pid, redis_url)
        assert max(counts.values()) <= 8, counts  # YULETIDE_REDIS_CONNECTIONS, the hub's pub/sub link included
        # the pool grows to its bound under load and no further: as many again hold no more, and none is left over
        assert counts["120 streams"] == counts["120 streams again"] == counts["after"], counts


def test_a_stalled_client_is_cut_off_without_delaying_the_other_streams() -> None:
    """The stream's answer gives a client `stall` seconds to take each message: one whose connection takes
    nothing more (its send never returns) is cut off and its stream closed, while another answer of the same
    process sends every message at once."""
    from service.http.streams import _StalledStream

    async def scenario() -> None:
        closed = asyncio.Event()

        async def messages(count: int) -> Any:
            try:
                for number in range(count):
                    yield b"data: %d\n\n" % number
            finally:
                closed.set()

        class Answer(_StalledStream):
            __slots__ = ()
            stall = 0.3

        never = asyncio.Event()
        sent: list[tuple[float, bytes]] = []

        async def stalled_send(message: Any) -> None:
            if message.get("body"):
                await never.wait()  # the client's buffers are full: nothing is taken

        complete = asyncio.Event()

        async def good_send(message: Any) -> None:
            sent.append((time.monotonic(), message.get("body", b"")))
            if not message.get("more_body"):
                complete.set()

        async def connected() -> Any:  # the stalled client never leaves
            await never.wait()
            return {"type": "http.disconnect"}

        async def served() -> Any:  # as uvicorn tells an answer that has ended
            await complete.wait()
            return {"type": "http.disconnect"}

        stalled = Answer(iterator=messages(1000))
        good = Answer(iterator=(chunk async for chunk in _slowly(20)))
        started = time.monotonic()
        await asyncio.wait_for(asyncio.gather(stalled.send_body(stalled_send, connected), good.send_body(good_send, served)), 5)
        assert closed.is_set(), "the stalled stream's generator was closed: its place is given back"
        assert time.monotonic() - started < 2
        assert [body for _at, body in sent][:20] == [b"%d" % n for n in range(20)]
        assert sent[-1][1] == b"", "the other answer ended normally"
        assert all(at - started < 1.0 for at, _body in sent), "the other answer never waited on the stalled one"

    asyncio.run(scenario())


async def _slowly(count: int) -> Any:
    for number in range(count):
        await asyncio.sleep(0.01)
        yield b"%d" % number


def test_a_stream_picks_up_a_version_whose_notice_it_missed(redis_url: str, prefix: str) -> None:
    """The log is the truth: a write that published nowhere (as if its notice were lost) still reaches the
    stream, by the hub's check of the watched games' versions."""
    with serving(redis_url, prefix) as (here, _):
        created = new_game(here, seats=3, seed=4)
        game_id = created["game_id"]
        with stream(here, SLUG, game_id) as reader:
            assert reader.next()["event"] == "view"
            client = redis.Redis.from_url(redis_url)
            try:
                key = f"{prefix}:{{{game_id}}}:game"
                version = int(client.hget(key, "version"))
                client.hset(key, "version", version + 1)  # a new version with no event and no notice
            finally:
                client.close()
            started = time.monotonic()
            view = reader.until(is_view)[-1]
            assert json.loads(view["data"])["version"] == version + 1
            assert time.monotonic() - started < 10  # the check runs every 5 s
