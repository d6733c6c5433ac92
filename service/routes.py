"""HTTP handlers, generated for every registered game: decode, load, call the domain, save, answer."""

from __future__ import annotations

import hashlib
from typing import Any

import msgspec
from typing import Annotated

from litestar import HttpMethod, Request, Response, Router, post, route
from litestar.params import Parameter
from litestar.datastructures import State
from litestar.status_codes import HTTP_201_CREATED, HTTP_304_NOT_MODIFIED

from domain.contract import Game
from domain.kit import sentence
from domain.registry import GAMES
from service import play
from service.play import etag, matches
from service.budget import spend_ai_budget
from service.errors import ApiError
from service.schemas import (
    GameCreated,
    GameTypes,
    HumanSeat,
    OpenField,
    RawEventLog,
    RawLoggedEvent,
    SeatGrant,
    enveloped,
    view_answer,
)
from service.store import SeatRecord

JSON = "application/json"
GameIdParam = Annotated[str, Parameter(description="The game's id")]
EVENTS_PAGE_MAX = 500


class _EventHeader(msgspec.Struct):
    to: list[int] | None = None


_event_header = msgspec.json.Decoder(_EventHeader)


class _EventTag(msgspec.Struct):
    type: str = "event"


_event_tag = msgspec.json.Decoder(_EventTag)


def read(path: str, **options: Any) -> Any:
    """A read route: GET, and HEAD with the same status and headers but no body (RFC 9110 section 9.3.2)."""
    return route(path, http_method=[HttpMethod.GET, HttpMethod.HEAD], **options)


def bearer_token(request: Request) -> str | None:
    """The seat token from `Authorization: Bearer <token>`, or None for a spectator."""
    headers = request.headers.getall("authorization", [])
    if not headers:
        return None
    if len(headers) > 1:
        raise ApiError("validation-failed", "Send one Authorization header, not several.")
    header = headers[0]
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise ApiError("invalid-token", "Use `Authorization: Bearer <seat token>`.")
    return token.strip()


async def refuse_unknown_query(request: Request) -> None:
    """Query parameters a route does not declare are refused, not silently ignored."""
    allowed = request.route_handler.opt.get("query", ())
    unknown = sorted(set(request.query_params) - set(allowed))
    if unknown:
        raise ApiError("validation-failed", f"Unknown query parameter(s): {', '.join(unknown)}.")


# No request body of any game nests deeper than this; a deeper one is refused before it is read further.
MAX_NESTING = 64
TOO_DEEP = f"The body nests deeper than {MAX_NESTING} levels."


def _integral(value: Any, depth: int = 0) -> Any:
    """JSON Schema counts 1.0 as an integer; so do we (every other coercion stays refused)."""
    if depth > MAX_NESTING:
        raise ApiError("validation-failed", TOO_DEEP)
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, list):
        return [_integral(item, depth + 1) for item in value]
    if isinstance(value, dict):
        return {key: _integral(item, depth + 1) for key, item in value.items()}
    return value


def decode_body(request_body: bytes, target: Any) -> Any:
    """Strict decoding: wrong types and unknown fields are refused, never coerced."""
    try:
        return _decode(request_body, target)
    except RecursionError as exc:  # msgspec's own nesting limit, reached on either read of the body
        raise ApiError("validation-failed", TOO_DEEP) from exc


def _decode(request_body: bytes, target: Any) -> Any:
    try:
        return msgspec.json.decode(request_body, type=target, strict=True)
    except msgspec.ValidationError as exc:
        refusal = exc
    except msgspec.DecodeError as exc:
        raise ApiError("validation-failed", f"The body is not valid JSON: {exc}") from exc
    # A type error may be found before the JSON is read to its end: read it whole first.
    try:
        raw = msgspec.json.decode(request_body)
    except msgspec.DecodeError as exc:
        raise ApiError("validation-failed", f"The body is not valid JSON: {exc}") from exc
    try:
        # A float where an integer belongs may still be an integer by JSON Schema's reckoning.
        return msgspec.convert(_integral(raw), type=target, strict=True)
    except msgspec.ValidationError:
        raise ApiError("validation-failed", str(refusal)) from refusal


