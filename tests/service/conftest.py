"""An app on the real Redis, with test seeds allowed and rate limits off unless a test sets them."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from litestar.testing import TestClient

from service.http.app import create_app
from service.support.settings import Settings
from tests.service.helpers import PrivateRedis


def make_settings(redis_url: str, key_prefix: str, **overrides: object) -> Settings:
    """Settings pointing at the test Redis with this test's own prefix and queue."""
    values: dict[str, object] = {
        "redis_url": redis_url,
        "key_prefix": key_prefix,
        "queue": key_prefix,
        "allow_seeds": True,
        "rate_limit": "0/minute",
        "ai_budget": "0/hour",
    }
    values.update(overrides)
    return Settings(**values)  # type: ignore[arg-type]


@pytest.fixture
def settings(redis_url: str, key_prefix: str) -> Settings:
    return make_settings(redis_url, key_prefix)


@pytest.fixture
def client(settings: Settings) -> Iterator[TestClient]:
    with TestClient(create_app(settings)) as test_client:
        yield test_client


@pytest.fixture
def private_redis(tmp_path: Path) -> Iterator[PrivateRedis]:
    server = PrivateRedis(tmp_path)
    server.start()
    yield server
    server.stop()
