"""Hint bench: how long a client waits for the expert's hint, end to end, with real RQ workers working hints out.

    python -m bench.hints [--hints 30] [--game xmas-sweater ...] [--workers 1] [--seed 1] [--stride 1]

Starts `yuletide serve` (`bench.api.start_server`) and `--workers` `yuletide worker` processes
(`bench.recovery.start_worker`) on the Redis at REDIS_URL (default redis://127.0.0.1:6379/0) with a key prefix and
queue of their own (YULETIDE_KEY_PREFIX, YULETIDE_QUEUE: hint jobs go to `<queue>-hints`), waits until every worker
has registered, and at the end stops them all and deletes every key under that prefix, on error too.

Each game (`--game`, repeatable; by default every registered game with a table of two or more seats; solo-only
games are skipped) is created at the smallest such table the catalog admits (two seats, or the game's `min_seats`),
with default options, human seats only, hints on (the default) and a test seed, and played through the API with
seeded random legal moves. At each position one seat the game waits for is picked at random; when legal-moves offers it
more than one move, its hint is asked for; then every seat the game waits for posts a random legal move (`--stride`
such rounds between two positions). A game that ends is replaced by a new one until `--hints` hints are measured.

What is measured, per hint, as a client sees it:

- the wall-clock time from the first `GET /v1/{slug}/games/{id}/hint` (seat token) to the `200` with the hint;
- whether the first answer was `200` (worked out within YULETIDE_HINT_WAIT_SECONDS) or `202`. After a `202` the bench
  asks again at `Location` every 50 ms, not after the full `Retry-After: 1`, so the time is the real time-to-answer
  and not a client's back-off (each ask also waits on the server up to YULETIDE_HINT_WAIT_SECONDS, looking for the
  hint every 20 to 50 ms);
- the `iterations` the answer reports: the expert's playouts, within YULETIDE_HINT_ITERATIONS and
  YULETIDE_HINT_SECONDS.

A second table splits the time by the hint job's own record in RQ (`enqueued_at`, `started_at`, `ended_at`, read
right after the answer; one machine, one clock): from the first ask to the job being queued, its wait in the queue,
the job (the search and saving the hint), and from the job's end to the `200` (the API's wait looks for the kept hint
at growing intervals, up to 50 ms apart).

Every hint's move must be one of the seat's moves as legal-moves lists them; a hint that is not, or that is not
answered within 60 s, is a failure, listed under the tables, and the bench exits non-zero.

Settings: YULETIDE_HINT_ITERATIONS and YULETIDE_HINT_SECONDS (read by the workers) and YULETIDE_HINT_WAIT_SECONDS
(read by the server) come from the environment like every setting, with service/support/settings.py's defaults (128, 0.5 s,
2 s); the bench prints those used. Each new hint costs one unit of the client address's AI budget
(YULETIDE_AI_BUDGET, 200/hour by default, which a full run would pass): `start_server` runs the server with
YULETIDE_AI_BUDGET=0/hour (no budget) and YULETIDE_RATE_LIMIT=0/minute, so the bench is never refused with 429.

Besides the keys under its prefix, the bench deletes what RQ keeps outside it: its hint jobs and their results, its
workers' records and its queues' entries in `rq:queues`.

p50, p90, p99 and max are nearest-rank percentiles of the sorted times; median playouts is the median `iterations`.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import secrets
import signal
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from typing import Any

import httpx
import redis
from rq import Queue, Worker
from rq.exceptions import NoSuchJobError
from rq.job import Job
from rq.serializers import JSONSerializer

from bench.api import start_server
from bench.recovery import start_worker, tear_down
from domain.registry import GAMES
from service.support.settings import Settings, load_settings

Stages = tuple[float, float, float, float]  # seconds: ask to queued, in the queue, the job, job end to the 200

POLL_SECONDS = 0.05  # between two asks after a 202 (a client would wait Retry-After: 1 s)
GIVE_UP_SECONDS = 60.0  # a hint not answered by then is a failure
READY_SECONDS = 60.0  # for the workers to register


class HintFailed(Exception):
    """A hint that never came: an answer other than 200 or 202, or none within GIVE_UP_SECONDS."""


@dataclass
class Sample:
    """One hint as the client saw it."""

    seconds: float
    first_ready: bool  # the first answer was 200, not 202
    iterations: int
    asked_at: float  # wall clock (time.time()) of the first ask and of the 200
    answered_at: float
    stages: Stages | None = None


@dataclass
class Measured:
    """Every hint measured on one game, and what went wrong."""

    slug: str
    seats: int
    samples: list[Sample] = field(default_factory=list)
    games: int = 0
    single_move: int = 0  # positions skipped: the seat picked had one legal move
    failures: list[str] = field(default_factory=list)


@dataclass
class Seated:
    """A game created through the API, with every seat's token."""

    game_id: str
    path: str
    tokens: list[str]

    def auth(self, seat: int) -> dict[str, str]:
        """The seat's Authorization header."""
        return {"Authorization": f"Bearer {self.tokens[seat]}"}


