"""The live stream's endpoints and their contract: a ticket for `EventSource`, and the stream itself."""

from __future__ import annotations

import secrets
import weakref
from collections.abc import Callable
from typing import Annotated, Any, Union

import msgspec
from litestar import Request, Response, get, post
from litestar.datastructures import State
from litestar.response import Stream
from litestar.status_codes import HTTP_201_CREATED
from msgspec import Meta, defstruct

from domain.contract import Game
from service.http.common import GameIdParam, bearer_token, is_cursor, json_response, past_the_log
from service.live.streams import (
    EVENT_STREAM, TICKET_MAX, TICKET_SECONDS, Follow, StreamFinished, StreamTicket, Streams,
    cursor_position, unstarted,
)
from service.store.games import Store
from service.store.records import GameRecord
from service.usecases import play
from service.http.common import client_address
from service.usecases.errors import ApiError
from service.usecases.play import token_hash


def _described(kind: Any, text: str) -> Any:
    return Annotated[kind, Meta(description=text)]


def _json_of(kind: Any, text: str) -> Any:
    """A `data:` line: a string of JSON whose document `contentSchema` describes (OpenAPI's SSE convention)."""
    content = {"contentMediaType": "application/json", "contentSchema": {"$ref": f"#/components/schemas/{kind.__name__}"}}
    return Annotated[str, Meta(description=text, extra_json_schema=content)]


def stream_messages(types: Any) -> list[Any]:
    """The kinds of message a game's stream sends, as types the contract describes (`<Game>StreamMessage`)."""
    cursor = "A cursor of the event log; a browser sends the last one back as `Last-Event-ID` when it reconnects."
    game_event = defstruct(
        f"{types.name}StreamGameEvent",
        [
            ("id", _described(str, f"The event's own cursor. {cursor}")),
            ("data", _json_of(types.logged_event, "The message's `data:` line: one entry of the event log, as JSON.")),
        ],
        tag="game-event",
        tag_field="event",
        kw_only=True,
        frozen=True,
    )
    view = defstruct(
        f"{types.name}StreamView",
        [
            ("id", _described(str, f"The cursor of the last event the caller could read before this view. {cursor}")),
            ("data", _json_of(types.view, "The message's `data:` line: the caller's view, as `GET .../games/{game_id}` answers it.")),
        ],
        tag="view",
        tag_field="event",
        kw_only=True,
        frozen=True,
    )
    return [game_event, view, StreamFinished]


def stream_message(types: Any) -> Any:
    """A game's `<Game>StreamMessage`: the union of its kinds of message, by `event`."""
    members = tuple(stream_messages(types))
    return Annotated[Union[members], Meta(description=MESSAGE_DOC)]  # noqa: UP007 (built from a tuple)


MESSAGE_DOC = (
    "One server-sent event of the stream, written as SSE fields: `id:` (a cursor of the event log), `event:` (the "
    "kind) and `data:` (one line of JSON, described by `contentSchema`); the first message also has `retry:` "
    "(milliseconds). Comment lines (`: keep-alive`) arrive every 15 s between messages."
)
STREAM_DOC = """Server-sent events (`text/event-stream`) that keep a client current with no other request.

Kinds of message (the `event:` field): `game-event`, one entry of the event log the caller may read (the same \
redaction as `GET .../events`); `view`, the caller's view after each new version (the same document as \
`GET .../games/{game_id}`; versions that land together share one view, after all their events); `finished`, sent once the game is over, after which the server closes the stream. \
A comment line `: keep-alive` comes every 15 s; the first message carries `retry:`.

Every message has an `id:`, a cursor of the event log (a view's is the last event the caller could read before it, \
`0-0` when none). A new stream starts with the current view; a stream resumed with `Last-Event-ID` (a browser sends \
it by itself) or `?after=` sends the events after that cursor, then the current view: nothing is lost or repeated. \
A cursor that names a version the game has not reached is refused as `after` (400) and ignored as `Last-Event-ID` \
(the stream starts with the current view).

Who reads: `?ticket=` (from `POST .../stream-tickets`, for browsers: a seat token never goes in a URL), or \
`Authorization: Bearer <seat token>`, or neither for a spectator. A ticket opens one stream, once: when the \
stream ends or fails, get a new ticket and reconnect with `?after=<last id>`. A server ends a stream after at most \
`YULETIDE_STREAM_MAX_SECONDS` (and when it shuts down).

Each server process shares its `YULETIDE_MAX_STREAMS` places out: one address holds at most \
`YULETIDE_STREAMS_PER_CLIENT` streams, `YULETIDE_SPECTATOR_STREAMS_PER_CLIENT` of them as a spectator; one seat \
holds at most `YULETIDE_STREAMS_PER_SEAT`; one game's spectators hold at most `YULETIDE_SPECTATOR_STREAMS_PER_GAME`; \
and `YULETIDE_SEAT_STREAM_RESERVE` places are kept for seats. A client past its share gets 429 `stream-limit` \
(close a stream first); 503 `too-many-streams` means no place is left for its kind of stream. Both carry \
`Retry-After`."""


