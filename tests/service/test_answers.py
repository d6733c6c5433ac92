"""Encoded answers kept per (game, version, seat): the same bytes as rendering afresh, never another seat's."""

from __future__ import annotations

from litestar.testing import TestClient

from service.http.answers import Answers
from service.http.app import create_app
from service.support.settings import Settings
from tests.service.helpers import bearer, create

SLUG = "xmas-sweater"
BASE = f"/v1/{SLUG}/games"


def test_the_bound_drops_the_least_recently_used_answer_first() -> None:
    answers = Answers(entries=2)
    answers.put("view", "g", 1, 0, b"a")
    answers.put("view", "g", 1, 1, b"b")
    assert answers.get("view", "g", 1, 0) == b"a"  # now the most recently used
    answers.put("moves", "g", 1, 0, b"c")
    assert answers.get("view", "g", 1, 1) is None
    assert answers.get("view", "g", 1, 0) == b"a" and answers.get("moves", "g", 1, 0) == b"c"


def test_no_entries_keeps_nothing() -> None:
    answers = Answers(entries=0)
    assert answers.put("view", "g", 1, None, b"a") == b"a"
    assert answers.get("view", "g", 1, None) is None


def test_kept_answers_are_the_bytes_a_fresh_render_gives(client: TestClient, settings: Settings) -> None:
    created = create(client, SLUG, [{"kind": "human"}, {"kind": "human"}], seed=7)
    game_id = created["game_id"]
    tokens = [seat["token"] for seat in created["seats"]]
    paths = [f"{BASE}/{game_id}", f"{BASE}/{game_id}/legal-moves"]
    first = {(path, seat): client.get(path, headers=bearer(tokens[seat])).content for path in paths for seat in (0, 1)}
    again = {(path, seat): client.get(path, headers=bearer(tokens[seat])).content for path in paths for seat in (0, 1)}
    assert first == again
    # Each seat gets its own answer: the two views differ (a view names the seat that reads it, at the least).
    assert first[(paths[0], 0)] != first[(paths[0], 1)]
    with TestClient(create_app(Settings(**{**_fields(settings), "answer_cache_entries": 0}))) as fresh:
        rendered = {(path, seat): fresh.get(path, headers=bearer(tokens[seat])).content for path in paths for seat in (0, 1)}
    assert rendered == first


def test_a_table_change_is_a_new_version_so_views_show_it_at_once(client: TestClient) -> None:
    created = create(client, SLUG, [{"kind": "human", "name": "Alice"}, {"kind": "open"}])
    game_id = created["game_id"]
    before = client.get(f"{BASE}/{game_id}").json()
    assert [seat["status"] for seat in before["table"]["seats"]] == ["human", "open"]
    code = created["seats"][1]["invitation"]
    claimed = client.post(f"{BASE}/{game_id}/seats/1/claim", json={"code": code, "name": "Bob"})
    assert claimed.status_code == 200, claimed.text
    after = client.get(f"{BASE}/{game_id}").json()
    assert after["version"] == before["version"] + 1
    assert [(seat["status"], seat["name"]) for seat in after["table"]["seats"]] == [("human", "Alice"), ("human", "Bob")]


def _fields(settings: Settings) -> dict[str, object]:
    return {field: getattr(settings, field) for field in settings.__struct_fields__}
