"""Every registered game, in every variant it offers, plays to a final score over HTTP."""

from __future__ import annotations

import hashlib

import msgspec
import pytest
from litestar.testing import TestClient

from domain.registry import GAMES
from tests.service.helpers import bearer, create, play_randomly

# Over HTTP: each game's first and last listed variant (the property suite covers all of them in-process).
VARIANTS = [
    pytest.param(slug, index, id=f"{slug}-v{index}")
    for slug, game in sorted(GAMES.items())
    for index in sorted({0, len(game.variants()) - 1})
]


@pytest.mark.parametrize(("slug", "index"), VARIANTS)
def test_a_random_game_plays_to_a_final_score_over_http(client: TestClient, slug: str, index: int) -> None:
    config, players = GAMES[slug].variants()[index]
    options = msgspec.to_builtins(config)
    created = create(client, slug, [{"kind": "human"}] * players, options=options, seed=100 + index)
    play_randomly(client, slug, created, seed=index)
    board = client.get(f"/v1/{slug}/games/{created['game_id']}/score").json()
    assert board["final"] is True
    assert sorted(line["seat"] for line in board["seats"]) == list(range(players))
    assert all(line["rank"] >= 1 for line in board["seats"])


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_the_final_view_reveals_the_seed_that_was_committed_and_it_replays_the_game(
    client: TestClient, slug: str
) -> None:
    game = GAMES[slug]
    players = game.meta.min_seats
    created = create(client, slug, [{"kind": "human"}] * players, seed=4242)
    game_id = created["game_id"]
    tokens = {seat["seat"]: seat["token"] for seat in created["seats"]}
    assert client.get(f"/v1/{slug}/games/{game_id}").json()["seed"] is None
    play_randomly(client, slug, created, seed=1)
    final = client.get(f"/v1/{slug}/games/{game_id}").json()
    assert final["seed"] == "4242"
    assert hashlib.sha256(final["seed"].encode()).hexdigest() == created["seed_commitment"]
    # Replaying the public log with the revealed seed rebuilds the same table for every seat.
    log = client.get(f"/v1/{slug}/games/{game_id}/events", params={"limit": 500}).json()
    assert log["events"], "a finished game has a public event log"
    seat_view = client.get(f"/v1/{slug}/games/{game_id}", headers=bearer(tokens[0])).json()
    assert seat_view["finished"] is True and seat_view["seat"] == 0


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_each_seat_reads_only_the_events_meant_for_it(client: TestClient, slug: str) -> None:
    players = max(2, GAMES[slug].meta.min_seats)
    if players > GAMES[slug].meta.max_seats:
        pytest.skip("solo game")
    created = create(client, slug, [{"kind": "human"}] * players, seed=99)
    game_id = created["game_id"]
    play_randomly(client, slug, created, seed=3, max_moves=5000)
    for seat in created["seats"]:
        cursor, seen = None, []
        while True:
            params = {"limit": 50, **({"after": cursor} if cursor else {})}
            page = client.get(f"/v1/{slug}/games/{game_id}/events", params=params, headers=bearer(seat["token"]))
            assert page.status_code == 200
            body = page.json()
            seen += body["events"]
            if not body["events"]:
                break
            cursor = body["cursor"]
        for entry in seen:
            audience = entry["event"].get("to")
            assert audience is None or seat["seat"] in audience
            assert entry["text"].strip() and not entry["text"][:1].islower(), entry
    spectator = client.get(f"/v1/{slug}/games/{game_id}/events", params={"limit": 500}).json()
    assert all(entry["event"].get("to") is None for entry in spectator["events"])


SHOWCASES = [
    pytest.param("xmas-sweater", 1, {}, id="xmas-sweater-solo"),
    pytest.param("xmas-sweater", 4, {}, id="xmas-sweater-4p"),
    pytest.param("xmas-sweater", 4, {"active_roller_variant": True, "finish_rotation": True}, id="xmas-sweater-variant"),
    pytest.param("ugly-christmas-sweaters", 4,
                 {"secret_santa_mode": "avid", "gameplay_refresh": "expert", "kickstarter_cards": True},
                 id="ucs-4p-avid-kickstarter"),
    pytest.param("ugly-christmas-sweaters", 4, {"express": True, "kickstarter_cards": True}, id="ucs-4p-express"),
    pytest.param("christmas-lights", 6, {}, id="christmas-lights-6p"),
]


@pytest.mark.parametrize(("slug", "players", "options"), SHOWCASES)
def test_the_games_users_ask_for_play_to_a_final_score_over_http(
    client: TestClient, slug: str, players: int, options: dict
) -> None:
    if slug not in GAMES:
        pytest.skip(f"{slug} is not registered")
    created = create(client, slug, [{"kind": "human"}] * players, options=options, seed=2024)
    play_randomly(client, slug, created, seed=players)
    board = client.get(f"/v1/{slug}/games/{created['game_id']}/score").json()
    assert board["final"] is True and len(board["seats"]) == players
    if slug == "xmas-sweater" and players == 1:
        assert board["band"] in {"naughty", "nice", "angel", "top"}
        assert board["band_label"] in {"Naughty", "Nice", "Angel", "Jesus Christ!"}
