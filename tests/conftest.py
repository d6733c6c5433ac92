"""Shared fixtures: a Redis database of this test run's own, and a key prefix and queue per test.

The run claims a database nobody else uses on the Redis at YULETIDE_TEST_REDIS_URL (engineers and CI runs share
that server), so what the run leaves behind is exactly what is in that database when it ends. Every test deletes
what it wrote, RQ's keys included (`forget`); at the end the run fails if its database is not as empty as it
found it, naming the keys left.
"""

from __future__ import annotations

import os
import re
import secrets
import urllib.parse
from collections.abc import Iterator

import pytest
import redis

DEFAULT_REDIS_URL = "redis://127.0.0.1:6379/0"
# Claims live in the database the URL names: `yt-test-run-db:<n>` holds the id of the run using database n.
CLAIM = "yt-test-run-db:{number}"
CLAIM_SECONDS = 6 * 3600  # longer than any run; a run killed outright frees its database when the claim expires
DATABASES = range(1, 16)  # Redis has 16 databases unless configured otherwise


def redis_url_of_run() -> str:
    return os.environ.get("YULETIDE_TEST_REDIS_URL", DEFAULT_REDIS_URL)


class RunDatabase:
    """A Redis database this run claimed, empty when claimed."""

    def __init__(self, home: str, number: int, run: str) -> None:
        self.home = home
        self.number = number
        self.run = run
        self.url = urllib.parse.urlsplit(home)._replace(path=f"/{number}").geturl()

    @classmethod
    def claim(cls, home: str) -> RunDatabase | None:
        """The first free, empty database on the server; None when the server has no such database."""
        run = secrets.token_hex(6)
        home_db = urllib.parse.urlsplit(home).path.strip("/") or "0"
        with redis.Redis.from_url(home) as claims:
            for number in DATABASES:
                if str(number) == home_db or not claims.set(CLAIM.format(number=number), run, nx=True, ex=CLAIM_SECONDS):
                    continue
                database = cls(home, number, run)
                try:
                    with redis.Redis.from_url(database.url) as client:
                        empty = client.dbsize() == 0
                except redis.ResponseError:  # a server with fewer databases
                    database.unclaim()
                    return None
                if empty:
                    return database
                database.unclaim()  # somebody uses it without a claim: leave it, and what is in it, to them
        return None

    def leftovers(self) -> list[str]:
        with redis.Redis.from_url(self.url) as client:
            return sorted(key.decode() for key in client.scan_iter(count=1000))

    def forget_shared(self) -> None:
        """Delete the keys RQ's workers share across queues and no one test owns.

        `rq:clean_groups` is the throttle of RQ's group clean-up: whichever worker of the run started last sets it,
        often a burst worker that has already gone when its test forgets its keys, so the run deletes it once, here.
        """
        with redis.Redis.from_url(self.url) as client:
            client.delete(*SHARED_RQ_KEYS)

    def release(self) -> None:
        """Empty the database (nobody else writes there) and give it back."""
        with redis.Redis.from_url(self.url) as client:
            client.flushdb()
        self.unclaim()

    def unclaim(self) -> None:
        with redis.Redis.from_url(self.home) as claims:
            if claims.get(CLAIM.format(number=self.number)) == self.run.encode():
                claims.delete(CLAIM.format(number=self.number))


SHARED_RQ_KEYS = ("rq:clean_groups",)
RUN_DATABASE = pytest.StashKey[RunDatabase]()


def pytest_configure(config: pytest.Config) -> None:
    """The run's controller (not each xdist worker) claims a database; its workers inherit the URL."""
    if hasattr(config, "workerinput"):
        return
    try:
        database = RunDatabase.claim(redis_url_of_run())
    except redis.RedisError:
        return  # no Redis: the tests that need one say so
    if database is not None:
        config.stash[RUN_DATABASE] = database
        os.environ["YULETIDE_TEST_REDIS_URL"] = database.url


