"""API bench: act, view, legal-moves and poll of each main game against a floor measured in the same run.

    python -m bench.api [--duration 10] [--connections 32] [--games xmas-sweater,...] [--processes 1]
                        [--redis-server]

Needs `wrk` (Debian: `apt-get install wrk`); it installs nothing. Starts `yuletide serve` (one uvicorn process)
and the floor app `bench.floor` on loopback against the Redis at REDIS_URL (default redis://127.0.0.1:6379/0, or
a private `redis-server` of its own with --redis-server) with a key prefix of their own. When the machine has
two cores the servers are pinned to core 0 and wrk to core 1 (`taskset`), so the load generator never takes the
server's CPU; the table shows how much of its core wrk used (its headroom) and how much the server used.

What is measured, each for `--duration` seconds at `--connections` connections (one wrk thread):

- `hello` (floor app): a bare endpoint; `/health/ready` (the product) is compared with it.
- `ping` (floor app): one Redis PING; the floor of `/health/ready`.
- per game, `act`: real moves, each applied (every answer must be 200). Each game is created with a test seed
  and played out here with the same rules, so every posted move is legal when it arrives: the moves of many
  games are sent round-robin (move k of every game, then move k+1), so no game has two moves in flight.
  Xmas Sweater's six seats mark a gift box on every roll, the other games play seeded random legal moves.
- per game, `floor act` (floor app): the act's Redis round trips (pipelined HMGET, the Lua compare-and-set) and
  msgpack/JSON work on a copy of a game in the same state; `floor read`: the read and the codec work only.
- per game, `GET view`, `GET legal-moves` (for a seat that is asked to act) and `poll` (GET view with a current
  `If-None-Match`: 304), rotating over games left mid-way by the act run.

Ratios: act to `floor act` (req/s, and p99 as a multiple of the floor's p99); the GET paths to `floor read`
(and to `floor act`, the one floor the first version of this bench had); `/health/ready` to `hello`.
Redis CPU (INFO cpu) per act is printed for the act rows; on a shared Redis it includes everyone's traffic.

`--processes 2` measures scale-out instead: Xmas Sweater acts through one API process, then through two
(`YULETIDE_WEB_CONCURRENCY=2`), none pinned, and prints the throughput ratio and the Redis CPU per act.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import msgspec
import psutil
import redis

from domain.registry import GAMES
from service.usecases.play import engine_seed

MAIN_GAMES = {"ugly-christmas-sweaters": 4, "xmas-sweater": 6, "christmas-lights": 4}
GIFT_BOX = b'{"type":"mark-gift-box"}'
LUA = Path(__file__).with_name("wrk_requests.lua")
READ_GAMES = 64


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _pinned() -> bool:
    return shutil.which("taskset") is not None and len(os.sched_getaffinity(0)) >= 2


def _pin(command: list[str], core: int | None) -> list[str]:
    return ["taskset", "-c", str(core), *command] if core is not None else command


def _wait_ready(process: subprocess.Popen, url: str) -> None:
    for _ in range(300):
        if process.poll() is not None:
            raise SystemExit(f"{url}: the server exited")
        try:
            if httpx.get(url, timeout=1).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.1)
    process.kill()
    raise SystemExit(f"{url}: the server did not start")


def start_server(redis_url: str, prefix: str, core: int | None = None, processes: int = 1) -> tuple[subprocess.Popen, str]:
    """`yuletide serve` as users run it (pinned to `core` when given), waiting until it is ready."""
    port = _free_port()
    env = {**os.environ, "REDIS_URL": redis_url, "YULETIDE_KEY_PREFIX": prefix, "YULETIDE_QUEUE": prefix,
           "YULETIDE_ALLOW_SEEDS": "1", "YULETIDE_RATE_LIMIT": "0/minute", "YULETIDE_AI_BUDGET": "0/hour",
           "YULETIDE_LOG_LEVEL": "WARNING", "YULETIDE_WEB_CONCURRENCY": str(processes)}
    process = subprocess.Popen(_pin([sys.executable, "-m", "service.cli", "serve", "--port", str(port)], core), env=env)
    base = f"http://127.0.0.1:{port}"
    _wait_ready(process, f"{base}/health/ready")
    return process, base


def start_floor(redis_url: str, prefix: str, core: int | None) -> tuple[subprocess.Popen, str]:
    """The floor app (bench/floor.py) under the same uvicorn, Redis client and pinning."""
    port = _free_port()
    env = {**os.environ, "REDIS_URL": redis_url, "YULETIDE_KEY_PREFIX": prefix, "YULETIDE_LOG_LEVEL": "WARNING"}
    process = subprocess.Popen(_pin([sys.executable, "-m", "bench.floor", "--port", str(port)], core), env=env)
    base = f"http://127.0.0.1:{port}"
    _wait_ready(process, f"{base}/ping")
    return process, base


def start_redis() -> tuple[subprocess.Popen, str]:
    """A private redis-server on a free port: Redis CPU then counts this bench's traffic alone."""
    port = _free_port()
    process = subprocess.Popen(["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                                "--appendonly", "no"], stdout=subprocess.DEVNULL)
    url = f"redis://127.0.0.1:{port}/0"
    for _ in range(100):
        try:
            redis.Redis.from_url(url).ping()
            return process, url
        except redis.ConnectionError:
            time.sleep(0.05)
    raise SystemExit("redis-server did not start")


# --- requests ---------------------------------------------------------------------------------------------------


@dataclass
class Line:
    """One request for wrk_requests.lua."""

    method: str
    path: str
    token: str = ""
    etag: str = ""
    body: bytes = b""

    def text(self) -> str:
        return f"{self.method}\t{self.path}\t{self.token}\t{self.etag}\t{self.body.decode()}\n"


@dataclass
class Played:
    """A game created through the API and the moves prepared for it (seat, JSON) with the states they lead to."""

    game_id: str
    tokens: list[str]
    seed: int
    moves: list[tuple[int, bytes]] = field(default_factory=list)


def choose(slug: str, game: Any, state: Any, seat: int, rng: random.Random) -> Any:
    """Xmas Sweater marks a gift box (the closing table's act); other games a seeded random legal move."""
    moves = game.legal_moves(state, seat)
    if slug == "xmas-sweater":
        for move in moves:
            if msgspec.json.encode(move) == GIFT_BOX:
                return move
    return rng.choice(moves)


def play_out(slug: str, seats: int, seed: int, limit: int) -> tuple[list[tuple[int, bytes]], list[Any]]:
    """The moves (and the states after each) of one game from its seed, up to `limit` moves."""
    game = GAMES[slug]
    state = game.setup(game.Config(), seats, engine_seed(seed))
    rng = random.Random(seed)
    moves, states = [], [state]
    while len(moves) < limit and not game.is_finished(state):
        seat = min(game.actors(state))
        move = choose(slug, game, state, seat, rng)
        state, _events = game.apply(state, seat, move)
        moves.append((seat, msgspec.json.encode(move)))
        states.append(state)
    return moves, states


def create_games(client: httpx.Client, slug: str, seats: int, first_seed: int, count: int) -> list[Played]:
    """`count` games of human seats with consecutive test seeds."""
    made = []
    for seed in range(first_seed, first_seed + count):
        answer = client.post(f"/v1/{slug}/games", json={"seats": [{"kind": "human"}] * seats, "seed": seed})
        answer.raise_for_status()
        created = answer.json()
        made.append(Played(game_id=created["game_id"], tokens=[s["token"] for s in created["seats"]], seed=seed))
    return made


def act_lines(client: httpx.Client, slug: str, seats: int, needed: int, connections: int, first_seed: int) -> tuple[list[Line], list[Played]]:
    """At least `needed` legal moves over games enough that no game has two in flight: move k of every game, then
    move k + 1, so a game's next move is sent only after some 24 requests of every other connection (a move still
    unanswered by then would see its successor refused, and the bench counts that as a failure). Every game is
    cut to the same length so each round has every game."""
    per_game = len(play_out(slug, seats, first_seed, 10_000)[0])
    count = max(24 * connections, math.ceil(needed / max(1, per_game - 1)))
    played = create_games(client, slug, seats, first_seed, count)
    limit = min(per_game, math.ceil(needed / count) + 1)
    for game in played:
        game.moves = play_out(slug, seats, game.seed, limit)[0]
    length = min(len(game.moves) for game in played)
    lines = []
    for k in range(length):
        for game in played:
            seat, body = game.moves[k]
            lines.append(Line("POST", f"/v1/{slug}/games/{game.game_id}/moves", game.tokens[seat], body=body))
    return lines, played


def read_lines(client: httpx.Client, slug: str, seats: int, played: list[Played]) -> dict[str, list[Line]]:
    """View, legal-moves and poll requests over games the act run left mid-way, each for a seat asked to act."""
    game = GAMES[slug]
    views, legal, polls = [], [], []
    for entry in played:
        version = client.get(f"/v1/{slug}/games/{entry.game_id}").json()["version"]
        states = play_out(slug, seats, entry.seed, version - 1)[1]
        state = states[-1]
        if len(states) != version or game.is_finished(state):
            continue
        token = entry.tokens[min(game.actors(state))]
        path = f"/v1/{slug}/games/{entry.game_id}"
        views.append(Line("GET", path, token))
        legal.append(Line("GET", f"{path}/legal-moves", token))
        polls.append(Line("GET", path, token, etag=f'"{version}"'))
        if len(views) == READ_GAMES:
            break
    return {"GET view": views, "GET legal-moves": legal, "poll (304)": polls}


def copy_games(store: redis.Redis, prefix: str, game_ids: list[str], copies: int) -> list[str]:
    """Copies of real games' hashes under new ids, for the floor app (same state and record bytes)."""
    made = []
    for index in range(copies):
        source = store.hgetall(f"{prefix}:{{{game_ids[index % len(game_ids)]}}}:game")
        game_id = secrets.token_urlsafe(16)
        store.hset(f"{prefix}:{{{game_id}}}:game", mapping=source)
        store.expire(f"{prefix}:{{{game_id}}}:game", 3600)
        made.append(game_id)
    return made


def moves_applied(client: httpx.Client, slug: str) -> float:
    """The server's count of applied moves of one game kind (yuletide_moves_applied_total)."""
    found = re.search(rf'^yuletide_moves_applied_total{{game="{slug}"}} (\S+)$', client.get("/metrics").text, re.MULTILINE)
    return float(found.group(1)) if found else 0.0


# --- wrk ----------------------------------------------------------------------------------------------------------


@dataclass
class Result:
    """One measured row."""

    name: str
    rps: float
    p50: float
    p99: float
    requests: int
    bad: int
    wrk_cpu: float
    server_cpu: float
    capacity: float  # requests per CPU-second of the server
    redis_cpu_per_request_us: float | None = None


_UNITS = {"us": 0.001, "ms": 1.0, "s": 1000.0}


def _ms(text: str) -> float:
    number, unit = re.fullmatch(r"([\d.]+)(us|ms|s)", text).groups()  # type: ignore[union-attr]
    return float(number) * _UNITS[unit]


def _cpu_seconds(pid: int) -> float:
    process = psutil.Process(pid)
    total = 0.0
    for each in [process, *process.children(recursive=True)]:
        try:
            times = each.cpu_times()
            total += times.user + times.system
        except psutil.NoSuchProcess:
            pass
    return total


def _redis_cpu(client: redis.Redis) -> float:
    info = client.info("cpu")
    return float(info["used_cpu_user"]) + float(info["used_cpu_sys"])


def run_wrk(name: str, base: str, lines: list[Line], cycle: bool, args: argparse.Namespace, core: int | None,
            server_pid: int, redis_client: redis.Redis) -> Result:
    """Send the lines with wrk for the run's duration; the answer must be 2xx or 3xx and nothing may fail."""
    with tempfile.NamedTemporaryFile("w", suffix=".tsv", delete=False) as listing:
        listing.writelines(line.text() for line in lines)
    command = _pin(["wrk", "-t1", f"-c{args.connections}", f"-d{args.duration}s", "--latency", "--timeout", "10s",
                    "-s", str(LUA), base, "--", listing.name, "cycle" if cycle else "once"], core)
    server_before, redis_before = _cpu_seconds(server_pid), _redis_cpu(redis_client)
    started = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
    output = process.stdout.read()  # type: ignore[union-attr]
    _pid, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    elapsed = time.perf_counter() - started
    server_cpu = (_cpu_seconds(server_pid) - server_before) / elapsed
    redis_cpu = _redis_cpu(redis_client) - redis_before
    os.unlink(listing.name)
    if process.returncode != 0 or "Requests/sec" not in output or " 99%" not in output:
        raise SystemExit(f"wrk failed on {name}:\n{output}")
    latency = dict(re.findall(r"^\s+(50|99)%\s+(\S+)$", output, re.MULTILINE))
    requests = int(re.search(r"(\d+) requests in", output).group(1))  # type: ignore[union-attr]
    bad = sum(int(n) for n in re.findall(r"Non-2xx or 3xx responses: (\d+)", output))
    bad += sum(int(n) for n in re.findall(r"(?:connect|read|write|timeout) (\d+)", output))
    if not cycle and requests > len(lines):
        bad += requests - len(lines)
    return Result(
        name=name,
        rps=float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1)),  # type: ignore[union-attr]
        p50=_ms(latency["50"]),
        p99=_ms(latency["99"]),
        requests=requests,
        bad=bad,
        wrk_cpu=(usage.ru_utime + usage.ru_stime) / elapsed,
        server_cpu=server_cpu,
        capacity=requests / max(server_cpu * elapsed, 1e-9),
        redis_cpu_per_request_us=redis_cpu / requests * 1e6 if requests else None,
    )


