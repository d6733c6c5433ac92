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
from service.answers import Answers
from service.play import etag, matches
from service.budget import client_address, spend_ai_budget
from service.errors import ApiError
from service.schemas import (
    GameCreated,
    GameTypes,
    AiSeat,
    HumanSeat,
    OpenField,
    RawEventLog,
    RawLoggedEvent,
    SeatGrant,
    enveloped,
    view_answer,
)
from service.clock import clock_record
from service.hints import hint_routes
from service.notify import target as notify_target
from service.store import SeatRecord
from service.stream import may_read, past_the_log, stream_routes
from service.names import check_chosen, check_unique
from service.table import move_labels, seat_names, table_event, table_text, table_view, with_names

JSON = "application/json"
GameIdParam = Annotated[str, Parameter(description="The game's id")]
EVENTS_PAGE_MAX = 500


class _EventTag(msgspec.Struct):
    type: str = "event"


_event_tag = msgspec.json.Decoder(_EventTag)


def read(path: str, **options: Any) -> Any:
    """A read route: GET, and HEAD with the same status and headers but no body (RFC 9110 section 9.3.2)."""
    return route(path, http_method=[HttpMethod.GET, HttpMethod.HEAD], **options)


def header_values(request: Request, name: bytes) -> list[str]:
    """Every value of one request header (`name` in lower case), read off the raw header list."""
    return [value.decode("latin-1") for key, value in request.scope["headers"] if key.lower() == name]


def header(request: Request, name: bytes) -> str | None:
    """The first value of one request header (`name` in lower case), or None."""
    found = header_values(request, name)
    return found[0] if found else None


def bearer_token(request: Request) -> str | None:
    """The seat token from `Authorization: Bearer <token>`, or None for a spectator."""
    found = header_values(request, b"authorization")
    if not found:
        return None
    if len(found) > 1:
        raise ApiError("validation-failed", "Send one Authorization header, not several.")
    scheme, _, token = found[0].partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise ApiError("invalid-token", "Use `Authorization: Bearer <seat token>`.")
    return token.strip()


async def refuse_unknown_query(request: Request) -> None:
    """Query parameters a route does not declare are refused, not silently ignored."""
    if not request.scope["query_string"]:
        return
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
        decoded = _decode(request_body, target)
    except RecursionError as exc:  # msgspec's own nesting limit, reached on either read of the body
        raise ApiError("validation-failed", TOO_DEEP) from exc
    _require_tag(request_body, target)
    return decoded


def _require_tag(request_body: bytes, target: Any) -> None:
    """msgspec takes a tagged struct's tag as implied when the struct is decoded on its own (a game with one
    kind of move); the contract requires it, as it does in a union, so a body without it is refused."""
    config = getattr(target, "__struct_config__", None)
    if config is None or config.tag is None:
        return
    if config.tag_field not in msgspec.json.decode(request_body):  # a valid object: it was just decoded
        raise ApiError("validation-failed", f"Object missing required field `{config.tag_field}`.")


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


class Encoded(Response):
    """An answer whose body is already encoded, sent as it is.

    A plain `Response` is built, then converted into another object with its own header container, on every
    request; this one is its own ASGI answer, so Litestar's conversion hook hands it back as it is. A HEAD
    request gets the same status and headers, no body.
    """

    def __init__(self, body: bytes, status: int, headers: list[tuple[bytes, bytes]]) -> None:  # noqa: D107
        # Response.__init__ is not called: nothing here is read through its attributes.
        self.body, self.status, self.raw_headers, self.head = body, status, headers, False

    def to_asgi_response(self, *, request: Request, headers: dict[str, str] | None = None, **_: Any) -> Encoded:
        """Litestar's hook for an answer a handler returns; route-level headers join ours (none are set now)."""
        self.head = request.method == "HEAD"
        if headers:
            self.raw_headers += [(name.lower().encode("latin-1"), value.encode("latin-1")) for name, value in headers.items()]
        return self

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        await send({"type": "http.response.start", "status": self.status, "headers": self.raw_headers})
        await send({"type": "http.response.body", "body": b"" if self.head else self.body})


_JSON_TYPE = (b"content-type", JSON.encode())


def json_response(body: bytes, status: int = 200, headers: dict[str, str] | None = None) -> Response:
    """An answer whose body is already encoded, as JSON."""
    pairs = [_JSON_TYPE, (b"content-length", str(len(body)).encode())]
    if headers:
        pairs += [(name.lower().encode("latin-1"), value.encode("latin-1")) for name, value in headers.items()]
    return Encoded(body, status, pairs)


def not_modified(version: int) -> Response:
    """304 for a reader whose copy is current: the ETag, no body."""
    return Encoded(b"", HTTP_304_NOT_MODIFIED, [(b"etag", etag(version).encode())])


