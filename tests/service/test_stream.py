"""Live tables: server-sent event streams, on real `yuletide serve` processes sharing the test Redis."""

from __future__ import annotations

import json
import os
import random
import secrets
import signal
import subprocess
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from typing import Any

import httpx
import pytest
import redis

from service.live.streams import message
from tests.service.helpers import bearer, start_serving

SLUG = "christmas-lights"  # hidden information: seats and spectators read different things
SOLO = "xmas-sweater"


# --- a server, and a reader of its streams ----------------------------------------------------------------------


@contextmanager
def serving(redis_url: str, prefix: str, **env: str) -> Iterator[tuple[str, subprocess.Popen]]:
    """`yuletide serve` as users run it, on the test Redis under `prefix`; stopped afterwards."""
    environ = {
        **os.environ, "REDIS_URL": redis_url, "YULETIDE_KEY_PREFIX": prefix, "YULETIDE_QUEUE": prefix,
        "YULETIDE_ALLOW_SEEDS": "1", "YULETIDE_RATE_LIMIT": "0/minute", "YULETIDE_AI_BUDGET": "0/hour",
        "YULETIDE_LOG_LEVEL": "WARNING", **env,
    }
    process, base = start_serving(environ)
    try:
        yield base, process
    finally:
        if process.poll() is None:
            process.terminate()
            process.wait(timeout=30)


class Reader:
    """The messages of one open stream, parsed as an EventSource parses them."""

    def __init__(self, response: httpx.Response) -> None:
        self.response = response
        self.lines = response.iter_lines()

    def next(self) -> dict[str, Any] | None:
        """The next message (heartbeats included, as `{"comment": ...}`), or None when the server ended the stream."""
        fields: dict[str, Any] = {}
        for line in self.lines:
            if line == "":
                if fields:
                    return fields
                continue
            name, _, value = line.partition(":")
            value = value.removeprefix(" ")
            if name == "":
                fields["comment"] = value
            elif name == "data":
                fields["data"] = f"{fields['data']}\n{value}" if "data" in fields else value
            else:
                fields[name] = value
        return None

    def until(self, done: Any, limit: int = 500) -> list[dict[str, Any]]:
        """Messages up to and including the first for which `done(message)` holds."""
        seen = []
        for _ in range(limit):
            found = self.next()
            assert found is not None, f"the stream ended before the awaited message; read {seen}"
            seen.append(found)
            if done(found):
                return seen
        raise AssertionError("the awaited message never came")

    def rest(self) -> list[dict[str, Any]]:
        """Every message until the server ends the stream."""
        seen = []
        while (found := self.next()) is not None:
            seen.append(found)
        return seen


def _open_streams(base: str) -> float:
    """The process's open streams by its metrics, once the count settles. A closed stream frees its place when its
    last read of Redis is over: at once as a rule, but a blocked read that does not take its cancellation ends
    only when its block does (the 15 s heartbeat)."""
    for _ in range(400):
        lines = [line for line in httpx.get(f"{base}/metrics").text.splitlines() if line.startswith("yuletide_streams_open ")]
        count = float(lines[0].split()[1])
        if count == 0:
            break
        time.sleep(0.05)
    return count


@contextmanager
def stream(base: str, slug: str, game_id: str, *, headers: dict[str, str] | None = None, **query: str) -> Iterator[Reader]:
    with httpx.Client(timeout=httpx.Timeout(10.0)) as client:
        with client.stream("GET", f"{base}/v1/{slug}/games/{game_id}/stream", params=query, headers=headers or {}) as answer:
            assert answer.status_code == 200, answer.read().decode()
            assert answer.headers["content-type"].startswith("text/event-stream")
            yield Reader(answer)


def refusal(base: str, slug: str, game_id: str, *, headers: dict[str, str] | None = None, **query: str) -> httpx.Response:
    """The answer to a stream that must be refused, its body read; a stream that opens instead is closed unread."""
    with httpx.Client(timeout=httpx.Timeout(10.0)) as client:
        with client.stream("GET", f"{base}/v1/{slug}/games/{game_id}/stream", params=query, headers=headers or {}) as answer:
            if answer.status_code != 200:
                answer.read()
            return answer


def is_view(found: dict[str, Any]) -> bool:
    return found.get("event") == "view"


