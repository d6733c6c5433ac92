"""Stream bench: how fast a move made through one API process reaches the streams another process holds.

    python -m bench.streams [--streams 200,500,1000] [--rate 20] [--seconds 10] [--ceiling 3000]

Starts two `yuletide serve` processes against the Redis at REDIS_URL (default redis://127.0.0.1:6379/0) with a
key prefix of their own, pinned to separate cores with `taskset` when there are two: A holds the streams, B takes
the moves. For each stream count S it opens S spectator streams on A, four to a six-seat Xmas Sweater game, then
posts moves through B at `--rate` moves a second for `--seconds`, and reports the delivery latency (from the
move's POST being sent to its first event arriving on a stream) at p50 and p99, and how many deliveries were
missed. (Versions that land between two reads of a stream share one view, so views are not counted.)
Last, it keeps opening streams on A in steps until A refuses one or `--ceiling` is reached, and reports the most
streams A held (its `yuletide_streams_open` gauge) and the latency of one move at that load.

The stream client is a minimal HTTP/1.1 reader on asyncio (not httpx), so that the client costs less than the
server it measures; it runs on the same machine, so its CPU counts against the server's on small machines.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import secrets
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass, field

import httpx
import redis

from bench.api import _free_port

SLUG = "xmas-sweater"
SEATS = 6
PER_GAME = 4  # streams that follow one game (its players and a spectator or two)


def start_server(redis_url: str, prefix: str, core: int | None, **env: str) -> tuple[subprocess.Popen, str]:
    """`yuletide serve` as users run it, pinned to `core` when given; waits until it is ready."""
    port = _free_port()
    environ = {**os.environ, "REDIS_URL": redis_url, "YULETIDE_KEY_PREFIX": prefix, "YULETIDE_QUEUE": prefix,
               "YULETIDE_ALLOW_SEEDS": "1", "YULETIDE_RATE_LIMIT": "0/minute", "YULETIDE_AI_BUDGET": "0/hour",
               "YULETIDE_LOG_LEVEL": "WARNING", **env}
    command = [sys.executable, "-m", "service.cli", "serve", "--port", str(port)]
    if core is not None:
        command = ["taskset", "-c", str(core), *command]
    process = subprocess.Popen(command, env=environ)
    base = f"http://127.0.0.1:{port}"
    for _ in range(300):
        try:
            if httpx.get(f"{base}/health/ready", timeout=1).status_code == 200:
                return process, base
        except httpx.HTTPError:
            time.sleep(0.1)
    process.kill()
    raise SystemExit("the server did not start")


@dataclass
class Arrivals:
    """When each (game, version) view reached each stream."""

    times: dict[tuple[str, int], list[float]] = field(default_factory=dict)

    def note(self, game_id: str, version: int) -> None:
        self.times.setdefault((game_id, version), []).append(time.perf_counter())


async def follow(port: int, game_id: str, arrivals: Arrivals, opened: asyncio.Event) -> None:
    """One spectator stream: note when each version's first event arrives, until the server ends the stream."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(f"GET /v1/{SLUG}/games/{game_id}/stream HTTP/1.1\r\nHost: bench\r\n\r\n".encode())
    await writer.drain()
    status = (await reader.readline()).split()
    if len(status) < 2 or status[1] != b"200":
        writer.close()
        raise ConnectionRefusedError(b" ".join(status).decode())
    while await reader.readline() not in (b"\r\n", b""):
        pass
    buffer = b""
    noted = 0
    try:
        while size := int((await reader.readline()).strip() or b"0", 16):  # chunked: one message per chunk
            buffer += (await reader.readexactly(size + 2))[:-2]
            while b"\n\n" in buffer:
                chunk, buffer = buffer.split(b"\n\n", 1)
                fields = dict(line.split(b": ", 1) for line in chunk.split(b"\n") if b": " in line and line[:1] != b":")
                if fields.get(b"event") == b"view":
                    opened.set()
                elif fields.get(b"event") == b"game-event":  # the first event a version logged
                    version = int(fields[b"id"].split(b"-")[0])
                    if version > noted:
                        noted = version
                        arrivals.note(game_id, version)
    except (ConnectionError, asyncio.IncompleteReadError):
        pass
    finally:
        writer.close()


