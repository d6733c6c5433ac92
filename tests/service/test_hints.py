"""Hints (`GET .../hint`) on the real Redis with no worker running: who may ask, what is queued and charged, the
202 answer while the hint is worked out, hints off, and the embedded server working hints out in a thread."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator
from typing import Any

import pytest
import redis
from litestar.testing import TestClient
from rq import Queue
from rq.serializers import JSONSerializer

from domain.ai import expert
from service.usecases import hints
from service.http.app import create_app
from service.support.settings import Settings
from service.store.games import Store, state_redis
from tests.service.conftest import make_settings
from tests.service.helpers import bearer, create, play_randomly

SLUG = "blink"  # two seats, short games; seat 0 moves first
BASE = f"/v1/{SLUG}/games"
SMALL = {"hint_seconds": 0.05, "hint_iterations": 60}  # a quick search: these tests are about the plumbing


@pytest.fixture
def settings(redis_url: str, key_prefix: str) -> Settings:
    """No worker runs here, and the API does not wait: every new hint answers 202 at once."""
    return make_settings(redis_url, key_prefix, hint_wait_seconds=0, **SMALL)


@pytest.fixture
def client(settings: Settings) -> Iterator[TestClient]:
    with TestClient(create_app(settings)) as test_client:
        yield test_client


def two_players(client: TestClient, **body: Any) -> tuple[str, str, str, int]:
    """A new game of Alice and Bob: its id, the token of the seat asked to act first, the other's, and that seat."""
    created = create(client, SLUG, [{"kind": "human", "name": "Alice"}, {"kind": "human", "name": "Bob"}], **body)
    game_id = created["game_id"]
    tokens = [seat["token"] for seat in created["seats"]]
    (asked,) = client.get(f"{BASE}/{game_id}").json()["actors"]
    return game_id, tokens[asked], tokens[1 - asked], asked


def hint_queue(settings: Settings) -> Queue:
    return Queue(settings.hint_queue, connection=redis.Redis.from_url(settings.redis_url), serializer=JSONSerializer)


def work_out(settings: Settings, game_id: str, version: int, seat: int) -> bool:
    """What `workers.jobs.compute_hint` does, run here: work the hint out and keep it."""

    async def run() -> bool:
        connection = state_redis(settings)
        try:
            store = Store(connection, prefix=settings.key_prefix, idle_ttl=settings.idle_ttl_seconds)
            return await hints.work_out(store, game_id, version, seat, settings)
        finally:
            await connection.aclose()

    return asyncio.run(run())


def assert_problem(answer: Any, status: int, code: str) -> dict[str, Any]:
    assert answer.status_code == status, answer.text
    assert answer.headers["content-type"].startswith("application/problem+json")
    assert answer.json()["code"] == code
    return answer.json()


def test_a_new_hint_answers_202_with_retry_after_and_location_and_queues_one_job(
    client: TestClient, settings: Settings
) -> None:
    game_id, asked, _other, seat = two_players(client)
    path = f"{BASE}/{game_id}/hint"
    first = client.get(path, headers=bearer(asked))
    assert first.status_code == 202, first.text
    assert first.headers["retry-after"] == "1"
    assert first.headers["location"] == path
    assert first.json() == {"status": "computing", "version": 1, "retry_after": 1}
    again = client.get(path, headers=bearer(asked))
    assert again.status_code == 202
    assert hint_queue(settings).job_ids == [f"hint-{game_id}-1-{seat}"], "asking again collapses onto the one job"


def test_a_hint_worked_out_is_a_legal_move_labelled_as_legal_moves_labels_it_and_posting_it_is_accepted(
    client: TestClient, settings: Settings
) -> None:
    game_id, asked, _other, seat = two_players(client, seed=4)
    assert work_out(settings, game_id, 1, seat)
    answer = client.get(f"{BASE}/{game_id}/hint", headers=bearer(asked))
    assert answer.status_code == 200, answer.text
    assert answer.headers["cache-control"] == "no-store"
    hint = answer.json()
    assert hint_queue(settings).job_ids == [], "a hint already worked out is answered at once, with no job"
    listed = client.get(f"{BASE}/{game_id}/legal-moves", headers=bearer(asked)).json()
    label_of = {repr(move): label for move, label in zip(listed["moves"], listed["labels"], strict=True)}
    assert (hint["version"], hint["seat"]) == (1, seat)
    assert hint["label"] == label_of[repr(hint["move"])]
    assert 1 <= len(hint["candidates"]) <= 3 and hint["candidates"][0]["move"] == hint["move"]
    for candidate in hint["candidates"]:
        assert candidate["label"] == label_of[repr(candidate["move"])]
        assert 0 <= candidate["win_chance"] <= 1 and candidate["expected_points"] is None
        assert candidate["playouts"] >= 1
    assert hint["iterations"] >= 1 and hint["text"].startswith(f"The expert suggests: {hint['label']}.")
    posted = client.post(f"{BASE}/{game_id}/moves", json=hint["move"], headers=bearer(asked))
    assert posted.status_code == 200, posted.text


