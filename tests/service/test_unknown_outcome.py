"""A move whose write was sent but never answered is reported as such, and is applied at most once."""

from __future__ import annotations

import time

import redis
from litestar.testing import TestClient

from service.http.app import create_app
from tests.service.conftest import make_settings
from tests.service.helpers import PrivateRedis, bearer, create

SLUG = "xmas-sweater"


def _version(client: TestClient, game_id: str) -> int:
    return client.get(f"/v1/{SLUG}/games/{game_id}").json()["version"]


def test_a_write_left_unanswered_is_outcome_unknown_and_lands_once(
    private_redis: PrivateRedis, key_prefix: str
) -> None:
    settings = make_settings(private_redis.url, key_prefix, redis_timeout_seconds=0.3)
    with TestClient(create_app(settings)) as client:
        created = create(client, SLUG, [{"kind": "human"}], seed=5)
        game_id, token = created["game_id"], created["seats"][0]["token"]
        move = client.get(f"/v1/{SLUG}/games/{game_id}/legal-moves", headers=bearer(token)).json()["moves"][0]
        headers = {**bearer(token), "Idempotency-Key": "first-write"}
        # Reads still go through, but every script that writes waits: the move is read, checked and sent,
        # and no answer comes back before the client's time-out (nor on its retries).
        redis.Redis.from_url(private_redis.url).execute_command("CLIENT", "PAUSE", 3000, "WRITE")
        answer = client.post(f"/v1/{SLUG}/games/{game_id}/moves", json=move, headers=headers)
        assert answer.status_code == 503
        assert answer.headers["content-type"].startswith("application/problem+json")
        assert answer.json()["code"] == "outcome-unknown"
        assert "Idempotency-Key" in answer.json()["detail"]
        assert answer.headers["Retry-After"] == "1"
        # The write may or may not run when the store wakes up; a retry with the same key settles it, once.
        time.sleep(3)
        assert _version(client, game_id) in (1, 2)
        retried = client.post(f"/v1/{SLUG}/games/{game_id}/moves", json=move, headers=headers)
        assert retried.status_code == 200 and retried.json()["version"] == 2
        again = client.post(f"/v1/{SLUG}/games/{game_id}/moves", json=move, headers=headers)
        assert again.status_code == 200 and again.json()["version"] == 2
        assert _version(client, game_id) == 2
        events = client.get(f"/v1/{SLUG}/games/{game_id}/events", headers=bearer(token)).json()["events"]
        assert max(int(entry["id"].split("-")[0]) for entry in events) == 2, "the move was logged as one version"


def test_a_move_that_cannot_reach_the_store_is_store_unavailable(
    private_redis: PrivateRedis, key_prefix: str
) -> None:
    settings = make_settings(private_redis.url, key_prefix, redis_timeout_seconds=0.3)
    with TestClient(create_app(settings)) as client:
        created = create(client, SLUG, [{"kind": "human"}], seed=5)
        game_id, token = created["game_id"], created["seats"][0]["token"]
        move = client.get(f"/v1/{SLUG}/games/{game_id}/legal-moves", headers=bearer(token)).json()["moves"][0]
        private_redis.stop()
        answer = client.post(f"/v1/{SLUG}/games/{game_id}/moves", json=move, headers=bearer(token))
        assert answer.status_code == 503
        assert answer.json()["code"] == "store-unavailable"
