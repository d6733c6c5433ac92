"""Work by kind, in order: time-outs, AI turns, hints and notices each on a queue of their own, served by real
`yuletide worker` processes so that no kind waits behind another."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest
import redis
from litestar.testing import TestClient
from rq import Queue
from rq.job import Job, JobStatus
from rq.serializers import JSONSerializer

from service.http.app import create_app
from service.live.notify import notice_lane
from tests.service.conftest import make_settings
from tests.service.helpers import SECRET, bearer, create, free_port
from tests.workers.conftest import Workers, wait_until

PEOPLE = [{"kind": "human"}, {"kind": "human"}]


class SlowReceiver:
    """A local webhook that holds every POST until the test opens it (or for `delay` seconds when it is open),
    counting the POSTs it holds at once."""

    def __init__(self, delay: float = 0.0) -> None:
        self.opened = threading.Event()
        self.delay = delay
        self.lock = threading.Lock()
        self.held = self.most_held = self.answered = 0
        self.bodies: list[dict[str, Any]] = []
        self.port = free_port()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 (http.server's name)
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                with receiver.lock:
                    receiver.bodies.append(body)
                    receiver.held += 1
                    receiver.most_held = max(receiver.most_held, receiver.held)
                receiver.opened.wait(timeout=60)
                time.sleep(receiver.delay)
                with receiver.lock:
                    receiver.held -= 1
                    receiver.answered += 1
                try:
                    self.send_response(204)
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                except OSError:  # the server stopped waiting for this answer and will try again
                    pass

            def log_message(self, *_args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", self.port), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/hook"

    def games(self) -> set[str]:
        """Games at least one notice of which arrived."""
        with self.lock:
            return {body["game_id"] for body in self.bodies}

    def close(self) -> None:
        self.opened.set()
        self.server.shutdown()


@pytest.fixture
def receivers() -> Iterator[list[SlowReceiver]]:
    made: list[SlowReceiver] = []
    yield made
    for receiver in made:
        receiver.close()


def notifying_app(redis_url: str, key_prefix: str, env: dict[str, str], *hooks: SlowReceiver) -> TestClient:
    """The API, and the workers' environment, allowing webhooks to these receivers."""
    allow = tuple(f"http://127.0.0.1:{hook.port}/" for hook in hooks)
    env["YULETIDE_NOTIFY_ALLOW"] = ",".join(allow)
    return TestClient(create_app(make_settings(redis_url, key_prefix, notify_allow=allow)))


def test_the_main_loop_takes_ai_turns_before_hints(redis_url: str, key_prefix: str, env: dict[str, str]) -> None:
    settings = make_settings(redis_url, key_prefix)
    connection = redis.Redis.from_url(redis_url)
    job_ids = []
    for name in (settings.hint_queue, settings.ai_queue):  # the hints queued first
        queue = Queue(name, connection=connection, serializer=JSONSerializer)
        for n in range(2):
            job_ids.append(f"{name}-{n}")
            queue.enqueue_call("time.sleep", args=(0.05,), job_id=job_ids[-1], result_ttl=300)
    finished = subprocess.run([sys.executable, "-m", "service.cli", "worker", "--burst"], env=env, timeout=120)
    assert finished.returncode == 0
    jobs = [Job.fetch(job_id, connection=connection, serializer=JSONSerializer) for job_id in job_ids]
    assert all(job.get_status() == JobStatus.FINISHED for job in jobs), [job.get_status() for job in jobs]
    taken = [job.origin for job in sorted(jobs, key=lambda job: job.started_at)]
    assert taken == [settings.ai_queue] * 2 + [settings.hint_queue] * 2, taken
    connection.close()


def test_a_time_out_lands_while_the_only_worker_is_busy_with_an_ai_job(
    client: TestClient, workers: Workers, redis_url: str, key_prefix: str
) -> None:
    settings = make_settings(redis_url, key_prefix)
    connection = redis.Redis.from_url(redis_url)
    # An AI job that plays for twenty seconds holds the worker's main loop, as a long game of expert seats does.
    queue = Queue(settings.ai_queue, connection=connection, serializer=JSONSerializer)
    busy = queue.enqueue_call("time.sleep", args=(20,), job_id=f"{key_prefix}-busy", timeout=60)
    process = workers.start()
    wait_until(lambda: busy.get_status() == JobStatus.STARTED, seconds=30)
    created = create(client, "blink", PEOPLE, clock={"turn_seconds": 1}, seed=21)
    game_id = created["game_id"]

    def timed_out() -> bool:
        events = client.get(f"/v1/blink/games/{game_id}/events").json()["events"]
        return any(entry["event"]["type"] == "timed-out" for entry in events)

    wait_until(timed_out, seconds=15)
    assert busy.get_status() == JobStatus.STARTED, "the time-out did not wait for the AI job"
    workers.kill(process)  # rather than wait for the AI job
    connection.close()


