"""Clock bench: how late the greedy bot's time-out move lands after a turn's deadline, on real workers.

    python -m bench.clocks [--turns 200] [--batch 20] [--workers 2] [--turn-seconds 1]

Starts `yuletide serve` and `--workers` `yuletide worker` processes on the Redis at REDIS_URL (default
redis://127.0.0.1:6379/0) with a key prefix of their own, and waits until every worker is up. Each batch
creates `--batch` Blink games of two people on a clock who never move, reads each game's first deadline from
its view, and waits on the games' event logs (XREAD BLOCK, so the bench sees an event within a millisecond of
its write) for the `timed-out` event; the game is then cancelled by its host. The lag of a turn is the moment
its time-out event was read minus its deadline. Prints the p50, p99 and maximum lag over `--turns` clocked
turns. `bench.queues` measures the same with every worker busy and a slow webhook.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import secrets
import statistics
import time

import httpx
import redis

from bench.api import start_server
from bench.hints import wait_for_workers
from bench.recovery import start_worker, tear_down

SLUG = "blink"


def _deadline(view: dict) -> float:
    at = next(seat["deadline"] for seat in view["table"]["seats"] if seat["deadline"] is not None)
    return datetime.datetime.fromisoformat(at.replace("Z", "+00:00")).timestamp()


def _batch(client: httpx.Client, connection: redis.Redis, prefix: str, size: int, turn_seconds: int) -> list[float]:
    """Lags of one batch of games, each timed out once."""
    body = {"seats": [{"kind": "human"}, {"kind": "human"}], "clock": {"turn_seconds": turn_seconds}}
    games: dict[str, tuple[float, str]] = {}
    cursors: dict[str, str] = {}
    for _ in range(size):
        created = client.post(f"/v1/{SLUG}/games", json=body).json()
        game_id = created["game_id"]
        games[game_id] = (_deadline(client.get(f"/v1/{SLUG}/games/{game_id}").json()), created["host_token"])
        cursors[f"{prefix}:{{{game_id}}}:events"] = "0-0"
    lags: list[float] = []
    waiting = set(games)
    give_up = time.time() + turn_seconds + 60
    while waiting and time.time() < give_up:
        read = connection.xread({key: cursors[key] for key in cursors}, block=1000)
        now = time.time()
        for key, entries in read or []:
            key = key.decode()
            game_id = key.split("{", 1)[1].split("}", 1)[0]
            for entry_id, fields in entries:
                cursors[key] = entry_id.decode()
                if game_id in waiting and json.loads(fields[b"e"])["type"] == "timed-out":
                    waiting.discard(game_id)
                    lags.append(now - games[game_id][0])
                    host = games[game_id][1]
                    client.post(f"/v1/{SLUG}/games/{game_id}/cancel", headers={"Authorization": f"Bearer {host}"})
    if waiting:
        raise SystemExit(f"{len(waiting)} games never timed out")
    return lags


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--turns", type=int, default=200)
    parser.add_argument("--batch", type=int, default=20)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--turn-seconds", type=int, default=1)
    args = parser.parse_args()
    redis_url = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")
    prefix = f"yt-bench-clocks-{secrets.token_hex(4)}"
    server, base = start_server(redis_url, prefix)
    env = {
        **os.environ, "REDIS_URL": redis_url, "YULETIDE_KEY_PREFIX": prefix, "YULETIDE_QUEUE": prefix,
        "YULETIDE_LOG_LEVEL": "WARNING", "YULETIDE_WORKER_METRICS_PORT": "0",
    }
    workers = [start_worker(env) for _ in range(args.workers)]
    connection = redis.Redis.from_url(redis_url)
    lags: list[float] = []
    try:
        wait_for_workers(connection, prefix, args.workers)  # no deadline passes before a worker watches it
        with httpx.Client(base_url=base, timeout=10) as client:
            while len(lags) < args.turns:
                lags += _batch(client, connection, prefix, min(args.batch, args.turns - len(lags)), args.turn_seconds)
                print(f"{len(lags)} turns timed out", flush=True)
    finally:
        tear_down(server, workers, connection, prefix)
    ordered = sorted(lags)
    p99 = ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]
    print(f"{len(lags)} clocked turns, {args.workers} workers: deadline to time-out move "
          f"p50 {1000 * statistics.median(lags):.0f} ms, p99 {1000 * p99:.0f} ms, max {1000 * ordered[-1]:.0f} ms")


if __name__ == "__main__":
    main()
