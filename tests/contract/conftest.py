"""A real `yuletide serve` process on loopback, on the test Redis, for the fuzzing suite."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator

import httpx
import pytest

from tests.service.conftest import make_settings  # noqa: F401  (re-exported for the client fixture)
from tests.service.conftest import client, settings  # noqa: F401
from tests.service.helpers import free_port

# Schemathesis builds its generators recursively, and the Christmas Lights question language nests
# `not`, `and` and `or` inside each other: the default limit of 1000 frames is sometimes not enough.
sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))


@pytest.fixture(scope="session")
def live_server(redis_url: str) -> Iterator[str]:
    """Start the server as users run it and wait until it is ready; stop it afterwards."""
    port = free_port()
    prefix = f"yt-test-live-{port}"
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
    process = subprocess.Popen(
        [sys.executable, "-m", "service.cli", "serve", "--port", str(port)], env=env,
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
    )
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while True:
        try:
            if httpx.get(f"{base}/health/ready", timeout=1).status_code == 200:
                break
        except httpx.HTTPError:
            pass
        if process.poll() is not None or time.monotonic() > deadline:
            process.kill()
            pytest.fail(f"the server did not start: {process.stderr.read().decode()[-2000:]}")
        time.sleep(0.1)
    yield base
    process.terminate()
    process.wait(timeout=30)
    import redis

    client_ = redis.Redis.from_url(redis_url)
    keys = list(client_.scan_iter(match=f"*{prefix}*", count=1000))
    if keys:
        client_.delete(*keys)
    client_.close()
