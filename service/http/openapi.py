"""The OpenAPI contract, generated from the registry and msgspec's own JSON Schema.

msgspec renders tagged unions with a `discriminator` and `forbid_unknown_fields` as
`additionalProperties: false`, so the committed document says exactly what the server enforces.
"""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version
from typing import Any

import msgspec

from domain.registry import GAMES
from service.usecases.play import IDEMPOTENCY_KEY
from service.http.describe import (
    class_by_name,
    classes_of,
    describe_properties,
    rename_components,
    require_answer_fields,
    rewrite,
)
from service.usecases.errors import PROBLEMS, Problem
from service.usecases.hints import HintPending, hint_types
from service.http.examples import problem_example
from service.http.examples import load as load_examples
from service.http.hints import hint_paths
from service.http.common import EVENTS_PAGE_MAX
from service.live.streams import StreamEnd, StreamTicket
from service.http.streams import stream_message, stream_paths
from service.usecases.schemas import (
    GAME_ID,
    Catalog,
    ClaimSeat,
    GameCreated,
    GameTypes,
    HandToAi,
    Health,
    Rematch,
    SeatToken,
)
from service.http.tables import LOBBY_PAGE_MAX

REF = "#/components/schemas/{name}"
PROBLEM_JSON = "application/problem+json"
ALWAYS = ("rate-limited", "store-unavailable")


def _version() -> str:
    try:
        return version("yuletide")
    except PackageNotFoundError:
        return "0.0.0"


def _problems(*codes: str) -> dict[str, Any]:
    by_status: dict[int, list[str]] = {}
    for code in (*codes, *ALWAYS):
        by_status.setdefault(PROBLEMS[code][0], []).append(code)
    answers: dict[str, Any] = {}
    for status, names in sorted(by_status.items()):
        schema = {
            "allOf": [
                {"$ref": REF.format(name="Problem")},
                {"type": "object", "properties": {"code": {"type": "string", "enum": names}}},
            ]
        }
        headers = {}
        if status in (429, 503):
            headers["Retry-After"] = {"schema": {"type": "string"}, "description": "Seconds to wait before retrying"}
        answers[str(status)] = {
            "description": "; ".join(f"`{name}`: {PROBLEMS[name][1]}" for name in names),
            "content": {PROBLEM_JSON: {"schema": schema}},
            **({"headers": headers} if headers else {}),
        }
    return answers


def _ok(schema_ref: str, description: str, etag: bool = True) -> dict[str, Any]:
    answer: dict[str, Any] = {
        "description": description,
        "content": {"application/json": {"schema": {"$ref": REF.format(name=schema_ref)}}},
    }
    if etag:
        answer["headers"] = {"ETag": {"schema": {"type": "string"}, "description": "The game version, quoted"}}
    return answer


def _param(name: str, where: str, schema: dict[str, Any], description: str, required: bool = False) -> dict[str, Any]:
    return {"name": name, "in": where, "required": required, "schema": schema, "description": description}


def _name(schema: dict[str, Any]) -> str:
    return schema["$ref"].rsplit("/", 1)[-1]


