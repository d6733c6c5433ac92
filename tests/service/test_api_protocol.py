"""The HTTP protocol every game shares (DESIGN section 2), shown on Xmas Sweater."""

from __future__ import annotations

import hashlib

import msgspec
from tests.service.helpers import bearer, create
from litestar.testing import TestClient

from domain.registry import GAMES

SLUG = "xmas-sweater"
PROBLEM = "application/problem+json"


def two_humans(client: TestClient, **body: object) -> dict:
    return create(client, SLUG, [{"kind": "human"}, {"kind": "human"}], seed=7, **body)


def first_move(client: TestClient, game_id: str, token: str) -> dict:
    listed = client.get(f"/v1/{SLUG}/games/{game_id}/legal-moves", headers=bearer(token))
    assert listed.status_code == 200
    return listed.json()["moves"][0]


def assert_problem(answer, status: int, code: str) -> None:
    assert answer.status_code == status, answer.text
    assert answer.headers["content-type"].startswith(PROBLEM)
    body = answer.json()
    assert body["code"] == code
    assert body["status"] == status
    assert body["type"] == f"urn:yuletide:problem:{code}"
    assert "Traceback" not in answer.text


def test_the_catalog_lists_every_registered_game(client: TestClient) -> None:
    games = client.get("/v1/games").json()["games"]
    assert sorted(entry["slug"] for entry in games) == sorted(GAMES)
    for entry in games:
        assert entry["min_seats"] <= entry["max_seats"]


def test_create_answers_one_token_per_human_seat_and_a_seed_commitment(client: TestClient) -> None:
    created = create(client, SLUG, [{"kind": "human"}, {"kind": "ai", "level": "random"}], seed=11)
    assert created["version"] == 1
    assert [seat["kind"] for seat in created["seats"]] == ["human", "ai"]
    assert created["seats"][0]["token"] and created["seats"][1]["token"] is None
    assert created["seed_commitment"] == hashlib.sha256(b"11").hexdigest()


def test_seeds_are_refused_unless_the_server_allows_them(redis_url: str, key_prefix: str) -> None:
    from tests.service.conftest import make_settings

    from service.http.app import create_app

    with TestClient(create_app(make_settings(redis_url, key_prefix, allow_seeds=False))) as strict:
        refused = strict.post(f"/v1/{SLUG}/games", json={"seats": [{"kind": "human"}], "seed": 3})
        assert_problem(refused, 400, "validation-failed")
        drawn = create(strict, SLUG, [{"kind": "human"}])
        assert len(drawn["seed_commitment"]) == 64


def test_wrong_types_and_unknown_fields_are_refused_not_coerced(client: TestClient) -> None:
    assert_problem(client.post(f"/v1/{SLUG}/games", json={"seats": "two"}), 400, "validation-failed")
    assert_problem(client.post(f"/v1/{SLUG}/games", json={"seats": [{"kind": "human"}], "seed": "7"}), 400,
                   "validation-failed")
    assert_problem(client.post(f"/v1/{SLUG}/games", json={"seats": [{"kind": "human"}], "colour": 1}), 400,
                   "validation-failed")
    assert_problem(client.post(f"/v1/{SLUG}/games", content=b"{not json"), 400, "validation-failed")
    assert_problem(client.post(f"/v1/{SLUG}/games", json={"seats": []}), 400, "validation-failed")


def test_an_unknown_game_is_a_404_problem(client: TestClient) -> None:
    assert_problem(client.get(f"/v1/{SLUG}/games/{'A' * 22}"), 404, "game-not-found")
    assert_problem(client.get(f"/v1/{SLUG}/games/{'A' * 22}/score"), 404, "game-not-found")


def test_a_game_is_only_found_under_its_own_slug(client: TestClient) -> None:
    other = next((slug for slug in GAMES if slug != SLUG), None)
    created = two_humans(client)
    if other is not None:
        assert_problem(client.get(f"/v1/{other}/games/{created['game_id']}"), 404, "game-not-found")


def test_a_foreign_token_is_refused_with_401(client: TestClient) -> None:
    created = two_humans(client)
    game_id = created["game_id"]
    assert_problem(client.get(f"/v1/{SLUG}/games/{game_id}", headers=bearer("nope")), 401, "invalid-token")
    assert_problem(client.post(f"/v1/{SLUG}/games/{game_id}/moves", json={"type": "mark-gift-box"}), 401,
                   "invalid-token")


def test_the_view_carries_an_etag_and_answers_304_while_unchanged(client: TestClient) -> None:
    created = two_humans(client)
    url = f"/v1/{SLUG}/games/{created['game_id']}"
    first = client.get(url)
    assert first.status_code == 200 and first.headers["etag"] == '"1"'
    assert first.json()["seat"] is None
    again = client.get(url, headers={"If-None-Match": first.headers["etag"]})
    assert again.status_code == 304
    assert again.content == b""


def test_if_match_with_a_stale_version_is_refused_with_412(client: TestClient) -> None:
    created = two_humans(client)
    game_id, token = created["game_id"], created["seats"][0]["token"]
    move = first_move(client, game_id, token)
    stale = client.post(f"/v1/{SLUG}/games/{game_id}/moves", json=move, headers={**bearer(token), "If-Match": '"9"'})
    assert_problem(stale, 412, "version-mismatch")
    fresh = client.post(f"/v1/{SLUG}/games/{game_id}/moves", json=move, headers={**bearer(token), "If-Match": '"1"'})
    assert fresh.status_code == 200 and fresh.headers["etag"] == '"2"'


