"""Stream bench: what one API process pays for its live streams, and how fast a move reaches them.

    python -m bench.streams [--streams 1000,5000,10000] [--games 1,100,1000] [--moves 10] [--clients 4]
    python -m bench.streams --legacy [--streams 200,500,1000]   # the earlier bench: a rate of moves, and a ceiling

Starts `yuletide serve` twice against the Redis at REDIS_URL (default redis://127.0.0.1:6379/0) with a key prefix
of its own: A holds the streams, pinned to core 0 with `taskset`; B takes the moves, pinned to core 1 with the
stream clients. For each stream count S and game count G it starts a fresh A, creates G six-seat Xmas Sweater
games through B, opens S spectator streams on A spread evenly over the G games (from `--clients` client
processes), then makes `--moves` moves one after another through B, each in the next game, a second apart. It
reports:

- `redis`: the TCP connections A holds to Redis (its sockets, from /proc), the most seen while the streams opened
  and once they are all open;
- `p50` / `p99` / `max`: the delivery delay of a move to every stream of its game, from the move's POST being sent
  to its first event arriving on the stream (the client's own reading included), and `missed` deliveries;
- `KB/stream`: A's resident memory once the streams are open and idle, less its memory before, per stream.

The stream client is a bare asyncio protocol (no HTTP library), so that the client costs less than the server it
measures; it runs on the same machine, so its CPU counts against the measurement on small machines.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import os
import re
import resource
import secrets
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass, field
from urllib.parse import urlsplit

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


def legacy_main(args: argparse.Namespace) -> int:
    """The earlier bench: a steady rate of moves at a few stream counts, then the most streams A holds."""
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


# --- the scale bench: connections, delivery to every stream, memory per stream --------------------------------


VERSION = re.compile(rb"id: (\d+)-\d+\nevent: game-event")


class _Client(asyncio.Protocol):
    """One spectator stream: the time each new version's first event arrived."""

    __slots__ = ("game", "request", "arrivals", "opened", "noted", "transport", "answered")

    def __init__(self, game: int, request: bytes, arrivals: list, opened: asyncio.Future) -> None:
        self.game = game
        self.request = request
        self.arrivals = arrivals
        self.opened = opened
        self.noted = 0
        self.answered = False
        self.transport: asyncio.Transport | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]
        transport.write(self.request)  # type: ignore[attr-defined]

    def data_received(self, data: bytes) -> None:
        now = time.monotonic()
        if not self.opened.done():
            if not self.answered and not data.startswith(b"HTTP/1.1 200"):
                self.opened.set_exception(ConnectionRefusedError(data[:200].decode(errors="replace")))
                return
            self.answered = True
            if b"event: view" in data:
                self.opened.set_result(None)
            return
        for found in VERSION.finditer(data):
            version = int(found.group(1))
            if version > self.noted:
                self.noted = version
                self.arrivals.append((self.game, version, now))

    def connection_lost(self, exc: Exception | None) -> None:
        if not self.opened.done():
            self.opened.set_exception(ConnectionError("closed before the first view"))


