"""Real games for the fuzzer to play at: their ids, seat tokens, host tokens and invitation codes.

The generated requests of the contract fuzzing would otherwise name games that do not exist and carry tokens nobody
issued, and be turned away at the door (401, 403, 404). `Tables` sets up, for each game on first use, a fresh game,
one in the middle of play, a finished one (or one late in play), a cancelled one, one with seats waiting for
invited players and a public one with an open seat. `reach` points a share of the generated cases at those games,
with the right token (the seat's, or the host's for host operations); `record` keeps the keys up to date with what
the fuzzer's own requests changed (a re-issued or claimed token, a seat that left, a new game or rematch), and
counts the statuses each operation answered.

Every choice is a function of the generated case, so Hypothesis replays and shrinks a case to the same request.
"""

from __future__ import annotations

import hashlib
import random
import re
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

import httpx
from schemathesis.core.parameters import ParameterLocation

GAME_ID = re.compile(r"[A-Za-z0-9_-]{22}")
GAME_PATH = re.compile(r"^/v1/([a-z0-9-]+)/games/")
# The answers of an operation that never let a request in: no game, no seat, no token, wrong token.
FRONT_DOOR = frozenset({401, 403, 404})
# A game still running after this many random moves is kept as a late game rather than played on to its end.
FINISH_WITHIN = 400


@dataclass
class Keys:
    """What a player and the host hold of one game."""

    slug: str
    kind: str
    seats: int
    host: str | None
    tokens: dict[int, str] = field(default_factory=dict)
    codes: dict[int, str] = field(default_factory=dict)


def _choice(case: Any, salt: str) -> int:
    """A number that depends only on what was generated for the case (and the salt), never on the run."""
    headers = {name: value for name, value in (case.headers or {}).items() if name.lower() != "authorization"}
    seen = repr((case.operation.label, salt, case.path_parameters, case.query, sorted(headers.items()), case.body))
    return int.from_bytes(hashlib.blake2b(seen.encode(), digest_size=8).digest(), "big")


def _security(operation: Any) -> set[str]:
    """The security schemes an operation names; "" stands for the empty requirement (anonymous callers)."""
    requirements = operation.definition.raw.get("security", [])
    return {next(iter(item), "") for item in requirements}


