"""The adding-a-game guide's example, registered like a real game: served, played and scored over HTTP."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from litestar.testing import TestClient

from domain.registry import GAMES
from service.http.app import create_app
from service.support.settings import Settings
from tests.service.conftest import make_settings
from tests.service.helpers import bearer, create, play_randomly
from tests.toy_game import GAME

SLUG = GAME.meta.slug


@pytest.fixture
def toy_client(redis_url: str, key_prefix: str, monkeypatch) -> Iterator[TestClient]:
    """An app on the real Redis whose registry also holds Gift Auction."""
    monkeypatch.setitem(GAMES, SLUG, GAME)
    settings: Settings = make_settings(redis_url, key_prefix)
    with TestClient(create_app(settings)) as client:
        yield client


def test_a_registered_game_gets_its_catalog_entry_routes_and_contract(toy_client: TestClient) -> None:
    catalog = toy_client.get("/v1/games").json()["games"]
    assert SLUG in [entry["slug"] for entry in catalog]
    paths = toy_client.get("/schema/openapi.json").json()["paths"]
    assert f"/v1/{SLUG}/games/{{game_id}}/moves" in paths


def test_the_guides_game_plays_to_a_final_score_over_http(toy_client: TestClient) -> None:
    created = create(toy_client, SLUG, [{"kind": "human"}, {"kind": "human"}], options={"hand_size": 3}, seed=9)
    game_id = created["game_id"]
    tokens = [seat["token"] for seat in created["seats"]]
    picker = toy_client.get(f"/v1/{SLUG}/games/{game_id}").json()["picker"]
    other = 1 - picker
    refused = toy_client.post(f"/v1/{SLUG}/games/{game_id}/moves", json={"type": "bid", "card": 1},
                              headers=bearer(tokens[other]))
    assert refused.status_code == 409 and refused.json()["code"] == "not-your-turn"
    moves = play_randomly(toy_client, SLUG, created, seed=3)
    assert moves == 3 * 3  # three auctions: a pick and two sealed bids each
    board = toy_client.get(f"/v1/{SLUG}/games/{game_id}/score").json()
    assert board["final"] is True and board["reason"] == "hands-empty"
    assert sorted(line["rank"] for line in board["seats"])[0] == 1