def contract() -> dict[str, Any]:
    """The whole OpenAPI 3.1 document of this server."""
    per_game = {slug: GameTypes(game) for slug, game in sorted(GAMES.items())}
    roots: list[Any] = [Problem, Catalog, GameCreated, Health, ClaimSeat, HandToAi, SeatToken, Rematch]
    for types in per_game.values():
        roots += [types.create, types.view, types.legal_moves, types.score, types.events, types.move, types.components]
        roots.append(types.lobby)
    streams = {slug: stream_message(types) for slug, types in per_game.items()}
    roots += [StreamTicket, StreamEnd, *streams.values()]
    hints = {slug: hint_types(GAMES[slug])[0] for slug in per_game}
    roots += [HintPending, *hints.values()]
    refs, components = msgspec.json.schema_components(roots, ref_template=REF)
    ref_of = dict(zip([id(root) for root in roots], refs, strict=True))
    classes = classes_of(roots)
    renames = rename_components(components, classes)
    components = {renames[name]: schema for name, schema in components.items()}
    for name, cls in class_by_name(components, classes).items():
        describe_properties(components[name], cls)
    for slug, types in per_game.items():
        components[f"{types.name}StreamMessage"] = ref_of[id(streams[slug])]
    for name, schema in components.items():
        schema["title"] = name  # generators name their types by title: one per schema, never repeated
    for types in per_game.values():
        _cancelled_notes(components[_name(ref_of[id(types.view)])], components[_name(ref_of[id(types.score)])])

    game_id = _param("game_id", "path", msgspec.json.schema(GAME_ID), "The game's id", required=True)
    optional_seat = [{}, {"seatToken": []}]
    paths: dict[str, Any] = {
        "/v1/games": {
            "get": {
                "operationId": "listGames",
                "summary": "The hosted games",
                "tags": ["catalog"],
                "responses": {"200": _ok("Catalog", "Every hosted game", etag=False), **_problems()},
            }
        },
        "/health/live": {
            "get": {
                "operationId": "healthLive",
                "summary": "The process is up",
                "tags": ["health"],
                "responses": {"200": _ok("Health", "Alive", etag=False)},
            }
        },
    }
    for slug, types in per_game.items():
        game = GAMES[slug]
        op = types.name[0].lower() + types.name[1:]
        title = game.meta.title
        base = f"/v1/{slug}/games"
        view_ref = _name(ref_of[id(types.view)])
        paths[base] = {
            "post": {
                "operationId": f"{op}CreateGame",
                "summary": f"Create a {title} game",
                "description": "The seat count is the length of `seats`. `seed` is accepted only when the server "
                "allows test seeds; otherwise a random seed is drawn and its sha256 published.",
                "tags": [slug],
                "requestBody": {"required": True, "content": {"application/json": {"schema": ref_of[id(types.create)]}}},
                "responses": {
                    "201": _ok("GameCreated", "Created: the game id and one secret token per human seat"),
                    **_problems("validation-failed", "notify-url-not-allowed", "name-taken", "body-too-large"),
                },
            }
        }
        paths[f"/v1/{slug}/components"] = {
            "get": {
                "operationId": f"{op}Components",
                "summary": f"Every piece of {title}",
                "description": "The component catalog: every card, die, sheet cell or other piece with its id and "
                "what is printed on it. Fields of views, moves and events that hold an id say which list here "
                "the id points into (`x-catalog`). The catalog never changes while a server version runs.",
                "tags": [slug],
                "responses": {
                    "200": {
                        "description": "The component catalog",
                        "content": {"application/json": {"schema": ref_of[id(types.components)]}},
                    },
                    **_problems(),
                },
            }
        }
        paths[f"{base}/{{game_id}}"] = {
            "get": {
                "operationId": f"{op}GetGame",
                "summary": f"The caller's view of a {title} game",
                "description": "With a seat token: that seat's view; without: the spectator's view.",
                "tags": [slug],
                "security": optional_seat,
                "parameters": [
                    game_id,
                    _param("If-None-Match", "header", {"type": "string"}, "An ETag you hold: 304 while unchanged"),
                ],
                "responses": {
                    "200": _ok(view_ref, "The view"),
                    "304": {"description": "Not modified since the ETag sent", "headers": _ok(view_ref, "")["headers"]},
                    **_problems("invalid-token", "game-not-found"),
                },
            }
        }
        paths[f"{base}/{{game_id}}/legal-moves"] = {
            "get": {
                "operationId": f"{op}LegalMoves",
                "summary": "The caller seat's legal moves now",
                "description": "Each move can be posted back verbatim. Empty when the seat is not asked to act "
                "(and always for spectators, and at a finished or cancelled game). `open` names fields of a listed "
                "move that accept other values too.",
                "tags": [slug],
                "security": optional_seat,
                "parameters": [game_id],
                "responses": {
                    "200": _ok(_name(ref_of[id(types.legal_moves)]), "The legal moves"),
                    **_problems("invalid-token", "game-not-found"),
                },
            }
        }
        paths[f"{base}/{{game_id}}/moves"] = {
            "post": {
                "operationId": f"{op}Act",
                "summary": "Make one move",
                "description": "Answers the seat's new view. `If-Match` makes the move conditional on the version; "
                "`Idempotency-Key` makes a retry safe (same key and move: the same answer, no second move).",
                "tags": [slug],
                "security": [{"seatToken": []}],
                "parameters": [
                    game_id,
                    _param("If-Match", "header", {"type": "string"}, "Apply only at this version (an ETag)"),
                    _param(
                        "Idempotency-Key",
                        "header",
                        {"type": "string", "minLength": 1, "maxLength": 100, "pattern": f"^{IDEMPOTENCY_KEY.pattern}$"},
                        "A client-chosen key that makes retries of this move safe: letters, digits and . _ ~ -",
                    ),
                ],
                "requestBody": {"required": True, "content": {"application/json": {"schema": ref_of[id(types.move)]}}},
                "responses": {
                    "200": _ok(view_ref, "The move was applied (or replayed): the seat's new view"),
                    **_problems(
                        "validation-failed", "invalid-token", "game-not-found", "not-your-turn", "illegal-move",
                        "too-late", "game-finished", "game-cancelled", "version-mismatch", "body-too-large",
                        "idempotency-key-reused", "outcome-unknown",
                    ),
                },
            }
        }
        paths[f"{base}/{{game_id}}/score"] = {
            "get": {
                "operationId": f"{op}Score",
                "summary": "The scoreboard, running or final",
                "tags": [slug],
                "parameters": [game_id],
                "responses": {
                    "200": _ok(_name(ref_of[id(types.score)]), "The scoreboard"),
                    **_problems("game-not-found"),
                },
            }
        }
        paths[f"{base}/{{game_id}}/events"] = {
            "get": {
                "operationId": f"{op}Events",
                "summary": "The caller's event log after a cursor",
                "tags": [slug],
                "security": optional_seat,
                "parameters": [
                    game_id,
                    _param("after", "query", {"type": "string", "pattern": "^[0-9]{1,19}-[0-9]{1,19}$"},
                           "The cursor of the last page read; omit to start at the beginning"),
                    _param("limit", "query", {"type": "integer", "minimum": 1, "maximum": EVENTS_PAGE_MAX},
                           "Most events in one page (default 100)"),
                ],
                "responses": {
                    "200": _ok(_name(ref_of[id(types.events)]), "Events visible to the caller", etag=False),
                    **_problems("validation-failed", "invalid-token", "game-not-found"),
                },
            }
        }
        for path, operations in _table_paths(slug, op, title, game_id, view_ref, _name(ref_of[id(types.lobby)])).items():
            paths.setdefault(path, {}).update(operations)
        for path, operations in stream_paths(slug, op, game_id, f"{types.name}StreamMessage", _problems, _param).items():
            paths.setdefault(path, {}).update(operations)
        paths.update(hint_paths(slug, op, game_id, _name(ref_of[id(hints[slug])]), _problems))
        paths[base]["post"]["responses"]["201"]["links"] = _links_from_create(paths, base, op)
    document = {
        "openapi": "3.1.0",
        "info": {
            "title": "Yuletide",
            "version": _version(),
            "description": "Game server for holiday tabletop games: create a game, read legal moves, act, "
            "read the score. Every error is RFC 9457 problem+json with a stable `code`.",
        },
        "servers": [{"url": "/"}],
        "paths": paths,
        "components": {
            "schemas": components,
            "securitySchemes": {
                "seatToken": {"type": "http", "scheme": "bearer", "description": "The seat token from create-game"},
                "hostToken": {
                    "type": "http",
                    "scheme": "bearer",
                    "description": "The host token from create-game (or from the rematch answer of the seat that set it up)",
                },
            },
        },
    }
    document = rewrite(document, renames, REF.format(name=""))
    attach_examples(document["paths"], load_examples())
    # Problems are written by the problem-details plugin, which leaves out an empty `detail` or `instance`.
    require_answer_fields(document, REF.format(name=""), unless=("Problem",))
    return document


