"""What the host token may do with each seat, tried as a host who wants a seat that is not theirs would.

The host manages the table: it may hand any seat a person or nobody holds to the AI and cancel the game. It never
obtains a token for a seat a person claimed or that a rematch reserved for a player of the game before; it may
replace only the tokens it handed out itself at creation.
"""

from __future__ import annotations

from typing import Any

import pytest
from litestar.testing import TestClient

from tests.service.helpers import bearer, create, play_randomly

SLUG = "blink"  # two to five seats, short games
BASE = f"/v1/{SLUG}/games"

# What the host's two seat actions answer for a seat of each status: (status code, problem code or None).
EXPECTED = {
    "open": {"token": (409, "seat-not-human"), "ai": (200, None)},
    "created-human": {"token": (200, None), "ai": (200, None)},
    "claimed-human": {"token": (403, "seat-held"), "ai": (200, None)},
    "bot": {"token": (409, "seat-not-human"), "ai": (409, "seat-not-human")},
    "left": {"token": (409, "seat-not-human"), "ai": (409, "seat-not-human")},
    "rematch-asker": {"token": (403, "seat-held"), "ai": (200, None)},
    "rematch-reserved": {"token": (403, "seat-held"), "ai": (200, None)},
    "rematch-taken-up": {"token": (403, "seat-held"), "ai": (200, None)},
}


def _table(client: TestClient) -> tuple[str, str, dict[str, int], dict[int, str]]:
    """A game with a seat of every status a first game has; returns its id, host token, seats by status and the
    players' tokens by seat."""
    created = create(
        client, SLUG,
        [{"kind": "human", "name": "Alice"}, {"kind": "open"}, {"kind": "open"}, {"kind": "ai", "level": "random"},
         {"kind": "human", "name": "Dave"}],
    )
    game_id = created["game_id"]
    code = created["seats"][2]["invitation"]
    bob = client.post(f"{BASE}/{game_id}/seats/2/claim", json={"code": code, "name": "Bob"})
    assert bob.status_code == 200, bob.text
    dave = created["seats"][4]["token"]
    assert client.post(f"{BASE}/{game_id}/seats/4/leave", headers=bearer(dave)).status_code == 200
    seats = {"created-human": 0, "open": 1, "claimed-human": 2, "bot": 3, "left": 4}
    return game_id, created["host_token"], seats, {0: created["seats"][0]["token"], 2: bob.json()["token"]}


def _rematch(client: TestClient) -> tuple[str, str, dict[str, int], dict[int, str]]:
    """A rematch of a finished three-seat game (Alice created it with Carol's seat, Bob claimed his) set up by
    Alice, with Carol taking her seat up and Bob not yet; returns it like `_table`."""
    created = create(
        client, SLUG, [{"kind": "human", "name": "Alice"}, {"kind": "open"}, {"kind": "human", "name": "Carol"}]
    )
    game_id = created["game_id"]
    bob = client.post(f"{BASE}/{game_id}/seats/1/claim", json={"code": created["seats"][1]["invitation"], "name": "Bob"})
    assert bob.status_code == 200, bob.text
    tokens = [created["seats"][0]["token"], bob.json()["token"], created["seats"][2]["token"]]
    play_randomly(client, SLUG, {"game_id": game_id, "seats": [{"seat": i, "token": t} for i, t in enumerate(tokens)]},
                  seed=3)
    asked = client.post(f"{BASE}/{game_id}/rematch", headers=bearer(tokens[0]))
    assert asked.status_code == 201, asked.text
    rematch = asked.json()
    carol = client.post(f"{BASE}/{game_id}/rematch", headers=bearer(tokens[2]))
    assert carol.status_code == 200, carol.text
    seats = {"rematch-asker": 0, "rematch-reserved": 1, "rematch-taken-up": 2}
    return rematch["game_id"], rematch["host_token"], seats, {0: rematch["token"], 2: carol.json()["token"]}


def _seat_action(client: TestClient, game_id: str, host: str, seat: int, action: str) -> Any:
    body = {"json": {"level": "random"}} if action == "ai" else {}
    return client.post(f"{BASE}/{game_id}/seats/{seat}/{action}", headers=bearer(host), **body)


SEATS_OF = {"first-game": ("open", "created-human", "claimed-human", "bot", "left"),
            "rematch": ("rematch-asker", "rematch-reserved", "rematch-taken-up")}


@pytest.mark.parametrize("action", ["token", "ai"])
@pytest.mark.parametrize("table", ["first-game", "rematch"])
def test_every_host_action_against_every_seat_status(client: TestClient, table: str, action: str) -> None:
    setup = _table if table == "first-game" else _rematch
    for status in SEATS_OF[table]:
        game_id, host, seats, tokens = setup(client)  # a fresh table for each seat: actions change it
        seat = seats[status]
        answer = _seat_action(client, game_id, host, seat, action)
        code, problem = EXPECTED[status][action]
        assert answer.status_code == code, (status, action, answer.text)
        if problem is not None:
            assert answer.json()["code"] == problem, (status, action, answer.text)
        if action == "token" and code != 200:
            assert "token" not in answer.json(), "a refused re-issue answers no token"
        if seat in tokens:
            still = client.get(f"{BASE}/{game_id}/legal-moves", headers=bearer(tokens[seat])).status_code
            assert still == (401 if code == 200 else 200), (status, action, "the player's token after the action")


def test_the_first_to_ask_for_a_rematch_cannot_take_the_seat_reserved_for_another_player(client: TestClient) -> None:
    game_id, host, seats, _tokens = _rematch(client)
    bob = seats["rematch-reserved"]
    taken = client.post(f"{BASE}/{game_id}/seats/{bob}/token", headers=bearer(host))
    assert taken.status_code == 403 and taken.json()["code"] == "seat-held", taken.text
    table = client.get(f"{BASE}/{game_id}").json()["table"]["seats"]
    assert table[bob]["status"] == "human" and table[bob]["name"] == "Bob", "the seat still waits for Bob"


def test_a_host_cancels_whatever_its_seats_hold(client: TestClient) -> None:
    for setup in (_table, _rematch):
        game_id, host, _seats, tokens = setup(client)
        for token in tokens.values():
            assert client.post(f"{BASE}/{game_id}/cancel", headers=bearer(token)).status_code == 401
        assert client.post(f"{BASE}/{game_id}/cancel", headers=bearer(host)).status_code == 200
