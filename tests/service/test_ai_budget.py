"""The AI budget pays for every seat a bot takes over, whatever the path: created as a bot, handed to the AI by
the host, left by its player, or timed out once too often. A game's later bots are paid by the address that
created it; when that budget is spent, the host is refused and a leaving or timed-out seat stops the game."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator
from typing import Any

import msgspec
import pytest
from litestar.testing import TestClient
from litestar.types import ASGIApp, Receive, Scope, Send

from service.http.app import create_app
from service.usecases.timeouts import TimedOut, run_time_outs
from service.support.settings import Settings
from service.store.records import GameRecord
from service.store.games import Store, state_redis
from tests.service.conftest import make_settings
from tests.service.helpers import bearer

SLUG = "blink"
BASE = f"/v1/{SLUG}/games"
PEOPLE = [{"kind": "human", "name": "Alice"}, {"kind": "human", "name": "Bob"}, {"kind": "human", "name": "Carol"}]


class FromAddresses:
    """The app behind a stand-in for the network: a request's `X-Test-Peer` header is the address it comes from."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            for name, value in scope["headers"]:
                if name == b"x-test-peer":
                    scope = {**scope, "client": (value.decode(), 50000)}  # type: ignore[typeddict-item]
        await self.app(scope, receive, send)


def peer(address: str, token: str | None = None) -> dict[str, str]:
    return {"X-Test-Peer": address, **bearer(token)}


@pytest.fixture
def budget_settings(redis_url: str, key_prefix: str) -> Settings:
    return make_settings(redis_url, key_prefix, ai_budget="3/hour")


@pytest.fixture
def client(budget_settings: Settings) -> Iterator[TestClient]:
    with TestClient(FromAddresses(create_app(budget_settings))) as test_client:  # type: ignore[arg-type]
        yield test_client


def ai_seats(count: int) -> list[dict[str, Any]]:
    return [{"kind": "human"}, *({"kind": "ai", "level": "greedy"} for _ in range(count))]


def units_left(client: TestClient, address: str) -> int:
    """How many of the 3 units `address` has left: the largest game of greedy bots it may still create."""
    for count in (3, 2, 1):
        made = client.post(BASE, json={"seats": ai_seats(count)}, headers=peer(address))
        if made.status_code == 201:
            return count + units_left(client, address)
        assert made.status_code == 429, made.text
    return 0


def table(client: TestClient, game_id: str) -> dict[str, Any]:
    return client.get(f"{BASE}/{game_id}").json()["table"]


def events(client: TestClient, game_id: str) -> list[dict[str, Any]]:
    return client.get(f"{BASE}/{game_id}/events", params={"limit": 500}).json()["events"]


def spend(client: TestClient, address: str) -> None:
    assert client.post(BASE, json={"seats": ai_seats(3)}, headers=peer(address)).status_code == 201
    assert units_left(client, address) == 0


def test_a_seat_its_player_leaves_is_charged_to_the_games_creator(client: TestClient) -> None:
    created = client.post(BASE, json={"seats": PEOPLE}, headers=peer("198.51.100.1")).json()
    bob = created["seats"][1]["token"]
    left = client.post(f"{BASE}/{created['game_id']}/seats/1/leave", headers=peer("198.51.100.2", bob))
    assert left.status_code == 200, left.text
    assert left.json()["table"]["seats"][1]["status"] == "ai"
    assert units_left(client, "198.51.100.1") == 2, "the creator paid for the greedy bot"
    assert units_left(client, "198.51.100.2") == 3, "the player who left paid nothing"


def test_a_player_leaves_when_the_creators_budget_is_spent_and_the_game_stops(client: TestClient) -> None:
    created = client.post(BASE, json={"seats": PEOPLE, "public": True}, headers=peer("198.51.100.1")).json()
    game_id = created["game_id"]
    actor = client.get(f"{BASE}/{game_id}").json()["actors"][0]
    token = created["seats"][actor]["token"]
    move = client.get(f"{BASE}/{game_id}/legal-moves", headers=bearer(token)).json()["moves"][0]
    leaver = (actor + 1) % len(PEOPLE)
    gone = created["seats"][leaver]["token"]
    spend(client, "198.51.100.1")
    left = client.post(f"{BASE}/{game_id}/seats/{leaver}/leave", headers=peer("198.51.100.2", gone))
    assert left.status_code == 200, "a person may always leave"
    assert left.json()["table"]["cancelled"] is True
    seat = left.json()["table"]["seats"][leaver]
    assert seat["status"] == "human" and seat["left"] is True, "no bot took the seat over"
    stopped = events(client, game_id)[-1]
    name = PEOPLE[leaver]["name"]
    assert stopped["event"] == {"type": "game-stopped", "to": None, "seat": leaver, "name": name, "left": True}
    assert stopped["text"].startswith(f"{name} left, and no bot can take seat {leaver + 1} over")
    assert client.get(f"{BASE}/{game_id}", headers=bearer(gone)).status_code == 401, "the token stopped working"
    refused = client.post(f"{BASE}/{game_id}/moves", json=move, headers=bearer(token))
    assert refused.status_code == 409 and refused.json()["code"] == "game-cancelled", refused.text
    lobby = client.get(BASE, params={"limit": 50}).json()["games"]
    assert game_id not in [entry["game_id"] for entry in lobby], "a stopped game leaves the lobby"
    assert units_left(client, "198.51.100.2") == 3, "the player who left was not charged either"