def stream_paths(
    slug: str, op: str, game_id: dict[str, Any], message_ref: str, problems: Callable[..., Any], param: Callable[..., Any]
) -> dict[str, Any]:
    """The stream and stream-ticket operations of one game, for the contract."""
    base = f"/v1/{slug}/games/{{game_id}}"
    cursor = {"type": "string", "pattern": "^[0-9]{1,19}-[0-9]{1,19}$"}
    return {
        f"{base}/stream": {
            "get": {
                "operationId": f"{op}Stream",
                "summary": "Follow the game live (server-sent events)",
                "description": STREAM_DOC,
                "tags": [slug],
                "security": [{}, {"seatToken": []}],
                "parameters": [
                    game_id,
                    param("after", "query", cursor, "Resume after this cursor (the `id` of the last message read)"),
                    param("ticket", "query", {"type": "string", "minLength": 1, "maxLength": TICKET_MAX},
                          "A stream ticket from `POST .../stream-tickets`: read as its seat; good once"),
                    param("Last-Event-ID", "header", {"type": "string"},
                          "Resume after this cursor; a browser's EventSource sends it when it reconnects. It wins over "
                          "`after`; a value that is no cursor (`<n>-<n>`), or names a version the game has not reached, "
                          "is ignored"),
                ],
                "responses": {
                    "200": {
                        "description": "The stream: messages until the game is over, the stream's time is up, or the "
                        "client leaves",
                        "content": {EVENT_STREAM: {"schema": {"$ref": f"#/components/schemas/{message_ref}"}}},
                    },
                    **problems("validation-failed", "invalid-token", "game-not-found", "stream-limit", "too-many-streams"),
                },
            }
        },
        f"{base}/stream-tickets": {
            "post": {
                "operationId": f"{op}StreamTicket",
                "summary": "A one-use ticket to open a stream as your seat",
                "description": f"For a browser's EventSource, which cannot send `Authorization`: pass the ticket as "
                f"`?ticket=` to `GET .../stream` within {TICKET_SECONDS} s. It opens one stream once; only its hash "
                "is kept.",
                "tags": [slug],
                "security": [{"seatToken": []}],
                "parameters": [game_id],
                "responses": {
                    "201": {
                        "description": "The ticket",
                        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/StreamTicket"}}},
                    },
                    **problems("invalid-token", "game-not-found"),
                },
            }
        },
    }


# --- this process's streams -----------------------------------------------------------------------------------


# --- the endpoints --------------------------------------------------------------------------------------------


