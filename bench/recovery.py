"""Recovery bench: how long an AI game stalls after the worker playing it is SIGKILLed.

    python -m bench.recovery [--kills 10] [--lease-ms 10000] [--grace 5]

Starts `yuletide serve` and two `yuletide worker` processes on the Redis at REDIS_URL (default
redis://127.0.0.1:6379/0) with a key prefix of their own, and an Xmas Sweater game of two expert AI seats
(one game at a time, a new one when it ends). Each round waits until a worker is playing it, SIGKILLs that
worker (as an OOM kill or a lost node would), starts a replacement, and times how long
until the game's version moves again. It prints every recovery time and their p50, p99 and maximum; with the default lease (10 s) and
grace time (5 s) the documented bound is about 15 s.
"""

from __future__ import annotations

import argparse
import os
import secrets
import signal
import statistics
import subprocess
import sys
import time

import httpx
import psutil
import redis
from rq import Queue, Worker

from bench.api import start_server

SLUG = "xmas-sweater"


def start_worker(env: dict[str, str]) -> subprocess.Popen:
    """A `yuletide worker` in a process group of its own."""
    return subprocess.Popen(
        [sys.executable, "-m", "service.cli", "worker"], env=env, start_new_session=True,
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )


def _kill(worker: subprocess.Popen) -> None:
    """SIGKILL the worker, and any child it has started (the process group goes too)."""
    horses = psutil.Process(worker.pid).children(recursive=True)
    for horse in horses:
        horse.kill()
    os.killpg(worker.pid, signal.SIGKILL)
    worker.wait(timeout=10)


def _playing(connection: redis.Redis, queue: str, game_id: str, workers: list[subprocess.Popen]) -> subprocess.Popen | None:
    """The worker whose current job plays this game, read from RQ's own worker registry."""
    by_pid = {worker.pid: worker for worker in workers if worker.poll() is None}
    for registered in Worker.all(connection=connection, queue=Queue(queue, connection=connection)):
        job_id = registered.get_current_job_id() or ""
        if job_id.startswith(f"ai-{game_id}-") and registered.pid in by_pid:
            return by_pid[registered.pid]
    return None


def _version(client: httpx.Client, game_id: str) -> dict:
    return client.get(f"/v1/{SLUG}/games/{game_id}").json()


def delete_rq_keys(connection: redis.Redis, prefix: str) -> None:
    """Delete what RQ keeps for the queues named with `prefix` beyond the keys named after them: the hashes of their
    jobs, workers and schedulers (a job or worker id does not name its queue), and their entries in RQ's own sets.
    The keys named after the queues (registries, the queues themselves) are left to the caller's own sweep."""
    names: set[str] = set()
    for key in connection.scan_iter(match=f"rq:*{prefix}*", count=1000):
        kind = connection.type(key)
        if kind == b"zset":
            members = connection.zrange(key, 0, -1)
        elif kind == b"list":
            members = connection.lrange(key, 0, -1)
        elif kind == b"set":
            members = connection.smembers(key)
        else:
            continue
        # Job ids (a started job is kept as `<job id>:<execution id>`) and worker keys (`rq:worker:<name>`).
        names.update(member.decode().removeprefix("rq:worker:").split(":")[0] for member in members)
    # Workers and schedulers that have stopped are off their queues' sets, but their hashes stay a while, naming the
    # queues they served.
    for pattern in ("rq:worker:*", "rq:scheduler:*"):
        for key in connection.scan_iter(match=pattern, count=1000):
            if connection.type(key) == b"hash" and prefix in (connection.hget(key, "queues") or b"").decode():
                names.add(key.decode().split(":", 2)[2])
    names = {name for name in names if len(name) >= 16}  # ids and uuids; never a fragment every key has
    if names:
        doomed = [key for key in connection.scan_iter(match="rq:*", count=1000) if any(n in key.decode() for n in names)]
        if doomed:
            connection.delete(*doomed)
    for registry in ("rq:queues", "rq:rl-keys", "rq:workers"):
        stale = [m for m in connection.smembers(registry) if prefix in m.decode() or m.decode()[10:] in names]
        if stale:
            connection.srem(registry, *stale)


def tear_down(server: subprocess.Popen, workers: list[subprocess.Popen], connection: redis.Redis, prefix: str) -> None:
    """Stop the bench's server and workers and delete every key it wrote.

    Each worker's process group gets SIGTERM and is waited for (SIGKILL after 30 s), so no worker writes a key after
    the keys are deleted. RQ's keys for the bench's queues go too (`delete_rq_keys`).
    """
    for worker in workers:
        if worker.poll() is None:
            os.killpg(worker.pid, signal.SIGTERM)
    for worker in workers:
        try:
            worker.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(worker.pid, signal.SIGKILL)
            worker.wait(timeout=10)
    server.terminate()
    server.wait(timeout=30)
    delete_rq_keys(connection, prefix)
    keys = list(connection.scan_iter(match=f"*{prefix}*", count=1000))
    if keys:
        connection.delete(*keys)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kills", type=int, default=10)
    parser.add_argument("--lease-ms", type=int, default=10_000)
    parser.add_argument("--grace", type=float, default=5.0)
    args = parser.parse_args()
    redis_url = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")
    prefix = f"yt-bench-recovery-{secrets.token_hex(4)}"
    server, base = start_server(redis_url, prefix)
    env = {
        **os.environ, "REDIS_URL": redis_url, "YULETIDE_KEY_PREFIX": prefix, "YULETIDE_QUEUE": prefix,
        "YULETIDE_LOG_LEVEL": "WARNING", "YULETIDE_WORKER_METRICS_PORT": "0",
        "YULETIDE_AI_LEASE_MS": str(args.lease_ms), "YULETIDE_AI_GRACE_SECONDS": str(args.grace),
    }
    workers = [start_worker(env), start_worker(env)]
    connection = redis.Redis.from_url(redis_url)
    times: list[float] = []
    try:
        with httpx.Client(base_url=base, timeout=10) as client:
            seats = [{"kind": "ai", "level": "expert"}] * 2
            game_id = ""
            while len(times) < args.kills:
                # One game at a time, so the worker with a job is the one playing it; a new one once it ends.
                if not game_id or _version(client, game_id)["finished"]:
                    game_id = client.post(f"/v1/{SLUG}/games", json={"seats": seats}).json()["game_id"]
                victim = _playing(connection, prefix, game_id, workers)
                before = _version(client, game_id)
                if victim is None or before["version"] < 3 or before["finished"]:
                    time.sleep(0.05)
                    continue
                _kill(victim)
                killed = time.monotonic()
                workers = [worker for worker in workers if worker is not victim] + [start_worker(env)]
                while _version(client, game_id)["version"] == before["version"]:
                    if time.monotonic() - killed > 120:
                        raise SystemExit(f"game {game_id} never moved again")
                    time.sleep(0.05)
                times.append(time.monotonic() - killed)
                print(f"kill {len(times)}: moved again after {times[-1]:.2f} s", flush=True)
    finally:
        tear_down(server, workers, connection, prefix)
    ordered = sorted(times)
    p99 = ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]
    print(f"lease {args.lease_ms} ms, grace {args.grace} s, {len(times)} kills: "
          f"p50 {statistics.median(times):.2f} s, p99 {p99:.2f} s, max {ordered[-1]:.2f} s")


if __name__ == "__main__":
    main()
