"""API bench: the act path and cached polling against a baseline measured in the same run.

    python -m bench.api [--requests 3000] [--concurrency 16]

Starts `yuletide serve` on loopback against the Redis at REDIS_URL (default redis://127.0.0.1:6379/0)
with a key prefix of its own, then measures three request kinds through the whole stack:

- baseline: `GET /health/ready` (routing, middleware, one Redis PING, a JSON answer);
- act: `POST .../moves` on six-seat Xmas Sweater games (one read, the rules, one compare-and-set);
- poll: `GET .../games/{id}` with a current `If-None-Match` (one read, 304).

It prints requests per second and latency percentiles, and each kind's throughput as a ratio of the
baseline's, so runs on different machines compare by ratio, not by raw numbers.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import secrets
import socket
import statistics
import subprocess
import sys
import time

import httpx
import redis

SLUG = "xmas-sweater"
SEATS = 6


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_server(redis_url: str, prefix: str) -> tuple[subprocess.Popen, str]:
    """`yuletide serve` as users run it, waiting until it is ready."""
    port = _free_port()
    env = {**os.environ, "REDIS_URL": redis_url, "YULETIDE_KEY_PREFIX": prefix, "YULETIDE_QUEUE": prefix,
           "YULETIDE_ALLOW_SEEDS": "1", "YULETIDE_RATE_LIMIT": "0/minute", "YULETIDE_AI_BUDGET": "0/hour", "YULETIDE_LOG_LEVEL": "WARNING"}
    process = subprocess.Popen([sys.executable, "-m", "service.cli", "serve", "--port", str(port)], env=env)
    base = f"http://127.0.0.1:{port}"
    for _ in range(300):
        try:
            if httpx.get(f"{base}/health/ready", timeout=1).status_code == 200:
                return process, base
        except httpx.HTTPError:
            time.sleep(0.1)
    process.kill()
    raise SystemExit("the server did not start")


async def measure(name: str, requests: list, concurrency: int, client: httpx.AsyncClient) -> dict:
    """Send the prepared requests with `concurrency` in flight; returns throughput and latencies."""
    latencies: list[float] = []
    queue = list(reversed(requests))
    failures = 0

    async def lane() -> None:
        nonlocal failures
        while queue:
            method, url, kwargs, expected = queue.pop()
            started = time.perf_counter()
            answer = await client.request(method, url, **kwargs)
            latencies.append(time.perf_counter() - started)
            failures += answer.status_code != expected

    started = time.perf_counter()
    await asyncio.gather(*(lane() for _ in range(concurrency)))
    elapsed = time.perf_counter() - started
    latencies.sort()
    return {
        "name": name,
        "count": len(latencies),
        "rps": len(latencies) / elapsed,
        "p50": statistics.median(latencies) * 1000,
        "p99": latencies[int(len(latencies) * 0.99) - 1] * 1000,
        "failures": failures,
    }


async def run(base: str, total: int, concurrency: int) -> list[dict]:
    """Prepare games, then measure the baseline, act and poll."""
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        games = []
        # Each seat marks a gift box on each of 6 rolls: 36 moves a game, all of them legal.
        for seed in range(total // (SEATS * 6) + 1):
            created = (await client.post(f"/v1/{SLUG}/games", json={"seats": [{"kind": "human"}] * SEATS, "seed": seed})).json()
            games.append(created)
        acts = []
        for roll in range(6):
            for game in games:
                for seat in game["seats"]:
                    headers = {"Authorization": f"Bearer {seat['token']}"}
                    acts.append(("POST", f"/v1/{SLUG}/games/{game['game_id']}/moves",
                                 {"json": {"type": "mark-gift-box"}, "headers": headers}, 200))
        # Moves of one roll are independent; rolls are ordered by the list above, so every move is legal
        # as long as no lane runs a whole roll ahead, which holds while concurrency < games * seats.
        acts = acts[:total]
        baseline = [("GET", "/health/ready", {}, 200)] * total
        results = [await measure("baseline (ready probe)", baseline, concurrency, client)]
        results.append(await measure("act (move + CAS)", acts, concurrency, client))
        final = (await client.get(f"/v1/{SLUG}/games/{games[0]['game_id']}")).headers["etag"]
        polls = [("GET", f"/v1/{SLUG}/games/{games[0]['game_id']}", {"headers": {"If-None-Match": final}}, 304)] * total
        results.append(await measure("poll (304)", polls, concurrency, client))
        return results


def main() -> int:
    """Run the bench and print its table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=3000, help="requests per kind")
    parser.add_argument("--concurrency", type=int, default=16, help="requests in flight")
    args = parser.parse_args()
    redis_url = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")
    prefix = f"yt-bench-{secrets.token_hex(4)}"
    process, base = start_server(redis_url, prefix)
    try:
        results = asyncio.run(run(base, args.requests, args.concurrency))
    finally:
        process.terminate()
        process.wait(timeout=30)
        client = redis.Redis.from_url(redis_url)
        keys = list(client.scan_iter(match=f"*{prefix}*", count=1000))
        if keys:
            client.delete(*keys)
    baseline = results[0]["rps"]
    print(f"{'kind':<24} {'requests':>8} {'req/s':>8} {'ratio':>6} {'p50 ms':>7} {'p99 ms':>7} {'failed':>6}")
    for row in results:
        print(f"{row['name']:<24} {row['count']:>8} {row['rps']:>8.0f} {row['rps'] / baseline:>6.2f} "
              f"{row['p50']:>7.1f} {row['p99']:>7.1f} {row['failures']:>6}")
    return 0 if all(row["failures"] == 0 for row in results) else 1


if __name__ == "__main__":
    sys.exit(main())