def stream_routes(
    game: Game,
    types: Any,
    *,
    render_view: Callable[[Any, int, GameRecord, int | None, str], bytes],
    event_text: Callable[[bytes, GameRecord], str],
) -> list[Any]:
    """The stream and its tickets for one game; views and event texts come from the game's own routes."""
    op = types.name[0].lower() + types.name[1:]

    @post("/games/{game_id:str}/stream-tickets", operation_id=f"{op}StreamTicket", status_code=HTTP_201_CREATED)
    async def stream_ticket(request: Request, state: State, game_id: GameIdParam) -> Response:
        token = bearer_token(request)
        if token is None:
            raise ApiError("invalid-token", "A stream ticket needs the seat's token (Authorization: Bearer <token>).")
        store = state.services.store
        loaded = await play.load_game(store, game, game_id)
        seat = play.seat_for_token(loaded.record, token, game_id)
        ticket = secrets.token_urlsafe(24)
        await store.save_ticket(game_id, token_hash(ticket), f"{seat}:{token_hash(token)}".encode(), TICKET_SECONDS)
        answer = msgspec.json.encode(StreamTicket(ticket=ticket, expires_in=TICKET_SECONDS))
        return json_response(answer, HTTP_201_CREATED, {"Cache-Control": "no-store"})

    @get("/games/{game_id:str}/stream", operation_id=f"{op}Stream", opt={"query": ("after", "ticket")})
    async def stream(request: Request, state: State, game_id: GameIdParam) -> Stream:
        resumed, after = _cursors(request, is_cursor)
        ticket = request.query_params.get("ticket")
        token = bearer_token(request)
        if ticket is not None and token is not None:
            raise ApiError("validation-failed", "Send a ticket or an Authorization header, not both.")
        streams: Streams = state.streams
        slot = streams.take(client_address(request), game_id, spectator=ticket is None and token is None)
        try:
            store = state.services.store
            loaded = await play.load_game(store, game, game_id)
            start = _resume_from(resumed, after, loaded.version)
            if ticket is not None:
                seat, holder = await _redeem(store, game_id, ticket, loaded.record)
            else:
                seat = play.seat_for_token(loaded.record, token, game_id)
                holder = token_hash(token) if token is not None else None
            if seat is not None:
                slot.for_seat(seat)
        except BaseException:
            slot.release()
            raise
        follow = Follow(
            game=game, game_id=game_id, seat=seat, holder=holder, streams=streams, store=store,
            render_view=render_view, event_text=event_text, slot=slot,
        )
        messages = follow.messages(loaded, start)
        weakref.finalize(messages, unstarted, follow)  # a client gone before the stream began frees its place too
        return Stream(
            messages,
            media_type=EVENT_STREAM,
            headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"},
        )

    return [stream_ticket, stream]


def _cursors(request: Request, is_cursor: Callable[[str], bool]) -> tuple[str | None, str | None]:
    """The cursors a stream may resume from: `Last-Event-ID` (a browser's reconnect; None when it is no cursor)
    and `?after=` (400 when it is no cursor).

    A `Last-Event-ID` that is no cursor is ignored, as the SSE standard lets a server do: a browser sends what it
    was last given, and refusing it would stop the EventSource for good. A wrong `after` is the caller's own."""
    header = request.headers.get("last-event-id")
    after = request.query_params.get("after")
    if after is not None and not is_cursor(after):
        raise ApiError("validation-failed", "`after` must be a cursor this stream sent (`<n>-<n>`).")
    return (header if header is not None and is_cursor(header) else None), after


def _resume_from(resumed: str | None, after: str | None, version: int) -> str | None:
    """Where a stream starts: after `Last-Event-ID`, else after `?after=`; None for the current view.

    A cursor past the end of the game's log (a version the game has not reached) would make a stream that never
    sends anything again: as `Last-Event-ID` it is ignored like one that is no cursor (the stream starts with the
    current view); as `after` it is refused with 400."""
    if resumed is not None and not past_the_log(resumed, version):
        return resumed
    if after is not None and past_the_log(after, version):
        raise ApiError(
            "validation-failed", f"`after` names version {cursor_position(after)[0]}, and this game is at version {version}: "
            "pass a cursor this stream sent.",
        )
    return after


async def _redeem(store: Store, game_id: str, ticket: str, record: GameRecord) -> tuple[int, str]:
    """The seat a stream ticket was given to, and its token's hash; the ticket is used up."""
    unknown = ApiError("invalid-token", "The stream ticket is unknown, used or expired: get a new one.")
    if not 0 < len(ticket) <= TICKET_MAX:
        raise unknown
    holder = await store.redeem_ticket(game_id, token_hash(ticket))
    if holder is None:
        raise unknown
    seat_text, _, digest = holder.decode().partition(":")
    seat = int(seat_text)
    if seat >= len(record.seats) or record.seats[seat].token_hash != digest:
        raise ApiError("invalid-token", "The seat's token changed since the ticket was given.")
    return seat, digest

