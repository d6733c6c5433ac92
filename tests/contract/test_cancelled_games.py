"""A cancelled game, as every operation of the contract answers it.

A cancelled game waits for nobody: its views name no actor and say it is over, legal-moves lists nothing, and
nothing hidden comes out (no seed, no other hand). Every operation that takes a game id answers it with a
status its contract lists, and a caller without the right token hears `401` before anything about the game.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Iterator
from typing import Any

import pytest
import redis
from litestar.testing import TestClient

from domain.registry import GAMES
from service.http.app import create_app
from service.http.openapi import contract
from tests.conftest import forget
from tests.service.conftest import make_settings
from tests.service.helpers import bearer, create

ENVELOPE = {"game_id", "version", "seed_commitment", "seed", "table", "actors", "finished"}
HOST_OPERATIONS = ("CancelGame", "ReissueSeatToken", "HandSeatToAi")
# Operations that need a seat's token, and what each answers a seat at a cancelled game.
SEAT_OPERATIONS = {"Act": 409, "LeaveSeat": 409, "Rematch": 409, "Hint": 409, "StreamTicket": 201}


@pytest.fixture(scope="module")
def document() -> dict[str, Any]:
    return contract()


@pytest.fixture(scope="module")
def client(redis_url: str) -> Iterator[TestClient]:
    """One app for the module (each test makes games of its own), its keys deleted afterwards."""
    prefix = f"yt-test-{secrets.token_hex(6)}"
    with TestClient(create_app(make_settings(redis_url, prefix))) as test_client:
        yield test_client
    with redis.Redis.from_url(redis_url) as connection:
        forget(connection, prefix)


def seats_for(slug: str) -> list[dict[str, Any]]:
    """People at every seat the game needs, and an open seat beside them when the game has room for one."""
    meta = GAMES[slug].meta
    seats: list[dict[str, Any]] = [{"kind": "human"} for _ in range(meta.min_seats)]
    return seats + ([{"kind": "open"}] if meta.max_seats > meta.min_seats else [])


class Cancelled:
    """A game of `slug` cancelled by its host, with what was true of it just before."""

    def __init__(self, client: TestClient, slug: str) -> None:
        self.slug = slug
        self.base = f"/v1/{slug}/games"
        created = create(client, slug, seats_for(slug), seed=3)
        self.game_id = created["game_id"]
        self.host = created["host_token"]
        self.tokens = {seat["seat"]: seat["token"] for seat in created["seats"] if seat["token"]}
        self.codes = {seat["seat"]: seat["invitation"] for seat in created["seats"] if seat["invitation"]}
        url = f"{self.base}/{self.game_id}"
        self.before = {seat: client.get(url, headers=bearer(token)).json() for seat, token in self.all_callers()}
        actors = [seat for seat in self.before[None]["actors"] if seat in self.tokens]
        assert actors, f"{slug}: no person is asked to act at the start"
        self.actor = actors[0]
        self.move = client.get(f"{url}/legal-moves", headers=bearer(self.tokens[self.actor])).json()["moves"][0]
        cancelled = client.post(f"{url}/cancel", headers=bearer(self.host))
        assert cancelled.status_code == 200, cancelled.text
        self.version = cancelled.json()["version"]

    def all_callers(self) -> list[tuple[int | None, str | None]]:
        return [(None, None), *self.tokens.items()]


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_a_cancelled_game_asks_nobody_lists_no_move_and_reveals_nothing(client: TestClient, slug: str) -> None:
    game = Cancelled(client, slug)
    url = f"{game.base}/{game.game_id}"
    for seat, token in game.all_callers():
        view = client.get(url, headers=bearer(token)).json()
        assert view["actors"] == [] and view["finished"] is True, (seat, view["actors"], view["finished"])
        assert view["table"]["cancelled"] is True and view["version"] == game.version
        assert view["seed"] is None, "a cancelled game's seed would deal out every hidden card"
        # Beyond the envelope, each caller sees exactly what it saw before: no hand or deck is opened up.
        own = {key: value for key, value in view.items() if key not in ENVELOPE}
        assert own == {key: value for key, value in game.before[seat].items() if key not in ENVELOPE}, seat
        listed = client.get(f"{url}/legal-moves", headers=bearer(token))
        assert listed.status_code == 200
        assert listed.json() == {"version": game.version, "moves": [], "labels": [], "open": []}
    refused = client.post(f"{url}/moves", json=game.move, headers=bearer(game.tokens[game.actor]))
    assert refused.status_code == 409 and refused.json()["code"] == "game-cancelled"
    score = client.get(f"{url}/score").json()
    assert score["final"] is False and score["table"]["cancelled"] is True


def test_a_stream_of_a_cancelled_game_shows_the_same_view_then_ends(client: TestClient) -> None:
    game = Cancelled(client, "christmas-lights")
    token = game.tokens[game.actor]
    with client.stream("GET", f"{game.base}/{game.game_id}/stream", headers=bearer(token)) as answer:
        messages = [json.loads(line[5:]) for line in answer.iter_lines() if line.startswith("data:")]
    view, end = messages[-2], messages[-1]
    assert view == client.get(f"{game.base}/{game.game_id}", headers=bearer(token)).json()
    assert view["actors"] == [] and view["finished"] is True and view["seed"] is None
    assert end == {"game_id": game.game_id, "version": game.version, "cancelled": True}


def _operations(document: dict[str, Any], slug: str) -> list[tuple[str, str, dict[str, Any]]]:
    """Every operation of the game that names a game id, as (method, path template, operation)."""
    return [
        (method, path, operation)
        for path, item in document["paths"].items()
        if path.startswith(f"/v1/{slug}/games/{{game_id}}")
        for method, operation in item.items()
    ]


def _body(game: Cancelled, operation_id: str) -> Any:
    """A body the operation would take at a running game, so that only the cancellation refuses it."""
    if operation_id.endswith("Act"):
        return game.move
    if operation_id.endswith("ClaimSeat"):
        seat, code = next(iter(game.codes.items()), (0, "no-open-seat"))
        return {"name": "Zed", "code": code} if seat else {"name": "Zed"}
    if operation_id.endswith("HandSeatToAi"):
        return {"level": "random"}
    return None


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_every_operation_answers_a_cancelled_game_as_its_contract_says(
    client: TestClient, document: dict[str, Any], slug: str
) -> None:
    game = Cancelled(client, slug)
    callers = {
        "nobody": None, "a stranger": "not-a-token-of-this-game", "a seat": game.tokens[game.actor], "the host": game.host
    }
    operations = _operations(document, slug)
    assert len(operations) >= 12, [operation["operationId"] for _m, _p, operation in operations]
    for method, template, operation in operations:
        op_id = operation["operationId"]
        # A claim is of the open seat; every other seat operation names the seat whose token is sent.
        seat = next(iter(game.codes), 0) if op_id.endswith("ClaimSeat") else game.actor
        path = template.replace("{game_id}", game.game_id).replace("{seat}", str(seat))
        body = _body(game, op_id)
        for who, token in callers.items():
            answer = client.request(
                method.upper(), path, headers=bearer(token), **({"json": body} if body is not None else {})
            )
            status = str(answer.status_code)
            documented = operation["responses"]
            assert status in documented, f"{op_id} for {who}: {status} {answer.text[:200]} is not in its contract"
            if answer.status_code >= 400:
                codes = documented[status]["content"]["application/problem+json"]["schema"]["allOf"][1]
                assert answer.json()["code"] in codes["properties"]["code"]["enum"], (op_id, who, answer.text)
            if any(op_id.endswith(name) for name in HOST_OPERATIONS) and who != "the host":
                assert answer.status_code == 401, f"{op_id} for {who}: {answer.status_code}, not 401 first"
            for name, expected in SEAT_OPERATIONS.items():
                if op_id.endswith(name) and who in ("nobody", "a stranger", "the host"):
                    assert answer.status_code == 401, f"{op_id} for {who}: {answer.status_code}, not 401 first"
                if op_id.endswith(name) and who == "a seat":
                    assert answer.status_code == expected, (op_id, answer.text)
                    if expected == 409:
                        assert answer.json()["code"] == "game-cancelled", (op_id, answer.text)
            if any(op_id.endswith(name) for name in HOST_OPERATIONS) and who == "the host":
                assert answer.status_code == 409 and answer.json()["code"] == "game-cancelled", (op_id, answer.text)
