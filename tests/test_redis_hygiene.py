"""The tests leave the shared Redis as they found it: each deletes what it wrote, RQ's keys included, and a run
that leaves a key behind fails."""

from __future__ import annotations

import datetime
import os
import secrets
import subprocess
import sys
from pathlib import Path

import redis
from rq import Queue, SimpleWorker

from tests.conftest import CLAIM, RunDatabase, forget

ROOT = Path(__file__).resolve().parents[1]


def rq_traces(connection: redis.Redis, prefix: str, names: set[str]) -> set[str]:
    """Keys that name the prefix, or a job, worker or game of it, and set members that name its queues."""
    found = {
        key.decode() for key in connection.scan_iter(count=1000)
        if prefix in key.decode() or any(name in key.decode() for name in names)
    }
    for shared in ("rq:queues", "rq:workers"):
        found |= {f"{shared} holds {m.decode()}" for m in connection.smembers(shared) if prefix in m.decode()}
    return found


def busy_queue(connection: redis.Redis, prefix: str) -> set[str]:
    """What a test with workers leaves in Redis: a game's keys, and jobs that ran, failed, wait and are scheduled
    on its queues, run by a worker of its own. Returns the job ids and the worker's name."""
    game_id = secrets.token_urlsafe(16)
    connection.hset(f"{prefix}:{{{game_id}}}:game", "version", 1)
    connection.zadd(f"{prefix}:ai-due:{prefix}", {game_id: 1})
    queue = Queue(prefix, connection=connection)
    hints = Queue(f"{prefix}-hints", connection=connection)
    done = queue.enqueue_call("builtins.len", args=("abc",), job_id=f"ai-{game_id}-1", result_ttl=300)
    failed = hints.enqueue_call("builtins.divmod", args=(1, 0), job_id=f"hint-{game_id}-1-0", failure_ttl=3600)
    worker = SimpleWorker([hints, queue], connection=connection)
    worker.work(burst=True, with_scheduler=True)
    # A job queued after the workers stopped (nobody runs it: it has no expiry), and one scheduled for later.
    waiting = queue.enqueue_call("builtins.len", args=("abc",), job_id=f"ai-{game_id}-2")
    later = queue.enqueue_in(datetime.timedelta(hours=1), "builtins.len", "abc")
    return {game_id, done.id, failed.id, waiting.id, later.id, worker.name}


def test_forget_deletes_what_a_test_with_rq_workers_wrote_and_nothing_of_another_test(redis_url: str) -> None:
    ours, theirs = f"yt-test-{secrets.token_hex(6)}", f"yt-test-{secrets.token_hex(6)}"
    with redis.Redis.from_url(redis_url) as connection:
        try:
            our_names = busy_queue(connection, ours)
            their_names = busy_queue(connection, theirs)
            left_by_us = rq_traces(connection, ours, our_names)
            theirs_before = rq_traces(connection, theirs, their_names)
            assert any(key.startswith("rq:job:ai-") for key in left_by_us), left_by_us
            assert any(key.startswith("rq:worker:") for key in left_by_us), left_by_us
            assert any(key.startswith("rq:results:") for key in left_by_us), left_by_us

            assert forget(connection, ours) >= len(left_by_us) - 2  # the two set members are removed, not deleted
            assert rq_traces(connection, ours, our_names) == set()
            assert rq_traces(connection, theirs, their_names) == theirs_before, "another test's keys were touched"
        finally:
            forget(connection, ours)
            forget(connection, theirs)
        assert rq_traces(connection, theirs, their_names) == set()


def test_a_run_that_leaves_a_key_behind_fails_and_names_it(tmp_path: Path, redis_url: str) -> None:
    (tmp_path / "test_untidy.py").write_text(
        "import redis\n\n\n"
        "def test_writes_and_forgets(redis_url):\n"
        "    redis.Redis.from_url(redis_url).set('yt-test-left-behind', 1)\n\n\n"
        "def test_writes_and_deletes(redis_url, key_prefix):\n"
        "    redis.Redis.from_url(redis_url).set(f'{key_prefix}:tidy', 1)\n"
    )
    env = {**os.environ, "YULETIDE_TEST_REDIS_URL": redis_url, "PYTHONPATH": str(ROOT)}
    command = [sys.executable, "-m", "pytest", "-p", "tests.conftest", "-p", "no:cacheprovider", "-q", str(tmp_path)]
    untidy = subprocess.run(command, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert untidy.returncode == 1, untidy.stdout + untidy.stderr
    assert "2 passed" in untidy.stdout and "left 1 Redis key(s) behind" in untidy.stdout, untidy.stdout
    assert "yt-test-left-behind" in untidy.stdout

    (tmp_path / "test_untidy.py").unlink()
    (tmp_path / "test_tidy.py").write_text(
        "import redis\n\n\n"
        "def test_writes_and_deletes(redis_url, key_prefix):\n"
        "    redis.Redis.from_url(redis_url).set(f'{key_prefix}:tidy', 1)\n\n\n"
        "def test_a_burst_worker_throttles_group_clean_ups(redis_url):\n"
        "    redis.Redis.from_url(redis_url).set('rq:clean_groups', 1, ex=60)  # as any RQ worker does at start\n"
    )
    tidy = subprocess.run(command, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert tidy.returncode == 0, tidy.stdout + tidy.stderr
    assert "Redis key" not in tidy.stdout


def test_a_run_claims_a_database_nobody_uses(redis_url: str) -> None:
    """Another run on the same server gets a database of its own: never one claimed, nor one in use unclaimed."""
    first = RunDatabase.claim(redis_url)
    assert first is not None
    second = third = None
    try:
        second = RunDatabase.claim(redis_url)
        assert second is not None and second.number != first.number
        # Somebody writes to the first database without a claim: no run takes it.
        with redis.Redis.from_url(first.url) as client:
            client.set("yt-test-someone-elses", 1)
        with redis.Redis.from_url(redis_url) as claims:
            claims.delete(CLAIM.format(number=first.number))
        third = RunDatabase.claim(redis_url)
        assert third is not None and third.number not in (first.number, second.number)
        with redis.Redis.from_url(first.url) as client:
            assert client.get("yt-test-someone-elses") == b"1", "a run emptied a database it did not claim"
    finally:
        for database in (third, second):
            if database is not None:
                database.release()
        with redis.Redis.from_url(first.url) as client:
            client.delete("yt-test-someone-elses")
