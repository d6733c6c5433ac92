"""Queue bench: how late time-outs land while every worker is busy with expert moves and a webhook is slow, and
how long an AI game waits for its first move with slow notices queued; real workers, real Redis.

    python -m bench.queues [--workers 2] [--turns 120] [--batch 20] [--turn-seconds 1] [--receiver-seconds 4.5]
                           [--notices 50] [--first-moves 5]

Starts `yuletide serve` and `--workers` `yuletide worker` processes on the Redis at REDIS_URL (default
redis://127.0.0.1:6379/0) with a key prefix and queues of their own, and a webhook receiver in this process that
answers each POST after `--receiver-seconds` (4.5 s, under the server's 5 s time-out: a slow receiver, not a dead
one). Every game the bench makes, but the solo games of the second part, names that receiver as its webhook.

1. Time-outs. Three Xmas Sweater games of two expert AI seats per worker (replaced as they end) keep every
   worker's main loop busy with expert searches, and send the receiver a notice per move. Then, in batches of
   `--batch`, Blink games of two people on a clock of `--turn-seconds` who never move: each is timed out three
   times in a row (a time-out asks the other seat at once, with a fresh deadline: the case of two deadlines of one
   game within seconds), then cancelled by its host. The lag of a time-out is the moment its `timed-out` event was
   read (XREAD BLOCK on the games' event logs, so within a millisecond of its write) minus the deadline it timed
   out, as the view showed it. Prints p50, p99 and maximum over `--turns` time-outs; a time-out not seen within a
   minute counts as a minute late and is reported.
2. First AI move. The expert games are cancelled (and their jobs let go). A solo Xmas Sweater game of one greedy
   AI seat is created `--first-moves` times, one after another, and the time from sending its create request to
   reading its first move's event is taken: first with no notice of the bench's own waiting (the expert games'
   may still be), then again once `--notices` Blink games have been created, each queueing a notice for the slow
   receiver. Prints p50 and maximum of each; a game that has not moved after two minutes counts two minutes.

At the end it stops the server and the workers and deletes every key it wrote (`bench.recovery.tear_down`).
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import secrets
import statistics
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import httpx
import redis
from rq import Queue, Worker

from bench.api import _free_port, start_server
from bench.recovery import start_worker, tear_down

PEOPLE = [{"kind": "human"}, {"kind": "human"}]
EXPERTS = [{"kind": "ai", "level": "expert"}] * 2
GIVE_UP = 60.0  # seconds after its deadline a time-out counts as lost


class SlowReceiver:
    """A webhook that answers every POST with 204 after `seconds`, counting what it was sent."""

    def __init__(self, seconds: float) -> None:
        self.received = 0
        self.lock = threading.Lock()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 (http.server's name)
                self.rfile.read(int(self.headers["Content-Length"]))
                with receiver.lock:
                    receiver.received += 1
                time.sleep(seconds)
                try:
                    self.send_response(204)
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                except OSError:
                    pass

            def log_message(self, *_args: Any) -> None:
                pass

        self.port = _free_port()
        self.server = ThreadingHTTPServer(("127.0.0.1", self.port), Handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/hook"


def _deadline(view: dict[str, Any]) -> float | None:
    """The earliest deadline the view shows, as a timestamp."""
    pending = [seat["deadline"] for seat in view["table"]["seats"] if seat["deadline"] is not None]
    if not pending:
        return None
    return datetime.datetime.fromisoformat(min(pending).replace("Z", "+00:00")).timestamp()


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


class Load:
    """Expert games that keep every worker's main loop busy, each notifying the receiver."""

    def __init__(self, client: httpx.Client, hook: str, count: int) -> None:
        self.client = client
        self.body = {"seats": EXPERTS, "notify": {"url": hook, "secret": secrets.token_hex(16)}}
        self.games: dict[str, str] = {}
        self.count = count
        self.top_up()

    def top_up(self) -> None:
        """Replace the games that have ended."""
        for game_id in list(self.games):
            if self.client.get(f"/v1/xmas-sweater/games/{game_id}").json()["finished"]:
                del self.games[game_id]
        while len(self.games) < self.count:
            created = self.client.post("/v1/xmas-sweater/games", json=self.body).json()
            self.games[created["game_id"]] = created["host_token"]

    def stop(self) -> None:
        for game_id, host in self.games.items():
            self.client.post(f"/v1/xmas-sweater/games/{game_id}/cancel", headers={"Authorization": f"Bearer {host}"})


