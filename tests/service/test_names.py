"""Names at a table, tried as a player who wants to pass for someone else would."""

from __future__ import annotations

import pytest
from litestar.testing import TestClient

from service.usecases.names import name_key, skeleton
from tests.service.helpers import create

SLUG = "blink"
BASE = f"/v1/{SLUG}/games"

LOOK_ALIKES_OF_ALICE = [
    "\u0410lice",  # Cyrillic capital A
    "\uff21lice",  # full-width A
    "A\u0301lice",  # a combining acute accent
    "Alice\u0338",  # a combining overlay
    "ALICE",
    "Al\u0131ce",  # dotless i
    "A1ice",  # the digit one for the l
    "\U0001d400lice",  # mathematical bold A
    "Alice\u00a0",  # no-break space: trailing, and NFKC makes it a space
]


def test_the_skeleton_follows_unicode_confusables() -> None:
    assert skeleton("\u0410") == "A", "Cyrillic A's prototype is Latin A"
    assert skeleton("rn") == skeleton("m"), "r and n side by side look like m"
    assert name_key("Alice") == name_key("\u0410LICE") == "alice"


@pytest.mark.parametrize("twin", LOOK_ALIKES_OF_ALICE)
def test_a_name_that_looks_like_another_seats_is_taken(client: TestClient, twin: str) -> None:
    created = create(client, SLUG, [{"kind": "human", "name": "Alice"}, {"kind": "open"}])
    claimed = client.post(
        f"{BASE}/{created['game_id']}/seats/1/claim", json={"code": created["seats"][1]["invitation"], "name": twin}
    )
    assert claimed.status_code in (400, 409), (twin, claimed.text)
    assert claimed.json()["code"] in ("name-taken", "validation-failed"), claimed.text
    at_creation = client.post(
        BASE, json={"seats": [{"kind": "human", "name": "Alice"}, {"kind": "human", "name": twin}]}
    )
    assert at_creation.status_code in (400, 409), (twin, at_creation.text)


def test_a_name_that_only_looks_alike_because_of_its_letters_is_refused_with_name_taken(client: TestClient) -> None:
    answer = client.post(BASE, json={"seats": [{"kind": "human", "name": "Alice"}, {"kind": "human", "name": "\u0410lice"}]})
    assert answer.status_code == 409 and answer.json()["code"] == "name-taken", answer.text
    assert "looks like" in answer.json()["detail"]


@pytest.mark.parametrize(
    "name",
    ["Seat 2", "seat2", "Player 1", "Greedy bot 3", "Expert Bot 1", "Open seat 2", "\u0405eat 2", "Seat \uff12",
     "Host", "Random bot", "Seat l"],
)
def test_a_player_may_not_call_themselves_like_a_seat_or_a_bot(client: TestClient, name: str) -> None:
    created = create(client, SLUG, [{"kind": "human", "name": "Alice"}, {"kind": "open"}])
    claimed = client.post(
        f"{BASE}/{created['game_id']}/seats/1/claim", json={"code": created["seats"][1]["invitation"], "name": name}
    )
    assert claimed.status_code == 400 and claimed.json()["code"] == "validation-failed", (name, claimed.text)
    made = client.post(BASE, json={"seats": [{"kind": "human", "name": name}, {"kind": "human"}]})
    assert made.status_code == 400, (name, made.text)


@pytest.mark.parametrize("name", ["Bob", "Seaton", "Botond", "Hostess Holly", "Player One's Mum", "Zoë", "李雷"])
def test_ordinary_names_are_welcome(client: TestClient, name: str) -> None:
    created = create(client, SLUG, [{"kind": "human", "name": "Alice"}, {"kind": "open"}])
    claimed = client.post(
        f"{BASE}/{created['game_id']}/seats/1/claim", json={"code": created["seats"][1]["invitation"], "name": name}
    )
    assert claimed.status_code == 200, (name, claimed.text)
    assert claimed.json()["name"] == name, "the name is kept as the player wrote it"
