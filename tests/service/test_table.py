"""The table around a game: open seats and invitations, names, the lobby, the host's controls, leaving, rematch."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from litestar.testing import TestClient

from domain.registry import GAMES
from service.usecases.errors import ApiError
from service.support.settings import Settings
from service.store.games import Store, state_redis
from service.usecases.table import TABLE_EVENT_TAGS, change_table, claim
from tests.service.helpers import bearer, create, play_randomly

SLUG = "blink"  # two seats, short games
BASE = f"/v1/{SLUG}/games"


def view(client: TestClient, game_id: str, token: str | None = None) -> dict[str, Any]:
    answer = client.get(f"{BASE}/{game_id}", headers=bearer(token))
    assert answer.status_code == 200, answer.text
    return answer.json()


def texts(client: TestClient, game_id: str) -> list[str]:
    """Every line of the game's log, page by page."""
    lines: list[str] = []
    params: dict[str, Any] = {"limit": 500}
    while True:
        page = client.get(f"{BASE}/{game_id}/events", params=params).json()
        lines += [entry["text"] for entry in page["events"]]
        if len(page["events"]) < 500:
            return lines
        params["after"] = page["cursor"]


def open_game(client: TestClient, **body: Any) -> dict[str, Any]:
    return create(client, SLUG, [{"kind": "human", "name": "Alice"}, {"kind": "open"}], **body)


def test_an_open_seat_is_claimed_with_its_invitation_code_and_a_name(client: TestClient) -> None:
    created = open_game(client)
    host, guest = created["seats"]
    assert host["token"] and host["invitation"] is None and host["name"] == "Alice"
    assert guest["kind"] == "open" and guest["token"] is None and guest["invitation"]
    game_id = created["game_id"]
    assert [seat["status"] for seat in view(client, game_id)["table"]["seats"]] == ["human", "open"]

    claimed = client.post(f"{BASE}/{game_id}/seats/1/claim", json={"code": guest["invitation"], "name": "Bob"})
    assert claimed.status_code == 200, claimed.text
    token = claimed.json()["token"]
    assert claimed.json()["seat"] == 1 and claimed.json()["version"] == 2
    table = view(client, game_id, token)["table"]
    assert [(seat["status"], seat["name"]) for seat in table["seats"]] == [("human", "Alice"), ("human", "Bob")]
    assert "Bob took seat 2" in texts(client, game_id)
    assert client.get(f"{BASE}/{game_id}/legal-moves", headers=bearer(token)).status_code == 200


def test_a_claimed_seat_cannot_be_claimed_again_and_a_wrong_code_is_refused(client: TestClient) -> None:
    created = open_game(client)
    game_id, code = created["game_id"], created["seats"][1]["invitation"]
    # One character changed, never to itself (a code may well start with "x").
    forged = ("y" if code[0] == "x" else "x") + code[1:]
    wrong = client.post(f"{BASE}/{game_id}/seats/1/claim", json={"code": forged, "name": "Eve"})
    assert wrong.status_code == 403 and wrong.json()["code"] == "invitation-invalid"
    assert client.post(f"{BASE}/{game_id}/seats/1/claim", json={"name": "Eve"}).json()["code"] == "invitation-invalid"
    assert client.post(f"{BASE}/{game_id}/seats/1/claim", json={"code": code, "name": "Bob"}).status_code == 200
    again = client.post(f"{BASE}/{game_id}/seats/1/claim", json={"code": code, "name": "Carol"})
    assert again.status_code == 409 and again.json()["code"] == "seat-taken"
    human = client.post(f"{BASE}/{game_id}/seats/0/claim", json={"code": code, "name": "Carol"})
    assert human.json()["code"] == "seat-taken"
    missing = client.post(f"{BASE}/{game_id}/seats/7/claim", json={"code": code, "name": "Carol"})
    assert missing.status_code == 404 and missing.json()["code"] == "seat-not-found"


