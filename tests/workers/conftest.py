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

from service.app import create_app
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
    after them, which `key_prefix` deletes: the hashes of their jobs and workers, and their entries in RQ's sets."""
    yield
    client = redis.Redis.from_url(redis_url)
    names: set[str] = set()
    for key in client.scan_iter(match=f"rq:*{key_prefix}*", count=1000):
        kind = client.type(key)
        if kind == b"zset":
            members = client.zrange(key, 0, -1)
        elif kind == b"list":
            members = client.lrange(key, 0, -1)
        elif kind == b"set":
            members = client.smembers(key)
        else:
            continue
        # Job ids (a started job is kept as `<job id>:<execution id>`) and worker keys (`rq:worker:<name>`).
        names.update(member.decode().removeprefix("rq:worker:").split(":")[0] for member in members)
    # Workers and schedulers that have stopped are off their queues' sets, but their hashes stay a while, naming the
    # queues they served.
    for pattern in ("rq:worker:*", "rq:scheduler:*"):
        for key in client.scan_iter(match=pattern, count=1000):
            if client.type(key) == b"hash" and key_prefix in (client.hget(key, "queues") or b"").decode():
                names.add(key.decode().split(":", 2)[2])
    names = {name for name in names if len(name) >= 16}  # ids and uuids; never a fragment every key has
    if names:
        doomed = [key for key in client.scan_iter(match="rq:*", count=1000) if any(n in key.decode() for n in names)]
        if doomed:
            client.delete(*doomed)
    for registry in ("rq:queues", "rq:rl-keys", "rq:workers"):
        stale = [m for m in client.smembers(registry) if key_prefix in m.decode() or m.decode()[10:] in names]
        if stale:
            client.srem(registry, *stale)
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
