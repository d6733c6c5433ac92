"""Live tables: a server-sent event stream of what a seat (or a spectator) may read, and one-use stream tickets.

A stream follows its game through the process's `Hub` (service/live/hub.py): every write of the game, through any
API process, publishes a notice; the hub reads the new version and its events once for all the process's streams
of that game, through a few Redis connections however many streams are open. After each new version a stream
sends the events the caller may read (the same redaction as the event log) and then the caller's new view, the
same bytes `GET .../games/{id}` answers.
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
from redis.exceptions import RedisError

from domain.contract import Game
from service.live.hub import LAST_SEQUENCE, PAGE, Hub, Update, cursor_position
from service.store.games import Store
from service.store.records import GameRecord, Loaded
from service.support import metrics
from service.usecases import play
from service.usecases.errors import ApiError

log = logging.getLogger("yuletide.stream")

HEARTBEAT_SECONDS = 15.0
TICKET_SECONDS = 60
RETRY_MS = 2000  # the reconnection delay a browser is told to wait after a stream ends
FIRST = "0-0"  # the cursor before the first event
BUFFER = 32  # updates a stream may hold unsent: past them, the stream is too far behind and ends
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
    """This process's live streams: how many are open and whose, the hub that feeds them, and their end.

    Places are shared out so that no one client can fill the process (DESIGN section 6): an address holds at most
    `per_client` streams, at most `spectator_per_client` of them as a spectator; a seat holds at most `per_seat`;
    one game's spectators hold at most `spectator_per_game`; and the last `seat_reserve` places are kept for seat
    streams, so spectators alone never fill the process. A client past its share is told 429 `stream-limit`;
    503 `too-many-streams` means the places are gone for everyone of its kind."""

    def __init__(
        self, store: Store, max_streams: int, max_seconds: float, hub: Hub | None = None, *, seat_reserve: int = 0,
        per_client: int | None = None, spectator_per_client: int | None = None,
        spectator_per_game: int | None = None, per_seat: int | None = None,
    ) -> None:
        self.store = store
        self.hub = hub
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
        self._signals: dict[int, Any] = {}

    @classmethod
    def start(cls, settings: Any, store: Store) -> Streams:
        """The streams of one run of the application, fed through `store` (the game store)."""
        streams = cls(
            store, settings.max_streams, settings.stream_max_seconds, Hub(store, timeout=settings.redis_timeout_seconds),
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
        if self.hub is not None:
            self.hub.wake_all()

    async def close(self, wait_seconds: float = 5.0) -> None:
        """End the streams, wait (a little) for them to finish, and close the hub's connections."""
        self.shut()
        for number, previous in self._signals.items():
            signal.signal(number, previous)
        deadline = asyncio.get_running_loop().time() + wait_seconds
        while self.count and asyncio.get_running_loop().time() < deadline:
            await asyncio.sleep(0.02)
        if self.hub is not None:
            await self.hub.close()

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


# --- one stream -----------------------------------------------------------------------------------------------


class _Shut(Exception):
    """The server shuts down: the stream ends at the message boundary it reached."""


