"""Turn clocks on real workers: a seat that does not move in time is moved for, exactly once."""

from __future__ import annotations

import asyncio
import datetime
import time
from collections.abc import Iterator
from typing import Any

import pytest
from litestar.testing import TestClient

from service.http.app import create_app
from service.usecases.timeouts import run_time_outs
from service.store.games import Store, state_redis
from tests.service.conftest import make_settings
from tests.service.helpers import bearer, create
from tests.workers.conftest import Workers, wait_until
from workers.sweeper import take_due_clocks

SLUG = "blink"
BASE = f"/v1/{SLUG}/games"
CLOCK = {"turn_seconds": 1, "timeouts_to_ai": 2}


def log_of(client: TestClient, game_id: str) -> list[dict[str, Any]]:
    return client.get(f"{BASE}/{game_id}/events", params={"limit": 500}).json()["events"]


def time_outs(client: TestClient, game_id: str) -> list[tuple[int, int]]:
    """(version, seat) of every time-out in the log."""
    return [
        (int(entry["id"].split("-")[0]), entry["event"]["seat"])
        for entry in log_of(client, game_id) if entry["event"]["type"] == "timed-out"
    ]


def two_people(client: TestClient, **body: Any) -> dict[str, Any]:
    people = [{"kind": "human", "name": "Alice"}, {"kind": "human", "name": "Bob"}]
    return create(client, SLUG, people, clock=CLOCK, seed=21, **body)


def test_the_view_shows_the_deadline_of_each_seat_the_game_waits_for(client: TestClient) -> None:
    created = two_people(client)
    view = client.get(f"{BASE}/{created['game_id']}").json()
    table = view["table"]
    assert table["turn_seconds"] == 1 and table["timeouts_to_ai"] == 2
    for seat in table["seats"]:
        assert (seat["deadline"] is not None) == (seat["seat"] in view["actors"]), seat
        assert seat["timeouts"] == 0


def test_a_seat_that_never_moves_is_moved_for_once_per_deadline_even_across_a_worker_restart(
    client: TestClient, workers: Workers
) -> None:
    first = workers.start()
    workers.start()
    created = two_people(client)
    game_id = created["game_id"]
    wait_until(lambda: len(time_outs(client, game_id)) >= 1, seconds=10)
    workers.kill(first)
    workers.start()
    # The second time-out in a row of a seat hands it to the greedy bot for good.
    wait_until(lambda: any(s["status"] == "ai" for s in client.get(f"{BASE}/{game_id}").json()["table"]["seats"]), 20)
    outs = time_outs(client, game_id)
    versions = [version for version, _seat in outs]
    assert len(versions) == len(set(versions)), f"two time-outs in one version: {outs}"
    view = client.get(f"{BASE}/{game_id}").json()
    handed = [seat for seat in view["table"]["seats"] if seat["status"] == "ai"]
    assert handed and all(seat["left"] for seat in handed)
    for seat in handed:
        assert [s for _v, s in outs].count(seat["seat"]) >= 2
    # Nothing but time-outs moved this game (and the bots once seats were handed over): every time-out is one
    # version, and no deadline was played for twice.
    entries = log_of(client, game_id)
    texts = [entry["text"] for entry in entries if entry["event"]["type"] == "timed-out"]
    assert all("ran out of time" in text for text in texts)


def test_a_move_after_the_time_out_is_too_late(client: TestClient, workers: Workers) -> None:
    created = two_people(client)
    game_id = created["game_id"]
    view = client.get(f"{BASE}/{game_id}").json()
    actor = view["actors"][0]
    token = created["seats"][actor]["token"]
    listed = client.get(f"{BASE}/{game_id}/legal-moves", headers=bearer(token)).json()
    workers.start()
    wait_until(lambda: len(time_outs(client, game_id)) >= 1, seconds=10)
    now = client.get(f"{BASE}/{game_id}").json()
    if actor in now["actors"]:
        pytest.skip("the bot's move left the same seat to act again")
    late = client.post(f"{BASE}/{game_id}/moves", json=listed["moves"][0], headers=bearer(token))
    assert late.status_code == 409 and late.json()["code"] == "too-late", late.text


def test_a_move_after_the_deadline_but_before_the_time_out_still_counts(client: TestClient, workers: Workers) -> None:
    created = two_people(client)
    game_id = created["game_id"]
    actor = client.get(f"{BASE}/{game_id}").json()["actors"][0]
    token = created["seats"][actor]["token"]
    move = client.get(f"{BASE}/{game_id}/legal-moves", headers=bearer(token)).json()["moves"][0]
    time.sleep(1.3)  # past the deadline, with no worker to play the time-out yet
    answer = client.post(f"{BASE}/{game_id}/moves", json=move, headers=bearer(token))
    assert answer.status_code == 200, answer.text
    assert not time_outs(client, game_id)
    seat = answer.json()["table"]["seats"][actor]
    assert seat["timeouts"] == 0