def test_a_solo_hint_expects_points_instead_of_a_win_chance(client: TestClient, settings: Settings) -> None:
    created = create(client, "xmas-sweater", [{"kind": "human"}], seed=3)
    assert work_out(settings, created["game_id"], 1, 0)
    hint = client.get(f"/v1/xmas-sweater/games/{created['game_id']}/hint", headers=bearer(created["seats"][0]["token"]))
    assert hint.status_code == 200, hint.text
    for candidate in hint.json()["candidates"]:
        assert candidate["win_chance"] is None and candidate["margin"] is None
        assert isinstance(candidate["expected_points"], float)


def test_a_hint_needs_the_seats_token_and_refuses_others_as_legal_moves_does(client: TestClient) -> None:
    game_id, _asked, _other, _seat = two_players(client)
    path = f"{BASE}/{game_id}/hint"
    detail = assert_problem(client.get(path), 401, "invalid-token")["detail"]
    assert "token" in detail, "a spectator is told a hint is for a seat"
    for headers in ({"Authorization": "Bearer made-up"}, {"Authorization": "Basic abc"}):
        listed = client.get(f"{BASE}/{game_id}/legal-moves", headers=headers)
        assert_problem(client.get(path, headers=headers), listed.status_code, listed.json()["code"])
    twice = [("Authorization", "Bearer a"), ("Authorization", "Bearer b")]
    listed = client.get(f"{BASE}/{game_id}/legal-moves", headers=twice)
    assert_problem(client.get(path, headers=twice), listed.status_code, listed.json()["code"])
    assert_problem(client.get(f"{BASE}/{'x' * 22}/hint", headers=bearer("made-up")), 404, "game-not-found")


def test_a_seat_the_game_is_not_waiting_for_gets_not_your_turn_naming_nobody_and_nothing_is_queued(
    client: TestClient, settings: Settings
) -> None:
    game_id, _asked, other, _seat = two_players(client)
    detail = assert_problem(client.get(f"{BASE}/{game_id}/hint", headers=bearer(other)), 409, "not-your-turn")["detail"]
    assert not any(word in detail for word in ("Alice", "Bob", "0", "1")), "it says nothing of who is asked"
    assert hint_queue(settings).job_ids == []


def test_a_game_created_with_hints_off_answers_403_hints_off_and_so_does_its_rematch(client: TestClient) -> None:
    on, *_ = two_players(client)
    assert client.get(f"{BASE}/{on}").json()["table"]["hints"] is True
    created = create(client, SLUG, [{"kind": "human"}, {"kind": "human"}], hints=False, seed=2)
    game_id, alice = created["game_id"], created["seats"][0]["token"]
    assert client.get(f"{BASE}/{game_id}").json()["table"]["hints"] is False
    assert_problem(client.get(f"{BASE}/{game_id}/hint", headers=bearer(alice)), 403, "hints-off")
    play_randomly(client, SLUG, created, seed=1)
    rematch = client.post(f"{BASE}/{game_id}/rematch", headers=bearer(alice)).json()
    assert client.get(f"{BASE}/{rematch['game_id']}").json()["table"]["hints"] is False
    hint = client.get(f"{BASE}/{rematch['game_id']}/hint", headers=bearer(rematch["token"]))
    assert_problem(hint, 403, "hints-off")  # whether or not the game waits for that seat


def test_a_cancelled_game_gives_no_hint(client: TestClient) -> None:
    created = create(client, SLUG, [{"kind": "human"}, {"kind": "human"}])
    game_id, alice = created["game_id"], created["seats"][0]["token"]
    assert client.post(f"{BASE}/{game_id}/cancel", headers=bearer(created["host_token"])).status_code == 200
    assert_problem(client.get(f"{BASE}/{game_id}/hint", headers=bearer(alice)), 409, "game-cancelled")


def test_each_new_hint_is_charged_once_to_the_clients_ai_budget_and_past_it_is_refused_with_429(
    redis_url: str, key_prefix: str
) -> None:
    settings = make_settings(redis_url, key_prefix, hint_wait_seconds=0, ai_budget="2/hour", **SMALL)
    with TestClient(create_app(settings)) as client:
        first, second, third = (two_players(client) for _ in range(3))
        assert client.get(f"{BASE}/{first[0]}/hint", headers=bearer(first[1])).status_code == 202  # 1 of 2
        assert client.get(f"{BASE}/{first[0]}/hint", headers=bearer(first[1])).status_code == 202  # the same hint
        assert client.get(f"{BASE}/{second[0]}/hint", headers=bearer(second[1])).status_code == 202  # 2 of 2
        refused = client.get(f"{BASE}/{third[0]}/hint", headers=bearer(third[1]))
        problem = assert_problem(refused, 429, "rate-limited")
        assert "2 units of AI work per hour" in problem["detail"] and "a hint costs 1" in problem["detail"]
        assert 1 <= int(refused.headers["retry-after"]) <= 3600
        assert_problem(client.get(f"{BASE}/{third[0]}/hint", headers=bearer(third[1])), 429, "rate-limited")
        assert f"hint-{third[0]}-1-{third[3]}" not in hint_queue(settings).job_ids, "a refused hint queues no job"
        expert = client.post(BASE, json={"seats": [{"kind": "human"}, {"kind": "ai", "level": "expert"}]})
        assert_problem(expert, 429, "rate-limited")  # hints and AI seats share the one budget
        assert work_out(settings, first[0], 1, first[3])
        assert client.get(f"{BASE}/{first[0]}/hint", headers=bearer(first[1])).status_code == 200, (
            "a hint already worked out costs nothing more"
        )