def _links_from_create(paths: dict[str, Any], base: str, op: str) -> dict[str, Any]:
    """OpenAPI links from create-game to every operation on the new game: its id, and the first seat's number."""
    links: dict[str, Any] = {}
    for path, operations in sorted(paths.items()):
        if not path.startswith(f"{base}/{{game_id}}"):
            continue
        for operation in operations.values():
            names = {parameter["name"] for parameter in operation.get("parameters", [])}
            parameters = {"game_id": "$response.body#/game_id"}
            if "seat" in names:
                parameters["seat"] = "$response.body#/seats/0/seat"
            target = operation["operationId"]
            links[target.removeprefix(op)] = {
                "operationId": target,
                "parameters": parameters,
                "description": "The game just created" + (", its first seat" if "seat" in names else "")
                + ": send the seat's `token` (or the `host_token` for host operations) as `Authorization: Bearer`.",
            }
    return links


def _cancelled_notes(view: dict[str, Any], score: dict[str, Any]) -> None:
    """What the game's own descriptions of `actors`, `finished` and `final` cannot know: the host may cancel."""
    fields = view["properties"]
    fields["actors"]["description"] += " Empty at a cancelled game too."
    fields["finished"]["description"] += " Also true once the host cancelled the game (`table.cancelled`)."
    score["properties"]["final"]["description"] += (
        " A cancelled game's scoreboard stays as it was, with `final` false: the game was not played to its end."
    )