# --- the runs -----------------------------------------------------------------------------------------------------


def _header() -> str:
    return (f"{'what (same run)':<36} {'req/s':>6} {'p50 ms':>7} {'p99 ms':>7} {'ratio':>5} {'p99 x':>5} "
            f"{'per cpu-s':>9} {'cpu ratio':>9} {'vs act':>6} {'wrk cpu':>7} {'srv cpu':>7} {'redis us':>8} {'bad':>4}")


def _row(result: Result, floor: Result | None = None, act_floor: Result | None = None) -> str:
    ratio = f"{result.rps / floor.rps:5.2f}" if floor else f"{'':>5}"
    p99x = f"{result.p99 / floor.p99:5.2f}" if floor else f"{'':>5}"
    cpu_ratio = f"{result.capacity / floor.capacity:9.2f}" if floor else f"{'':>9}"
    vs_act = f"{result.capacity / act_floor.capacity:6.2f}" if act_floor else f"{'':>6}"
    redis_us = f"{result.redis_cpu_per_request_us:8.1f}" if result.redis_cpu_per_request_us is not None else ""
    return (f"{result.name:<36} {result.rps:>6.0f} {result.p50:>7.2f} {result.p99:>7.2f} {ratio} {p99x} "
            f"{result.capacity:>9.0f} {cpu_ratio} {vs_act} {result.wrk_cpu:>6.0%} {result.server_cpu:>6.0%} "
            f"{redis_us:>8} {result.bad:>4}")