def test_concurrent_time_out_runs_play_each_expired_decision_once(client: TestClient, settings_for_store: Any) -> None:
    created = two_people(client)
    game_id = created["game_id"]
    later = time.time() + 5  # a clock a few seconds ahead: every deadline of now has passed

    async def race() -> list[int]:
        redis = state_redis(settings_for_store)
        store = Store(redis, prefix=settings_for_store.key_prefix)
        try:
            done = await asyncio.gather(
                *(run_time_outs(store, game_id, settings_for_store, now=later) for _ in range(6))
            )
            return [result.moves for result in done]
        finally:
            await redis.aclose()

    moves = asyncio.run(race())
    assert sum(moves) == 1, moves
    assert len(time_outs(client, game_id)) == 1


@pytest.fixture
def settings_for_store(redis_url: str, key_prefix: str) -> Iterator[Any]:
    yield make_settings(redis_url, key_prefix)


def test_an_unclocked_game_has_no_deadlines(redis_url: str, key_prefix: str) -> None:
    with TestClient(create_app(make_settings(redis_url, key_prefix))) as client:
        created = create(client, SLUG, [{"kind": "human"}, {"kind": "human"}])
        table = client.get(f"{BASE}/{created['game_id']}").json()["table"]
        assert table["turn_seconds"] is None
        assert all(seat["deadline"] is None for seat in table["seats"])


def test_a_seat_asked_again_soon_after_a_time_out_is_timed_out_again(
    client: TestClient, env: dict[str, str]
) -> None:
    # A grace time far longer than the test: a time-out that is not queued when its deadline passes waits for it.
    pool = Workers({**env, "YULETIDE_AI_GRACE_SECONDS": "600"})
    try:
        pool.start()
        created = create(client, SLUG, [{"kind": "human"}, {"kind": "human"}], clock={"turn_seconds": 1}, seed=21)
        game_id = created["game_id"]
        # Each time-out asks a seat anew at once, with a deadline a second later: three in a row, three seconds.
        outs = wait_until(lambda: len(found := time_outs(client, game_id)) >= 3 and found, seconds=20)
    finally:
        pool.stop_all()
    versions = [version for version, _seat in outs]
    assert versions == sorted(set(versions)), f"one time-out per version: {outs}"


def test_of_several_sweepers_one_takes_each_decision_and_the_next_one_as_soon_as_it_is_due(
    client: TestClient, redis_url: str, key_prefix: str
) -> None:
    settings = make_settings(redis_url, key_prefix, ai_grace_seconds=600)
    game_id = two_people(client)["game_id"]

    async def at(now: float, *work: Any) -> Any:
        redis_client = state_redis(settings)
        store = Store(redis_client, prefix=settings.key_prefix)
        try:
            return await asyncio.gather(*(step(store, now) for step in work))
        finally:
            await redis_client.aclose()

    def sweeper(store: Store, now: float) -> Any:
        return take_due_clocks(store, settings, now)

    def timer(store: Store, now: float) -> Any:
        return run_time_outs(store, game_id, settings, now=now)

    first = client.get(f"{BASE}/{game_id}").json()
    (seat,) = first["actors"]
    taken = asyncio.run(at(deadline_of(first) + 0.1, sweeper, sweeper, sweeper, sweeper))
    assert sorted(taken) == [[], [], [], [(game_id, 1, seat, 0)]], "four sweepers at once, one takes the decision"
    assert asyncio.run(at(deadline_of(first) + 0.2, sweeper)) == [[]], "taken, it is not taken again"

    # The time-out is played (here, by hand, half a second later) and asks the other seat at once: its deadline,
    # a second on and well within the grace time, is a decision of its own, taken as soon as it passes.
    (done,) = asyncio.run(at(deadline_of(first) + 0.5, timer))
    assert done.moves == 1
    second = client.get(f"{BASE}/{game_id}").json()
    (next_seat,) = second["actors"]
    assert next_seat != seat
    assert asyncio.run(at(deadline_of(second) - 0.1, sweeper)) == [[]], "not before its deadline"
    taken = asyncio.run(at(deadline_of(second) + 0.1, sweeper, sweeper))
    assert sorted(taken) == [[], [(game_id, 2, next_seat, 0)]]


def deadline_of(view: dict[str, Any]) -> float:
    """The earliest deadline a view shows, as a timestamp."""
    at = min(seat["deadline"] for seat in view["table"]["seats"] if seat["deadline"] is not None)
    return datetime.datetime.fromisoformat(at.replace("Z", "+00:00")).timestamp()
