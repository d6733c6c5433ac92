"""The contract's examples: on every body and answer, valid against their own schemas, and true of a live server."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import jsonschema_rs
from litestar.testing import TestClient

from domain.registry import GAMES
from service.http.app import create_app
from service.usecases.schemas import GameTypes
from tests.service.conftest import make_settings

ROOT = Path(__file__).resolve().parents[2]
DOCUMENT = json.loads((ROOT / "openapi" / "openapi.json").read_text())


def operations() -> Iterator[tuple[str, str, dict[str, Any]]]:
    for path, methods in DOCUMENT["paths"].items():
        for method, operation in methods.items():
            yield path, method, operation


def media_of(operation: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every request body and answer of an operation that has content: where it is, and its media object."""
    for media_type, media in operation.get("requestBody", {}).get("content", {}).items():
        yield f"request {media_type}", media
    for status, answer in operation["responses"].items():
        for media_type, media in answer.get("content", {}).items():
            yield f"{status} {media_type}", media


def test_every_operation_carries_a_named_example_on_its_body_and_on_each_documented_answer() -> None:
    missing = [
        f"{operation['operationId']} {where}"
        for _path, _method, operation in operations()
        for where, media in media_of(operation)
        if not media.get("examples") or not all("value" in example for example in media["examples"].values())
    ]
    assert len(DOCUMENT["paths"]) > 200
    assert missing == [], missing


def test_every_example_is_valid_against_its_own_schema() -> None:
    """Each example against its media type's schema, whose references resolve in the contract's own components."""
    validators: dict[str, Any] = {}
    invalid: list[str] = []
    checked = 0
    for _path, _method, operation in operations():
        for where, media in media_of(operation):
            key = json.dumps(media["schema"], sort_keys=True)
            if key not in validators:
                schema = {"$schema": "https://json-schema.org/draft/2020-12/schema", **media["schema"],
                          "components": DOCUMENT["components"]}
                validators[key] = jsonschema_rs.validator_for(schema)
            for name, example in media.get("examples", {}).items():
                checked += 1
                error = next(iter(validators[key].iter_errors(example["value"])), None)
                if error is not None:
                    invalid.append(f"{operation['operationId']} {where} {name}: {error.message}")
    assert checked > 1000
    assert invalid == [], invalid[:20]


def _example(operation_id: str, where: str = "request application/json") -> Any:
    for _path, _method, operation in operations():
        if operation["operationId"] == operation_id:
            media = dict(media_of(operation))[where]
            return next(iter(media["examples"].values()))["value"]
    raise KeyError(operation_id)


@pytest.fixture
def live(redis_url: str, key_prefix: str) -> Iterator[TestClient]:
    with TestClient(create_app(make_settings(redis_url, key_prefix))) as client:
        yield client


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_every_request_example_gets_its_documented_answer_from_a_live_server(live: TestClient, slug: str) -> None:
    """The create body (with its seed) sets up the game the examples were taken from; its move example is legal
    there and answers the view the example shows; the claim and hand-over bodies are taken at a table like it."""
    game = GAMES[slug]
    name = GameTypes(game).name
    op = name[0].lower() + name[1:]
    base = f"/v1/{slug}/games"

    create = _example(f"{op}CreateGame")
    created = live.post(base, json=create)
    assert created.status_code == 201, created.text
    at = f"{base}/{created.json()['game_id']}"
    tokens = [seat["token"] for seat in created.json()["seats"]]
    shown = _example(f"{op}GetGame", "200 application/json")
    assert live.get(at).json()["version"] == shown["version"]
    actor = shown["actors"][0]
    move = _example(f"{op}Act")
    acted = live.post(f"{at}/moves", json=move, headers={"Authorization": f"Bearer {tokens[actor]}"})
    assert acted.status_code == 200, acted.text
    answered = _example(f"{op}Act", "200 application/json")
    assert (acted.json()["version"], acted.json()["actors"]) == (answered["version"], answered["actors"])

    seats = [seat for seat in create["seats"] if seat["kind"] == "human"][: max(1, len(create["seats"])) - 1]
    table = live.post(base, json={"seats": [*seats, {"kind": "open"}], "seed": create["seed"]})
    assert table.status_code == 201, table.text
    open_seat = len(seats)
    at = f"{base}/{table.json()['game_id']}"
    claim = {**_example(f"{op}ClaimSeat"), "code": table.json()["seats"][open_seat]["invitation"]}
    claimed = live.post(f"{at}/seats/{open_seat}/claim", json=claim)
    assert claimed.status_code == 200, claimed.text
    assert claimed.json()["name"] == _example(f"{op}ClaimSeat", "200 application/json")["name"]

    other = live.post(base, json={"seats": [*seats, {"kind": "open"}], "seed": create["seed"]})
    hosting = {"Authorization": f"Bearer {other.json()['host_token']}"}
    handed = live.post(f"{base}/{other.json()['game_id']}/seats/{open_seat}/ai", json=_example(f"{op}HandSeatToAi"),
                       headers=hosting)
    assert handed.status_code == 200, handed.text
