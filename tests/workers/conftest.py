"""Real `yuletide worker` processes on the real Redis, and the app that feeds them, for the worker tests."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator

import psutil
import pytest
import redis
from litestar.testing import TestClient

from bench.recovery import delete_rq_keys
from service.http.app import create_app
from tests.service.conftest import make_settings

SLUG = "xmas-sweater"


class Workers:
    """Worker processes of this test, each in its own process group so a kill takes the work horse too."""

    def __init__(self, env: dict[str, str]) -> None:
        self.env = env
        self.processes: list[subprocess.Popen] = []

    def start(self) -> subprocess.Popen:
        process = subprocess.Popen(
            [sys.executable, "-m", "service.cli", "worker"], env=self.env, start_new_session=True,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        self.processes.append(process)
        return process

    def kill(self, process: subprocess.Popen) -> None:
        """SIGKILL the worker and its work horse (RQ starts the horse in a session of its own)."""
        horses = psutil.Process(process.pid).children(recursive=True)
        for horse in horses:
            horse.kill()
        os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=10)
        psutil.wait_procs(horses, timeout=10)

    def stop_all(self) -> None:
        for process in self.processes:
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGTERM)
                try:
                    process.wait(timeout=15)
                except subprocess.TimeoutExpired:
                    os.killpg(process.pid, signal.SIGKILL)


@pytest.fixture
def env(redis_url: str, key_prefix: str) -> dict[str, str]:
    return {
        **os.environ,
        "REDIS_URL": redis_url,
        "YULETIDE_KEY_PREFIX": key_prefix,
        "YULETIDE_QUEUE": key_prefix,
        "YULETIDE_LOG_LEVEL": "WARNING",
        "YULETIDE_WORKER_METRICS_PORT": "0",
        "YULETIDE_EXPERT_SECONDS": "0.15",
        "YULETIDE_EXPERT_ITERATIONS": "60",
    }


@pytest.fixture(autouse=True)
def rq_keys_cleaned(redis_url: str, key_prefix: str) -> Iterator[None]:
    """After the test (its workers stopped first), delete what RQ wrote for the test's queues beyond the keys named
    after them, which `key_prefix` deletes: the hashes of their jobs, workers and schedulers, and their entries in
    RQ's own sets."""
    yield
    client = redis.Redis.from_url(redis_url)
    delete_rq_keys(client, key_prefix)
    client.close()


@pytest.fixture
def workers(env: dict[str, str]) -> Iterator[Workers]:
    pool = Workers(env)
    yield pool
    pool.stop_all()


@pytest.fixture
def client(redis_url: str, key_prefix: str) -> Iterator[TestClient]:
    with TestClient(create_app(make_settings(redis_url, key_prefix))) as test_client:
        yield test_client


def wait_until(predicate, seconds: float = 60.0, step: float = 0.1):
    """Poll like a client would, until the predicate holds."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(step)
    raise AssertionError("timed out waiting")


def versions_in_log(client: TestClient, game_id: str, slug: str = SLUG) -> list[int]:
    """The version of every logged event, in log order (the first page of 500)."""
    entries = client.get(f"/v1/{slug}/games/{game_id}/events", params={"limit": 500}).json()["events"]
    return [int(entry["id"].split("-")[0]) for entry in entries]