class Tables:
    """The fuzzer's real games on one server, set up game by game as the fuzzing reaches each."""

    def __init__(self, base: str, catalog: list[dict[str, Any]]) -> None:
        self.http = httpx.Client(base_url=base, timeout=30)
        self.catalog = {entry["slug"]: entry for entry in catalog}
        self.games: dict[str, Keys] = {}
        self.by_slug: dict[str, list[str]] = {}
        self.statuses: dict[str, set[int]] = defaultdict(set)

    def close(self) -> None:
        self.http.close()

    # --- setting up ---------------------------------------------------------------------------------------------

    def pool(self, slug: str) -> list[str]:
        """The ids of the slug's real games, set up on the first call."""
        if slug not in self.by_slug:
            self.by_slug[slug] = self._set_up(slug)
        return self.by_slug[slug]

    def _create(self, slug: str, kind: str, seats: list[dict[str, Any]], **extra: Any) -> tuple[str, dict[str, Any]]:
        answer = self.http.post(f"/v1/{slug}/games", json={"seats": seats, "seed": 7, **extra})
        assert answer.status_code == 201, answer.text
        created = answer.json()
        keys = Keys(slug=slug, kind=kind, seats=len(seats), host=created["host_token"])
        for seat in created["seats"]:
            if seat["token"]:
                keys.tokens[seat["seat"]] = seat["token"]
            if seat["invitation"]:
                keys.codes[seat["seat"]] = seat["invitation"]
        self.games[created["game_id"]] = keys
        return created["game_id"], created

    def _set_up(self, slug: str) -> list[str]:
        entry = self.catalog[slug]
        people = [{"kind": "human"}] * entry["min_seats"]
        ids = []
        for kind in ("fresh", "mid-game", "finished", "cancelled"):
            game_id, _ = self._create(slug, kind, people)
            ids.append(game_id)
            if kind == "mid-game":
                self._play(game_id, moves=3)
            elif kind == "finished":
                self._play(game_id, moves=FINISH_WITHIN)
            elif kind == "cancelled":
                keys = self.games[game_id]
                answer = self.http.post(f"/v1/{slug}/games/{game_id}/cancel", headers=_bearer(keys.host))
                assert answer.status_code == 200, answer.text
        if entry["max_seats"] > 1:
            # One person, and the other seats kept for invited players; a public table with an open seat.
            others = max(entry["min_seats"], 2) - 1
            game_id, _ = self._create(slug, "invitations", [{"kind": "human"}] + [{"kind": "open"}] * others)
            ids.append(game_id)
            game_id, _ = self._create(slug, "public", [{"kind": "human"}] + [{"kind": "open"}] * others, public=True)
            ids.append(game_id)
        return ids

    def _play(self, game_id: str, moves: int) -> None:
        """Random legal moves, up to `moves` of them or the end of the game."""
        keys = self.games[game_id]
        base = f"/v1/{keys.slug}/games/{game_id}"
        rng = random.Random(game_id)
        view = self.http.get(base).json()
        for _ in range(moves):
            if view["finished"]:
                return
            token = keys.tokens[rng.choice(view["actors"])]
            listed = self.http.get(f"{base}/legal-moves", headers=_bearer(token)).json()["moves"]
            answer = self.http.post(f"{base}/moves", json=rng.choice(listed), headers=_bearer(token))
            assert answer.status_code == 200, answer.text
            view = answer.json()
        if not view["finished"]:
            keys.kind = "late-game"

    # --- pointing cases at the games ------------------------------------------------------------------------------

    def reach(self, case: Any) -> Any:
        """Point a share of the cases at a real game of the operation's slug, with a seat or host token.

        A game id is swapped only when the generated one is well formed and not a negative value, so a request
        meant to be refused stays refused. The tokens are set by the schema's auth provider, which leaves alone the
        cases whose missing or wrong credentials are the point of the test.
        """
        found = GAME_PATH.match(case.operation.path)
        generated = (case.path_parameters or {}).get("game_id")
        if found is None or not isinstance(generated, str) or not GAME_ID.fullmatch(generated):
            return case
        if generated in self.games or _choice(case, "real") % 5 == 0:
            return case  # a link's game already, or one of the fifth left to name no game at all
        pool = self.pool(found.group(1))
        game_id = pool[_choice(case, "game") % len(pool)]
        case.path_parameters["game_id"] = game_id
        keys = self.games[game_id]
        seat = case.path_parameters.get("seat")
        if isinstance(seat, int) and not isinstance(seat, bool) and seat >= 0 and _choice(case, "seat") % 4:
            seat = self._seat_for(case, keys)
            case.path_parameters["seat"] = seat
        body_is_negative = case.meta is not None and case.meta.is_negative_at(ParameterLocation.BODY)
        if case.operation.label.endswith("/claim") and isinstance(case.body, dict) and not body_is_negative:
            code = keys.codes.get(seat) if isinstance(seat, int) else None
            if code is not None and isinstance(case.body.get("code"), str) and _choice(case, "code") % 2:
                case.body["code"] = code
        return case

    def legal_move(self, case: Any) -> Any:
        """Now and then, a move the seat may make now in place of a generated one (most generated moves are
        illegal at the game's state), so that moves are applied and the games go on."""
        keys = self.games.get((case.path_parameters or {}).get("game_id"))
        token = (case.headers or {}).get("Authorization", "").removeprefix("Bearer ")
        if keys is None or token not in keys.tokens.values() or not case.operation.label.endswith("/moves"):
            return case
        if case.meta is None or case.meta.is_negative_at(ParameterLocation.BODY) or _choice(case, "legal") % 3:
            return case
        base = f"/v1/{keys.slug}/games/{case.path_parameters['game_id']}"
        moves = self.http.get(f"{base}/legal-moves", headers=_bearer(token)).json().get("moves") or []
        if moves:
            case.body = moves[_choice(case, "which move") % len(moves)]
        return case

    def _seat_for(self, case: Any, keys: Keys) -> int:
        """A seat of the game: for leaving, one with a token; for claiming, an open one; else any."""
        label = case.operation.label
        if label.endswith("/leave") and keys.tokens:
            choices = sorted(keys.tokens)
        elif label.endswith("/claim") and keys.codes:
            choices = sorted(keys.codes)
        else:
            choices = list(range(keys.seats))
        return choices[_choice(case, "which seat") % len(choices)]

    def credential(self, case: Any) -> str | None:
        """The token a case about a real game carries, or None to leave its generated credentials as they are."""
        keys = self.games.get((case.path_parameters or {}).get("game_id"))
        schemes = _security(case.operation)
        if keys is None or not schemes - {""}:
            return None
        pick = _choice(case, "token")
        if "" in schemes and pick % 4 == 0:
            return None  # a spectator
        if "hostToken" in schemes and (pick // 4) % 8:
            return keys.host
        seat = (case.path_parameters or {}).get("seat")
        if seat in keys.tokens and (pick // 32) % 4:
            return keys.tokens[seat]
        held = [keys.tokens[index] for index in sorted(keys.tokens)]
        if not held:
            return keys.host
        return held[(pick // 128) % len(held)]

    # --- what the fuzzer's requests changed -----------------------------------------------------------------------

    def record(self, case: Any, response: Any) -> None:
        """Count the status and keep the keys in step with the change the request made."""
        label = case.operation.label
        status = response.status_code
        self.statuses[label].add(status)
        if status not in (200, 201) or response.request.method != "POST":
            return
        try:
            answer = response.json()
        except ValueError:
            return
        found = GAME_PATH.match(case.formatted_path)
        slug = label.split("/")[2]
        if label.endswith("/games") and "host_token" in answer:
            keys = Keys(slug=slug, kind="created by the fuzzer", seats=len(answer["seats"]), host=answer["host_token"])
            keys.tokens = {seat["seat"]: seat["token"] for seat in answer["seats"] if seat["token"]}
            keys.codes = {seat["seat"]: seat["invitation"] for seat in answer["seats"] if seat["invitation"]}
            self.games[answer["game_id"]] = keys
            return
        keys = self.games.get(case.path_parameters.get("game_id")) if found else None
        if keys is None:
            return
        seat = case.path_parameters.get("seat")
        if label.endswith(("/claim", "/token")):
            keys.tokens[answer["seat"]] = answer["token"]
            keys.codes.pop(answer["seat"], None)
        elif label.endswith(("/leave", "/ai")) and isinstance(seat, int):
            keys.tokens.pop(seat, None)
            keys.codes.pop(seat, None)
        elif label.endswith("/rematch"):
            rematch = self.games.setdefault(
                answer["game_id"], Keys(slug=slug, kind="rematch", seats=keys.seats, host=answer["host_token"])
            )
            rematch.host = rematch.host or answer["host_token"]
            rematch.tokens[answer["seat"]] = answer["token"]
            rematch.codes.update({item["seat"]: item["code"] for item in answer["invitations"]})

    def front_door_only(self, labels: list[str]) -> dict[str, list[int]]:
        """The operations among `labels` that answered nothing but 401, 403 or 404 (or were never called)."""
        return {label: sorted(self.statuses[label]) for label in labels if not self.statuses[label] - FRONT_DOOR}


def _bearer(token: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"} if token else {}
