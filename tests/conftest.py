"""Shared fixtures: a real Redis with a key prefix and queue of this test run's own."""

from __future__ import annotations

import os
import secrets
from collections.abc import Iterator

import pytest
import redis

REDIS_URL = os.environ.get("YULETIDE_TEST_REDIS_URL", "redis://127.0.0.1:6379/0")


@pytest.fixture(scope="session")
def redis_url() -> Iterator[str]:
    """The real Redis the tests use; every key they write is removed afterwards."""
    client = redis.Redis.from_url(REDIS_URL)
    try:
        client.ping()
    except redis.RedisError as exc:  # pragma: no cover - the CI script starts Redis first
        pytest.fail(f"the tests need a Redis at {REDIS_URL}: {exc}")
    yield REDIS_URL
    client.close()


@pytest.fixture
def key_prefix(redis_url: str) -> Iterator[str]:
    """A key prefix (and queue name) no other test shares; cleaned up afterwards."""
    prefix = f"yt-test-{secrets.token_hex(6)}"
    yield prefix
    client = redis.Redis.from_url(redis_url)
    for pattern in (f"{prefix}:*", f"rq:*{prefix}*"):
        keys = list(client.scan_iter(match=pattern, count=1000))
        if keys:
            client.delete(*keys)
    client.close()
