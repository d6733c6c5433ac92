"""AI seats played by real `yuletide worker` processes on the real Redis: never stuck, never twice."""

from __future__ import annotations

import time

from litestar.testing import TestClient

from tests.service.helpers import bearer
from tests.workers.conftest import SLUG, Workers, versions_in_log, wait_until


def test_after_a_human_move_the_ai_seat_moves_within_seconds(client: TestClient, workers: Workers) -> None:
    workers.start()
    created = client.post(
        f"/v1/{SLUG}/games", json={"seats": [{"kind": "human"}, {"kind": "ai", "level": "greedy"}], "seed": 3}
    ).json()
    game_id, token = created["game_id"], created["seats"][0]["token"]
    move = client.get(f"/v1/{SLUG}/games/{game_id}/legal-moves", headers=bearer(token)).json()["moves"][0]
    assert client.post(f"/v1/{SLUG}/games/{game_id}/moves", json=move, headers=bearer(token)).status_code == 200
    # create (1), the AI's and the human's commits for roll 1 (2, 3), the AI's commit for roll 2 (4).
    view = wait_until(lambda: (v := client.get(f"/v1/{SLUG}/games/{game_id}").json())["version"] >= 4 and v, 30)
    assert view["actors"] == [0], "the next roll waits for the human only"
    assert view["version"] == 4


def test_a_solo_game_is_played_to_the_end_by_the_ai_alone(client: TestClient, workers: Workers) -> None:
    workers.start()
    created = client.post(f"/v1/{SLUG}/games", json={"seats": [{"kind": "ai", "level": "greedy"}], "seed": 8}).json()
    game_id = created["game_id"]
    final = wait_until(lambda: (v := client.get(f"/v1/{SLUG}/games/{game_id}").json())["finished"] and v, 120)
    assert final["actors"] == []
    assert client.get(f"/v1/{SLUG}/games/{game_id}/score").json()["final"] is True


def test_two_workers_on_one_queue_finish_every_game_without_a_double_move(
    client: TestClient, workers: Workers
) -> None:
    workers.start()
    workers.start()
    seats = [{"kind": "ai", "level": "random"}] * 3
    game_ids = [
        client.post(f"/v1/{SLUG}/games", json={"seats": seats, "seed": seed}).json()["game_id"] for seed in range(6)
    ]
    for game_id in game_ids:
        final = wait_until(lambda g=game_id: (v := client.get(f"/v1/{SLUG}/games/{g}").json())["finished"] and v, 180)
        logged = versions_in_log(client, game_id)
        assert logged == sorted(logged)
        assert max(logged) == final["version"], "the last write is the last thing logged"
        board = client.get(f"/v1/{SLUG}/games/{game_id}/score").json()
        assert board["final"] is True


def test_a_worker_killed_mid_game_leaves_it_to_be_finished_by_another(
    client: TestClient, env: dict[str, str]
) -> None:
    # A short lease and grace time so the recovery is quick to watch; nothing else helps it along.
    pool = Workers({**env, "YULETIDE_AI_LEASE_MS": "1500", "YULETIDE_AI_GRACE_SECONDS": "1"})
    try:
        first = pool.start()
        seats = [{"kind": "ai", "level": "expert"}, {"kind": "ai", "level": "expert"}]
        game_id = client.post(f"/v1/{SLUG}/games", json={"seats": seats, "seed": 21}).json()["game_id"]
        wait_until(lambda: client.get(f"/v1/{SLUG}/games/{game_id}").json()["version"] >= 4, 60)
        pool.kill(first)
        stalled = client.get(f"/v1/{SLUG}/games/{game_id}").json()
        assert not stalled["finished"]
        time.sleep(1.0)
        assert client.get(f"/v1/{SLUG}/games/{game_id}").json()["version"] == stalled["version"], "nobody plays"
        killed = time.monotonic()
        pool.start()
        wait_until(lambda: client.get(f"/v1/{SLUG}/games/{game_id}").json()["version"] > stalled["version"], 30)
        assert time.monotonic() - killed < 15, "the game was picked up again within seconds"
        final = wait_until(lambda: (v := client.get(f"/v1/{SLUG}/games/{game_id}").json())["finished"] and v, 240)
        logged = versions_in_log(client, game_id)
        assert logged == sorted(logged) and max(logged) == final["version"]
        assert client.get(f"/v1/{SLUG}/games/{game_id}/score").json()["final"] is True
    finally:
        pool.stop_all()


def test_a_worker_serves_metrics_of_the_jobs_it_ran(client: TestClient, env: dict[str, str]) -> None:
    import httpx

    from tests.service.helpers import free_port

    port = free_port()
    pool = Workers({**env, "YULETIDE_WORKER_METRICS_PORT": str(port)})
    pool.start()
    try:
        created = client.post(f"/v1/{SLUG}/games", json={"seats": [{"kind": "ai", "level": "random"}], "seed": 4}).json()
        wait_until(lambda: client.get(f"/v1/{SLUG}/games/{created['game_id']}").json()["finished"], 60)
        text = wait_until(lambda: _scrape(httpx, port), 20)
        assert 'yuletide_ai_jobs_total{outcome="done"}' in text
        assert 'yuletide_moves_applied_total{game="xmas-sweater"}' in text
    finally:
        pool.stop_all()


def _scrape(httpx, port: int) -> str | None:
    try:
        text = httpx.get(f"http://127.0.0.1:{port}/metrics", timeout=1).text
    except httpx.HTTPError:
        return None
    return text if 'outcome="done"' in text else None


def test_only_race_steps_make_bots_wait_their_reaction_delay() -> None:
    from service.usecases import autoplay

    class RaceGame:
        def is_race(self, state: object) -> bool:
            return state == "race"

    assert autoplay.is_race(RaceGame(), "race") and not autoplay.is_race(RaceGame(), "turn")
    assert not autoplay.is_race(object(), "race"), "a game without race steps never waits"
