"""G-6 over HTTP: two API processes on the real Redis take the same nose race at the same moment; one wins.

Two seats still have to touch their nose; both post `touch-nose` from their own app (as two API replicas
would) behind a barrier. The store's compare-and-set applies one; the other is re-validated against the new
state and refused as `too-late` (409): its race is over and the last seat took its Pattern card.
"""

from __future__ import annotations

import random
import threading
from collections import Counter
from typing import Any

from litestar.testing import TestClient

from service.http.app import create_app
from tests.service.conftest import make_settings
from tests.service.helpers import bearer, create

SLUG = "reindeers-nose"
TOUCH = {"type": "touch-nose"}


def _moves(client: TestClient, game_id: str, token: str) -> list[dict[str, Any]]:
    return client.get(f"/v1/{SLUG}/games/{game_id}/legal-moves", headers=bearer(token)).json()["moves"]


def _post(client: TestClient, game_id: str, token: str, move: dict[str, Any]):
    return client.post(f"/v1/{SLUG}/games/{game_id}/moves", json=move, headers=bearer(token))


def _pass_until_a_set(client: TestClient, game_id: str, tokens: list[str]) -> int:
    """Every seat passes a colour it holds least (ties drawn) until one seat may touch its nose; returns that seat."""
    rng = random.Random(1)
    for _tick in range(200):
        for seat, token in enumerate(tokens):
            if TOUCH in _moves(client, game_id, token):
                return seat
        for token in tokens:
            hand = Counter(client.get(f"/v1/{SLUG}/games/{game_id}", headers=bearer(token)).json()["hand"])
            moves = _moves(client, game_id, token)
            fewest = min(hand[m["colour"]] for m in moves)
            move = rng.choice([m for m in moves if hand[m["colour"]] == fewest])
            assert _post(client, game_id, token, move).status_code == 200
    raise AssertionError("no seat collected four matching bulbs")


def test_two_clients_touching_at_the_same_moment_get_one_200_and_one_too_late(redis_url: str, key_prefix: str) -> None:
    settings = make_settings(redis_url, key_prefix)
    with TestClient(create_app(settings)) as first, TestClient(create_app(settings)) as second:
        created = create(first, SLUG, [{"kind": "human"}] * 4, seed=3)
        game_id, tokens = created["game_id"], [seat["token"] for seat in created["seats"]]
        opener = _pass_until_a_set(first, game_id, tokens)
        assert _post(first, game_id, tokens[opener], TOUCH).status_code == 200
        follower = (opener + 1) % 4
        assert _post(first, game_id, tokens[follower], TOUCH).status_code == 200
        dealt = first.get(f"/v1/{SLUG}/games/{game_id}").json()["hand_number"]
        racers = [seat for seat in range(4) if seat not in (opener, follower)]
        barrier = threading.Barrier(2)
        answers: dict[int, Any] = {}

        def touch(client: TestClient, seat: int) -> None:
            barrier.wait()
            answers[seat] = _post(client, game_id, tokens[seat], TOUCH)

        threads = [threading.Thread(target=touch, args=pair) for pair in zip((first, second), racers)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        statuses = sorted(answer.status_code for answer in answers.values())
        assert statuses == [200, 409], [answer.text for answer in answers.values()]
        late = next(seat for seat, answer in answers.items() if answer.status_code == 409)
        assert answers[late].json()["code"] == "too-late"
        view = first.get(f"/v1/{SLUG}/games/{game_id}").json()
        assert view["pattern_counts"][late] == 1 and sum(view["pattern_counts"]) == 1
        assert view["hand_number"] == dealt + 1 and view["touched"] == []