def test_two_players_claiming_one_seat_at_the_same_instant_one_wins(client: TestClient, settings: Settings) -> None:
    created = open_game(client, public=True)
    game_id = created["game_id"]

    async def race() -> list[Any]:
        redis = state_redis(settings)
        store = Store(redis, prefix=settings.key_prefix, idle_ttl=settings.idle_ttl_seconds)

        async def one(index: int) -> Any:
            try:
                return await change_table(
                    store, GAMES[SLUG], game_id,
                    lambda loaded, _s: claim(loaded.record, 1, None, f"Racer {index}", f"token-{index}"),
                )
            except ApiError as exc:
                return exc.code

        try:
            return await asyncio.gather(*(one(index) for index in range(12)))
        finally:
            await redis.aclose()

    outcomes = asyncio.run(race())
    won = [outcome for outcome in outcomes if not isinstance(outcome, str)]
    assert len(won) == 1
    assert sorted(set(outcome for outcome in outcomes if isinstance(outcome, str))) == ["seat-taken"]
    seats = view(client, game_id)["table"]["seats"]
    assert seats[1]["status"] == "human" and seats[1]["name"] == won[0][1].seats[1].name
    assert sum("took seat 2" in line for line in texts(client, game_id)) == 1


@pytest.mark.parametrize(
    "name", ["", " Bob", "Bob ", "Bo\nb", "Bo\x00b", "Bob\u202e", "x" * 41, "\u200b"], ids=repr
)
def test_a_name_must_be_printable_and_short(client: TestClient, name: str) -> None:
    answer = client.post(BASE, json={"seats": [{"kind": "human", "name": name}, {"kind": "open"}]})
    assert answer.status_code == 400, answer.text
    created = open_game(client)
    claim_answer = client.post(
        f"{BASE}/{created['game_id']}/seats/1/claim", json={"code": created["seats"][1]["invitation"], "name": name}
    )
    assert claim_answer.status_code == 400 and claim_answer.json()["code"] == "validation-failed"


def test_two_seats_may_not_share_a_name(client: TestClient) -> None:
    twice = client.post(BASE, json={"seats": [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "ANN"}]})
    assert twice.status_code == 409 and twice.json()["code"] == "name-taken"
    created = open_game(client)
    answer = client.post(
        f"{BASE}/{created['game_id']}/seats/1/claim", json={"code": created["seats"][1]["invitation"], "name": "alice"}
    )
    assert answer.status_code == 409 and answer.json()["code"] == "name-taken"
    assert view(client, created["game_id"])["table"]["seats"][1]["status"] == "open"


def test_names_show_in_views_scores_labels_and_event_texts(client: TestClient) -> None:
    created = create(client, SLUG, [{"kind": "human", "name": "Alice"}, {"kind": "human"}], seed=5)
    game_id = created["game_id"]
    names = [seat["name"] for seat in view(client, game_id)["table"]["seats"]]
    assert names == ["Alice", "Player 2"]
    score = client.get(f"{BASE}/{game_id}/score").json()
    assert [seat["name"] for seat in score["table"]["seats"]] == names
    play_randomly(client, SLUG, created, seed=3)
    lines = texts(client, game_id)
    assert any("Alice" in line for line in lines) and any("Player 2" in line for line in lines)
    assert not any("seat 0" in line.lower() or "seat 1" in line.lower() for line in lines), lines