# --- playing through the API --------------------------------------------------------------------------------------


def seats_for(slug: str) -> int:
    """The smallest table of two or more seats the catalog admits; 0 for a solo-only game."""
    meta = GAMES[slug].meta
    return max(2, meta.min_seats) if meta.max_seats >= 2 else 0


def create(client: httpx.Client, slug: str, seats: int, seed: int) -> Seated:
    """A game of human seats only, default options and hints on (the default), with a test seed."""
    answer = client.post(f"/v1/{slug}/games", json={"seats": [{"kind": "human"}] * seats, "seed": seed})
    answer.raise_for_status()
    created = answer.json()
    game_id = created["game_id"]
    return Seated(game_id, f"/v1/{slug}/games/{game_id}", [seat["token"] for seat in created["seats"]])


def waiting_for(client: httpx.Client, seated: Seated) -> list[int]:
    """The seats the game waits for now (its view's `actors`); empty once it is over."""
    answer = client.get(seated.path, headers=seated.auth(0))
    answer.raise_for_status()
    return sorted(answer.json()["actors"])


def legal_moves(client: httpx.Client, seated: Seated, seat: int) -> list[Any]:
    """The seat's legal moves, as legal-moves lists them."""
    answer = client.get(f"{seated.path}/legal-moves", headers=seated.auth(seat))
    answer.raise_for_status()
    return answer.json()["moves"]


def advance(client: httpx.Client, seated: Seated, rng: random.Random) -> bool:
    """Every seat the game waits for posts a seeded random legal move; False once the game is over."""
    seats = waiting_for(client, seated)
    for seat in seats:
        moves = legal_moves(client, seated, seat)
        if not moves:
            continue  # a move of this round settled the step (a race): the seat is no longer asked
        answer = client.post(f"{seated.path}/moves", json=rng.choice(moves), headers=seated.auth(seat))
        if answer.status_code != 409:  # 409: too late, another seat won the race
            answer.raise_for_status()
    return bool(seats)


def ask_hint(client: httpx.Client, seated: Seated, seat: int) -> tuple[Sample, Any]:
    """Ask for the seat's hint and follow `Location` every POLL_SECONDS until the 200: the sample and the hint."""
    headers = seated.auth(seat)
    asked_at = time.time()
    started = time.perf_counter()
    answer = client.get(f"{seated.path}/hint", headers=headers)
    first_ready = answer.status_code == 200
    while answer.status_code == 202:
        if time.perf_counter() - started > GIVE_UP_SECONDS:
            raise HintFailed(f"no hint after {GIVE_UP_SECONDS:.0f} s")
        time.sleep(POLL_SECONDS)
        answer = client.get(answer.headers["Location"], headers=headers)
    seconds = time.perf_counter() - started
    answered_at = time.time()
    if answer.status_code != 200:
        raise HintFailed(f"answered {answer.status_code}: {answer.text[:200]}")
    hint = answer.json()
    return Sample(seconds, first_ready, hint["iterations"], asked_at, answered_at), hint


def job_stages(connection: redis.Redis, seated: Seated, hint: Any, sample: Sample) -> Stages | None:
    """Where the hint's time went, from its RQ job's record (`service.usecases.hints.enqueue_hint` names the job). The API
    may answer between the job keeping the hint and RQ marking it ended: the record is read again until it is."""
    job_id = f"hint-{seated.game_id}-{hint['version']}-{hint['seat']}"
    deadline = time.monotonic() + 2.0
    while True:
        try:
            job = Job.fetch(job_id, connection, JSONSerializer)
        except NoSuchJobError:
            return None
        if job.enqueued_at is not None and job.started_at is not None and job.ended_at is not None:
            break
        if time.monotonic() > deadline:
            return None
        time.sleep(0.02)
    queued, started, ended = (moment.timestamp() for moment in (job.enqueued_at, job.started_at, job.ended_at))
    return queued - sample.asked_at, started - queued, ended - started, sample.answered_at - ended