def json_response(body: bytes, status: int = 200, headers: dict[str, str] | None = None) -> Response:
    """An answer whose body is already encoded."""
    return Response(content=body, status_code=status, media_type=JSON, headers=headers)


def game_router(game: Game) -> Router:
    """The endpoints of one game, typed with its own Config, Move, View, Score, Event and catalog."""
    slug = game.meta.slug
    types = GameTypes(game)
    op = types.name[0].lower() + types.name[1:]

    def render_view(state: Any, version: int, record: Any, seat: int | None, game_id: str) -> bytes:
        seed = record.seed if game.is_finished(state) else None
        view = game.view(state, seat)
        return msgspec.json.encode(view_answer(types, view, game_id, version, record.seed_commitment, seed))

    @post("/games", operation_id=f"{op}CreateGame", status_code=HTTP_201_CREATED)
    async def create_game(request: Request, state: State) -> Response:
        body = decode_body(await request.body(), types.create)
        services = state.services
        if body.seed is not None and not services.settings.allow_seeds:
            raise ApiError("validation-failed", "This server does not accept seeds (YULETIDE_ALLOW_SEEDS is off).")
        seats = [
            SeatRecord(kind="human") if isinstance(seat, HumanSeat) else SeatRecord(kind="ai", level=seat.level)
            for seat in body.seats
        ]
        await spend_ai_budget(
            services.redis, services.settings.key_prefix, request, services.settings.ai_budget,
            [seat.level for seat in seats if seat.kind == "ai" and seat.level is not None],
        )
        game_id, new_state, record, tokens = await play.create_game(
            services.store, game, body.options, seats, body.seed
        )
        await services.ai.after_write(game, game_id, 1, new_state, record)
        answer = GameCreated(
            game_id=game_id,
            version=1,
            seats=[
                SeatGrant(seat=index, kind=seat.kind, level=seat.level, token=token)  # type: ignore[arg-type]
                for index, (seat, token) in enumerate(zip(seats, tokens, strict=True))
            ],
            seed_commitment=record.seed_commitment,
        )
        return json_response(msgspec.json.encode(answer), HTTP_201_CREATED, {"ETag": etag(1)})

    @read("/games/{game_id:str}", operation_id=f"{op}GetGame")
    async def get_game(request: Request, state: State, game_id: GameIdParam) -> Response:
        loaded = await play.load_game(state.services.store, game, game_id)
        seat = play.seat_for_token(loaded.record, bearer_token(request))
        if matches(request.headers.get("if-none-match"), loaded.version):
            return Response(content=b"", status_code=HTTP_304_NOT_MODIFIED, headers={"ETag": etag(loaded.version)})
        body = render_view(play.decode_state(game, loaded), loaded.version, loaded.record, seat, game_id)
        return json_response(body, headers={"ETag": etag(loaded.version)})

    @read("/games/{game_id:str}/legal-moves", operation_id=f"{op}LegalMoves")
    async def legal_moves(request: Request, state: State, game_id: GameIdParam) -> Response:
        loaded = await play.load_game(state.services.store, game, game_id)
        seat = play.seat_for_token(loaded.record, bearer_token(request))
        current = play.decode_state(game, loaded)
        moves = game.legal_moves(current, seat) if seat is not None else []
        seen = game.view(current, seat) if moves else None
        labels = [sentence(game.label(seen, move)) for move in moves]
        open_fields = [OpenField(move=i, fields=list(f)) for i, m in enumerate(moves) if (f := game.open_fields(m))]
        answer = types.legal_moves(version=loaded.version, moves=moves, labels=labels, open=open_fields)
        return json_response(msgspec.json.encode(answer), headers={"ETag": etag(loaded.version)})

    @post("/games/{game_id:str}/moves", operation_id=f"{op}Act", status_code=200)
    async def act(request: Request, state: State, game_id: GameIdParam) -> Response:
        token = bearer_token(request)
        if token is None:
            raise ApiError("invalid-token", "Acting needs the seat's token (Authorization: Bearer <token>).")
        move = decode_body(await request.body(), types.move)
        fingerprint = hashlib.sha256(msgspec.json.encode(move)).hexdigest()
        services = state.services
        if_match = request.headers.get("if-match")
        acted = await play.act(
            services.store,
            game,
            game_id,
            None,
            move,
            token=token,
            render=lambda new, version, record, seat: render_view(new, version, record, seat, game_id),
            if_match_header=if_match,
            idempotency_key=request.headers.get("idempotency-key"),
            fingerprint=fingerprint,
            attempts=services.settings.cas_attempts,
        )
        if not acted.replayed:
            await services.ai.after_write(game, game_id, acted.version, acted.state, acted.record)
        return json_response(acted.body, headers={"ETag": etag(acted.version)})

    @read("/games/{game_id:str}/score", operation_id=f"{op}Score")
    async def score(state: State, game_id: GameIdParam) -> Response:
        loaded = await play.load_game(state.services.store, game, game_id)
        board = game.score(play.decode_state(game, loaded))
        answer = enveloped(types.score, board, game_id=game_id, version=loaded.version)
        return json_response(msgspec.json.encode(answer), headers={"ETag": etag(loaded.version)})

    event_decoder = msgspec.json.Decoder(game.Event)

    def event_text(raw: bytes) -> str:
        try:
            event = event_decoder.decode(raw)
        except msgspec.ValidationError:  # logged by an older version of the game: its tag is all we can say
            return sentence(_event_tag.decode(raw).type.replace("-", " "))
        return sentence(game.text(event))

    catalog = msgspec.json.encode(game.catalog)

    @read("/components", operation_id=f"{op}Components")
    async def components() -> Response:
        return json_response(catalog, headers={"Cache-Control": "public, max-age=3600"})

    @read("/games/{game_id:str}/events", operation_id=f"{op}Events", opt={"query": ("after", "limit")})
    async def events(request: Request, state: State, game_id: GameIdParam) -> Response:
        after = request.query_params.get("after")
        limit = _limit(request.query_params.get("limit"))
        if after is not None and not _is_cursor(after):
            raise ApiError("validation-failed", "`after` must be a cursor returned by this endpoint.")
        store = state.services.store
        loaded = await play.load_game(store, game, game_id)
        seat = play.seat_for_token(loaded.record, bearer_token(request))
        visible: list[RawLoggedEvent] = []
        cursor = after
        while len(visible) < limit:
            batch = await store.events(game_id, cursor, limit)
            for entry_id, raw in batch:
                cursor = entry_id
                audience = _event_header.decode(raw).to
                if audience is None or (seat is not None and seat in audience):
                    visible.append(RawLoggedEvent(id=entry_id, event=msgspec.Raw(raw), text=event_text(raw)))
                    if len(visible) == limit:
                        break
            if len(batch) < limit:
                break
        return json_response(msgspec.json.encode(RawEventLog(events=visible, cursor=cursor)))

    return Router(
        path=f"/v1/{slug}",
        route_handlers=[components, create_game, get_game, legal_moves, act, score, events],
        tags=[slug],
    )


def _limit(raw: str | None) -> int:
    if raw is None:
        return 100
    if not (raw.isascii() and raw.isdigit()) or not 1 <= int(raw) <= EVENTS_PAGE_MAX:
        raise ApiError("validation-failed", f"`limit` must be a whole number from 1 to {EVENTS_PAGE_MAX}.")
    return int(raw)


def _is_cursor(raw: str) -> bool:
    """A Redis stream entry id: two decimal 64-bit numbers joined by "-"."""
    if len(raw) > 41 or not raw.isascii():
        return False
    first, sep, second = raw.partition("-")
    return bool(sep) and all(part.isdigit() and int(part) < 2**64 for part in (first, second))


def game_routers() -> list[Router]:
    """One router per registered game: a new game needs no hand-written route."""
    return [game_router(game) for _slug, game in sorted(GAMES.items())]