def ticket(base: str, slug: str, game_id: str, token: str) -> str:
    answer = httpx.post(f"{base}/v1/{slug}/games/{game_id}/stream-tickets", headers=bearer(token))
    assert answer.status_code == 201, answer.text
    assert answer.json()["expires_in"] == 60
    return answer.json()["ticket"]


def new_game(base: str, slug: str = SLUG, seats: int = 3, seed: int = 7) -> dict[str, Any]:
    answer = httpx.post(f"{base}/v1/{slug}/games", json={"seats": [{"kind": "human"}] * seats, "seed": seed})
    assert answer.status_code == 201, answer.text
    return answer.json()


def move_once(base: str, slug: str, created: dict[str, Any], rng: random.Random) -> None:
    """One random legal move by one of the actors."""
    game_id = created["game_id"]
    tokens = {seat["seat"]: seat["token"] for seat in created["seats"]}
    view = httpx.get(f"{base}/v1/{slug}/games/{game_id}").json()
    seat = rng.choice(view["actors"])
    moves = httpx.get(f"{base}/v1/{slug}/games/{game_id}/legal-moves", headers=bearer(tokens[seat])).json()["moves"]
    answer = httpx.post(f"{base}/v1/{slug}/games/{game_id}/moves", json=rng.choice(moves), headers=bearer(tokens[seat]))
    assert answer.status_code == 200, answer.text


def event_log(base: str, slug: str, game_id: str, token: str | None = None) -> list[dict[str, Any]]:
    """Every event the caller may read, through the event log."""
    found: list[dict[str, Any]] = []
    cursor = None
    while True:
        query = {"limit": "500", **({"after": cursor} if cursor else {})}
        page = httpx.get(f"{base}/v1/{slug}/games/{game_id}/events", params=query, headers=bearer(token)).json()
        found += page["events"]
        if len(page["events"]) < 500:
            return found
        cursor = page["cursor"]


def problem_code(answer: httpx.Response) -> str:
    assert answer.headers["content-type"].startswith("application/problem+json"), answer.text
    return answer.json()["code"]


# --- fixtures -----------------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def prefix(redis_url: str) -> Iterator[str]:
    name = f"yt-test-stream-{secrets.token_hex(4)}"
    yield name
    client = redis.Redis.from_url(redis_url)
    keys = list(client.scan_iter(match=f"{name}*", count=1000))
    if keys:
        client.delete(*keys)
    client.close()


@pytest.fixture(scope="module")
def two_servers(redis_url: str, prefix: str) -> Iterator[tuple[str, str]]:
    """Two API processes on one Redis, as two replicas behind a load balancer."""
    with serving(redis_url, prefix, YULETIDE_STREAM_MAX_SECONDS="30") as (first, _), serving(
        redis_url, prefix, YULETIDE_STREAM_MAX_SECONDS="30"
    ) as (second, _):
        yield first, second


# --- the tests ----------------------------------------------------------------------------------------------------


def test_a_move_made_through_one_process_reaches_a_stream_held_by_another_within_a_second(two_servers) -> None:
    here, there = two_servers
    created = new_game(here)
    game_id = created["game_id"]
    rng = random.Random(1)
    with stream(here, SLUG, game_id) as reader:
        first = reader.next()
        assert first["event"] == "view" and first["id"] == "0-0" and first["retry"] == "2000"
        assert json.loads(first["data"]) == httpx.get(f"{here}/v1/{SLUG}/games/{game_id}").json()
        for _ in range(3):
            started = time.perf_counter()
            move_once(there, SLUG, created, rng)
            arrived = reader.until(is_view)
            assert time.perf_counter() - started < 1.0
            assert [found["event"] for found in arrived][-1] == "view"
            assert json.loads(arrived[-1]["data"]) == httpx.get(f"{there}/v1/{SLUG}/games/{game_id}").json()