def bench_game(
    client: httpx.Client,
    connection: redis.Redis,
    slug: str,
    args: argparse.Namespace,
    created: list[str],
) -> Measured:
    """`args.hints` hints at positions of seeded random games of `slug`, a new game whenever one ends; the ids of
    the games created are added to `created`."""
    rng = random.Random(f"{args.seed}:{slug}")
    seats = seats_for(slug)
    measured = Measured(slug=slug, seats=seats)
    seated: Seated | None = None
    asked = 0
    while asked < args.hints:
        if seated is None:
            seated = create(client, slug, seats, rng.randrange(2**63))
            created.append(seated.game_id)
            measured.games += 1
        seats_asked = waiting_for(client, seated)
        if not seats_asked:
            seated = None
            continue
        seat = rng.choice(seats_asked)
        moves = legal_moves(client, seated, seat)
        if len(moves) > 1:
            asked += 1
            try:
                sample, hint = ask_hint(client, seated, seat)
            except HintFailed as failed:
                measured.failures.append(f"{seated.path} seat {seat}: {failed}")
            else:
                sample.stages = job_stages(connection, seated, hint, sample)
                measured.samples.append(sample)
                if hint["move"] not in moves:
                    measured.failures.append(f"{seated.path} seat {seat}: hint {hint['move']} is not a legal move")
        else:
            measured.single_move += 1
        for _ in range(args.stride):
            if not advance(client, seated, rng):
                break
    return measured


# --- servers and workers ------------------------------------------------------------------------------------------


def wait_for_workers(connection: redis.Redis, hint_queue: str, count: int) -> None:
    """Until `count` workers listen on the hint queue (RQ's worker registry), so no hint waits for a start-up."""
    queue = Queue(hint_queue, connection=connection)
    deadline = time.monotonic() + READY_SECONDS
    while len(Worker.all(connection=connection, queue=queue)) < count:
        if time.monotonic() > deadline:
            raise SystemExit(f"the workers did not register on {hint_queue} within {READY_SECONDS:.0f} s")
        time.sleep(0.1)


def forget_rq_keys(connection: redis.Redis, prefix: str, game_ids: list[str]) -> None:
    """Delete what RQ keeps outside the bench's prefix: its hint jobs and their results, its workers' records (kept
    a minute after they stop) and its queues' entries in `rq:queues`."""
    keys = [key for game_id in game_ids for key in connection.scan_iter(match=f"rq:*hint-{game_id}-*", count=1000)]
    for key in connection.scan_iter(match=f"{Worker.redis_worker_namespace_prefix}*", count=1000):
        if prefix in (connection.hget(key, "queues") or b"").decode():
            keys.append(key)
    for start in range(0, len(keys), 1000):
        connection.delete(*keys[start : start + 1000])
    queues = [key for key in connection.smembers(Queue.redis_queues_keys) if prefix in key.decode()]
    if queues:
        connection.srem(Queue.redis_queues_keys, *queues)


# --- the report ---------------------------------------------------------------------------------------------------


def nearest_rank(ordered: list[float], share: float) -> float:
    """The nearest-rank percentile of sorted values: the smallest value at or above `share` of them."""
    return ordered[max(0, math.ceil(share * len(ordered)) - 1)]


def row(name: str, samples: list[Sample]) -> str:
    """One line of the markdown table."""
    if not samples:
        return f"| {name} | 0 | - | - | - | - | - | - |"
    ordered = sorted(sample.seconds * 1000 for sample in samples)
    ready = sum(sample.first_ready for sample in samples)
    playouts = statistics.median(sample.iterations for sample in samples)
    times = " | ".join(f"{nearest_rank(ordered, share):.0f}" for share in (0.5, 0.9, 0.99, 1.0))
    return f"| {name} | {len(samples)} | {ready}/{len(samples)} ({ready / len(samples):.0%}) | {times} | {playouts:g} |"


def stages_row(name: str, samples: list[Sample]) -> str:
    """One line of the where-the-time-went table: the median of each stage, in ms."""
    stages = [sample.stages for sample in samples if sample.stages is not None]
    if not stages:
        return f"| {name} | 0 | - | - | - | - |"
    medians = " | ".join(f"{1000 * statistics.median(stage[i] for stage in stages):.0f}" for i in range(4))
    return f"| {name} | {len(stages)} | {medians} |"