def test_a_slow_webhook_does_not_hold_up_an_ai_game_on_the_same_worker(
    redis_url: str, key_prefix: str, env: dict[str, str], workers: Workers, receivers: list[SlowReceiver]
) -> None:
    slow = SlowReceiver()
    receivers.append(slow)
    with notifying_app(redis_url, key_prefix, env, slow) as client:
        workers.start()
        notified = {
            create(client, "blink", PEOPLE, seed=seed, notify={"url": slow.url, "secret": SECRET})["game_id"]
            for seed in range(6)
        }
        wait_until(lambda: slow.held, seconds=30)  # the worker is delivering notices, and the receiver holds them
        solo = create(client, "xmas-sweater", [{"kind": "ai", "level": "greedy"}], seed=4)["game_id"]
        wait_until(lambda: client.get(f"/v1/xmas-sweater/games/{solo}").json()["version"] >= 2, seconds=20)
        assert slow.answered == 0, "the AI game moved while every notice was still held"
        slow.opened.set()
        wait_until(lambda: slow.games() >= notified, seconds=60)


def test_a_slow_receiver_holds_up_only_the_notices_addressed_to_it(
    redis_url: str, key_prefix: str, env: dict[str, str], workers: Workers, receivers: list[SlowReceiver]
) -> None:
    slow, quick = SlowReceiver(), SlowReceiver()
    quick.opened.set()
    receivers.extend([slow, quick])
    settings = make_settings(redis_url, key_prefix)
    with notifying_app(redis_url, key_prefix, env, slow, quick) as client:
        workers.start()
        held = {
            create(client, "blink", PEOPLE, seed=seed, notify={"url": slow.url, "secret": SECRET})["game_id"]
            for seed in range(8)
        }
        # Eight games share the receiver's YULETIDE_NOTICE_HOST_CONCURRENCY lanes (two by default).
        lanes = len({notice_lane(slow.url, game_id, settings) for game_id in held})
        assert lanes <= settings.notice_host_concurrency
        wait_until(lambda: slow.held >= lanes, seconds=30)
        other = create(client, "blink", PEOPLE, seed=9, notify={"url": quick.url, "secret": SECRET})["game_id"]
        wait_until(lambda: other in quick.games(), seconds=20)
        assert slow.answered == 0, "the other receiver's notice went out while the slow one held every one of its own"
        assert slow.most_held == lanes, "a receiver is sent one notice per lane at once, whatever else is waiting"
        slow.opened.set()
        wait_until(lambda: slow.games() >= held, seconds=60)


def test_a_games_notices_reach_a_slow_receiver_one_by_one_in_version_order(
    redis_url: str, key_prefix: str, env: dict[str, str], workers: Workers, receivers: list[SlowReceiver]
) -> None:
    hook = SlowReceiver(delay=0.05)
    hook.opened.set()
    receivers.append(hook)
    with notifying_app(redis_url, key_prefix, env, hook) as client:
        workers.start()
        workers.start()
        created = create(client, "blink", PEOPLE, seed=5, notify={"url": hook.url, "secret": SECRET})
        base = f"/v1/blink/games/{created['game_id']}"
        tokens = {seat["seat"]: seat["token"] for seat in created["seats"]}
        for _ in range(12):  # well within a second or two: many versions queued in the same second
            view = client.get(base).json()
            seat = view["actors"][0]
            move = client.get(f"{base}/legal-moves", headers=bearer(tokens[seat])).json()["moves"][0]
            assert client.post(f"{base}/moves", json=move, headers=bearer(tokens[seat])).status_code == 200
        last = client.get(base).json()["version"]
        wait_until(lambda: len(hook.bodies) >= last, seconds=60)
    assert [body["version"] for body in hook.bodies] == list(range(1, last + 1))
    assert hook.most_held == 1, "one notice of a game at a time"
