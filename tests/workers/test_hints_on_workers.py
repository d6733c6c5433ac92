"""Hints worked out by real `yuletide worker` processes on the real Redis, as a client asks for them."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
import redis
from litestar.testing import TestClient
from rq.job import Job
from rq.serializers import JSONSerializer

from tests.service.helpers import bearer, create
from tests.workers.conftest import Workers


@pytest.fixture
def hint_workers(env: dict[str, str]) -> Iterator[Workers]:
    """Workers with a quick hint search: these tests are about who works hints out, not how well."""
    pool = Workers({**env, "YULETIDE_HINT_SECONDS": "0.05", "YULETIDE_HINT_ITERATIONS": "60"})
    yield pool
    pool.stop_all()


def ask_until_ready(client: TestClient, path: str, token: str, seconds: float = 30.0) -> dict[str, Any]:
    """Ask for the hint as a client does: again after `Retry-After` while it answers 202."""
    deadline = time.monotonic() + seconds
    while (answer := client.get(path, headers=bearer(token))).status_code == 202:
        assert answer.headers["location"] == path
        assert time.monotonic() < deadline, "no worker worked the hint out"
        time.sleep(min(float(answer.headers["retry-after"]), 0.2))  # quicker than told: the test has no time to lose
    assert answer.status_code == 200, answer.text
    return answer.json()


def test_a_worker_works_the_hint_out_and_moves_accepts_the_move_it_suggests(
    client: TestClient, hint_workers: Workers, redis_url: str, key_prefix: str
) -> None:
    hint_workers.start()
    created = create(client, "blink", [{"kind": "human", "name": "Alice"}, {"kind": "human", "name": "Bob"}], seed=2)
    game_id = created["game_id"]
    base = f"/v1/blink/games/{game_id}"
    (seat,) = client.get(base).json()["actors"]
    token = created["seats"][seat]["token"]
    hint = ask_until_ready(client, f"{base}/hint", token)
    listed = client.get(f"{base}/legal-moves", headers=bearer(token)).json()
    assert hint["move"] in listed["moves"]
    assert hint["label"] == listed["labels"][listed["moves"].index(hint["move"])]
    assert (hint["version"], hint["seat"]) == (1, seat) and len(hint["candidates"]) <= 3
    job = Job.fetch(f"hint-{game_id}-1-{seat}", connection=redis.Redis.from_url(redis_url), serializer=JSONSerializer)
    assert job.origin == f"{key_prefix}-hints" and job.func_name == "workers.jobs.compute_hint"
    assert client.post(f"{base}/moves", json=hint["move"], headers=bearer(token)).status_code == 200


def test_after_a_move_the_hint_is_worked_out_again_for_the_new_version(
    client: TestClient, hint_workers: Workers
) -> None:
    hint_workers.start()
    created = create(client, "xmas-sweater", [{"kind": "human"}], seed=6)
    game_id, token = created["game_id"], created["seats"][0]["token"]
    base = f"/v1/xmas-sweater/games/{game_id}"
    first = ask_until_ready(client, f"{base}/hint", token)
    assert first["version"] == 1
    assert client.post(f"{base}/moves", json=first["move"], headers=bearer(token)).status_code == 200
    second = ask_until_ready(client, f"{base}/hint", token)
    assert second["version"] == 2, "the hint of version 1 is not served at version 2"
    assert second["move"] in client.get(f"{base}/legal-moves", headers=bearer(token)).json()["moves"]