def best(results: list[Result]) -> Result:
    """Rounds of one row: the fastest round's throughput and latencies, CPU per request over all rounds."""
    top = max(results, key=lambda result: result.rps)
    requests = sum(result.requests for result in results)
    cpu = sum(result.requests / result.capacity for result in results)
    redis_us = [result.redis_cpu_per_request_us * result.requests for result in results
                if result.redis_cpu_per_request_us is not None]
    return Result(name=top.name, rps=top.rps, p50=top.p50, p99=top.p99, requests=requests,
                  bad=sum(result.bad for result in results), wrk_cpu=max(result.wrk_cpu for result in results),
                  server_cpu=top.server_cpu, capacity=requests / cpu,
                  redis_cpu_per_request_us=sum(redis_us) / requests if redis_us else None)


def bench_games(args: argparse.Namespace, redis_url: str, prefix: str) -> bool:
    """The table: hello, ping and ready, then per game act, its floors and the GET paths, `--rounds` times each,
    interleaved, so a change in the machine's load falls on a row and its floor alike."""
    server_core, wrk_core = (0, 1) if _pinned() else (None, None)
    redis_client = redis.Redis.from_url(redis_url)
    server, base = start_server(redis_url, prefix, server_core)
    floor, floor_base = start_floor(redis_url, prefix, server_core)
    rows: list[Result] = []
    try:
        print(f"server and floor on core {server_core}, wrk on core {wrk_core}; {args.connections} connections, "
              f"{args.duration} s a row, best of {args.rounds} rounds")
        print("ratio: req/s to the floor's (act: floor act; GET paths: floor read; ready: hello); p99 x: p99 as a "
              "multiple of the floor's; per cpu-s: requests per CPU-second of the server (its throughput on a core "
              "of its own); cpu ratio: the same ratio on that; vs act: per cpu-s to floor act")
        print(_header())

        def wrk(name: str, url: str, lines: list[Line], cycle: bool, pid: int) -> Result:
            return run_wrk(name, url, lines, cycle, args, wrk_core, pid, redis_client)

        with httpx.Client(base_url=base, timeout=30) as client:
            measured: dict[str, list[Result]] = {}
            for _round in range(args.rounds):
                for name, url, path, pid in (("hello (floor app, bare)", floor_base, "/hello", floor.pid),
                                             ("ping (floor app, one PING)", floor_base, "/ping", floor.pid),
                                             ("/health/ready", base, "/health/ready", server.pid)):
                    measured.setdefault(name, []).append(wrk(name, url, [Line("GET", path)], True, pid))
            hello, ping, ready = (best(measured[name]) for name in measured)
            print(_row(hello))
            print(_row(ping))
            print(_row(ready, hello))
            rows += [hello, ping, ready]
            for index, slug in enumerate(args.games):
                seats = MAIN_GAMES.get(slug, GAMES[slug].meta.max_seats)
                needed = int(args.max_rate * args.duration)
                measured = {}
                reads: dict[str, list[Line]] = {}
                copies: list[str] = []
                for round_ in range(args.rounds):
                    # Each round plays games of its own: a round stops wherever its time runs out.
                    acts, played = act_lines(client, slug, seats, needed, args.connections,
                                             1_000_000 * (index + 1) + 10_000 * round_)
                    applied = moves_applied(client, slug)
                    measured.setdefault("act", []).append(wrk(f"{slug} act", base, acts, False, server.pid))
                    applied = moves_applied(client, slug) - applied
                    answered = measured["act"][-1].requests
                    # wrk counts the answers it read; moves still in flight when it stopped may land too.
                    if not answered <= applied <= answered + args.connections:
                        print(f"  {slug}: {answered} acts answered but {applied:.0f} moves applied")
                        measured["act"][-1].bad += 1
                    if not reads:
                        reads = read_lines(client, slug, seats, played)
                        game_ids = [line.path.split("/")[4] for line in reads["GET view"]]
                        copies = copy_games(redis_client, prefix, game_ids, 8 * args.connections)
                    floor_moves = [Line("POST", f"/floor/{g}/moves", body=GIFT_BOX) for g in copies]
                    measured.setdefault("floor act", []).append(
                        wrk(f"{slug} floor act", floor_base, floor_moves, True, floor.pid))
                    measured.setdefault("floor read", []).append(
                        wrk(f"{slug} floor read", floor_base, [Line("GET", f"/floor/{g}") for g in copies], True,
                            floor.pid))
                    for name, lines in reads.items():
                        measured.setdefault(name, []).append(wrk(f"{slug} {name}", base, lines, True, server.pid))
                floor_act, act, floor_read = best(measured["floor act"]), best(measured["act"]), best(measured["floor read"])
                print(_row(floor_act))
                print(_row(act, floor_act))
                print(_row(floor_read, None, floor_act))
                rows += [floor_act, act, floor_read]
                for name in reads:
                    result = best(measured[name])
                    print(_row(result, floor_read, floor_act))
                    rows.append(result)
    finally:
        for process in (server, floor):
            process.terminate()
            process.wait(timeout=30)
    return all(row.bad == 0 for row in rows)