def test_each_caller_reads_on_its_stream_exactly_what_its_event_log_and_view_say(two_servers) -> None:
    here, there = two_servers
    created = new_game(here, seats=3, seed=11)
    game_id = created["game_id"]
    tokens = [seat["token"] for seat in created["seats"]]
    rng = random.Random(2)
    for _ in range(25):
        move_once(there, SLUG, created, rng)
    readers = {
        "spectator": ({}, {}),
        "seat 0 by ticket": ({}, {"ticket": ticket(here, SLUG, game_id, tokens[0])}),
        "seat 1 by header": (bearer(tokens[1]), {}),
    }
    tokens_of = {"spectator": None, "seat 0 by ticket": tokens[0], "seat 1 by header": tokens[1]}
    reads = {}
    for name, (headers, query) in readers.items():
        with stream(here, SLUG, game_id, headers=headers, after="0-0", **query) as reader:
            reads[name] = reader.until(is_view)
    for name, read in reads.items():
        token = tokens_of[name]
        events = [json.loads(found["data"]) for found in read if found["event"] == "game-event"]
        assert events == event_log(here, SLUG, game_id, token), name
        assert [found["id"] for found in read[:-1]] == [event["id"] for event in events]
        view = httpx.get(f"{here}/v1/{SLUG}/games/{game_id}", headers=bearer(token)).json()
        assert json.loads(read[-1]["data"]) == view, name
        assert read[-1]["id"] == (events[-1]["id"] if events else "0-0")
    spectator = {event["id"] for event in (json.loads(f["data"]) for f in reads["spectator"][:-1])}
    seat = {event["id"] for event in (json.loads(f["data"]) for f in reads["seat 0 by ticket"][:-1])}
    assert spectator < seat, "a seat reads every public event and some told only to it"
    for found in reads["spectator"][:-1]:
        assert json.loads(found["data"])["event"].get("to") is None


def test_a_reconnect_with_last_event_id_loses_and_repeats_nothing(two_servers) -> None:
    here, there = two_servers
    created = new_game(here, seats=2, seed=5)
    game_id = created["game_id"]
    token = created["seats"][0]["token"]
    rng = random.Random(3)
    read: list[dict[str, Any]] = []
    last = None
    for round_ in range(4):
        resume = {"Last-Event-ID": last} if last else {}
        with stream(here, SLUG, game_id, headers={**bearer(token), **resume}) as reader:
            got = reader.until(is_view)  # what was missed (nothing on the first connect), then the view
            for _ in range(2):
                move_once(there, SLUG, created, rng)
                got += reader.until(is_view)
        read += got
        last = got[-1]["id"]
        for _ in range(round_ + 1):  # moves made while no stream is open
            move_once(there, SLUG, created, rng)
    with stream(here, SLUG, game_id, headers=bearer(token), after=last) as reader:
        read += reader.until(is_view)
    events = [json.loads(found["data"]) for found in read if found["event"] == "game-event"]
    assert [event["id"] for event in events] == [event["id"] for event in event_log(here, SLUG, game_id, token)]
    assert json.loads(read[-1]["data"]) == httpx.get(f"{here}/v1/{SLUG}/games/{game_id}", headers=bearer(token)).json()


def test_a_ticket_opens_one_stream_once_and_expires(two_servers, redis_url: str, prefix: str) -> None:
    here, there = two_servers
    created = new_game(here, seats=2)
    game_id = created["game_id"]
    token = created["seats"][1]["token"]
    url = f"{here}/v1/{SLUG}/games/{game_id}/stream"
    once = ticket(here, SLUG, game_id, token)
    with stream(there, SLUG, game_id, ticket=once) as reader:  # redeemed by the other process
        assert json.loads(reader.next()["data"])["seat"] == 1
    assert problem_code(httpx.get(url, params={"ticket": once})) == "invalid-token"
    # Kept only as its hash, for 60 s.
    client = redis.Redis.from_url(redis_url)
    late = ticket(here, SLUG, game_id, token)
    keys = list(client.scan_iter(match=f"{prefix}:{{{game_id}}}:ticket:*"))
    assert len(keys) == 1 and late not in keys[0].decode()
    assert 55 <= client.ttl(keys[0]) <= 60
    client.pexpire(keys[0], 1)
    time.sleep(0.05)
    client.close()
    assert problem_code(httpx.get(url, params={"ticket": late})) == "invalid-token"
    # A ticket belongs to its game; a spectator gets none; ticket and header at once are refused.
    other = new_game(here, seats=2)
    elsewhere = ticket(here, SLUG, other["game_id"], other["seats"][0]["token"])
    assert problem_code(httpx.get(url, params={"ticket": elsewhere})) == "invalid-token"
    assert problem_code(httpx.post(f"{here}/v1/{SLUG}/games/{game_id}/stream-tickets")) == "invalid-token"
    both = httpx.get(url, params={"ticket": ticket(here, SLUG, game_id, token)}, headers=bearer(token))
    assert problem_code(both) == "validation-failed"
    assert problem_code(httpx.get(url, params={"after": "yesterday"})) == "validation-failed"
    with stream(here, SLUG, game_id, headers={"Last-Event-ID": "yesterday"}) as reader:  # ignored: a new stream
        assert reader.next()["event"] == "view"
    assert problem_code(httpx.get(url, params={"after": "1-1", "since": "1"})) == "validation-failed"