def _busy_workers(connection: redis.Redis, queue: str) -> int:
    """Worker processes whose main loop (the one serving the AI queue) is running a job."""
    return sum(worker.get_state() == "busy" for worker in Worker.all(connection=connection, queue=Queue(
        queue, connection=connection)))


def _time_outs(
    client: httpx.Client, connection: redis.Redis, prefix: str, size: int, turn_seconds: int, hook: str,
    in_a_row: int = 3,
) -> tuple[list[float], int]:
    """Lags of one batch of clocked games, each timed out `in_a_row` times; and how many were never seen."""
    body = {
        "seats": PEOPLE, "clock": {"turn_seconds": turn_seconds, "timeouts_to_ai": 100},
        "notify": {"url": hook, "secret": secrets.token_hex(16)},
    }
    deadlines: dict[str, float] = {}
    hosts: dict[str, str] = {}
    done: dict[str, int] = {}
    cursors: dict[str, str] = {}
    for _ in range(size):
        created = client.post("/v1/blink/games", json=body).json()
        game_id = created["game_id"]
        deadlines[game_id] = _deadline(client.get(f"/v1/blink/games/{game_id}").json()) or 0.0
        hosts[game_id], done[game_id] = created["host_token"], 0
        cursors[f"{prefix}:{{{game_id}}}:events"] = "0-0"
    lags: list[float] = []

    def finish(game_id: str) -> None:
        del deadlines[game_id]
        client.post(f"/v1/blink/games/{game_id}/cancel", headers={"Authorization": f"Bearer {hosts[game_id]}"})

    while deadlines and time.time() < max(deadlines.values()) + GIVE_UP:
        read = connection.xread(dict(cursors), block=1000)
        now = time.time()
        for key, entries in read or []:
            key = key.decode()
            game_id = key.split("{", 1)[1].split("}", 1)[0]
            for entry_id, fields in entries:
                cursors[key] = entry_id.decode()
                if game_id not in deadlines or json.loads(fields[b"e"])["type"] != "timed-out":
                    continue
                lags.append(now - deadlines[game_id])
                done[game_id] += 1
                following = _deadline(client.get(f"/v1/blink/games/{game_id}").json())
                if done[game_id] >= in_a_row or following is None:
                    finish(game_id)
                else:
                    deadlines[game_id] = following
    lost = sum(in_a_row - done[game_id] for game_id in list(deadlines))
    for game_id in list(deadlines):
        finish(game_id)
    return lags + [GIVE_UP] * lost, lost


def _first_move(client: httpx.Client, connection: redis.Redis, prefix: str) -> float:
    """Seconds from sending the create request of a solo AI game to reading its first move's event (GIVE_UP twice
    over at most)."""
    began = time.time()
    game_id = client.post("/v1/xmas-sweater/games", json={"seats": [{"kind": "ai", "level": "greedy"}]}).json()[
        "game_id"]
    key, cursor = f"{prefix}:{{{game_id}}}:events", "0-0"
    while time.time() < began + 2 * GIVE_UP:
        for _key, entries in connection.xread({key: cursor}, block=1000) or []:
            for entry_id, _fields in entries:
                cursor = entry_id.decode()
                if int(cursor.split("-")[0]) >= 2:
                    return time.time() - began
    return 2 * GIVE_UP


