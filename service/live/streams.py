"""Live tables: a server-sent event stream of what a seat (or a spectator) may read, and one-use stream tickets.

A stream follows the game's event log in Redis with a blocked XREAD, so a move written through any API process
reaches the streams every other process holds. After each new version it sends the events the caller may read
(the same redaction as the event log) and then the caller's new view, the same bytes `GET .../games/{id}` answers.
Every message is written whole, in one piece, and carries as `id:` a cursor of the event log: a reconnect with
`Last-Event-ID` (or `?after=`) resumes with no gap and no event sent twice.

A browser's EventSource cannot send headers and a seat token must never sit in a URL, so a seat trades its token
for a ticket (`POST .../stream-tickets`) that is good for one stream, once, within a minute; only the ticket's
hash is kept in Redis, and it is taken back with GETDEL.
"""

from __future__ import annotations

import asyncio
import logging
import signal
from collections import Counter
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from typing import Annotated, Any

import msgspec
from msgspec import Meta, Struct
from redis.asyncio import Redis, RedisCluster
from redis.asyncio.retry import Retry
from redis.backoff import ExponentialWithJitterBackoff
from redis.exceptions import RedisError

from domain.contract import Game
from service.support import metrics
from service.usecases import play
from service.usecases.errors import ApiError
from service.usecases.schemas import RawLoggedEvent
from service.store.records import GameRecord, Loaded
from service.store.games import Store

log = logging.getLogger("yuletide.stream")

HEARTBEAT_SECONDS = 15.0
TICKET_SECONDS = 60
RETRY_MS = 2000  # the reconnection delay a browser is told to wait after a stream ends
PAGE = 100  # events read from the log in one round trip
FIRST = "0-0"  # the cursor before the first event
LAST_SEQUENCE = 2**64 - 1  # `<version>-<LAST_SEQUENCE>` sorts after every event that version logged
TICKET_MAX = 100
REFUSED_RETRY_SECONDS = 5  # a refused stream's `Retry-After`: places come back only as other streams end
EVENT_STREAM = "text/event-stream"


# --- who may read what ----------------------------------------------------------------------------------------


class _EventHeader(Struct):
    to: list[int] | None = None


_event_header = msgspec.json.Decoder(_EventHeader)


def may_read(raw: bytes, seat: int | None) -> bool:
    """True when `seat` (None: a spectator) may read a logged event: a public one, or one told to that seat."""
    audience = _event_header.decode(raw).to
    return audience is None or (seat is not None and seat in audience)


# --- the wire: messages and tickets ---------------------------------------------------------------------------


def message(kind: str | None, cursor: str | None, data: bytes = b"", retry: int | None = None) -> bytes:
    """One whole server-sent event; `kind` None with no data is a comment (a heartbeat)."""
    lines = [] if retry is None else [b"retry: %d" % retry]
    if cursor is not None:
        lines.append(b"id: " + cursor.encode())
    if kind is None:
        lines.append(b": keep-alive")
    else:
        lines.append(b"event: " + kind.encode())
        lines += [b"data: " + line for line in data.split(b"\n")]  # JSON from msgspec is one line already
    return b"\n".join(lines) + b"\n\n"


HEARTBEAT = message(None, None)


class StreamTicket(Struct, frozen=True, kw_only=True):
    """A ticket that opens one live stream as the seat that asked for it."""

    ticket: str
    """Pass it as `?ticket=` to the stream, within `expires_in` seconds. It opens one stream, once: after the
    stream ends, get a new ticket and reconnect with `?after=<last id>`."""
    expires_in: int
    """Seconds the ticket stays good if unused."""


class StreamEnd(Struct, frozen=True, kw_only=True):
    """What a `finished` message says before the server closes the stream."""

    game_id: str
    """The game's id."""
    version: int
    """The game's last version."""
    cancelled: bool
    """True when the game was called off (`table.cancelled`); false when it was played to its end."""


class StreamFinished(Struct, frozen=True, kw_only=True, tag="finished", tag_field="event"):
    """The last message of a stream of a game that is over: the server closes the stream after it; do not
    reconnect (call `close()` on an EventSource)."""

    id: str
    """The cursor of the last event the caller could read (`0-0` when none)."""
    data: Annotated[str, Meta(extra_json_schema={"contentMediaType": "application/json", "contentSchema": {"$ref": "#/components/schemas/StreamEnd"}})]
    """The message's `data:` line: a JSON `StreamEnd`."""