def test_the_lobby_lists_public_games_with_open_seats_newest_first_and_no_secrets(client: TestClient) -> None:
    private = open_game(client)
    first, second, third = (open_game(client, public=True) for _ in range(3))
    page = client.get(BASE, params={"open": "true", "limit": 2}).json()
    ids = [entry["game_id"] for entry in page["games"]]
    assert ids == [third["game_id"], second["game_id"]]
    rest = client.get(BASE, params={"open": "true", "limit": 2, "after": page["cursor"]}).json()
    assert first["game_id"] in [entry["game_id"] for entry in rest["games"]]
    assert private["game_id"] not in ids + [entry["game_id"] for entry in rest["games"]]
    body = client.get(BASE, params={"open": "true", "limit": 50}).text
    for created in (private, first, second, third):
        for seat in created["seats"]:
            for secret in (seat["token"], seat["invitation"]):
                assert secret is None or secret not in body
        assert created["host_token"] not in body

    joined = client.post(f"{BASE}/{second['game_id']}/seats/1/claim", json={"name": "Bob"})
    assert joined.status_code == 200, joined.text
    listed = [entry["game_id"] for entry in client.get(BASE, params={"open": "true", "limit": 50}).json()["games"]]
    assert second["game_id"] not in listed and third["game_id"] in listed
    everything = [entry["game_id"] for entry in client.get(BASE, params={"limit": 50}).json()["games"]]
    assert second["game_id"] in everything, "a full public game is still listed for spectators"


def test_lobby_parameters_are_checked(client: TestClient) -> None:
    for params in ({"open": "yes"}, {"limit": "0"}, {"limit": "51"}, {"after": "nope"}):
        answer = client.get(BASE, params=params)
        assert answer.status_code == 400 and answer.json()["code"] == "validation-failed", params


def test_the_host_reissues_a_lost_token_and_the_old_one_stops_working(client: TestClient) -> None:
    created = create(client, SLUG, [{"kind": "human", "name": "Alice"}, {"kind": "human", "name": "Bob"}])
    game_id, old = created["game_id"], created["seats"][1]["token"]
    refused = client.post(f"{BASE}/{game_id}/seats/1/token", headers=bearer(created["seats"][0]["token"]))
    assert refused.status_code == 401, "a seat token is not the host token"
    answer = client.post(f"{BASE}/{game_id}/seats/1/token", headers=bearer(created["host_token"]))
    assert answer.status_code == 200, answer.text
    assert set(answer.json()) == {"game_id", "seat", "name", "token", "version"}
    assert client.get(f"{BASE}/{game_id}/legal-moves", headers=bearer(old)).status_code == 401
    assert client.get(f"{BASE}/{game_id}/legal-moves", headers=bearer(answer.json()["token"])).status_code == 200
    ai = client.post(f"{BASE}/{game_id}/seats/1/ai", headers=bearer(created["host_token"]), json={"level": "random"})
    assert ai.status_code == 200
    no_token = client.post(f"{BASE}/{game_id}/seats/1/token", headers=bearer(created["host_token"]))
    assert no_token.status_code == 409 and no_token.json()["code"] == "seat-not-human"


def test_the_host_cancels_and_nobody_moves_after(client: TestClient) -> None:
    created = create(client, SLUG, [{"kind": "human"}, {"kind": "human"}], public=True)
    game_id = created["game_id"]
    seat_token = created["seats"][0]["token"]
    actor = view(client, game_id)["actors"][0]
    token = created["seats"][actor]["token"]
    move = client.get(f"{BASE}/{game_id}/legal-moves", headers=bearer(token)).json()["moves"][0]
    assert client.post(f"{BASE}/{game_id}/cancel", headers=bearer(seat_token)).status_code == 401
    answer = client.post(f"{BASE}/{game_id}/cancel", headers=bearer(created["host_token"]))
    assert answer.status_code == 200 and answer.json()["table"]["cancelled"] is True
    refused = client.post(f"{BASE}/{game_id}/moves", json=move, headers=bearer(token))
    assert refused.status_code == 409 and refused.json()["code"] == "game-cancelled"
    assert client.post(f"{BASE}/{game_id}/cancel", headers=bearer(created["host_token"])).json()["code"] == "game-cancelled"
    assert game_id not in [entry["game_id"] for entry in client.get(BASE, params={"limit": 50}).json()["games"]]
    assert "The host cancelled the game" in texts(client, game_id)