def _json_body(name: str, required: bool = True) -> dict[str, Any]:
    return {"required": required, "content": {"application/json": {"schema": {"$ref": REF.format(name=name)}}}}


def _table_paths(slug: str, op: str, title: str, game_id: dict[str, Any], view_ref: str, lobby_ref: str) -> dict[str, Any]:
    """The lobby, seat, host and rematch operations of one game."""
    base = f"/v1/{slug}/games"
    seat = _param("seat", "path", {"type": "integer", "minimum": 0}, "The seat's number, from 0", required=True)
    seat_changed = _ok(view_ref, "Done: the spectator's view after the change (its version counts the change)")
    host = [{"hostToken": []}]
    return {
        base: {
            "get": {
                "operationId": f"{op}Lobby",
                "summary": f"Public {title} games, newest first",
                "description": "Games created with `public: true` that are still running; with `open=true`, only "
                "those with a seat left to claim (claim it without a code). Never shows a code or a token.",
                "tags": [slug],
                "parameters": [
                    _param("open", "query", {"type": "boolean"}, "Only games with an open seat"),
                    _param("after", "query", {"type": "string", "pattern": "^[0-9]{13}:[A-Za-z0-9_-]{22}$"},
                           "The `cursor` of the page before; omit for the newest games"),
                    _param("limit", "query", {"type": "integer", "minimum": 1, "maximum": LOBBY_PAGE_MAX},
                           "Most games in one page (default 20)"),
                ],
                "responses": {"200": _ok(lobby_ref, "A page of the lobby", etag=False), **_problems("validation-failed")},
            }
        },
        f"{base}/{{game_id}}/seats/{{seat}}/claim": {
            "post": {
                "operationId": f"{op}ClaimSeat",
                "summary": "Take an open seat",
                "description": "With the seat's invitation code from the create answer, or without one at a public "
                "game. Answers the seat's token; a seat is claimed once, however many ask at the same instant.",
                "tags": [slug],
                "parameters": [game_id, seat],
                "requestBody": _json_body("ClaimSeat"),
                "responses": {
                    "200": _ok("SeatToken", "The seat is yours: its token"),
                    **_problems(
                        "validation-failed", "not-found", "game-not-found", "seat-not-found", "invitation-invalid", "seat-taken",
                        "name-taken", "game-finished", "game-cancelled", "too-late", "body-too-large", "outcome-unknown",
                    ),
                },
            }
        },
        f"{base}/{{game_id}}/seats/{{seat}}/leave": {
            "post": {
                "operationId": f"{op}LeaveSeat",
                "summary": "Leave the game",
                "description": "The seat's token stops working and the greedy bot plays the seat from now on, paid "
                "for by the AI budget of the address that created the game; everyone sees that it left. When that "
                "budget is spent the player leaves all the same, and the game stops (`table.cancelled`, a "
                "`game-stopped` event).",
                "tags": [slug],
                "security": [{"seatToken": []}],
                "parameters": [game_id, seat],
                "responses": {
                    "200": seat_changed,
                    **_problems(
                        "invalid-token", "not-found", "game-not-found", "game-finished", "game-cancelled", "too-late",
                        "outcome-unknown",
                    ),
                },
            }
        },
        f"{base}/{{game_id}}/seats/{{seat}}/ai": {
            "post": {
                "operationId": f"{op}HandSeatToAi",
                "summary": "Hand a seat to the AI (host)",
                "description": "An open seat, or a person's seat (whose token stops working), is played by the "
                "server's bot from now on. The body may be left out: the greedy bot plays. The bot is charged to the "
                "AI budget of the address that created the game: `429 rate-limited` when the budget does not cover it.",
                "tags": [slug],
                "security": host,
                "parameters": [game_id, seat],
                "requestBody": _json_body("HandToAi", required=False),
                "responses": {
                    "200": seat_changed,
                    **_problems(
                        "validation-failed", "invalid-token", "not-found", "game-not-found", "seat-not-found", "seat-not-human",
                        "game-finished", "game-cancelled", "too-late", "body-too-large", "outcome-unknown",
                    ),
                },
            }
        },
        f"{base}/{{game_id}}/seats/{{seat}}/token": {
            "post": {
                "operationId": f"{op}ReissueSeatToken",
                "summary": "Give a seat a new token (host)",
                "description": "For a player who lost theirs: the old token stops working. Only seats whose token "
                "went to the game's creator at creation qualify; a seat a player claimed, or a rematch seat, is "
                "refused with `403 seat-held`, so the host never obtains the token of a seat a person holds or that "
                "is reserved for one.",
                "tags": [slug],
                "security": host,
                "parameters": [game_id, seat],
                "responses": {
                    "200": _ok("SeatToken", "The seat's new token"),
                    **_problems(
                        "invalid-token", "seat-held", "not-found", "game-not-found", "seat-not-found", "seat-not-human",
                        "game-finished", "game-cancelled", "too-late", "outcome-unknown",
                    ),
                },
            }
        },
        f"{base}/{{game_id}}/cancel": {
            "post": {
                "operationId": f"{op}CancelGame",
                "summary": "Cancel the game (host)",
                "description": "Nobody may move any more; the game stays readable until it expires.",
                "tags": [slug],
                "security": host,
                "parameters": [game_id],
                "responses": {
                    "200": seat_changed,
                    **_problems("invalid-token", "game-not-found", "game-finished", "game-cancelled", "too-late", "outcome-unknown"),
                },
            }
        },
        f"{base}/{{game_id}}/rematch": {
            "post": {
                "operationId": f"{op}Rematch",
                "summary": "Your seat in the rematch of a finished game",
                "description": "The first seat to ask sets up a new game with the same seats, names and options "
                "and a new seed (201, with the rematch's host token and open seats' codes); every player then "
                "asks with their own token for their own seat's token (200). The old game's view names the "
                "rematch in `table.rematch`.",
                "tags": [slug],
                "security": [{"seatToken": []}],
                "parameters": [game_id],
                "responses": {
                    "200": _ok("Rematch", "The rematch existed: your seat's token in it", etag=False),
                    "201": _ok("Rematch", "The rematch was set up: your seat's token and its host token", etag=False),
                    **_problems("invalid-token", "game-not-found", "game-not-finished", "game-cancelled", "too-late", "outcome-unknown"),
                },
            }
        },
    }


def attach_examples(paths: dict[str, Any], examples: dict[str, Any]) -> None:
    """Give each operation's body and each of its answers a named example: the captured request and answers of
    its operation id (`service/http/examples.py`), and for a problem one example per code it may answer."""
    for operations in paths.values():
        for operation in operations.values():
            found = examples.get(operation["operationId"], {})
            body = operation.get("requestBody")
            if body is not None and "request" in found:
                for media in body["content"].values():
                    media["examples"] = {"example": {"summary": "A request from a seeded game", "value": found["request"]}}
            for status, answer in operation["responses"].items():
                for media_type, media in answer.get("content", {}).items():
                    if media_type == PROBLEM_JSON:
                        codes = media["schema"]["allOf"][1]["properties"]["code"]["enum"]
                        media["examples"] = {
                            code: {"summary": PROBLEMS[code][1], "value": problem_example(code)} for code in codes
                        }
                    elif status in found.get("responses", {}):
                        value = found["responses"][status]
                        summary = answer["description"].split(":")[0] or "The answer"
                        media["examples"] = {"example": {"summary": f"{summary}, in a seeded game", "value": value}}