class Slot:
    """One of the process's `max_streams` places, held until the stream's last read of Redis is over. It counts in
    the share of the client address that holds it, and in its seat's share or (a spectator's) its game's."""

    def __init__(self, streams: Streams, client: str, game_id: str, spectator: bool) -> None:
        self.streams = streams
        self.client = client
        self.game_id = game_id
        self.spectator = spectator
        self.seat: tuple[str, int] | None = None
        self.held = True

    def for_seat(self, seat: int) -> None:
        """Count this place as the seat's once its token or ticket proved the seat: 429 `stream-limit` when the
        seat holds its share of streams already."""
        streams, key = self.streams, (self.game_id, seat)
        if streams.by_seat[key] >= streams.per_seat:
            raise streams.refusal(
                "stream-limit", f"This seat holds {streams.per_seat} live streams on this server already: close one "
                "(in another tab or on another device) before opening another.",
            )
        streams.by_seat[key] += 1
        self.seat = key

    def release(self, *_: object) -> None:
        if not self.held:
            return
        self.held = False
        streams = self.streams
        streams.count -= 1
        _drop(streams.by_client, self.client)
        if self.spectator:
            streams.spectators -= 1
            _drop(streams.spectators_by_client, self.client)
            _drop(streams.spectators_by_game, self.game_id)
        if self.seat is not None:
            _drop(streams.by_seat, self.seat)
        metrics.STREAMS_OPEN.dec()


def _drop(tally: Counter[Any], key: Any) -> None:
    """One stream fewer under `key`; a client, game or seat with none left keeps no entry."""
    tally[key] -= 1
    if tally[key] <= 0:
        del tally[key]


class Streams:
    """This process's live streams: how many are open and whose, the pool their blocked reads use, and their end.

    Places are shared out so that no one client can fill the process (DESIGN section 6): an address holds at most
    `per_client` streams, at most `spectator_per_client` of them as a spectator; a seat holds at most `per_seat`;
    one game's spectators hold at most `spectator_per_game`; and the last `seat_reserve` places are kept for seat
    streams, so spectators alone never fill the process. A client past its share is told 429 `stream-limit`;
    503 `too-many-streams` means the places are gone for everyone of its kind."""

    def __init__(
        self, reader: Store, max_streams: int, max_seconds: float, own_redis: Any = None, *, seat_reserve: int = 0,
        per_client: int | None = None, spectator_per_client: int | None = None,
        spectator_per_game: int | None = None, per_seat: int | None = None,
    ) -> None:
        self.reader = reader  # blocked reads go through its pool: at most one connection per open stream
        self.max_streams = max_streams
        self.max_seconds = max_seconds
        self.heartbeat_seconds = HEARTBEAT_SECONDS
        self.seat_reserve = seat_reserve
        self.per_client = per_client or max_streams
        self.spectator_per_client = spectator_per_client or max_streams
        self.spectator_per_game = spectator_per_game or max_streams
        self.per_seat = per_seat or max_streams
        self.count = 0
        self.most = 0
        self.spectators = 0
        self.by_client: Counter[str] = Counter()
        self.spectators_by_client: Counter[str] = Counter()
        self.spectators_by_game: Counter[str] = Counter()
        self.by_seat: Counter[tuple[str, int]] = Counter()
        self.closing: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._own_redis = own_redis
        self._signals: dict[int, Any] = {}

    @classmethod
    def start(cls, settings: Any, store: Store) -> Streams:
        """The streams of one run of the application; `store` is the game store (its Redis when embedded)."""
        own = None if settings.embedded else reader_redis(settings)
        reader = store if own is None else Store(own, prefix=settings.key_prefix, idle_ttl=settings.idle_ttl_seconds)
        streams = cls(
            reader, settings.max_streams, settings.stream_max_seconds, own,
            seat_reserve=settings.seat_streams_reserved, per_client=settings.streams_per_client,
            spectator_per_client=settings.spectator_streams_per_client,
            spectator_per_game=settings.spectator_streams_per_game, per_seat=settings.streams_per_seat,
        )
        streams._watch_signals()
        return streams

    def take(self, client: str, game_id: str, spectator: bool) -> Slot:
        """A place for one more stream of `client` (an address) at `game_id`: a spectator's, or one that asks as a
        seat (its token or ticket is checked next, then `Slot.for_seat`). Refused with 429 `stream-limit` past the
        client's share, with 503 `too-many-streams` when no place is left for its kind of stream."""
        if self.closing.done():
            raise ApiError("too-many-streams", "This server is shutting down; reconnect.", {"Retry-After": "1"})
        if self.by_client[client] >= self.per_client:
            raise self.refusal(
                "stream-limit", f"This address holds {self.per_client} live streams on this server already: close "
                "one before opening another.",
            )
        if spectator and self.spectators_by_client[client] >= self.spectator_per_client:
            raise self.refusal(
                "stream-limit", f"This address holds {self.spectator_per_client} spectator streams on this server "
                "already: close one before opening another (a seat's stream, with its token or a ticket, still opens).",
            )
        if self.count >= self.max_streams:
            raise self.refusal("too-many-streams", f"This server holds its {self.max_streams} streams already; retry shortly.")
        if spectator and self.spectators >= self.max_streams - self.seat_reserve:
            raise self.refusal(
                "too-many-streams", f"This server holds all the spectator streams it may ({self.max_streams - self.seat_reserve}; "
                f"its other {self.seat_reserve} places are kept for players' seats); retry shortly.",
            )
        if spectator and self.spectators_by_game[game_id] >= self.spectator_per_game:
            raise self.refusal(
                "too-many-streams", f"This game has its {self.spectator_per_game} spectator streams on this server "
                "already; retry shortly.",
            )
        self.count += 1
        self.most = max(self.most, self.count)
        metrics.STREAMS_OPEN.inc()
        self.by_client[client] += 1
        if spectator:
            self.spectators += 1
            self.spectators_by_client[client] += 1
            self.spectators_by_game[game_id] += 1
        return Slot(self, client, game_id, spectator)

    def refusal(self, code: str, detail: str) -> ApiError:
        """A refused stream, with the seconds to wait before trying again in `Retry-After`."""
        return ApiError(code, detail, {"Retry-After": str(REFUSED_RETRY_SECONDS)})

    def shut(self) -> None:
        """End every stream at its next message boundary, and open no new one."""
        if not self.closing.done():
            self.closing.set_result(None)

    async def close(self, wait_seconds: float = 5.0) -> None:
        """End the streams, wait (a little) for them to finish, and release the readers' connections."""
        self.shut()
        for number, previous in self._signals.items():
            signal.signal(number, previous)
        deadline = asyncio.get_running_loop().time() + wait_seconds
        while self.count and asyncio.get_running_loop().time() < deadline:
            await asyncio.sleep(0.02)
        if self._own_redis is not None:
            await self._own_redis.aclose()

    def _watch_signals(self) -> None:
        # uvicorn ends the lifespan only after every open response has ended, and a stream does not end by itself:
        # so the streams learn of SIGTERM / SIGINT themselves, before uvicorn's own handler runs.
        loop = asyncio.get_running_loop()
        for number in (signal.SIGTERM, signal.SIGINT):
            previous = signal.getsignal(number)
            if not callable(previous):
                continue

            def notice(signum: int, frame: Any, previous: Callable[..., Any] = previous) -> None:
                loop.call_soon_threadsafe(self.shut)
                previous(signum, frame)

            try:
                signal.signal(number, notice)
            except ValueError:  # not the main thread (a test client): the lifespan's end is the signal
                return
            self._signals[number] = previous