def test_a_stream_of_a_game_that_is_over_ends_with_finished(two_servers) -> None:
    here, there = two_servers
    created = new_game(here, slug=SOLO, seats=1, seed=3)
    game_id = created["game_id"]
    token = created["seats"][0]["token"]
    with httpx.Client(base_url=there) as client:
        view = client.get(f"/v1/{SOLO}/games/{game_id}").json()
        with stream(here, SOLO, game_id, headers=bearer(token)) as reader:
            reader.next()
            rng = random.Random(4)
            while not view["finished"]:
                moves = client.get(f"/v1/{SOLO}/games/{game_id}/legal-moves", headers=bearer(token)).json()["moves"]
                view = client.post(f"/v1/{SOLO}/games/{game_id}/moves", json=rng.choice(moves), headers=bearer(token)).json()
            live = reader.rest()  # the server closes the stream after `finished`
    assert [found["event"] for found in live[-2:]] == ["view", "finished"]
    assert json.loads(live[-2]["data"])["finished"] is True
    end = json.loads(live[-1]["data"])
    assert end == {"game_id": game_id, "version": view["version"], "cancelled": False}
    with stream(here, SOLO, game_id) as reader:  # connecting afterwards: the final view, then `finished`
        assert [found["event"] for found in reader.rest()] == ["view", "finished"]


def test_beyond_max_streams_a_process_answers_503_too_many_streams_and_frees_places_on_disconnect(
    redis_url: str, prefix: str
) -> None:
    with serving(redis_url, prefix, YULETIDE_MAX_STREAMS="2") as (base, _):
        game_id = new_game(base, seats=2)["game_id"]
        for _round in range(3):  # places come back when clients go away
            with stream(base, SLUG, game_id) as first, stream(base, SLUG, game_id) as second:
                first.next(), second.next()
                refused = httpx.get(f"{base}/v1/{SLUG}/games/{game_id}/stream")
                assert refused.status_code == 503
                assert problem_code(refused) == "too-many-streams"
                assert int(refused.headers["Retry-After"]) >= 1
            assert _open_streams(base) == 0


TOP = 2**64 - 1  # the largest part a Redis stream id may have


def test_a_stream_after_a_cursor_past_the_end_of_the_log_is_refused(two_servers) -> None:
    here, there = two_servers
    created = new_game(here, seats=2, seed=9)
    game_id = created["game_id"]
    move_once(there, SLUG, created, random.Random(6))
    version = httpx.get(f"{here}/v1/{SLUG}/games/{game_id}").json()["version"]
    for cursor in (f"{TOP}-{TOP}", f"{TOP}-0", f"{version + 1}-0"):
        for headers in ({}, bearer(created["seats"][0]["token"]), {"Last-Event-ID": cursor}):
            refused = refusal(here, SLUG, game_id, headers=headers, after=cursor)
            assert refused.status_code == 400, (cursor, headers)
            assert problem_code(refused) == "validation-failed"
            assert f"at version {version}" in refused.json()["detail"]


def test_a_last_event_id_past_the_end_of_the_log_starts_the_stream_anew_never_silent(two_servers) -> None:
    here, there = two_servers
    created = new_game(here, seats=2, seed=9)
    game_id = created["game_id"]
    rng = random.Random(6)
    move_once(there, SLUG, created, rng)
    with stream(here, SLUG, game_id) as reader:
        fresh = reader.next()["id"]  # where a new stream starts: the last event a spectator could read
    for cursor in (f"{TOP}-0", f"{TOP}-{TOP}"):
        # A browser sends back what it was given, and a 400 would stop its EventSource: it starts anew instead.
        with stream(here, SLUG, game_id, headers={"Last-Event-ID": cursor}) as reader:
            first = reader.next()
            assert first["event"] == "view" and first["id"] == fresh
            assert json.loads(first["data"]) == httpx.get(f"{here}/v1/{SLUG}/games/{game_id}").json()
            move_once(there, SLUG, created, rng)
            moved = reader.until(is_view)
            assert json.loads(moved[-1]["data"]) == httpx.get(f"{here}/v1/{SLUG}/games/{game_id}").json()
            fresh = moved[-1]["id"]


