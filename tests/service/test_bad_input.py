"""Inputs a client can send that must be refused with 400 (or 404), never answered 500 or 503."""

from __future__ import annotations

import pytest
from litestar.testing import TestClient

from domain.registry import GAMES
from tests.service.helpers import bearer, create

SLUG = "christmas-lights"


@pytest.fixture
def game(client: TestClient) -> dict:
    return create(client, SLUG, [{"kind": "human"}, {"kind": "human"}], seed=1)


def _nested(depth: int) -> str:
    return "[" * depth + "]" * depth


@pytest.mark.parametrize("depth", [100, 900, 5000])
def test_deeply_nested_create_bodies_are_refused(client: TestClient, depth: int) -> None:
    body = '{"seats": [{"kind": "human"}, {"kind": "human"}], "options": {"first_seat": ' + _nested(depth) + "}}"
    answer = client.post(f"/v1/{SLUG}/games", content=body, headers={"content-type": "application/json"})
    assert answer.status_code == 400, answer.text
    assert answer.json()["code"] == "validation-failed"


@pytest.mark.parametrize("depth", [100, 900, 5000])
def test_deeply_nested_moves_are_refused(client: TestClient, game: dict, depth: int) -> None:
    body = '{"type": "offer-card", "question": ' + "{" * 0 + _nested(depth) + "}"
    answer = client.post(
        f"/v1/{SLUG}/games/{game['game_id']}/moves", content=body,
        headers={"content-type": "application/json", **bearer(game["seats"][0]["token"])},
    )
    assert answer.status_code == 400, answer.text
    assert answer.json()["code"] == "validation-failed"


@pytest.mark.parametrize("query", [{"limit": "²"}, {"limit": "٣"}, {"after": "١-٢"}, {"after": f"{2**64}-0"},
                                   {"after": "1-" + "9" * 30}, {"after": "²-1"}])
def test_unicode_digits_and_out_of_range_cursors_are_refused(client: TestClient, game: dict, query: dict) -> None:
    answer = client.get(f"/v1/{SLUG}/games/{game['game_id']}/events", params=query)
    assert answer.status_code == 400, answer.text
    assert answer.json()["code"] == "validation-failed"


LONG = "1" + "0" * 4300  # 4,301 digits: more than Python reads into an int from text


@pytest.mark.parametrize("path", ["/events", ""], ids=["events", "lobby"])
@pytest.mark.parametrize("limit", [LONG, "0" * 4300 + "5", "9" * 21], ids=["4301-digits", "leading-zeros", "21-nines"])
def test_a_limit_of_thousands_of_digits_is_refused_not_a_500(client: TestClient, game: dict, path: str, limit: str) -> None:
    url = f"/v1/{SLUG}/games/{game['game_id']}/events" if path else f"/v1/{SLUG}/games"
    answer = client.get(url, params={"limit": limit})
    assert answer.status_code == 400, answer.text
    assert answer.json()["code"] == "validation-failed"
    assert "limit" in answer.json()["detail"]


TOP = 2**64 - 1  # the largest part a Redis stream id may have


@pytest.mark.parametrize("after", [f"{TOP}-{TOP}", f"{TOP}-0", "2-0", f"2-{TOP}", "00000000000000000002-0"])
def test_an_events_cursor_past_the_end_of_the_log_is_the_clients_mistake_not_an_outage(
    client: TestClient, game: dict, after: str
) -> None:
    answer = client.get(f"/v1/{SLUG}/games/{game['game_id']}/events", params={"after": after})
    assert answer.status_code == 400, answer.text
    assert answer.json()["code"] == "validation-failed"
    assert "Retry-After" not in answer.headers
    assert "version 1" in answer.json()["detail"], "the detail says how far the game is"