def settings_line(settings: Settings, workers: int) -> str:
    """The hint settings the server and workers ran with, each marked when it is service/support/settings.py's default."""
    defaults = Settings()

    def shown(name: str, field_name: str) -> str:
        value = getattr(settings, field_name)
        return f"{name}={value}{' (default)' if value == getattr(defaults, field_name) else ''}"

    return (
        f"{shown('YULETIDE_HINT_ITERATIONS', 'hint_iterations')}, {shown('YULETIDE_HINT_SECONDS', 'hint_seconds')}, "
        f"{shown('YULETIDE_HINT_WAIT_SECONDS', 'hint_wait_seconds')}; YULETIDE_AI_BUDGET=0/hour and "
        f"YULETIDE_RATE_LIMIT=0/minute (off, set by bench.api.start_server); {workers} worker(s); "
        f"after a 202 the bench asks again every {POLL_SECONDS * 1000:.0f} ms"
    )


def report(results: list[Measured], settings: Settings, workers: int) -> str:
    """The settings, the markdown tables (one row per game, then all games) and any failures."""
    lines = [
        settings_line(settings, workers),
        "",
        "| game | hints | first answer 200 (share) | p50 ms | p90 ms | p99 ms | max ms | median playouts |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    everything = [sample for result in results for sample in result.samples]
    lines += [row(f"{result.slug} ({result.seats} seats)", result.samples) for result in results]
    if len(results) > 1:
        lines.append(row("all games", everything))
    lines += [
        "",
        "Where the time went (medians, ms, from each hint job's record in RQ):",
        "",
        "| game | hints with a job record | ask to queued | in the queue | job | job end to 200 |",
        "| --- | ---: | ---: | ---: | ---: | ---: |",
    ]
    lines += [stages_row(f"{result.slug} ({result.seats} seats)", result.samples) for result in results]
    if len(results) > 1:
        lines.append(stages_row("all games", everything))
    failures = [f"{result.slug}: {failure}" for result in results for failure in result.failures]
    lines += ["", f"failures: {len(failures)}", *failures]
    return "\n".join(lines)


def main() -> int:
    """Run the bench and print its table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hints", type=int, default=30, help="hints to measure per game")
    parser.add_argument(
        "--game",
        action="append",
        default=[],
        help="a game slug (repeatable); default: every game with a table of two or more seats",
    )
    parser.add_argument("--workers", type=int, default=1, help="`yuletide worker` processes working hints out")
    parser.add_argument("--seed", type=int, default=1, help="seeds the games' deals and the random moves")
    parser.add_argument("--stride", type=int, default=1, help="rounds of random moves between two positions")
    args = parser.parse_args()
    slugs = args.game or [slug for slug in GAMES if seats_for(slug)]
    for slug in slugs:
        if slug not in GAMES or not seats_for(slug):
            parser.error(f"{slug}: not a registered game with a table of two or more seats")
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))  # stop the processes it started on the way out
    redis_url = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")
    prefix = f"yt-bench-hints-{secrets.token_hex(4)}"
    settings = load_settings()  # what the server and the workers read: they inherit this environment
    connection = redis.Redis.from_url(redis_url)
    server, base = start_server(redis_url, prefix)
    env = {
        **os.environ,
        "REDIS_URL": redis_url,
        "YULETIDE_KEY_PREFIX": prefix,
        "YULETIDE_QUEUE": prefix,
        "YULETIDE_LOG_LEVEL": "WARNING",
        "YULETIDE_WORKER_METRICS_PORT": "0",
    }
    workers: list[subprocess.Popen] = []
    results: list[Measured] = []
    created: list[str] = []
    try:
        workers = [start_worker(env) for _ in range(args.workers)]
        wait_for_workers(connection, load_settings(queue=prefix).hint_queue, args.workers)
        with httpx.Client(base_url=base, timeout=settings.hint_wait_seconds + 30) as client:
            for slug in slugs:
                started = time.monotonic()
                result = bench_game(client, connection, slug, args, created)
                results.append(result)
                print(
                    f"{slug}: {len(result.samples)} hints over {result.games} game(s), {result.single_move} "
                    f"positions with one legal move skipped, {time.monotonic() - started:.1f} s",
                    flush=True,
                )
    finally:
        tear_down(server, workers, connection, prefix)
        forget_rq_keys(connection, prefix, created)
    print()
    print(report(results, settings, args.workers))
    return 0 if all(not result.failures for result in results) else 1


if __name__ == "__main__":
    sys.exit(main())