def _client_process(conn: object, port: int, games: list[tuple[int, str]]) -> None:
    """A client process: open a stream per (game index, game id), report, wait, then hand back the arrivals."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))

    async def run() -> None:
        loop = asyncio.get_running_loop()
        arrivals: list[tuple[int, int, float]] = []
        transports = []
        failed = 0
        for start in range(0, len(games), 200):
            pending = []
            for index, game_id in games[start : start + 200]:
                request = f"GET /v1/{SLUG}/games/{game_id}/stream HTTP/1.1\r\nHost: bench\r\n\r\n".encode()
                opened = loop.create_future()
                pending.append((opened, loop.create_connection(
                    lambda index=index, request=request, opened=opened: _Client(index, request, arrivals, opened),
                    "127.0.0.1", port)))
            made = await asyncio.gather(*(made for _opened, made in pending), return_exceptions=True)
            transports += [item[0] for item in made if isinstance(item, tuple)]
            outcome = await asyncio.gather(*(asyncio.wait_for(opened, 60) for opened, _made in pending), return_exceptions=True)
            failed += sum(1 for item in outcome if isinstance(item, BaseException))
        conn.send(("opened", failed))  # type: ignore[attr-defined]
        await loop.run_in_executor(None, conn.recv)  # type: ignore[attr-defined]
        conn.send(arrivals)  # type: ignore[attr-defined]
        for transport in transports:
            transport.close()
        await asyncio.sleep(0.5)

    asyncio.run(run())


def redis_connections(pid: int, port: int) -> int:
    """The TCP connections process `pid` holds to Redis on `port` (its sockets, from /proc)."""
    sockets = set()
    for fd in os.listdir(f"/proc/{pid}/fd"):
        try:
            sockets.add(os.readlink(f"/proc/{pid}/fd/{fd}"))
        except OSError:
            continue
    count = 0
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        with open(table) as rows:
            for row in list(rows)[1:]:
                fields = row.split()
                if fields[3] == "01" and int(fields[2].rsplit(":", 1)[1], 16) == port and f"socket:[{fields[9]}]" in sockets:
                    count += 1
    return count


def resident_kb(pid: int) -> int:
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def scale_level(redis_url: str, prefix: str, b: str, pinned: bool, streams: int, games_count: int, moves: int, clients: int) -> dict:
    """A fresh A; `streams` streams over `games_count` games; `moves` moves through B; what it cost and how fast."""
    redis_port = urlsplit(redis_url).port or 6379
    env = {"YULETIDE_MAX_STREAMS": str(streams + 100), "YULETIDE_SEAT_STREAM_RESERVE": "0",
           "YULETIDE_STREAMS_PER_CLIENT": str(streams + 100), "YULETIDE_SPECTATOR_STREAMS_PER_CLIENT": str(streams + 100),
           "YULETIDE_SPECTATOR_STREAMS_PER_GAME": str(streams + 100)}
    a_process, a = start_server(redis_url, prefix, 0 if pinned else None, **env)
    try:
        with httpx.Client(base_url=b, timeout=30) as mover:
            games = []
            for seed in range(games_count):
                body = {"seats": [{"kind": "human"}] * SEATS, "seed": seed}
                games.append(mover.post(f"/v1/{SLUG}/games", json=body).json())
            httpx.get(f"{a}/v1/{SLUG}/games/{games[0]['game_id']}")  # A warmed a little
            time.sleep(1.0)
            before_kb = resident_kb(a_process.pid)
            port = int(a.rsplit(":", 1)[1])
            assignments = [(index % games_count, games[index % games_count]["game_id"]) for index in range(streams)]
            context = multiprocessing.get_context("fork")
            pipes, children = [], []
            for number in range(clients):
                ours, theirs = context.Pipe()
                child = context.Process(target=_client_process, args=(theirs, port, assignments[number::clients]))
                child.start()
                if pinned:
                    os.sched_setaffinity(child.pid, {1})
                pipes.append(ours)
                children.append(child)
            started = time.monotonic()
            most = 0
            failed = 0
            waiting = set(range(clients))
            while waiting:
                most = max(most, redis_connections(a_process.pid, redis_port))
                for number in list(waiting):
                    if pipes[number].poll(0.1):
                        failed += pipes[number].recv()[1]
                        waiting.discard(number)
            opened_in = time.monotonic() - started
            time.sleep(2.0)
            idle_kb = resident_kb(a_process.pid)
            held = redis_connections(a_process.pid, redis_port)
            most = max(most, held)
            sent: dict[tuple[int, int], float] = {}
            turns = [0] * games_count
            for number in range(moves):
                index = number % games_count
                game = games[index]
                token = game["seats"][turns[index] % SEATS]["token"]
                turns[index] += 1
                at = time.monotonic()
                answer = mover.post(f"/v1/{SLUG}/games/{game['game_id']}/moves", json={"type": "mark-gift-box"},
                                    headers={"Authorization": f"Bearer {token}"})
                if answer.status_code == 200:
                    sent[(index, answer.json()["version"])] = at
                most = max(most, redis_connections(a_process.pid, redis_port))
                time.sleep(1.0)
            time.sleep(1.0)
            arrivals: list[tuple[int, int, float]] = []
            for pipe in pipes:
                pipe.send("stop")
            for pipe in pipes:
                arrivals += pipe.recv()
            for child in children:
                child.join(timeout=30)
    finally:
        a_process.terminate()
        try:
            a_process.wait(timeout=60)
        except subprocess.TimeoutExpired:
            print(f"A took more than 60 s to stop with {streams} streams: killed", flush=True)
            a_process.kill()
            a_process.wait()
    per_game = [streams // games_count + (1 if index < streams % games_count else 0) for index in range(games_count)]
    delays = sorted((arrived - sent[(game, version)]) * 1000 for game, version, arrived in arrivals if (game, version) in sent)
    expected = sum(per_game[game] for game, _version in sent)
    return {"streams": streams, "games": games_count, "failed": failed, "open_s": opened_in, "most": most, "held": held,
            "moves": len(sent), "deliveries": len(delays), "missed": expected - len(delays),
            "p50": percentile(delays, 0.5), "p99": percentile(delays, 0.99), "max": delays[-1] if delays else float("nan"),
            "kb": (idle_kb - before_kb) / streams}


def main() -> int:
    """Run the bench and print its table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--streams", default=None, help="stream counts to measure, comma-separated")
    parser.add_argument("--games", default="1,100,1000", help="game counts the streams spread over, comma-separated")
    parser.add_argument("--moves", type=int, default=10, help="moves made at each level, a second apart")
    parser.add_argument("--clients", type=int, default=4, help="stream client processes")
    parser.add_argument("--legacy", action="store_true", help="the earlier bench: a rate of moves, then a ceiling")
    parser.add_argument("--rate", type=float, default=20.0, help="(legacy) moves per second through B")
    parser.add_argument("--seconds", type=float, default=10.0, help="(legacy) how long moves are made at each level")
    parser.add_argument("--ceiling", type=int, default=3000, help="(legacy) most streams to try holding on A")
    args = parser.parse_args()
    if args.legacy:
        args.streams = args.streams or "200,500,1000"
        return legacy_main(args)
    redis_url = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")
    prefix = f"yt-bench-{secrets.token_hex(4)}"
    cores = len(os.sched_getaffinity(0))
    pinned = shutil.which("taskset") is not None and cores >= 2
    if pinned:
        os.sched_setaffinity(0, {1})  # the bench itself and its clients keep off A's core
    b_process, b = start_server(redis_url, prefix, 1 if pinned else None)
    rows = []
    try:
        for streams in (int(count) for count in (args.streams or "1000,5000,10000").split(",")):
            for games_count in (int(count) for count in args.games.split(",")):
                row = scale_level(redis_url, prefix, b, pinned, streams, games_count, args.moves, args.clients)
                rows.append(row)
                print(_row(row), flush=True)
    finally:
        b_process.terminate()
        b_process.wait(timeout=30)
        client = redis.Redis.from_url(redis_url)
        keys = list(client.scan_iter(match=f"*{prefix}*", count=1000))
        for start in range(0, len(keys), 1000):
            client.delete(*keys[start : start + 1000])
    where = "A alone on core 0; B, the bench and its clients on core 1" if pinned else "not pinned"
    print(f"\none API process holding the streams ({where}; {cores} cores; load average {os.getloadavg()[0]:.1f} at the end); "
          f"{args.moves} moves a second apart per level, {args.clients} client processes")
    print(HEADER)
    for row in rows:
        print(_row(row))
    return 0 if all(row["missed"] == 0 and row["failed"] == 0 for row in rows) else 1


HEADER = (f"{'streams':>7} {'games':>5} {'open s':>6} {'redis':>9} {'moves':>5} {'deliv.':>7} {'missed':>6} "
          f"{'p50 ms':>7} {'p99 ms':>7} {'max ms':>7} {'KB/stream':>9}")


def _row(row: dict) -> str:
    return (f"{row['streams']:>7} {row['games']:>5} {row['open_s']:>6.1f} {str(row['most']) + ' / ' + str(row['held']):>9} "
            f"{row['moves']:>5} {row['deliveries']:>7} {row['missed'] + row['failed']:>6} {row['p50']:>7.1f} "
            f"{row['p99']:>7.1f} {row['max']:>7.1f} {row['kb']:>9.1f}")


if __name__ == "__main__":
    sys.exit(main())