def test_an_events_cursor_at_the_games_version_reads_an_empty_page(client: TestClient, game: dict) -> None:
    url = f"/v1/{SLUG}/games/{game['game_id']}"
    actor = client.get(url).json()["actors"][0]
    seat = bearer(game["seats"][actor]["token"])
    move = client.get(f"{url}/legal-moves", headers=seat).json()["moves"][0]
    assert client.post(f"{url}/moves", json=move, headers=seat).json()["version"] == 2
    logged = client.get(f"{url}/events", headers=seat).json()["events"]
    assert logged and all(event["id"].startswith("2-") for event in logged), "a move logs its events at its version"
    for after in (logged[-1]["id"], f"2-{TOP}"):  # the last event of version 2, and past every event it could log
        answer = client.get(f"{url}/events", params={"after": after}, headers=seat)
        assert answer.status_code == 200, answer.text
        assert answer.json() == {"events": [], "cursor": after}
    assert client.get(f"{url}/events", params={"after": "3-0"}).status_code == 400


@pytest.mark.parametrize("key", ["a}:b", "{x}", "has space", "x" * 60_000, "ключ"])
def test_idempotency_keys_outside_the_safe_characters_are_refused(client: TestClient, game: dict, key: str) -> None:
    token = game["seats"][0]["token"]
    move = client.get(f"/v1/{SLUG}/games/{game['game_id']}/legal-moves", headers=bearer(token)).json()["moves"][-1]
    answer = client.post(
        f"/v1/{SLUG}/games/{game['game_id']}/moves", json=move,
        headers={**bearer(token), "Idempotency-Key": key.encode()},
    )
    assert answer.status_code == 400, answer.text
    assert answer.json()["code"] == "validation-failed"
    assert client.get(f"/v1/{SLUG}/games/{game['game_id']}").json()["version"] == 1, "nothing was applied"


def test_a_long_game_id_is_not_found_and_not_echoed(client: TestClient) -> None:
    long_id = "A" * 5000
    answer = client.get(f"/v1/{SLUG}/games/{long_id}")
    assert answer.status_code == 404
    assert long_id not in answer.text


def test_two_authorization_headers_joined_by_a_proxy_are_no_seats_token(client: TestClient, game: dict) -> None:
    # The test client joins repeated headers with a comma, as a proxy may: no seat's token has a comma.
    token = game["seats"][0]["token"]
    answer = client.get(
        f"/v1/{SLUG}/games/{game['game_id']}",
        headers=[("authorization", f"Bearer {token}"), ("authorization", "Bearer other")],
    )
    assert answer.status_code == 401, answer.text
    assert answer.json()["code"] == "invalid-token"


def test_two_separate_authorization_headers_are_refused() -> None:
    from litestar import Request
    from litestar.testing import RequestFactory

    from service.usecases.errors import ApiError
    from service.http.common import bearer_token

    scope = RequestFactory().get("/").scope
    scope["headers"] = [(b"authorization", b"Bearer one"), (b"authorization", b"Bearer two")]
    with pytest.raises(ApiError) as refused:
        bearer_token(Request(scope))
    assert refused.value.code == "validation-failed"


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_a_move_without_its_type_is_refused_at_every_game(client: TestClient, slug: str) -> None:
    # The contract requires `type` on every move; a game with one kind of move must not take it as implied.
    made = create(client, slug, [{"kind": "human"}] * GAMES[slug].meta.min_seats, seed=1)
    view = client.get(f"/v1/{slug}/games/{made['game_id']}").json()
    token = made["seats"][view["actors"][0]]["token"]
    listed = client.get(f"/v1/{slug}/games/{made['game_id']}/legal-moves", headers=bearer(token)).json()["moves"]
    untyped = {key: value for key, value in listed[0].items() if key != "type"}
    answer = client.post(f"/v1/{slug}/games/{made['game_id']}/moves", json=untyped, headers=bearer(token))
    assert answer.status_code == 400, answer.text
    assert answer.json()["code"] == "validation-failed"
    assert client.get(f"/v1/{slug}/games/{made['game_id']}").json()["version"] == 1, "nothing was applied"