def reader_redis(settings: Any) -> Redis | RedisCluster:
    """A client for blocked reads only: a pool of `max_streams` connections (per node of a cluster), and a socket
    time-out longer than the longest block."""
    timeout = settings.redis_timeout_seconds
    options = {
        "socket_timeout": timeout + HEARTBEAT_SECONDS,
        "socket_connect_timeout": min(timeout, 2.0),
        "max_connections": settings.max_streams,
        "retry": Retry(ExponentialWithJitterBackoff(base=0.05, cap=0.5), 2),
    }
    if settings.redis_cluster:
        return RedisCluster.from_url(settings.redis_url, **options)
    return Redis.from_url(settings.redis_url, health_check_interval=10, **options)


# --- one stream -----------------------------------------------------------------------------------------------


def cursor_position(cursor: str) -> tuple[int, int]:
    first, _, second = cursor.partition("-")
    return int(first), int(second or 0)


class _Shut(Exception):
    """The server shuts down: the stream ends at the message boundary it reached."""


@dataclass
class Follow:
    """One caller following one game: what it has been sent, and how to render what comes next."""

    game: Game
    game_id: str
    seat: int | None
    holder: str | None  # the seat token's hash the stream was opened with: a re-issued token ends the stream
    streams: Streams
    store: Store
    render_view: Callable[[Any, int, GameRecord, int | None, str], bytes]
    event_text: Callable[[bytes, GameRecord], str]
    slot: Slot
    cursor: str = FIRST  # how far the log was read (events the caller may not read included)
    shown: str = FIRST  # the last event the caller was sent, or resumed from
    reading: asyncio.Future | None = field(default=None, repr=False)
    retry: int | None = RETRY_MS  # told once, with the first message
    over: bool = False  # the game is over (or cancelled): `finished` was sent
    started: bool = False  # the response began to send the stream

    async def messages(self, loaded: Loaded, after: str | None) -> AsyncIterator[bytes]:
        """The stream: what was missed (or the current view), then every new version, until the game is over,
        the stream's time is up, the server shuts down or the client goes away."""
        self.started = True
        try:
            if after is None:
                self.cursor = f"{loaded.version}-{LAST_SEQUENCE}"
                self.shown = await self._last_readable(loaded.version)
                for chunk in self._view(loaded):
                    yield chunk
            else:
                self.cursor = self.shown = after
                async for chunk in self._catch_up(loaded, []):
                    yield chunk
            if self.over:
                return
            async for chunk in self._live():
                yield chunk
        except _Shut:
            pass
        except (RedisError, ApiError) as exc:  # the store failed or the game expired: the client reconnects
            log.warning("stream of game %s ended early: %s", self.game_id, exc)
        finally:
            if self.reading is not None and not self.reading.done():
                self.reading.cancel()
                self.reading.add_done_callback(self.slot.release)  # its connection is back in the pool then
            else:
                self.slot.release()

    async def _live(self) -> AsyncIterator[bytes]:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.streams.max_seconds
        while True:
            now = loop.time()
            if now >= deadline:
                return
            block = min(self.streams.heartbeat_seconds, deadline - now)
            entries = await self._read(self.streams.reader.wait_events(self.game_id, self.cursor, max(1, int(block * 1000)), PAGE))
            if not entries:
                if loop.time() < deadline:
                    yield HEARTBEAT
                continue
            loaded = await self._read(play.load_game(self.store, self.game, self.game_id))
            async for chunk in self._catch_up(loaded, entries):
                yield chunk
            if self.over or self._token_changed(loaded.record):
                return

    async def _read(self, read: Any) -> Any:
        """The answer of a read of the store, made in a task of its own: a client that goes away cancels it once,
        and lets it give its connection back to the pool; a shutdown ends the stream first (`_Shut`)."""
        self.reading = asyncio.ensure_future(read)
        self.reading.add_done_callback(_retrieved)
        done, _ = await asyncio.wait({self.reading, self.streams.closing}, return_when=asyncio.FIRST_COMPLETED)
        if self.reading not in done:
            raise _Shut
        answer = self.reading.result()
        self.reading = None
        return answer

    async def _catch_up(self, loaded: Loaded, entries: list[tuple[str, bytes]]) -> AsyncIterator[bytes]:
        """The events of versions up to the loaded one the caller may read, then its view at that version."""
        batch = entries or await self._read(self.streams.reader.wait_events(self.game_id, self.cursor, None, PAGE))
        while batch:
            for entry_id, raw in batch:
                if cursor_position(entry_id)[0] > loaded.version:  # written after the load: sent with the next view
                    batch = []
                    break
                self.cursor = entry_id
                if may_read(raw, self.seat):
                    self.shown = entry_id
                    text = self.event_text(raw, loaded.record)
                    logged = RawLoggedEvent(id=entry_id, event=msgspec.Raw(raw), text=text)
                    yield self._message("game-event", entry_id, msgspec.json.encode(logged))
            if len(batch) < PAGE:
                break
            batch = await self._read(self.streams.reader.wait_events(self.game_id, self.cursor, None, PAGE))
        if cursor_position(self.cursor) < (loaded.version, LAST_SEQUENCE):
            self.cursor = f"{loaded.version}-{LAST_SEQUENCE}"
        for chunk in self._view(loaded):
            yield chunk

    def _view(self, loaded: Loaded) -> list[bytes]:
        state = play.decode_state(self.game, loaded)
        body = self.render_view(state, loaded.version, loaded.record, self.seat, self.game_id)
        chunks = [self._message("view", self.shown, body)]
        self.over = bool(self.game.is_finished(state)) or _cancelled(loaded.record)
        if self.over:
            end = StreamEnd(game_id=self.game_id, version=loaded.version, cancelled=_cancelled(loaded.record))
            chunks.append(self._message("finished", self.shown, msgspec.json.encode(end)))
        return chunks

    def _message(self, kind: str, cursor: str, data: bytes) -> bytes:
        retry, self.retry = self.retry, None
        return message(kind, cursor, data, retry)

    def _token_changed(self, record: GameRecord) -> bool:
        return self.seat is not None and record.seats[self.seat].token_hash != self.holder

    async def _last_readable(self, version: int) -> str:
        """The cursor of the last event up to `version` the caller may read (`0-0` when none)."""
        before = str(version)
        while batch := await self._read(self.streams.reader.events_before(self.game_id, before, PAGE)):
            for entry_id, raw in batch:
                if may_read(raw, self.seat):
                    return entry_id
            before = f"({batch[-1][0]}"
            if len(batch) < PAGE:
                break
        return FIRST


def unstarted(follow: Follow) -> None:
    if not follow.started:
        follow.slot.release()


def _retrieved(task: asyncio.Future) -> None:
    """Mark a read's failure as seen: the stream that started it may have ended without waiting for it."""
    if not task.cancelled():
        task.exception()


def _cancelled(record: GameRecord) -> bool:
    return bool(getattr(record, "cancelled", False))
