"""Health, metrics, limits and request ids, on the real Redis (and on one that goes away)."""

from __future__ import annotations

import time

from litestar.testing import TestClient

from service.http.app import create_app
from tests.service.conftest import make_settings
from tests.service.helpers import PrivateRedis

SLUG = "xmas-sweater"


def test_when_redis_goes_away_ready_fails_live_holds_and_the_api_answers_503_then_recovers(
    private_redis: PrivateRedis, key_prefix: str
) -> None:
    with TestClient(create_app(make_settings(private_redis.url, key_prefix))) as client:
        assert client.get("/health/ready").status_code == 200
        private_redis.stop()
        started = time.monotonic()
        assert client.get("/health/live").status_code == 200
        ready = client.get("/health/ready")
        assert ready.status_code == 503 and ready.json()["status"] == "unavailable"
        refused = client.post(f"/v1/{SLUG}/games", json={"seats": [{"kind": "human"}]})
        assert refused.status_code == 503
        assert refused.headers["content-type"].startswith("application/problem+json")
        assert refused.json()["code"] == "store-unavailable"
        assert time.monotonic() - started < 15, "the API hung instead of answering"
        private_redis.start()
        for _ in range(50):
            if client.get("/health/ready").status_code == 200:
                break
            time.sleep(0.1)
        assert client.post(f"/v1/{SLUG}/games", json={"seats": [{"kind": "human"}]}).status_code == 201


def test_metrics_expose_request_and_domain_counters(client: TestClient) -> None:
    client.post(f"/v1/{SLUG}/games", json={"seats": [{"kind": "human"}], "seed": 1})
    text = client.get("/metrics").text
    assert "yuletide_http_requests_total" in text
    assert 'path="/v1/xmas-sweater/games"' in text
    assert 'yuletide_games_created_total{game="xmas-sweater"}' in text
    assert "yuletide_moves_applied_total" in text
    assert "yuletide_cas_retries_total" in text


def test_the_rate_limit_answers_429_problem_with_retry_after(redis_url: str, key_prefix: str) -> None:
    with TestClient(create_app(make_settings(redis_url, key_prefix, rate_limit="3/minute"))) as client:
        answers = [client.get("/v1/games") for _ in range(4)]
        assert [answer.status_code for answer in answers[:3]] == [200, 200, 200]
        limited = answers[3]
        assert limited.status_code == 429
        assert limited.json()["code"] == "rate-limited"
        assert int(limited.headers["retry-after"]) >= 1
        detail = limited.json()["detail"]
        assert "more than 3 requests per minute" in detail and f"retry in {limited.headers['retry-after']} s" in detail
        assert client.get("/health/live").status_code == 200, "health probes are never rate limited"


def test_an_oversize_body_is_refused_with_413(redis_url: str, key_prefix: str) -> None:
    with TestClient(create_app(make_settings(redis_url, key_prefix, max_body_bytes=1024))) as client:
        answer = client.post(f"/v1/{SLUG}/games", content=b'{"seats": [' + b" " * 4096 + b"]}",
                             headers={"content-type": "application/json"})
        assert answer.status_code == 413
        assert answer.json()["code"] == "body-too-large"
        assert "1024 bytes" in answer.json()["detail"]


def test_cors_is_off_by_default_and_allows_only_configured_origins(redis_url: str, key_prefix: str) -> None:
    with TestClient(create_app(make_settings(redis_url, key_prefix))) as client:
        assert "access-control-allow-origin" not in client.get("/v1/games", headers={"Origin": "https://a.example"}).headers
    settings = make_settings(redis_url, key_prefix, cors_origins=("https://a.example",))
    with TestClient(create_app(settings)) as client:
        allowed = client.get("/v1/games", headers={"Origin": "https://a.example"})
        assert allowed.headers["access-control-allow-origin"] == "https://a.example"
        other = client.get("/v1/games", headers={"Origin": "https://b.example"})
        assert other.headers.get("access-control-allow-origin") != "https://b.example"


def test_a_request_id_is_echoed_or_made(client: TestClient) -> None:
    assert client.get("/v1/games", headers={"X-Request-ID": "abc-123"}).headers["x-request-id"] == "abc-123"
    made = client.get("/v1/games").headers["x-request-id"]
    assert len(made) == 24


def test_games_expire_after_the_idle_time(redis_url: str, key_prefix: str) -> None:
    with TestClient(create_app(make_settings(redis_url, key_prefix, idle_ttl_seconds=1))) as client:
        created = client.post(f"/v1/{SLUG}/games", json={"seats": [{"kind": "human"}], "seed": 1}).json()
        assert client.get(f"/v1/{SLUG}/games/{created['game_id']}").status_code == 200
        time.sleep(2.1)
        assert client.get(f"/v1/{SLUG}/games/{created['game_id']}").json()["code"] == "game-not-found"