@dataclass(eq=False)
class Follow:
    """One caller following one game: what it has been sent, the updates the hub handed it and not yet sent, and
    how to render what comes next."""

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
    version: int = 0  # the version of the last view sent
    reading: asyncio.Future | None = field(default=None, repr=False)
    retry: int | None = RETRY_MS  # told once, with the first message
    over: bool = False  # the game is over (or cancelled): `finished` was sent
    started: bool = False  # the response began to send the stream
    ended: bool = False  # the stream is over: the hub hands it nothing more
    behind: bool = False  # its buffer overflowed: it ends, and the client resumes from its cursor
    pending: list[Update] = field(default_factory=list, repr=False)
    waiter: asyncio.Future | None = field(default=None, repr=False)

    # --- what the hub calls ---------------------------------------------------------------------------------

    def deliver(self, update: Update) -> bool:
        """Take a new version into the buffer; False (and the stream ends) when the buffer is full."""
        if self.ended:
            return False
        if len(self.pending) >= BUFFER:
            self.behind = True
            self.wake()
            return False
        self.pending.append(update)
        self.wake()
        return True

    def wake(self) -> None:
        if self.waiter is not None and not self.waiter.done():
            self.waiter.set_result(True)

    # --- the stream -----------------------------------------------------------------------------------------

    async def messages(self, loaded: Loaded, after: str | None) -> AsyncIterator[bytes]:
        """The stream: what was missed (or the current view), then every new version, until the game is over,
        the stream's time is up, the server shuts down or the client goes away. The messages of one version go
        out together, in one piece."""
        self.started = True
        hub = self.streams.hub
        try:
            known = loaded.version if hub is None else await self._read(hub.join(self, loaded.version))
            if after is None:
                self.cursor = f"{loaded.version}-{LAST_SEQUENCE}"
                self.shown = await self._last_readable(loaded.version)
                yield self._view(Update(loaded.version, loaded, []))
            else:
                self.cursor = self.shown = after
                yield await self._catch_up(Update(0, loaded, []), None)
            if self.over:
                return
            if known > self.version:  # the game's other streams were handed a write this stream's read missed
                current = await self._read(play.load_game(self.store, self.game, self.game_id))
                yield await self._catch_up(Update(self.version, current, []), None)
                if self.over or self._token_changed(current.record):
                    return
            async for chunk in self._live():
                yield chunk
        except _Shut:
            pass
        except (RedisError, ApiError) as exc:  # the store failed or the game expired: the client reconnects
            log.warning("stream of game %s ended early: %s", self.game_id, exc)
        finally:
            self.ended = True
            self.pending.clear()
            if hub is not None:
                hub.leave(self)
            if self.reading is not None and not self.reading.done():
                self.reading.cancel()
                self.reading.add_done_callback(self.slot.release)  # its connection is back in the pool then
            else:
                self.slot.release()

    async def _live(self) -> AsyncIterator[bytes]:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.streams.max_seconds
        while True:
            if self.streams.closing.done():
                return
            if self.behind:
                log.info("stream of game %s ended: too far behind (the client resumes from its cursor)", self.game_id)
                return
            if self.pending:
                update = self.pending.pop(0)
                if update.loaded is None:
                    raise ApiError("game-not-found", f"The game {self.game_id} has expired.")
                if update.version > self.version:
                    if update.since > self.version:  # a gap: read from the log here
                        yield await self._catch_up(update, None)
                    elif self.retry is not None:
                        yield await self._catch_up(update, update.entries)
                    else:  # the streams of one seat that stood at the same place send the same bytes
                        place = (self.seat, self.cursor, self.shown, self.version)
                        if (sent := update.sent.get(place)) is None:
                            chunk = await self._catch_up(update, update.entries)
                            update.sent[place] = (chunk, self.cursor, self.shown, self.version, self.over)
                        else:
                            chunk, self.cursor, self.shown, self.version, self.over = sent
                        yield chunk
                    if self.over or self._token_changed(update.loaded.record):
                        return
                continue
            now = loop.time()
            if now >= deadline:
                return
            self.waiter = loop.create_future()
            timer = loop.call_later(min(self.streams.heartbeat_seconds, deadline - now), _timed_out, self.waiter)
            try:
                woken = await self.waiter
            finally:
                timer.cancel()
                self.waiter = None
            if not woken and loop.time() < deadline and not self.streams.closing.done():
                yield HEARTBEAT

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

    async def _catch_up(self, update: Update, entries: list[tuple[str, bytes]] | None) -> bytes:
        """The events after the cursor up to the update's version the caller may read, then its view at that
        version: from `entries` (the hub's read) or, when None, read from the log here."""
        loaded = update.loaded
        assert loaded is not None
        chunks = []
        read_here = entries is None
        batch = await self._read(self.store.events(self.game_id, self.cursor, PAGE)) if entries is None else entries
        position = cursor_position(self.cursor)
        while batch:
            for entry_id, raw in batch:
                at = cursor_position(entry_id)
                if at <= position:  # sent already (the hub read from an earlier version)
                    continue
                if at[0] > loaded.version:  # written after the load: sent with the next view
                    batch = []
                    break
                self.cursor, position = entry_id, at
                if may_read(raw, self.seat):
                    self.shown = entry_id
                    chunks.append(self._message("game-event", entry_id, update.event(entry_id, raw, self.event_text)))
            if not read_here or len(batch) < PAGE:
                break
            batch = await self._read(self.store.events(self.game_id, self.cursor, PAGE))
        if position < (loaded.version, LAST_SEQUENCE):
            self.cursor = f"{loaded.version}-{LAST_SEQUENCE}"
        chunks.append(self._view(update))
        return b"".join(chunks)

    def _view(self, update: Update) -> bytes:
        loaded = update.loaded
        assert loaded is not None
        self.version = loaded.version
        body = update.view(self.game, self.seat, self.game_id, self.render_view)
        chunk = self._message("view", self.shown, body)
        self.over = update.over(self.game)
        if self.over:
            end = StreamEnd(game_id=self.game_id, version=loaded.version, cancelled=_cancelled(loaded.record))
            chunk += self._message("finished", self.shown, msgspec.json.encode(end))
        return chunk

    def _message(self, kind: str, cursor: str, data: bytes) -> bytes:
        retry, self.retry = self.retry, None
        return message(kind, cursor, data, retry)

    def _token_changed(self, record: GameRecord) -> bool:
        return self.seat is not None and record.seats[self.seat].token_hash != self.holder

    async def _last_readable(self, version: int) -> str:
        """The cursor of the last event up to `version` the caller may read (`0-0` when none), as another stream of
        the same seat found it, or from the log."""
        hub = self.streams.hub
        if hub is not None and (kept := hub.shown(self.game_id, version, self.seat)) is not None:
            return kept
        found, before = FIRST, str(version)
        while batch := await self._read(self.store.events_before(self.game_id, before, PAGE)):
            readable = [entry_id for entry_id, raw in batch if may_read(raw, self.seat)]
            if readable:
                found = readable[0]
                break
            before = f"({batch[-1][0]}"
            if len(batch) < PAGE:
                break
        if hub is not None:
            hub.note_shown(self.game_id, version, self.seat, found)
        return found


def unstarted(follow: Follow) -> None:
    if not follow.started:
        follow.slot.release()


def _timed_out(waiter: asyncio.Future) -> None:
    if not waiter.done():
        waiter.set_result(False)


def _retrieved(task: asyncio.Future) -> None:
    """Mark a read's failure as seen: the stream that started it may have ended without waiting for it."""
    if not task.cancelled():
        task.exception()


def _cancelled(record: GameRecord) -> bool:
    return bool(getattr(record, "cancelled", False))
