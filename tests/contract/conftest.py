"""A real `yuletide serve` process on loopback, on the test Redis, for the fuzzing suite."""

from __future__ import annotations

import os
import secrets
import sys
from collections.abc import Iterator

import pytest
import redis

from tests.conftest import forget
from tests.service.conftest import make_settings  # noqa: F401  (re-exported for the client fixture)
from tests.service.conftest import client, settings  # noqa: F401
from tests.service.helpers import start_serving

# Schemathesis builds its generators recursively, and the Christmas Lights question language nests
# `not`, `and` and `or` inside each other: the default limit of 1000 frames is sometimes not enough.
sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))


@pytest.fixture(scope="session")
def live_server(redis_url: str) -> Iterator[str]:
    """Start the server as users run it and wait until it is ready; stop it afterwards."""
    prefix = f"yt-test-live-{secrets.token_hex(6)}"
    env = {
        **os.environ,
        "REDIS_URL": redis_url,
        "YULETIDE_KEY_PREFIX": prefix,
        "YULETIDE_QUEUE": prefix,
        "YULETIDE_ALLOW_SEEDS": "1",
        "YULETIDE_RATE_LIMIT": "0/minute",
        "YULETIDE_AI_BUDGET": "0/hour",
        "YULETIDE_LOG_LEVEL": "WARNING",
        # The fuzzer reads every answer to its end: a stream sends what it has, then ends almost at once.
        "YULETIDE_STREAM_MAX_SECONDS": "0.05",
    }
    process, base = start_serving(env)
    yield base
    process.terminate()
    process.wait(timeout=30)
    with redis.Redis.from_url(redis_url) as connection:
        forget(connection, prefix)