def game_router(game: Game, answers: Answers) -> Router:
    """The endpoints of one game, typed with its own Config, Move, View, Score, Event and catalog."""
    slug = game.meta.slug
    types = GameTypes(game)
    op = types.name[0].lower() + types.name[1:]

    def encode_view(state: Any, version: int, record: Any, seat: int | None, game_id: str) -> bytes:
        """A view answer rendered afresh (an act renders its answer before its write is known to land)."""
        seed = record.seed if game.is_finished(state) and not record.cancelled else None
        view = game.view(state, seat)
        table = table_view(record)
        return msgspec.json.encode(view_answer(types, view, game_id, version, record.seed_commitment, seed, table))

    def render_view(state: Any, version: int, record: Any, seat: int | None, game_id: str) -> bytes:
        """The view answer at a stored version, kept for the next reader of the same seat."""
        kept = answers.get("view", game_id, version, seat)
        if kept is not None:
            return kept
        return answers.put("view", game_id, version, seat, encode_view(state, version, record, seat, game_id))

    def view_of(loaded: Any, seat: int | None, game_id: str) -> bytes:
        """The view answer of a loaded game, its state decoded only when the answer is not kept already."""
        kept = answers.get("view", game_id, loaded.version, seat)
        if kept is not None:
            return kept
        body = encode_view(play.decode_state(game, loaded), loaded.version, loaded.record, seat, game_id)
        return answers.put("view", game_id, loaded.version, seat, body)

    def moves_of(loaded: Any, seat: int | None, game_id: str) -> bytes:
        """The legal-moves answer of a loaded game for `seat`, labelled from its own view."""
        kept = answers.get("moves", game_id, loaded.version, seat)
        if kept is not None:
            return kept
        current = play.decode_state(game, loaded)
        # A cancelled game asks nobody for anything: no move is listed only to be refused.
        moves = game.legal_moves(current, seat) if seat is not None and not loaded.record.cancelled else []
        seen = game.view(current, seat) if moves else None
        names = seat_names(loaded.record.seats)
        labels = move_labels(game, seen, moves, names)
        open_fields = [OpenField(move=i, fields=list(f)) for i, m in enumerate(moves) if (f := game.open_fields(m))]
        answer = types.legal_moves(version=loaded.version, moves=moves, labels=labels, open=open_fields)
        return answers.put("moves", game_id, loaded.version, seat, msgspec.json.encode(answer))

    async def create_game(request: Request, state: State) -> Response:
        body = decode_body(await request.body(), types.create)
        services = state.services
        if body.seed is not None and not services.settings.allow_seeds:
            raise ApiError("validation-failed", "This server does not accept seeds (YULETIDE_ALLOW_SEEDS is off).")
        seats = [seat_record(seat) for seat in body.seats]
        for seat in seats:
            if seat.name is not None:
                check_chosen(seat.name)
        names = seat_names(seats)
        check_unique(names)
        notify = notify_target(body.notify, services.settings)
        creator = client_address(request)
        await spend_ai_budget(
            services.redis, services.settings.key_prefix, creator, services.settings.ai_budget,
            [seat.level for seat in seats if seat.kind == "ai" and seat.level is not None],
        )
        made = await play.create_game(
            services.store, game, body.options, seats, body.seed, public=body.public,
            clock=clock_record(body.clock), notify=notify, hints=body.hints, payer=creator,
        )
        await services.ai.after_write(game, made.game_id, 1, made.state, made.record)
        grants = zip(seats, names, made.tokens, made.invitations, strict=True)
        answer = GameCreated(
            game_id=made.game_id,
            version=1,
            seats=[
                SeatGrant(seat=index, kind=seat.kind, name=name, level=seat.level, token=token, invitation=code)  # type: ignore[arg-type]
                for index, (seat, name, token, code) in enumerate(grants)
            ],
            seed_commitment=made.record.seed_commitment,
            host_token=made.host_token,
        )
        return json_response(msgspec.json.encode(answer), HTTP_201_CREATED, {"ETag": etag(1)})

    @read("/games/{game_id:str}", operation_id=f"{op}GetGame")
    async def get_game(request: Request, state: State, game_id: GameIdParam) -> Response:
        loaded = await play.load_game(state.services.store, game, game_id)
        seat = play.seat_for_token(loaded.record, bearer_token(request), game_id)
        if matches(header(request, b"if-none-match"), loaded.version):
            return not_modified(loaded.version)
        return json_response(view_of(loaded, seat, game_id), headers={"ETag": etag(loaded.version)})

    @read("/games/{game_id:str}/legal-moves", operation_id=f"{op}LegalMoves")
    async def legal_moves(request: Request, state: State, game_id: GameIdParam) -> Response:
        loaded = await play.load_game(state.services.store, game, game_id)
        seat = play.seat_for_token(loaded.record, bearer_token(request), game_id)
        return json_response(moves_of(loaded, seat, game_id), headers={"ETag": etag(loaded.version)})

    @post("/games/{game_id:str}/moves", operation_id=f"{op}Act", status_code=200)
    async def act(request: Request, state: State, game_id: GameIdParam) -> Response:
        token = bearer_token(request)
        if token is None:
            raise ApiError("invalid-token", "Acting needs the seat's token (Authorization: Bearer <token>).")
        move = decode_body(await request.body(), types.move)
        idempotency_key = header(request, b"idempotency-key")
        # What an Idempotency-Key's first answer is checked against when the key comes back.
        fingerprint = hashlib.sha256(msgspec.json.encode(move)).hexdigest() if idempotency_key is not None else ""
        services = state.services
        if_match = header(request, b"if-match")
        acted = await play.act(
            services.store,
            game,
            game_id,
            None,
            move,
            token=token,
            render=lambda new, version, record, seat: encode_view(new, version, record, seat, game_id),
            if_match_header=if_match,
            idempotency_key=idempotency_key,
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
        table = table_view(loaded.record)
        answer = enveloped(types.score, board, game_id=game_id, version=loaded.version, table=table)
        return json_response(msgspec.json.encode(answer), headers={"ETag": etag(loaded.version)})

    event_decoder = msgspec.json.Decoder(game.Event)

    def event_text(raw: bytes, names: list[str]) -> str:
        tag = _event_tag.decode(raw).type
        if (at_table := table_event(raw, tag)) is not None:
            return table_text(at_table, names)
        try:
            event = event_decoder.decode(raw)
        except msgspec.ValidationError:  # logged by an older version of the game: its tag is all we can say
            return sentence(tag.replace("-", " "))
        return with_names(sentence(game.text(event)), names)

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
        if after is not None and past_the_log(after, loaded.version):
            raise ApiError(
                "validation-failed", f"`after` names version {after.partition('-')[0]}, and this game is at version "
                f"{loaded.version}: pass a cursor returned by this endpoint.",
            )
        seat = play.seat_for_token(loaded.record, bearer_token(request), game_id)
        names = seat_names(loaded.record.seats)
        visible: list[RawLoggedEvent] = []
        read_to = after
        while len(visible) < limit:
            batch = await store.events(game_id, read_to, limit)
            for entry_id, raw in batch:
                read_to = entry_id
                if may_read(raw, seat):
                    visible.append(RawLoggedEvent(id=entry_id, event=msgspec.Raw(raw), text=event_text(raw, names)))
                    if len(visible) == limit:
                        break
            if len(batch) < limit:
                break
        # The cursor names the last event the caller may read, never one it may not (ids count every event of
        # a write): the next page reads past the hidden ones again, and skips them again.
        cursor = visible[-1].id if visible else after
        return json_response(msgspec.json.encode(RawEventLog(events=visible, cursor=cursor)))

    from service.table_routes import LOBBY_QUERY, table_routes  # they build on this module's helpers

    lobby, *seat_handlers = table_routes(game, types, render_view)

    # One handler for both methods of `/games`: Litestar's OPTIONS answer of a path would otherwise list the
    # methods of only the first handler registered on it.
    @route("/games", http_method=[HttpMethod.GET, HttpMethod.HEAD, HttpMethod.POST], opt={"query": LOBBY_QUERY})
    async def games(request: Request, state: State) -> Response:
        if request.method != "POST":
            return await lobby(request, state)
        if request.query_params:
            raise ApiError("validation-failed", "Creating a game takes no query parameters.")
        return await create_game(request, state)

    return Router(
        path=f"/v1/{slug}",
        route_handlers=[
            components, games, get_game, legal_moves, act, score, events, *seat_handlers, *hint_routes(game, op),
            *stream_routes(
                game, types, render_view=render_view,
                event_text=lambda raw, record: event_text(raw, seat_names(record.seats)),
            ),
        ],
        tags=[slug],
    )


def seat_record(spec: Any) -> SeatRecord:
    """How a seat of the create body is kept."""
    if isinstance(spec, HumanSeat):
        return SeatRecord(kind="human", name=spec.name)
    if isinstance(spec, AiSeat):
        return SeatRecord(kind="ai", level=spec.level)
    return SeatRecord(kind="open")


# The most digits a whole-number parameter may have: bounds the work of reading it, and keeps Python's limit on
# the digits of an int (4300) from turning a long one into a 500.
DIGITS_MAX = 20


def _limit(raw: str | None) -> int:
    if raw is None:
        return 100
    if not (raw.isascii() and raw.isdigit() and len(raw) <= DIGITS_MAX) or not 1 <= int(raw) <= EVENTS_PAGE_MAX:
        raise ApiError("validation-failed", f"`limit` must be a whole number from 1 to {EVENTS_PAGE_MAX}.")
    return int(raw)


def _is_cursor(raw: str) -> bool:
    """A Redis stream entry id: two decimal 64-bit numbers joined by "-" (each at most 20 digits)."""
    if len(raw) > 2 * DIGITS_MAX + 1 or not raw.isascii():
        return False
    first, sep, second = raw.partition("-")
    return bool(sep) and all(part.isdigit() and int(part) < 2**64 for part in (first, second))


def game_routers(answers: Answers | None = None) -> list[Router]:
    """One router per registered game: a new game needs no hand-written route."""
    answers = answers if answers is not None else Answers()
    return [game_router(game, answers) for _slug, game in sorted(GAMES.items())]