def bench_scale_out(args: argparse.Namespace, redis_url: str, prefix: str) -> bool:
    """Xmas Sweater acts through one API process, then through `--processes`, unpinned, against one Redis."""
    redis_client = redis.Redis.from_url(redis_url)
    slug, seats = "xmas-sweater", MAIN_GAMES["xmas-sweater"]
    results = []
    print(f"scale-out: {slug} act, {args.connections} connections, {args.duration} s a row, nothing pinned")
    print(_header())
    for run, processes in enumerate((1, args.processes)):
        server, base = start_server(redis_url, prefix, None, processes)
        try:
            with httpx.Client(base_url=base, timeout=30) as client:
                acts, _played = act_lines(client, slug, seats, int(args.max_rate * args.duration * processes),
                                          args.connections, 100_000 * (run + 1))
                applied = moves_applied(client, slug)
                before = redis_client.info("commandstats")
                result = run_wrk(f"act, {processes} API process(es)", base, acts, False, args, None, server.pid,
                                 redis_client)
                after = redis_client.info("commandstats")
                if processes == 1:  # with several processes each counts its own moves
                    applied = moves_applied(client, slug) - applied
                    if not result.requests <= applied <= result.requests + args.connections:
                        result.bad += 1
        finally:
            server.terminate()
            server.wait(timeout=30)
        print(_row(result, results[0] if results else None))
        calls = {name: after[name]["calls"] - before.get(name, {}).get("calls", 0) for name in after}
        usec = {name: after[name]["usec"] - before.get(name, {}).get("usec", 0) for name in after}
        busy = {name: (calls[name] / result.requests, usec[name] / result.requests) for name in calls if calls[name]}
        print("  Redis commands per act (calls, usec):",
              ", ".join(f"{name.removeprefix('cmdstat_')} {c:.2f} {u:.1f}" for name, (c, u) in sorted(busy.items())))
        results.append(result)
    one, many = results
    redis_max = 1e6 / one.redis_cpu_per_request_us if one.redis_cpu_per_request_us else float("nan")
    print(f"{args.processes} processes / 1: {many.rps / one.rps:.2f}x act throughput")
    print(f"Redis CPU per act: {one.redis_cpu_per_request_us:.1f} us (1 process), "
          f"{many.redis_cpu_per_request_us:.1f} us ({args.processes}); one Redis core saturates near "
          f"{redis_max:.0f} acts/s, about {redis_max / (one.rps / max(one.server_cpu, 0.01)):.0f} API cores' worth")
    return all(result.bad == 0 for result in results)