def test_a_seat_that_leaves_loses_its_token_and_everyone_sees_it(client: TestClient) -> None:
    created = create(client, SLUG, [{"kind": "human", "name": "Alice"}, {"kind": "human", "name": "Bob"}])
    game_id = created["game_id"]
    alice, bob = (seat["token"] for seat in created["seats"])
    assert client.post(f"{BASE}/{game_id}/seats/1/leave", headers=bearer(alice)).status_code == 401
    left = client.post(f"{BASE}/{game_id}/seats/1/leave", headers=bearer(bob))
    assert left.status_code == 200, left.text
    seat = view(client, game_id, alice)["table"]["seats"][1]
    assert (seat["status"], seat["level"], seat["left"], seat["name"]) == ("ai", "greedy", True, "Bob")
    assert client.get(f"{BASE}/{game_id}", headers=bearer(bob)).status_code == 401
    assert "Bob left; the greedy bot plays seat 2 from now on" in texts(client, game_id)


def test_a_rematch_keeps_seats_names_and_options_and_each_player_gets_their_own_token(client: TestClient) -> None:
    options = {"rounds": 1} if "rounds" in GAMES[SLUG].Config.__struct_fields__ else {}
    created = create(
        client, SLUG, [{"kind": "human", "name": "Alice"}, {"kind": "human", "name": "Bob"}], options=options, seed=9
    )
    game_id = created["game_id"]
    alice, bob = (seat["token"] for seat in created["seats"])
    early = client.post(f"{BASE}/{game_id}/rematch", headers=bearer(alice))
    assert early.status_code == 409 and early.json()["code"] == "game-not-finished"
    play_randomly(client, SLUG, created, seed=1)

    first = client.post(f"{BASE}/{game_id}/rematch", headers=bearer(alice))
    assert first.status_code == 201, first.text
    rematch = first.json()
    assert rematch["seat"] == 0 and rematch["host_token"]
    assert view(client, game_id)["table"]["rematch"] == rematch["game_id"]
    assert any(line == "A rematch was set up" for line in texts(client, game_id))
    second = client.post(f"{BASE}/{game_id}/rematch", headers=bearer(bob))
    assert second.status_code == 200, second.text
    joined = second.json()
    assert joined["game_id"] == rematch["game_id"] and joined["seat"] == 1
    assert joined["host_token"] is None and joined["invitations"] == []
    assert joined["token"] not in first.text, "a player's token never passes through another player"

    new_id = rematch["game_id"]
    fresh = view(client, new_id, joined["token"])
    assert [seat["name"] for seat in fresh["table"]["seats"]] == ["Alice", "Bob"]
    assert fresh["finished"] is False and fresh["seed_commitment"] != view(client, game_id)["seed_commitment"]
    assert client.get(f"{BASE}/{new_id}", headers=bearer(alice)).status_code == 401, "old tokens stay in the old game"
    assert client.get(f"{BASE}/{new_id}", headers=bearer(rematch["token"])).status_code == 200
    again = client.post(f"{BASE}/{game_id}/rematch", headers=bearer(alice))
    assert again.status_code == 200 and again.json()["game_id"] == new_id and again.json()["host_token"] is None


def test_table_events_never_share_a_tag_with_a_game_event() -> None:
    for slug, game in GAMES.items():
        tags = {cls.__struct_config__.tag for cls in getattr(game.Event, "__args__", (game.Event,))}
        assert not tags & TABLE_EVENT_TAGS, slug


def test_a_page_of_open_games_reads_about_as_many_games_as_it_answers(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    wanted = open_game(client, public=True)
    for _ in range(60):  # newer public games with every seat taken: spectators see them, seekers of a seat do not
        create(client, SLUG, [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Ben"}], public=True)
    loads = 0
    load = Store.load

    async def counted(self: Store, game_id: str) -> Any:
        nonlocal loads
        loads += 1
        return await load(self, game_id)

    monkeypatch.setattr(Store, "load", counted)
    page = client.get(BASE, params={"open": "true", "limit": 1}).json()
    assert [entry["game_id"] for entry in page["games"]] == [wanted["game_id"]]
    assert loads <= 2, f"a one-game page of open games read {loads} games"
    assert len(client.get(BASE, params={"limit": 50}).json()["games"]) == 50, "the full games are still listed"