@pytest.hookimpl(tryfirst=True)
def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Fail the run if it left any key in its database (then empty the database all the same)."""
    database = session.config.stash.get(RUN_DATABASE, None)
    if database is None:
        return
    database.forget_shared()
    left = database.leftovers()
    database.release()
    if not left:
        return
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    if reporter is not None:
        reporter.ensure_newline()
        reporter.write_sep("=", f"the tests left {len(left)} Redis key(s) behind", red=True)
        for key in left[:50]:
            reporter.write_line(key)
    if session.exitstatus == pytest.ExitCode.OK:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


@pytest.fixture(scope="session")
def redis_url() -> Iterator[str]:
    """The real Redis the tests use; every key they write is removed afterwards."""
    url = redis_url_of_run()
    client = redis.Redis.from_url(url)
    try:
        client.ping()
    except redis.RedisError as exc:  # pragma: no cover - the CI script starts Redis first
        pytest.fail(f"the tests need a Redis at {url}: {exc}")
    yield url
    client.close()


# --- what a test wrote -------------------------------------------------------------------------------------------

# The keys of RQ's per-queue lists and registries, which hold job ids: rq:<kind>:<queue>.
_REGISTRIES = ("queue", "wip", "finished", "failed", "deferred", "scheduled", "canceled", "ready")
_GAME_KEY = re.compile(r"\{([A-Za-z0-9_-]{22})\}:")


def forget(client: redis.Redis, prefix: str) -> int:
    """Delete every key a test with this key prefix and queue name wrote, RQ's included; returns how many.

    RQ names most of its keys after jobs and workers, not queues: a job is ours when one of our queues lists it,
    when our queue is its origin, or when its id names one of our games (`ai-<game id>-<version>`); a worker or
    scheduler when it serves one of our queues. Keys every queue shares (`rq:queues`, `rq:workers`) lose our
    members only.
    """
    mine = re.compile(re.escape(prefix) + r"(?![0-9A-Za-z_])")
    keys = {key.decode() for key in client.scan_iter(count=1000)}
    doomed = {key for key in keys if mine.search(key)}
    games = {found.group(1) for key in doomed if key.startswith(prefix) and (found := _GAME_KEY.search(key))}
    jobs: set[str] = set()
    for key in doomed:
        kind = key.split(":")
        if len(kind) == 3 and kind[0] == "rq" and kind[1] in _REGISTRIES:
            kept = client.type(key)
            if kept == b"list":
                jobs |= {job.decode() for job in client.lrange(key, 0, -1)}
            elif kept == b"zset":
                jobs |= {job.decode() for job in client.zrange(key, 0, -1)}
    hashes = sorted(key for key in keys if key.count(":") == 2 and key.split(":")[1] in ("job", "worker", "scheduler"))
    with client.pipeline(transaction=False) as pipe:
        for key in hashes:
            pipe.hmget(key, ["origin", "queues"])
        fields = pipe.execute(raise_on_error=False) if hashes else []
    owners: set[str] = set()
    for key, found in zip(hashes, fields, strict=True):
        if isinstance(found, Exception):  # not a hash after all
            continue
        origin, queues = found
        _rq, kind, name = key.split(":")
        served = [q for q in (queues or b"").decode().split(",") if q] + ([origin.decode()] if origin else [])
        if kind == "job" and (any(mine.match(q) for q in served) or any(game in name for game in games)):
            jobs.add(name)
        elif kind in ("worker", "scheduler") and any(mine.match(q) for q in served):
            owners.add(name)
    named = jobs | owners
    doomed |= {key for key in keys if key.startswith("rq:") and any(name in key for name in named)}
    for shared in ("rq:queues", "rq:workers"):
        members = [m for m in client.smembers(shared) if mine.search(m.decode()) or m.decode().split(":")[-1] in owners]
        if members:
            client.srem(shared, *members)
    if owners:
        doomed.add("rq:clean_groups")  # a worker's throttle for its clean-ups; a later worker sets it again
    doomed -= {"rq:queues", "rq:workers"}
    listed = sorted(doomed)
    for start in range(0, len(listed), 500):
        client.delete(*listed[start:start + 500])
    return len(listed)


@pytest.fixture
def key_prefix(redis_url: str) -> Iterator[str]:
    """A key prefix (and queue name) no other test shares; every key written under it is deleted afterwards."""
    prefix = f"yt-test-{secrets.token_hex(6)}"
    yield prefix
    with redis.Redis.from_url(redis_url) as client:
        forget(client, prefix)