def _machine() -> str:
    model = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name")),
                 platform.processor())
    load = ", ".join(f"{value:.1f}" for value in os.getloadavg())
    return f"{os.cpu_count()} CPUs ({model}), Python {platform.python_version()}, load average {load} at the start"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--turns", type=int, default=120)
    parser.add_argument("--batch", type=int, default=20)
    parser.add_argument("--turn-seconds", type=int, default=1)
    parser.add_argument("--receiver-seconds", type=float, default=4.5)
    parser.add_argument("--notices", type=int, default=50)
    parser.add_argument("--first-moves", type=int, default=5)
    args = parser.parse_args()
    print(_machine(), flush=True)
    redis_url = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")
    prefix = f"yt-bench-queues-{secrets.token_hex(4)}"
    receiver = SlowReceiver(args.receiver_seconds)
    os.environ["YULETIDE_NOTIFY_ALLOW"] = f"http://127.0.0.1:{receiver.port}/"  # read by the server and workers
    server, base = start_server(redis_url, prefix)
    env = {
        **os.environ, "REDIS_URL": redis_url, "YULETIDE_KEY_PREFIX": prefix, "YULETIDE_QUEUE": prefix,
        "YULETIDE_LOG_LEVEL": "WARNING", "YULETIDE_WORKER_METRICS_PORT": "0",
    }
    workers = [start_worker(env) for _ in range(args.workers)]
    connection = redis.Redis.from_url(redis_url)
    lags: list[float] = []
    lost = 0
    quiet: list[float] = []
    behind: list[float] = []
    try:
        with httpx.Client(base_url=base, timeout=30) as client:
            load = Load(client, receiver.url, 3 * args.workers)
            began = time.monotonic()
            while _busy_workers(connection, prefix) < args.workers:
                if time.monotonic() - began > 60:
                    raise SystemExit("the workers never all took an expert game")
                time.sleep(0.1)
            while len(lags) < args.turns:
                size = min(args.batch, -(-(args.turns - len(lags)) // 3))
                batch, missing = _time_outs(client, connection, prefix, size, args.turn_seconds, receiver.url)
                lags += batch
                lost += missing
                busy = _busy_workers(connection, prefix)
                print(f"{len(lags)} time-outs; {busy} of {args.workers} main loops busy; "
                      f"{receiver.received} notices received", flush=True)
                load.top_up()
            print(f"\n{len(lags)} time-outs, {args.workers} workers busy with expert games, a receiver answering in "
                  f"{args.receiver_seconds} s: deadline to time-out move p50 {1000 * statistics.median(lags):.0f} ms, "
                  f"p99 {1000 * _percentile(lags, 0.99):.0f} ms, max {1000 * max(lags):.0f} ms"
                  + (f"; {lost} never seen within {GIVE_UP:.0f} s" if lost else ""), flush=True)
            load.stop()
            began = time.monotonic()  # the cancelled games' jobs see the cancel at their next move
            while _busy_workers(connection, prefix) and time.monotonic() - began < 30:
                time.sleep(0.1)
            quiet = [_first_move(client, connection, prefix) for _ in range(args.first_moves)]
            for _ in range(args.notices):
                client.post("/v1/blink/games", json={"seats": PEOPLE, "notify": {
                    "url": receiver.url, "secret": secrets.token_hex(16)}})
            behind = [_first_move(client, connection, prefix) for _ in range(args.first_moves)]
    finally:
        tear_down(server, workers, connection, prefix)
        receiver.server.shutdown()
    print(f"an AI game's first move: p50 {1000 * statistics.median(quiet):.0f} ms, max {1000 * max(quiet):.0f} ms "
          f"before the bench queued {args.notices} notices; p50 {1000 * statistics.median(behind):.0f} ms, max {1000 * max(behind):.0f} ms "
          f"with {args.notices} slow notices queued (a game that never moved counts {2 * GIVE_UP:.0f} s)")


if __name__ == "__main__":
    main()