def from_address(address: str, token: str | None = None) -> dict[str, str]:
    """Headers of a client at `address`, as the trusted proxy in front of the server forwards it."""
    return {"X-Forwarded-For": address, **bearer(token)}


def test_one_address_cannot_take_every_stream_and_seats_keep_places_of_their_own(redis_url: str, prefix: str) -> None:
    shares = {
        "YULETIDE_TRUSTED_PROXIES": "127.0.0.1", "YULETIDE_MAX_STREAMS": "6", "YULETIDE_SEAT_STREAM_RESERVE": "2",
        "YULETIDE_STREAMS_PER_CLIENT": "3", "YULETIDE_SPECTATOR_STREAMS_PER_CLIENT": "2",
        "YULETIDE_SPECTATOR_STREAMS_PER_GAME": "3", "YULETIDE_STREAMS_PER_SEAT": "1",
    }
    greedy, other, third, fourth, fifth = (f"203.0.113.{n}" for n in range(1, 6))
    with serving(redis_url, prefix, **shares) as (base, _):
        table, side = new_game(base, seats=3), new_game(base, seats=2)
        first, second = table["game_id"], side["game_id"]
        with ExitStack() as held:
            readers = []  # kept: a reader dropped closes its stream

            def hold(game_id: str, headers: dict[str, str], **query: str) -> None:
                readers.append(held.enter_context(stream(base, SLUG, game_id, headers=headers, **query)))
                assert readers[-1].next()["event"] == "view"

            def refused(code: str, game_id: str, headers: dict[str, str], **query: str) -> None:
                answer = refusal(base, SLUG, game_id, headers=headers, **query)
                assert answer.status_code == (429 if code == "stream-limit" else 503), answer.status_code
                assert problem_code(answer) == code
                assert int(answer.headers["Retry-After"]) >= 1

            hold(first, from_address(greedy))
            hold(first, from_address(greedy))
            refused("stream-limit", first, from_address(greedy))  # its spectator share is spent, at every game
            refused("stream-limit", second, from_address(greedy))
            hold(first, from_address(other))  # another address still watches
            hold(first, from_address(greedy), ticket=ticket(base, SLUG, first, table["seats"][0]["token"]))
            refused("stream-limit", first, from_address(greedy, table["seats"][1]["token"]))  # 3 streams: its all
            refused("too-many-streams", first, from_address(third))  # the game's 3 spectator places are taken
            hold(second, from_address(third))  # 4 spectators: all the process lets them hold
            refused("too-many-streams", second, from_address(fourth))
            hold(second, from_address(fourth, side["seats"][0]["token"]))  # a seat takes a place kept for seats
            refused("too-many-streams", second, from_address(fifth, side["seats"][1]["token"]))  # 6 of 6
        assert _open_streams(base) == 0
        with stream(base, SLUG, first, headers=from_address(greedy)) as one, stream(
            base, SLUG, first, headers=from_address(greedy)
        ) as two:  # every share came back with the places
            assert one.next()["event"] == two.next()["event"] == "view"


def test_a_seat_holds_a_bounded_number_of_streams_whatever_its_address(redis_url: str, prefix: str) -> None:
    shares = {"YULETIDE_TRUSTED_PROXIES": "127.0.0.1", "YULETIDE_STREAMS_PER_SEAT": "1"}
    with serving(redis_url, prefix, **shares) as (base, _):
        created = new_game(base, seats=2)
        game_id = created["game_id"]
        tokens = [seat["token"] for seat in created["seats"]]
        with stream(base, SLUG, game_id, headers=from_address("203.0.113.1", tokens[0])) as reader:
            reader.next()
            for headers, query in (
                (from_address("203.0.113.2", tokens[0]), {}),
                (from_address("203.0.113.3"), {"ticket": ticket(base, SLUG, game_id, tokens[0])}),
            ):
                answer = refusal(base, SLUG, game_id, headers=headers, **query)
                assert answer.status_code == 429, answer.status_code
                assert problem_code(answer) == "stream-limit" and "seat" in answer.json()["detail"]
            with stream(base, SLUG, game_id, headers=from_address("203.0.113.2", tokens[1])) as other:
                assert other.next()["event"] == "view"  # the other seat's share is its own
        assert _open_streams(base) == 0
        with stream(base, SLUG, game_id, headers=from_address("203.0.113.2", tokens[0])) as reader:
            assert reader.next()["event"] == "view"