def main() -> int:
    """Run the bench and print its table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--duration", type=int, default=10, help="seconds per row")
    parser.add_argument("--connections", type=int, default=32, help="wrk connections")
    parser.add_argument("--games", default=",".join(MAIN_GAMES), help="comma-separated game slugs")
    parser.add_argument("--rounds", type=int, default=3, help="measure each row this many times (interleaved)")
    parser.add_argument("--processes", type=int, default=1, help="2 or more: measure scale-out instead")
    parser.add_argument("--max-rate", type=float, default=4000, help="acts a second to prepare moves for")
    parser.add_argument("--redis-server", action="store_true", help="use a private redis-server, not REDIS_URL")
    args = parser.parse_args()
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))  # stop the servers it started on the way out
    args.games = [slug for slug in args.games.split(",") if slug]
    if shutil.which("wrk") is None:
        raise SystemExit("wrk is not installed (Debian: apt-get install wrk)")
    private = None
    redis_url = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")
    if args.redis_server:
        private, redis_url = start_redis()
    prefix = f"yt-bench-{secrets.token_hex(4)}"
    try:
        ok = bench_scale_out(args, redis_url, prefix) if args.processes > 1 else bench_games(args, redis_url, prefix)
    finally:
        if private is not None:
            private.terminate()
            private.wait(timeout=30)
        else:
            client = redis.Redis.from_url(redis_url)
            keys = list(client.scan_iter(match=f"*{prefix}*", count=1000))
            for start in range(0, len(keys), 1000):
                client.delete(*keys[start:start + 1000])
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