def test_a_hint_for_a_version_the_game_has_left_is_never_kept_or_served(client: TestClient, settings: Settings) -> None:
    created = create(client, "xmas-sweater", [{"kind": "human"}], seed=5)
    game_id, token = created["game_id"], created["seats"][0]["token"]
    path = f"/v1/xmas-sweater/games/{game_id}/hint"
    assert client.get(path, headers=bearer(token)).status_code == 202  # a job for version 1 is queued
    move = client.get(f"/v1/xmas-sweater/games/{game_id}/legal-moves", headers=bearer(token)).json()["moves"][0]
    assert client.post(f"/v1/xmas-sweater/games/{game_id}/moves", json=move, headers=bearer(token)).status_code == 200
    assert not work_out(settings, game_id, 1, 0), "the job for version 1 finds the game moved on"
    assert redis.Redis.from_url(settings.redis_url).get(f"{settings.key_prefix}:{{{game_id}}}:hint:1:0") is None
    pending = client.get(path, headers=bearer(token))
    assert pending.status_code == 202 and pending.json()["version"] == 2
    assert work_out(settings, game_id, 2, 0)
    hint = client.get(path, headers=bearer(token)).json()
    assert hint["version"] == 2
    legal = client.get(f"/v1/xmas-sweater/games/{game_id}/legal-moves", headers=bearer(token)).json()["moves"]
    assert hint["move"] in legal


def test_the_hint_is_kept_beside_the_game_in_its_hash_slot_for_ten_minutes(
    client: TestClient, settings: Settings
) -> None:
    game_id, _asked, _other, seat = two_players(client)
    assert work_out(settings, game_id, 1, seat)
    key = f"{settings.key_prefix}:{{{game_id}}}:hint:1:{seat}"
    assert 0 < redis.Redis.from_url(settings.redis_url).ttl(key) <= hints.HINT_TTL == 600


# --- the embedded store: no Redis server, no workers ----------------------------------------------------------------


def embedded(**overrides: Any) -> Settings:
    return Settings(allow_seeds=True, rate_limit="0/minute", ai_budget="0/hour", **overrides)


def test_the_embedded_server_works_a_hint_out_by_itself_and_its_move_is_accepted() -> None:
    with TestClient(create_app(embedded(**SMALL))) as client:
        created = create(client, SLUG, [{"kind": "human"}, {"kind": "human"}], seed=2)  # seat 0 asked first
        game_id, alice = created["game_id"], created["seats"][0]["token"]
        answer = client.get(f"{BASE}/{game_id}/hint", headers=bearer(alice))
        assert answer.status_code == 200, answer.text
        legal = client.get(f"{BASE}/{game_id}/legal-moves", headers=bearer(alice)).json()["moves"]
        assert answer.json()["move"] in legal
        assert (
            client.post(f"{BASE}/{game_id}/moves", json=answer.json()["move"], headers=bearer(alice)).status_code == 200
        )


def test_the_embedded_server_searches_in_a_thread_and_keeps_answering_meanwhile(monkeypatch: pytest.MonkeyPatch) -> None:
    # The search runs out its two seconds: it may not stop early once the heuristic's move is clearly ahead.
    monkeypatch.setattr(expert, "SETTLED_AFTER", 10**9)
    settings = embedded(hint_seconds=2.0, hint_iterations=10**7, hint_wait_seconds=0)
    with TestClient(create_app(settings)) as client:
        created = create(client, "xmas-sweater", [{"kind": "human"}], seed=1)
        game_id, token = created["game_id"], created["seats"][0]["token"]
        path = f"/v1/xmas-sweater/games/{game_id}/hint"
        began = time.monotonic()
        assert client.get(path, headers=bearer(token)).status_code == 202
        assert client.get(f"/v1/xmas-sweater/games/{game_id}").status_code == 200
        assert time.monotonic() - began < 1.0, "a two-second search held up the event loop"
        while (answer := client.get(path, headers=bearer(token))).status_code == 202:
            assert time.monotonic() - began < 30, "the hint was never worked out"
            time.sleep(0.2)
        assert answer.status_code == 200 and time.monotonic() - began >= 1.5