def test_an_idempotency_key_replays_the_same_answer_without_a_second_move(client: TestClient) -> None:
    created = two_humans(client)
    game_id, token = created["game_id"], created["seats"][0]["token"]
    move = first_move(client, game_id, token)
    headers = {**bearer(token), "Idempotency-Key": "move-1"}
    first = client.post(f"/v1/{SLUG}/games/{game_id}/moves", json=move, headers=headers)
    second = client.post(f"/v1/{SLUG}/games/{game_id}/moves", json=move, headers=headers)
    assert first.status_code == second.status_code == 200
    assert first.content == second.content
    assert client.get(f"/v1/{SLUG}/games/{game_id}").headers["etag"] == '"2"'
    other = {"type": "mark-gift-box"} if move != {"type": "mark-gift-box"} else first_move(client, game_id, token)
    assert_problem(client.post(f"/v1/{SLUG}/games/{game_id}/moves", json=other, headers=headers), 422,
                   "idempotency-key-reused")


def test_a_seat_that_already_committed_is_told_it_is_not_its_turn(client: TestClient) -> None:
    created = two_humans(client)
    game_id, token = created["game_id"], created["seats"][0]["token"]
    move = first_move(client, game_id, token)
    assert client.post(f"/v1/{SLUG}/games/{game_id}/moves", json=move, headers=bearer(token)).status_code == 200
    assert client.get(f"/v1/{SLUG}/games/{game_id}/legal-moves", headers=bearer(token)).json()["moves"] == []
    again = client.post(f"/v1/{SLUG}/games/{game_id}/moves", json={"type": "mark-gift-box"}, headers=bearer(token))
    assert_problem(again, 409, "not-your-turn")


def test_a_move_the_rules_forbid_is_a_409_illegal_move(client: TestClient) -> None:
    created = two_humans(client)
    game_id, token = created["game_id"], created["seats"][0]["token"]
    listed = client.get(f"/v1/{SLUG}/games/{game_id}/legal-moves", headers=bearer(token)).json()["moves"]
    writes = [move for move in listed if move["type"] == "write"]
    legal = {msgspec.json.encode(move) for move in listed}
    for row in range(1, 7):
        for col in range(1, 8):
            candidate = {**writes[0], "row": row, "col": col}
            if msgspec.json.encode(candidate) not in legal:
                answer = client.post(f"/v1/{SLUG}/games/{game_id}/moves", json=candidate, headers=bearer(token))
                assert_problem(answer, 409, "illegal-move")
                return
    raise AssertionError("every cell was legal for the first die")


def test_spectators_see_a_view_and_are_offered_no_moves(client: TestClient) -> None:
    created = two_humans(client)
    game_id = created["game_id"]
    assert client.get(f"/v1/{SLUG}/games/{game_id}/legal-moves").json()["moves"] == []
    assert client.get(f"/v1/{SLUG}/games/{game_id}").json()["seat"] is None


def test_an_integral_float_counts_as_an_integer_as_json_schema_says(client: TestClient) -> None:
    created = two_humans(client)
    game_id, token = created["game_id"], created["seats"][0]["token"]
    move = next(m for m in client.get(f"/v1/{SLUG}/games/{game_id}/legal-moves", headers=bearer(token)).json()["moves"]
                if m["type"] == "write")
    answer = client.post(f"/v1/{SLUG}/games/{game_id}/moves", json={**move, "col": float(move["col"])},
                         headers=bearer(token))
    assert answer.status_code == 200, answer.text
    refused = client.post(f"/v1/{SLUG}/games", json={"seats": [{"kind": "human"}], "seed": 1.5})
    assert_problem(refused, 400, "validation-failed")


def test_malformed_bodies_are_400_even_when_a_type_error_comes_first(client: TestClient) -> None:
    for body in (b"4\xe2w\xbbla\xc3]\xff", '"\u00e9"'.encode("latin-1"), b"[1, 2", b"\xff", b""):
        answer = client.post(f"/v1/{SLUG}/games", content=body, headers={"content-type": "application/json"})
        assert_problem(answer, 400, "validation-failed")


def test_an_unquoted_version_in_if_match_and_if_none_match_is_accepted(client: TestClient) -> None:
    created = two_humans(client)
    game_id, token = created["game_id"], created["seats"][0]["token"]
    assert client.get(f"/v1/{SLUG}/games/{game_id}", headers={"If-None-Match": "1"}).status_code == 304
    move = first_move(client, game_id, token)
    stale = client.post(f"/v1/{SLUG}/games/{game_id}/moves", json=move, headers={**bearer(token), "If-Match": "9"})
    assert_problem(stale, 412, "version-mismatch")
    fresh = client.post(f"/v1/{SLUG}/games/{game_id}/moves", json=move, headers={**bearer(token), "If-Match": "1"})
    assert fresh.status_code == 200 and fresh.headers["etag"] == '"2"'


def test_every_read_route_answers_head_with_the_headers_of_get_and_no_body(client: TestClient) -> None:
    slug = "xmas-sweater"
    created = create(client, slug, [{"kind": "human"}])
    game = f"/v1/{slug}/games/{created['game_id']}"
    token = bearer(created["seats"][0]["token"])
    for path in ("/v1/games", f"/v1/{slug}/components", game, f"{game}/legal-moves", f"{game}/score",
                 f"{game}/events", "/health/live", "/health/ready"):
        got, head = client.get(path, headers=token), client.head(path, headers=token)
        assert head.status_code == got.status_code == 200, path
        assert head.content == b"", path
        assert head.headers.get("etag") == got.headers.get("etag"), path
        assert head.headers["content-length"] == str(len(got.content)), path
    assert client.head(f"/v1/{slug}/games/{'x' * 22}").status_code == 404
