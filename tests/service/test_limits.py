"""Limits that hold: buckets only for real seat tokens, forwarded addresses only from trusted proxies,
and a budget for the AI work a client can start."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager

import httpx
import msgspec
import pytest
import redis
from litestar.testing import TestClient

from service.http.app import create_app
from service.usecases.errors import ApiError
from service.support.settings import load_settings
from service.live.streams import Streams
from tests.service.conftest import make_settings
from tests.service.helpers import bearer, create, free_port

SLUG = "xmas-sweater"


def _rate_limit_keys(redis_url: str, key_prefix: str) -> list[bytes]:
    return list(redis.Redis.from_url(redis_url).scan_iter(match=f"{key_prefix}:ratelimit*"))


def test_made_up_tokens_share_the_clients_bucket_and_leave_no_keys(redis_url: str, key_prefix: str) -> None:
    with TestClient(create_app(make_settings(redis_url, key_prefix, rate_limit="3/minute"))) as client:
        codes = [client.get("/v1/games", headers=bearer(uuid.uuid4().hex)).status_code for _ in range(4)]
        assert codes == [200, 200, 200, 429]
    assert len(_rate_limit_keys(redis_url, key_prefix)) == 1, "one bucket: the client's address"


def test_a_seat_token_gets_a_bucket_of_its_own_once_it_is_known(redis_url: str, key_prefix: str) -> None:
    with TestClient(create_app(make_settings(redis_url, key_prefix, rate_limit="3/minute"))) as client:
        created = create(client, SLUG, [{"kind": "human"}, {"kind": "human"}])  # the address: 1 of 3
        first, second = (bearer(seat["token"]) for seat in created["seats"])
        path = f"/v1/{SLUG}/games/{created['game_id']}"
        assert client.get(path, headers=first).status_code == 200  # not known yet: the address, 2 of 3
        assert [client.get(path, headers=first).status_code for _ in range(4)] == [200, 200, 200, 429]
        assert client.get(path, headers=second).status_code == 200  # the address, 3 of 3
        assert [client.get(path, headers=second).status_code for _ in range(4)] == [200, 200, 200, 429]
        assert client.get("/v1/games").status_code == 429, "the address's own bucket is spent"


def test_a_seat_token_does_not_lift_the_address_limit_on_creating_games(redis_url: str, key_prefix: str) -> None:
    with TestClient(create_app(make_settings(redis_url, key_prefix, rate_limit="3/minute"))) as client:
        created = create(client, SLUG, [{"kind": "human"}])  # the address: 1 of 3
        token = bearer(created["seats"][0]["token"])
        path = f"/v1/{SLUG}/games/{created['game_id']}"
        assert client.get(path, headers=token).status_code == 200  # the address, 2 of 3; the token is now known
        body = {"seats": [{"kind": "human"}]}
        codes = [client.post(f"/v1/{SLUG}/games", json=body, headers=token).status_code for _ in range(3)]
        assert codes == [201, 429, 429], "creating games is counted per address, whatever token it carries"
        assert client.get(path, headers=token).status_code == 200, "the seat's own game still has its bucket"


def test_a_seat_token_has_no_bucket_on_another_game(redis_url: str, key_prefix: str) -> None:
    with TestClient(create_app(make_settings(redis_url, key_prefix, rate_limit="3/minute"))) as client:
        first = create(client, SLUG, [{"kind": "human"}])  # the address: 1 of 3
        other = create(client, SLUG, [{"kind": "human"}])  # 2 of 3
        token = bearer(first["seats"][0]["token"])
        assert client.get(f"/v1/{SLUG}/games/{first['game_id']}", headers=token).status_code == 200  # 3 of 3
        elsewhere = [
            client.get(f"/v1/{SLUG}/games/{other['game_id']}{tail}", headers=token).status_code
            for tail in ("", "/legal-moves", "/score", "/events")
        ]
        assert elsewhere == [429, 429, 429, 429], "a token known for one game is the address's on any other"


def test_made_up_tokens_on_a_game_share_the_clients_bucket(redis_url: str, key_prefix: str) -> None:
    with TestClient(create_app(make_settings(redis_url, key_prefix, rate_limit="3/minute"))) as client:
        created = create(client, SLUG, [{"kind": "human"}])  # the address: 1 of 3
        path = f"/v1/{SLUG}/games/{created['game_id']}"
        codes = [client.get(path, headers=bearer(uuid.uuid4().hex)).status_code for _ in range(3)]
        assert codes == [401, 401, 429]
    assert len(_rate_limit_keys(redis_url, key_prefix)) == 1, "one bucket: the client's address"


def test_ai_seats_are_charged_to_the_clients_budget(redis_url: str, key_prefix: str) -> None:
    with TestClient(create_app(make_settings(redis_url, key_prefix, ai_budget="12/hour"))) as client:
        expert = [{"kind": "human"}, {"kind": "ai", "level": "expert"}]
        greedy = [{"kind": "human"}, {"kind": "ai", "level": "greedy"}]
        assert client.post(f"/v1/{SLUG}/games", json={"seats": expert}).status_code == 201  # 10 of 12
        refused = client.post(f"/v1/{SLUG}/games", json={"seats": expert})
        assert refused.status_code == 429
        assert refused.json()["code"] == "rate-limited"
        assert "12 units of AI work per hour" in refused.json()["detail"]
        assert 1 <= int(refused.headers["Retry-After"]) <= 3600
        assert client.post(f"/v1/{SLUG}/games", json={"seats": greedy}).status_code == 201  # 11 of 12
        assert client.post(f"/v1/{SLUG}/games", json={"seats": [{"kind": "human"}]}).status_code == 201, (
            "a game without AI seats costs nothing"
        )


@contextmanager
def _server(redis_url: str, key_prefix: str, **extra: str) -> Iterator[str]:
    port = free_port()
    env = {
        **os.environ, "REDIS_URL": redis_url, "YULETIDE_KEY_PREFIX": key_prefix, "YULETIDE_QUEUE": key_prefix,
        "YULETIDE_RATE_LIMIT": "2/minute", "YULETIDE_LOG_LEVEL": "WARNING", **extra,
    }
    process = subprocess.Popen(
        [sys.executable, "-m", "service.cli", "serve", "--port", str(port)], env=env,
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(300):
            try:
                httpx.get(f"{base}/health/live", timeout=1)
                break
            except httpx.HTTPError:
                time.sleep(0.1)
        yield base
    finally:
        process.terminate()
        process.wait(timeout=30)


def _forwarded_codes(base: str) -> list[int]:
    return [
        httpx.get(f"{base}/v1/games", headers={"X-Forwarded-For": f"203.0.113.{n}"}).status_code for n in range(3)
    ]


def test_forwarded_addresses_count_only_from_trusted_proxies(redis_url: str, key_prefix: str) -> None:
    with _server(redis_url, key_prefix + ":untrusted") as base:
        assert _forwarded_codes(base) == [200, 200, 429], "a rotating X-Forwarded-For is ignored by default"
    with _server(redis_url, key_prefix + ":trusted", YULETIDE_TRUSTED_PROXIES="127.0.0.1") as base:
        assert _forwarded_codes(base) == [200, 200, 200], "behind a trusted proxy each forwarded client counts"


def test_stream_places_kept_for_seats_default_to_a_fifth_and_stay_below_all_places() -> None:
    assert load_settings({}).seat_streams_reserved == 200
    assert load_settings({"YULETIDE_MAX_STREAMS": "2"}).seat_streams_reserved == 0
    assert load_settings({"YULETIDE_MAX_STREAMS": "50", "YULETIDE_SEAT_STREAM_RESERVE": "49"}).seat_streams_reserved == 49
    with pytest.raises(msgspec.ValidationError, match="YULETIDE_SEAT_STREAM_RESERVE must be below"):
        load_settings({"YULETIDE_MAX_STREAMS": "50", "YULETIDE_SEAT_STREAM_RESERVE": "50"})


def test_stream_shares_hold_against_many_games_and_come_back_with_no_tally_left() -> None:
    """A client that tries every game id (or none that exists) still holds only its share, and nothing is kept
    for it once its streams are gone."""

    async def scenario() -> None:
        streams = Streams(
            None, 6, 60.0, seat_reserve=2, per_client=3, spectator_per_client=2, spectator_per_game=2, per_seat=1,  # type: ignore[arg-type]
        )
        held, codes = [], []
        for n in range(50):
            try:
                held.append(streams.take("203.0.113.9", f"game-{n}", spectator=True))
            except ApiError as refused:
                codes.append(refused.code)
        assert len(held) == 2 and set(codes) == {"stream-limit"}
        seat = streams.take("203.0.113.9", "game-0", spectator=False)
        seat.for_seat(0)
        twin = streams.take("198.51.100.7", "game-0", spectator=False)
        with pytest.raises(ApiError) as refused:
            twin.for_seat(0)  # the same seat from another address: past the seat's share
        assert refused.value.code == "stream-limit" and refused.value.headers["Retry-After"] == "5"
        twin.release()
        others = [streams.take(f"192.0.2.{n}", "game-9", spectator=True) for n in range(2)]
        with pytest.raises(ApiError) as full:
            streams.take("192.0.2.99", "game-8", spectator=True)  # 4 spectators: the rest is kept for seats
        assert full.value.code == "too-many-streams"
        for slot in [*held, seat, *others]:
            slot.release()
            slot.release()  # a second release (a late callback) counts nothing twice
        assert streams.count == streams.spectators == 0
        assert not (streams.by_client or streams.spectators_by_client or streams.spectators_by_game or streams.by_seat)

    asyncio.run(scenario())
