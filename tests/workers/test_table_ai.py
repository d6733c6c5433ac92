"""A seat that changes hands to the AI is played by the workers from then on."""

from __future__ import annotations

from litestar.testing import TestClient

from tests.service.helpers import bearer, create
from tests.workers.conftest import Workers, wait_until

SLUG = "blink"
BASE = f"/v1/{SLUG}/games"


def test_a_seat_whose_player_leaves_on_their_turn_is_played_by_the_greedy_bot(
    client: TestClient, workers: Workers
) -> None:
    workers.start()
    created = create(client, SLUG, [{"kind": "human", "name": "Alice"}, {"kind": "human", "name": "Bob"}], seed=11)
    game_id = created["game_id"]
    actor = client.get(f"{BASE}/{game_id}").json()["actors"][0]
    token = created["seats"][actor]["token"]
    left = client.post(f"{BASE}/{game_id}/seats/{actor}/leave", headers=bearer(token))
    assert left.status_code == 200, left.text
    version = left.json()["version"]

    def moved() -> bool:
        current = client.get(f"{BASE}/{game_id}").json()
        return current["version"] > version and (current["finished"] or actor not in current["actors"])

    wait_until(moved, seconds=30)


def test_the_host_hands_an_open_seat_to_the_ai_and_the_game_goes_on(client: TestClient, workers: Workers) -> None:
    workers.start()
    created = create(client, SLUG, [{"kind": "open"}, {"kind": "open"}], seed=12)
    game_id, host = created["game_id"], created["host_token"]
    for seat in (0, 1):
        answer = client.post(f"{BASE}/{game_id}/seats/{seat}/ai", headers=bearer(host), json={"level": "greedy"})
        assert answer.status_code == 200, answer.text
        assert answer.json()["table"]["seats"][seat]["status"] == "ai"
    wait_until(lambda: client.get(f"{BASE}/{game_id}").json()["finished"], seconds=60)