async def open_streams(
    port: int, games: list[str], count: int, arrivals: Arrivals, offset: int = 0
) -> list[asyncio.Task]:
    """`count` streams spread over `games` (from the `offset`-th stream on), each past its first view; fails on the
    first one refused."""
    tasks = []
    for start in range(offset, offset + count, 100):
        batch = []
        for index in range(start, min(offset + count, start + 100)):
            opened = asyncio.Event()
            task = asyncio.create_task(follow(port, games[index % len(games)], arrivals, opened))
            tasks.append(task)
            batch.append((opened, task))
        for opened, task in batch:
            waiter = asyncio.create_task(opened.wait())
            await asyncio.wait({waiter, task}, return_when=asyncio.FIRST_COMPLETED, timeout=30)
            waiter.cancel()
            if task.done():
                for other in tasks:
                    other.cancel()
                task.result()
    return tasks


async def held(client: httpx.AsyncClient) -> int:
    """A's own count of its open streams."""
    for line in (await client.get("/metrics")).text.splitlines():
        if line.startswith("yuletide_streams_open "):
            return int(float(line.split()[1]))
    return -1


class Mover:
    """Moves for B: each seat of each game marks a gift box, roll by roll (36 legal moves a game)."""

    def __init__(self, games: list[dict]) -> None:
        self.plan = [
            (game["game_id"], seat["token"]) for _roll in range(6) for game in games for seat in game["seats"]
        ]
        self.next = 0

    async def move(self, client: httpx.AsyncClient, sent: dict[tuple[str, int], float]) -> None:
        game_id, token = self.plan[self.next % len(self.plan)]
        self.next += 1
        started = time.perf_counter()
        answer = await client.post(f"/v1/{SLUG}/games/{game_id}/moves", json={"type": "mark-gift-box"},
                                   headers={"Authorization": f"Bearer {token}"})
        if answer.status_code == 200:
            sent[(game_id, answer.json()["version"])] = started


def latencies(sent: dict[tuple[str, int], float], arrivals: Arrivals, per_game: int) -> tuple[list[float], int]:
    """Delivery latencies in ms, and how many deliveries never came."""
    found, missed = [], 0
    for key, started in sent.items():
        times = arrivals.times.get(key, [])
        found += [(arrived - started) * 1000 for arrived in times]
        missed += max(0, per_game - len(times))
    return sorted(found), missed


def percentile(values: list[float], share: float) -> float:
    return values[min(len(values) - 1, int(len(values) * share))] if values else float("nan")