def test_shutdown_ends_open_streams_cleanly_and_at_once(redis_url: str, prefix: str) -> None:
    with serving(redis_url, prefix) as (base, process):
        game_id = new_game(base, seats=2)["game_id"]
        with stream(base, SLUG, game_id) as reader:
            assert reader.next()["event"] == "view"
            started = time.monotonic()
            process.send_signal(signal.SIGTERM)
            assert reader.rest() == []  # ended at a message boundary: no partial message, no error
            ended = time.monotonic() - started
            process.wait(timeout=15)
        # uvicorn waits up to 20 s for open answers to end before the lifespan's end: the stream did not wait
        assert ended < 2, f"the stream took {ended:.1f} s to end"
        log = process.stderr.read().decode()
        assert "graceful shutdown exceeded" not in log and "Traceback" not in log, log[-2000:]


def test_a_message_is_written_whole() -> None:
    assert message("view", "3-1", b'{"a":1}', retry=2000) == b'retry: 2000\nid: 3-1\nevent: view\ndata: {"a":1}\n\n'
    assert message(None, None) == b": keep-alive\n\n"


def test_a_seat_reads_the_same_stream_at_tables_that_differ_only_in_cards_it_never_saw(two_servers, redis_url: str, prefix: str) -> None:
    """The leak check of tests/games/christmas_lights/test_leaks.py, through the whole stack: seat 0's stream
    (events, their cursors, texts and views) is byte-identical at two tables whose never-seen faces differ."""
    import msgspec

    from domain.games.christmas_lights.events import SaleAnswered
    from tests.games.christmas_lights.test_leaks import _card_at, _playout, _relabel, _shuffled_mapping, _unseen_slots

    here, there = two_servers
    seed, seat, window = 21, 0, 30
    history = _playout(3, seed)[: window + 1]
    never = {_card_at(history[0][0], seat, slot) for slot in _unseen_slots(history[0][0], seat)}
    for state, _actor, _move, events in history:
        never &= {_card_at(state, seat, slot) for slot in _unseen_slots(state, seat)}
        if any(isinstance(e, SaleAnswered) and e.seat == seat for e in events):
            never -= {card.card for card in state.seats[seat].hand}
    assert len(never) > 5
    twin = _relabel(history[0][0], seat, _shuffled_mapping(sorted(never), random.Random(seed)))
    tables, others = [], []
    for kind in ("real", "twin"):
        body = {"seats": [{"kind": "human"}] * 3, "seed": seed, "options": {"max_turns": 12}}
        created = httpx.post(f"{here}/v1/{SLUG}/games", json=body).json()
        if kind == "twin":
            client = redis.Redis.from_url(redis_url)
            client.hset(f"{prefix}:{{{created['game_id']}}}:game", "state", msgspec.msgpack.encode(twin))
            client.close()
        tokens = [entry["token"] for entry in created["seats"]]
        for _state, actor, move, _events in history[:-1]:
            answer = httpx.post(
                f"{there}/v1/{SLUG}/games/{created['game_id']}/moves", content=msgspec.json.encode(move),
                headers={**bearer(tokens[actor]), "Content-Type": "application/json"},
            )
            assert answer.status_code == 200, answer.text
        with stream(here, SLUG, created["game_id"], headers=bearer(tokens[seat]), after="0-0") as reader:
            read = reader.until(is_view)
        tables.append(json.dumps(read).replace(created["game_id"], "<game>"))
        other = httpx.get(f"{here}/v1/{SLUG}/games/{created['game_id']}", headers=bearer(tokens[1])).text
        others.append(other.replace(created["game_id"], "<game>"))
    assert tables[0] == tables[1]
    assert others[0] != others[1], "the tables differ: seat 1 sees seat 0's hand"
