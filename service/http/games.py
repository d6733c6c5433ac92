"""A game's own endpoints, generated from the registry: decode, load, call the use case, save, answer."""

from __future__ import annotations

import hashlib
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import msgspec

from litestar import Request, Response, post
from litestar.datastructures import State
from litestar.status_codes import HTTP_201_CREATED

from domain.contract import Game
from domain.kit import sentence
from service.usecases import play
from service.http.answers import Answers
from service.usecases.play import etag, matches
from service.http.common import client_address
from service.usecases.budget import spend_ai_budget
from service.usecases.errors import ApiError
from service.usecases.schemas import (
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
from service.usecases.clocks import clock_record
from service.usecases.webhooks import target as notify_target
from service.store.records import SeatRecord
from service.live.streams import may_read
from service.http.common import (
    GameIdParam, bearer_token, decode_body, header, is_cursor, json_response, not_modified, page_limit, past_the_log,
    read,
)
from service.usecases.names import check_chosen, check_unique
from service.usecases.table import move_labels, seat_names, table_event, table_text, table_view, with_names

class _EventTag(msgspec.Struct):
    type: str = "event"


_event_tag = msgspec.json.Decoder(_EventTag)


@dataclass(frozen=True)
class GameRoutes:
    """A game's own endpoints, and what its table's and stream's endpoints take from them."""

    create_game: Callable[[Request, State], Awaitable[Response]]
    """Creates a game; mounted with the lobby on `/games`."""
    handlers: list[Any]
    render_view: Callable[[Any, int, Any, int | None, str], bytes]
    """The view answer at a stored version, kept for the next reader of the same seat."""
    event_text: Callable[[bytes, Any], str]
    """An event's text, with the seats' names of the game's record."""


def game_routes(game: Game, types: GameTypes, answers: Answers) -> GameRoutes:
    """The endpoints of one game, typed with its own Config, Move, View, Score, Event and catalog."""
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
        limit = page_limit(request.query_params.get("limit"))
        if after is not None and not is_cursor(after):
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

    return GameRoutes(
        create_game=create_game,
        handlers=[components, get_game, legal_moves, act, score, events],
        render_view=render_view,
        event_text=lambda raw, record: event_text(raw, seat_names(record.seats)),
    )


def seat_record(spec: Any) -> SeatRecord:
    """How a seat of the create body is kept."""
    if isinstance(spec, HumanSeat):
        return SeatRecord(kind="human", name=spec.name)
    if isinstance(spec, AiSeat):
        return SeatRecord(kind="ai", level=spec.level)
    return SeatRecord(kind="open")