async def level(a: str, b: str, streams: int, rate: float, seconds: float) -> dict:
    """Open `streams` streams on A, move through B, measure; close the streams."""
    port = int(a.rsplit(":", 1)[1])
    async with httpx.AsyncClient(base_url=b, timeout=30) as mover_client, httpx.AsyncClient(base_url=a) as probe:
        games = []
        for seed in range(max(1, streams // PER_GAME)):
            body = {"seats": [{"kind": "human"}] * SEATS, "seed": seed}
            games.append((await mover_client.post(f"/v1/{SLUG}/games", json=body)).json())
        arrivals = Arrivals()
        started = time.perf_counter()
        tasks = await open_streams(port, [game["game_id"] for game in games], streams, arrivals)
        opened_in = time.perf_counter() - started
        most = await held(probe)
        mover = Mover(games)
        sent: dict[tuple[str, int], float] = {}
        deadline = time.perf_counter() + seconds
        while time.perf_counter() < deadline:
            tick = time.perf_counter()
            await mover.move(mover_client, sent)
            await asyncio.sleep(max(0.0, 1 / rate - (time.perf_counter() - tick)))
        await asyncio.sleep(1.0)  # the last deliveries
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
    found, missed = latencies(sent, arrivals, streams // len(games))
    return {"streams": streams, "held": most, "open_s": opened_in, "moves": len(sent), "deliveries": len(found),
            "missed": missed, "p50": percentile(found, 0.5), "p99": percentile(found, 0.99),
            "max": found[-1] if found else float("nan")}


async def ceiling(a: str, b: str, top: int, step: int) -> dict:
    """Open streams on A in steps until it refuses one or `top` is reached; one move's latency at the most held."""
    port = int(a.rsplit(":", 1)[1])
    async with httpx.AsyncClient(base_url=b, timeout=30) as mover_client, httpx.AsyncClient(base_url=a) as probe:
        games = []
        for seed in range(max(1, top // PER_GAME)):
            body = {"seats": [{"kind": "human"}] * SEATS, "seed": seed}
            games.append((await mover_client.post(f"/v1/{SLUG}/games", json=body)).json())
        ids = [game["game_id"] for game in games]
        arrivals = Arrivals()
        tasks: list[asyncio.Task] = []
        refusal = ""
        while len(tasks) < top:
            try:
                tasks += await open_streams(port, ids, min(step, top - len(tasks)), arrivals, offset=len(tasks))
            except (OSError, asyncio.TimeoutError) as exc:
                refusal = f"{type(exc).__name__}: {exc}"
                break
        tasks = [task for task in tasks if not task.done()]
        most = await held(probe)
        sent: dict[tuple[str, int], float] = {}
        mover = Mover(games[:1])
        await mover.move(mover_client, sent)
        await asyncio.sleep(2.0)
        found, _missed = latencies(sent, arrivals, 0)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
    return {"held": most, "refusal": refusal or "none", "deliveries": len(found),
            "p50": percentile(found, 0.5), "p99": percentile(found, 0.99)}


def main() -> int:
    """Run the bench and print its table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--streams", default="200,500,1000", help="stream counts to measure, comma-separated")
    parser.add_argument("--rate", type=float, default=20.0, help="moves per second through B")
    parser.add_argument("--seconds", type=float, default=10.0, help="how long moves are made at each level")
    parser.add_argument("--ceiling", type=int, default=3000, help="most streams to try holding on A")
    args = parser.parse_args()
    redis_url = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")
    prefix = f"yt-bench-{secrets.token_hex(4)}"
    cores = len(os.sched_getaffinity(0))
    pinned = shutil.which("taskset") is not None and cores >= 2
    limit = str(max(args.ceiling, *(int(s) for s in args.streams.split(","))))
    a_process, a = start_server(redis_url, prefix, 0 if pinned else None, YULETIDE_MAX_STREAMS=limit)
    b_process, b = start_server(redis_url, prefix, 1 if pinned else None)
    try:
        rows = [asyncio.run(level(a, b, int(s), args.rate, args.seconds)) for s in args.streams.split(",")]
        top = asyncio.run(ceiling(a, b, args.ceiling, 250))
    finally:
        for process in (a_process, b_process):
            process.terminate()
            process.wait(timeout=30)
        client = redis.Redis.from_url(redis_url)
        keys = list(client.scan_iter(match=f"*{prefix}*", count=1000))
        if keys:
            client.delete(*keys)
    where = "A on core 0, B on core 1" if pinned else "not pinned"
    print(f"two API processes ({where}; {cores} cores, bench client and Redis unpinned); "
          f"{args.rate:g} moves/s through B for {args.seconds:g} s per level")
    print(f"{'streams':>7} {'held':>5} {'open s':>6} {'moves':>6} {'deliv.':>7} {'missed':>6} {'p50 ms':>7} "
          f"{'p99 ms':>7} {'max ms':>7}")
    for row in rows:
        print(f"{row['streams']:>7} {row['held']:>5} {row['open_s']:>6.1f} {row['moves']:>6} {row['deliveries']:>7} "
              f"{row['missed']:>6} {row['p50']:>7.1f} {row['p99']:>7.1f} {row['max']:>7.1f}")
    print(f"most streams A held: {top['held']} (tried up to {args.ceiling}; refusal: {top['refusal']}); "
          f"one move then reached {top['deliveries']} streams, p50 {top['p50']:.1f} ms, p99 {top['p99']:.1f} ms")
    return 0 if all(row["missed"] == 0 for row in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
