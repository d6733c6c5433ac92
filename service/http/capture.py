"""The seeded sessions the contract's examples are taken from.

`capture()` starts the application in-process on its embedded store, plays a short scripted session of every
game (create, read, act, the table's changes, a stream, a rematch) with a fixed seed, and keeps each operation's
request and answer as it was sent. Ids, tokens and codes are drawn at random by the server; they are replaced by
stable stand-ins, so that the same code always gives the same examples. `yuletide openapi` writes them to
`service/http/examples.json`.
"""

from __future__ import annotations

import functools
import json
import random
import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from domain.ai import Budget
from domain.registry import GAMES
from service.http.examples import first_message

SEED = 2026
NAMES = ("Ada", "Ben", "Cleo", "Dan", "Eve", "Finn")
JOINER = "Gus"  # who claims the open seat of the public game
MAX_MOVES = 3000  # a game played to its end for the rematch
HINT_ITERATIONS = 32
TIMESTAMP = re.compile(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z")
SAME_TIME = "2026-12-24T18:00:00.000Z"


class StandIns:
    """Random strings the server drew, each replaced by a stable stand-in of the same kind and length class."""

    def __init__(self) -> None:
        self.found: dict[str, str] = {}
        self.counts: dict[str, int] = {}

    def add(self, value: str | None, kind: str) -> None:
        if not value or value in self.found:
            return
        number = self.counts.get(kind, 0) + 1
        self.counts[kind] = number
        if kind == "game":  # a game id: 22 letters, digits, `-` or `_`
            stand_in = f"ExampleGame{number:011d}"
        else:
            stand_in = f"example-{kind}-{number:03d}-" + "x" * max(0, len(value) - len(kind) - 13)
        self.found[value] = stand_in

    def apply(self, value: Any) -> Any:
        text = json.dumps(value)
        for drawn, stand_in in sorted(self.found.items(), key=lambda item: -len(item[0])):
            text = text.replace(drawn, stand_in)
        text = TIMESTAMP.sub(SAME_TIME, text)
        return json.loads(text)


class Recorder:
    """What each operation was sent and answered, by operation id."""

    def __init__(self) -> None:
        self.operations: dict[str, dict[str, Any]] = {}

    def request(self, operation: str, body: Any) -> None:
        self.operations.setdefault(operation, {}).setdefault("request", body)

    def answer(self, operation: str, status: int, body: Any) -> None:
        self.operations.setdefault(operation, {}).setdefault("responses", {}).setdefault(str(status), body)


@contextmanager
def _client() -> Iterator[Any]:
    from litestar.testing import TestClient

    from service.http.app import create_app
    from service.support.settings import Settings

    settings = Settings(
        redis_url="", allow_seeds=True, rate_limit="0/minute", ai_budget="0/hour", stream_max_seconds=0.2,
        log_level="WARNING",
    )
    with TestClient(create_app(settings)) as client:
        yield client


@functools.cache
def capture_once() -> dict[str, Any]:
    """`capture()`, once a process (a check and a write in one run share it)."""
    return capture()


def capture() -> dict[str, Any]:
    """Every operation's examples, from one scripted session per game on a server in this process."""
    recorder, stand_ins = Recorder(), StandIns()
    with _client() as client:
        recorder.answer("listGames", 200, client.get("/v1/games").json())
        recorder.answer("healthLive", 200, client.get("/health/live").json())
        for slug, game in sorted(GAMES.items()):
            _session(client, slug, game, recorder, stand_ins)
    return stand_ins.apply(recorder.operations)


def _op(game: Any) -> str:
    from service.usecases.schemas import GameTypes

    name = GameTypes(game).name
    return name[0].lower() + name[1:]


def _ok(answer: Any, status: int, what: str) -> Any:
    if answer.status_code != status:
        raise RuntimeError(f"{what}: HTTP {answer.status_code} {answer.text}")
    return answer


def _session(client: Any, slug: str, game: Any, recorder: Recorder, stand_ins: StandIns) -> None:
    op = _op(game)
    base = f"/v1/{slug}/games"
    seats = [{"kind": "human", "name": NAMES[index]} for index in range(game.meta.min_seats)]
    create = {"seats": seats, "seed": SEED}
    created = _ok(client.post(base, json=create), 201, f"{slug}: create").json()
    recorder.request(f"{op}CreateGame", create)
    recorder.answer(f"{op}CreateGame", 201, created)
    game_id, host = created["game_id"], created["host_token"]
    stand_ins.add(game_id, "game")
    stand_ins.add(host, "host-token")
    tokens = [seat["token"] for seat in created["seats"]]
    for token in tokens:
        stand_ins.add(token, "seat-token")
    at = f"{base}/{game_id}"

    def as_seat(seat: int) -> dict[str, str]:
        return {"Authorization": f"Bearer {tokens[seat]}"}

    recorder.answer(f"{op}Components", 200, _ok(client.get(f"/v1/{slug}/components"), 200, "components").json())
    view = _ok(client.get(at, headers=as_seat(0)), 200, f"{slug}: view").json()
    recorder.answer(f"{op}GetGame", 200, view)
    actor = view["actors"][0] if view["actors"] else 0
    legal = _ok(client.get(f"{at}/legal-moves", headers=as_seat(actor)), 200, f"{slug}: legal moves").json()
    recorder.answer(f"{op}LegalMoves", 200, legal)
    hint, pending = _hint(client, game, game_id, actor)
    recorder.answer(f"{op}Hint", 200, hint)
    recorder.answer(f"{op}Hint", 202, pending)
    move = legal["moves"][0]
    recorder.request(f"{op}Act", move)
    recorder.answer(f"{op}Act", 200, _ok(client.post(f"{at}/moves", json=move, headers=as_seat(actor)), 200, "act").json())
    recorder.answer(f"{op}Events", 200, _ok(client.get(f"{at}/events", headers=as_seat(0)), 200, "events").json())
    recorder.answer(f"{op}Score", 200, _ok(client.get(f"{at}/score"), 200, "score").json())
    ticket = _ok(client.post(f"{at}/stream-tickets", headers=as_seat(0)), 201, "ticket").json()
    stand_ins.add(ticket["ticket"], "ticket")
    recorder.answer(f"{op}StreamTicket", 201, ticket)
    recorder.answer(f"{op}Stream", 200, first_message(_ok(client.get(f"{at}/stream", headers=as_seat(0)), 200, "stream").text))
    again = len(tokens) - 1  # the last seat loses its token and gets a new one
    reissued = _ok(client.post(f"{at}/seats/{again}/token", headers={"Authorization": f"Bearer {host}"}), 200, "reissue")
    stand_ins.add(reissued.json()["token"], "seat-token")
    tokens[again] = reissued.json()["token"]
    recorder.answer(f"{op}ReissueSeatToken", 200, reissued.json())
    _table(client, slug, game, op, recorder, stand_ins)
    _to_the_end(client, at, tokens)
    rematch = _ok(client.post(f"{at}/rematch", headers=as_seat(0)), 201, f"{slug}: rematch").json()
    stand_ins.add(rematch["game_id"], "game")
    stand_ins.add(rematch["token"], "seat-token")
    stand_ins.add(rematch["host_token"], "host-token")
    for invitation in rematch["invitations"]:
        stand_ins.add(invitation["code"], "code")
    recorder.answer(f"{op}Rematch", 201, rematch)
    second = 1 if len(tokens) > 1 else 0  # at a solo game, the player asks again
    again = _ok(client.post(f"{at}/rematch", headers=as_seat(second)), 200, f"{slug}: rematch, asked again").json()
    stand_ins.add(again["token"], "seat-token")
    recorder.answer(f"{op}Rematch", 200, again)


def _table(client: Any, slug: str, game: Any, op: str, recorder: Recorder, stand_ins: StandIns) -> None:
    """Games with an open seat: the lobby and a claim, leaving, a hand-over to the AI, cancelling (one game each,
    so that every change is made to a game it applies to, solo games included)."""
    base = f"/v1/{slug}/games"
    count = max(game.meta.min_seats, 2) if game.meta.max_seats >= 2 else 1
    seats: list[dict[str, Any]] = [{"kind": "human", "name": NAMES[index]} for index in range(count - 1)]
    seats.append({"kind": "open"})
    open_seat = count - 1

    def table(public: bool) -> tuple[str, dict[str, Any], dict[str, str]]:
        body = {"seats": seats, "seed": SEED, "public": public}
        created = _ok(client.post(base, json=body), 201, f"{slug}: a table").json()
        stand_ins.add(created["game_id"], "game")
        stand_ins.add(created["host_token"], "host-token")
        for seat in created["seats"]:
            stand_ins.add(seat.get("token"), "seat-token")
            stand_ins.add(seat.get("invitation"), "code")
        return f"{base}/{created['game_id']}", created, {"Authorization": f"Bearer {created['host_token']}"}

    at, created, _hosting = table(public=True)
    recorder.answer(f"{op}Lobby", 200, _ok(client.get(base), 200, "lobby").json())
    claim = {"name": JOINER, "code": created["seats"][open_seat]["invitation"]}
    claimed = _ok(client.post(f"{at}/seats/{open_seat}/claim", json=claim), 200, f"{slug}: claim").json()
    stand_ins.add(claimed["token"], "seat-token")
    recorder.request(f"{op}ClaimSeat", claim)
    recorder.answer(f"{op}ClaimSeat", 200, claimed)
    leaving = {"Authorization": f"Bearer {claimed['token']}"}
    left = _ok(client.post(f"{at}/seats/{open_seat}/leave", headers=leaving), 200, f"{slug}: leave")
    recorder.answer(f"{op}LeaveSeat", 200, left.json())

    at, _created, hosting = table(public=False)
    hand = {"level": "greedy"}
    handed = _ok(client.post(f"{at}/seats/{open_seat}/ai", json=hand, headers=hosting), 200, f"{slug}: to the AI")
    recorder.request(f"{op}HandSeatToAi", hand)
    recorder.answer(f"{op}HandSeatToAi", 200, handed.json())

    at, _created, hosting = table(public=False)
    recorder.answer(f"{op}CancelGame", 200, _ok(client.post(f"{at}/cancel", headers=hosting), 200, "cancel").json())


def _to_the_end(client: Any, at: str, tokens: list[str]) -> None:
    """Every seat plays a legal move drawn by a seeded rng until the game is over."""
    rng = random.Random(SEED)
    view = _ok(client.get(at), 200, "view").json()
    for _ in range(MAX_MOVES):
        if view["finished"]:
            return
        headers = {"Authorization": f"Bearer {tokens[view['actors'][0]]}"}
        moves = _ok(client.get(f"{at}/legal-moves", headers=headers), 200, "legal moves").json()["moves"]
        view = _ok(client.post(f"{at}/moves", json=rng.choice(moves), headers=headers), 200, "move").json()
    raise RuntimeError(f"{at}: not over after {MAX_MOVES} moves")


def _hint(client: Any, game: Any, game_id: str, seat: int) -> tuple[Any, Any]:
    """The hint answers for the seat that acts first: the worked-out hint, searched from the seat's view and legal
    moves by the server's own `hint_body` with a fixed rng and a budget of iterations (the server draws a fresh rng
    for each hint, so its own answer is not repeatable), and the answer while a hint is still being worked out."""
    import msgspec

    from service.usecases import hints, play
    from service.usecases.table import seat_names

    store = client.app.state.services.store
    loaded = client.blocking_portal.call(play.load_game, store, game, game_id)
    state = play.decode_state(game, loaded)
    budget = Budget(iterations=HINT_ITERATIONS, seconds=600.0)
    body = hints.hint_body(
        game, loaded.version, game.view(state, seat), game.legal_moves(state, seat), seat_names(loaded.record.seats),
        random.Random(SEED), budget,
    )
    pending = hints.HintPending(status="computing", version=loaded.version, retry_after=hints.RETRY_AFTER)
    return json.loads(body), msgspec.to_builtins(pending)