def test_handing_a_seat_to_the_ai_is_charged_to_the_games_creator_not_the_hosts_address(client: TestClient) -> None:
    created = client.post(BASE, json={"seats": PEOPLE}, headers=peer("198.51.100.1")).json()
    game_id, host = created["game_id"], created["host_token"]
    spend(client, "198.51.100.1")
    refused = client.post(f"{BASE}/{game_id}/seats/1/ai", json={"level": "greedy"}, headers=peer("198.51.100.3", host))
    assert refused.status_code == 429 and refused.json()["code"] == "rate-limited", refused.text
    assert "the address that created this game" in refused.json()["detail"]
    assert 1 <= int(refused.headers["Retry-After"]) <= 3600
    assert table(client, game_id)["seats"][1]["status"] == "human", "the refused hand-over changed nothing"
    assert units_left(client, "198.51.100.3") == 3


def test_a_hand_over_that_is_refused_costs_nothing(client: TestClient) -> None:
    seats = [*PEOPLE, {"kind": "ai", "level": "greedy"}]
    created = client.post(BASE, json={"seats": seats}, headers=peer("198.51.100.1")).json()  # the creator: 1 of 3
    game_id, host = created["game_id"], created["host_token"]
    to_ai = f"{BASE}/{game_id}/seats/3/ai"
    host_at = peer("198.51.100.1", host)
    codes = [client.post(to_ai, json={"level": "greedy"}, headers=host_at).status_code for _ in range(3)]
    assert codes == [409, 409, 409], "a bot's seat cannot be handed to the AI, and the budget is not what says so"
    assert client.post(f"{BASE}/{game_id}/seats/1/ai", headers=peer("198.51.100.1", host)).status_code == 200
    assert units_left(client, "198.51.100.1") == 1


# --- time-outs, played as a worker plays them: no request, the stored address pays -------------------------


def run_clock(settings: Settings, game_id: str) -> TimedOut:
    """Play the game's time-outs with the clock a minute ahead: every deadline of now has passed."""

    async def run() -> TimedOut:
        redis = state_redis(settings)
        store = Store(redis, prefix=settings.key_prefix)
        try:
            return await run_time_outs(store, game_id, settings, now=time.time() + 60)
        finally:
            await redis.aclose()

    return asyncio.run(run())


def clocked_game(client: TestClient) -> tuple[str, int]:
    """A game of three people whose first time-out hands the seat to the bot; its id and the seat asked first."""
    clock = {"turn_seconds": 5, "timeouts_to_ai": 1}
    created = client.post(BASE, json={"seats": PEOPLE, "clock": clock, "seed": 3}, headers=peer("198.51.100.1"))
    game_id = created.json()["game_id"]
    return game_id, client.get(f"{BASE}/{game_id}").json()["actors"][0]


def test_a_seat_timed_out_once_too_often_is_charged_to_the_games_creator(
    client: TestClient, budget_settings: Settings
) -> None:
    game_id, seat = clocked_game(client)
    assert run_clock(budget_settings, game_id).moves == 1
    assert table(client, game_id)["seats"][seat]["status"] == "ai"
    assert units_left(client, "198.51.100.1") == 2, "the creator paid for the greedy bot"


def test_a_time_out_with_the_creators_budget_spent_stops_the_game(
    client: TestClient, budget_settings: Settings
) -> None:
    game_id, seat = clocked_game(client)
    spend(client, "198.51.100.1")
    assert run_clock(budget_settings, game_id).moves == 1, "the time-out's own move is still made"
    after = table(client, game_id)
    assert after["cancelled"] is True
    assert after["seats"][seat]["status"] == "human" and after["seats"][seat]["left"] is False
    assert all(entry["deadline"] is None for entry in after["seats"]), "a stopped game runs no clock"
    timed_out, stopped = (entry["event"] for entry in events(client, game_id)[-2:])
    assert timed_out == {"type": "timed-out", "to": None, "seat": seat, "handed_to_ai": False}
    assert stopped == {"type": "game-stopped", "to": None, "seat": seat, "name": PEOPLE[seat]["name"], "left": False}
    assert run_clock(budget_settings, game_id).moves == 0, "nothing more is played"


def test_a_game_stored_before_its_creators_address_was_kept_still_decodes() -> None:
    stored = msgspec.msgpack.encode(
        {"slug": SLUG, "seats": [{"kind": "human"}, {"kind": "human"}], "seed_commitment": "c", "created_at": 1.0}
    )
    assert msgspec.msgpack.decode(stored, type=GameRecord).payer is None


def test_addresses_of_one_ipv6_64_share_one_budget(client: TestClient) -> None:
    """A subscriber holds a whole IPv6 /64: a fresh address from it is the same client, not a fresh budget."""
    made = client.post(BASE, json={"seats": ai_seats(3)}, headers=peer("2001:db8:7:1::1"))
    assert made.status_code == 201, made.text
    again = client.post(BASE, json={"seats": ai_seats(1)}, headers=peer("2001:db8:7:1:ffff:1234:5678:9abc"))
    assert again.status_code == 429, "another address of the same /64 spends the same budget"
    assert units_left(client, "2001:db8:7:2::1") == 3, "the next /64 is another client"
    assert units_left(client, "::ffff:198.51.100.7") == 3 and units_left(client, "198.51.100.7") == 0, (
        "an IPv4-mapped address is its IPv4 address"
    )
