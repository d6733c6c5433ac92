"""One process's watch over the games its live streams follow: a few Redis connections, however many streams.

Every write of a game publishes a notice, `<previous version>:<new version>`, on the game's channel (the write
script in service/store/games.py). The hub holds one pub/sub connection of its own (on a Redis Cluster, one per
shard node that holds a watched game, with sharded SUBSCRIBE) and subscribes to the channel of each game a local stream
follows, while one does. On a notice it reads the game and its new events once, through the store's ordinary
pool (a few reads at a time), and hands that `Update` to every local stream of the game; each stream keeps its
own bounded buffer of updates and picks from them what its seat may read. A stream too far behind is told so and
ends; its client resumes from its cursor.

The event log stays the truth: a notice is only a wake-up. A stream that joins catches up from its cursor by
itself; a stream handed an update that starts past its cursor (a notice missed before it joined) reads the gap
by itself; and the hub checks the versions of every watched game now and then, and after its connection comes
back, so a lost notice delays a stream by at most `check_seconds` and never silences it.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Any, Protocol

import msgspec
from redis.asyncio import ConnectionPool, Redis
from redis.asyncio.connection import SSLConnection
from redis.exceptions import RedisError

from domain.contract import Game
from service.store.games import Store
from service.store.records import GameRecord, Loaded
from service.usecases import play
from service.usecases.schemas import RawLoggedEvent

log = logging.getLogger("yuletide.stream")

PAGE = 100  # events read from the log in one round trip
LAST_SEQUENCE = 2**64 - 1  # `<version>-<LAST_SEQUENCE>` sorts after every event that version logged
CHECK_SECONDS = 5.0  # how often the versions of every watched game are read, in case a notice was lost
READS = 4  # reads of the store the hub makes at once
LISTEN_SECONDS = 5.0  # the longest a pub/sub read waits before it looks again


def cursor_position(cursor: str) -> tuple[int, int]:
    first, _, second = cursor.partition("-")
    return int(first), int(second or 0)


class Update:
    """A game's new versions, read once for every local stream of the game: the game as loaded, and the events
    logged after version `since` up to it. What the streams render from it (the state decoded, each seat's view,
    each event's message data) is worked out once and kept here for the next stream of the same game."""

    __slots__ = ("since", "loaded", "entries", "sent", "_state", "_views", "_events", "_over")

    def __init__(self, since: int, loaded: Loaded | None, entries: list[tuple[str, bytes]]) -> None:
        self.since = since
        self.loaded = loaded  # None: the game is gone (it expired)
        self.entries = entries
        # What a stream sent for this update, by where it stood (seat, cursor, last shown, version): the next
        # stream that stood at the same place sends the same bytes (service/live/streams.py).
        self.sent: dict[tuple[Any, ...], tuple[Any, ...]] = {}
        self._state: Any = None
        self._views: dict[int | None, bytes] = {}
        self._events: dict[str, bytes] = {}
        self._over: bool | None = None

    @property
    def version(self) -> int:
        return self.loaded.version if self.loaded is not None else self.since

    def state(self, game: Game) -> Any:
        if self._state is None:
            assert self.loaded is not None
            self._state = play.decode_state(game, self.loaded)
        return self._state

    def over(self, game: Game) -> bool:
        """The game is over or was called off at this version."""
        if self._over is None:
            assert self.loaded is not None
            self._over = bool(game.is_finished(self.state(game))) or bool(getattr(self.loaded.record, "cancelled", False))
        return self._over

    def view(self, game: Game, seat: int | None, game_id: str, render: Callable[[Any, int, GameRecord, int | None, str], bytes]) -> bytes:
        """`seat`'s view at this version, rendered once for every stream of that seat."""
        body = self._views.get(seat)
        if body is None:
            assert self.loaded is not None
            body = self._views[seat] = render(self.state(game), self.loaded.version, self.loaded.record, seat, game_id)
        return body

    def event(self, entry_id: str, raw: bytes, text: Callable[[bytes, GameRecord], str]) -> bytes:
        """A logged event's message data, encoded once for every stream that may read it."""
        data = self._events.get(entry_id)
        if data is None:
            assert self.loaded is not None
            logged = RawLoggedEvent(id=entry_id, event=msgspec.Raw(raw), text=text(raw, self.loaded.record))
            data = self._events[entry_id] = msgspec.json.encode(logged)
        return data


class Listener(Protocol):
    """A local stream, as the hub sees it."""

    game_id: str

    def deliver(self, update: Update) -> bool:
        """Take an update into the stream's buffer; False when the buffer is full (the stream then ends)."""

    def wake(self) -> None:
        """Look at the server's state again (it shuts down)."""


class _Watch:
    """One game some local stream follows: its streams, and how far the hub has read its log."""

    __slots__ = ("game_id", "channel", "listeners", "version", "wanted", "reading", "link", "subscribed", "idle", "shown")

    def __init__(self, game_id: str, channel: str, version: int) -> None:
        self.game_id = game_id
        self.channel = channel
        self.listeners: set[Listener] = set()
        self.version = version  # the hub has handed out the game's versions up to this one
        self.wanted = version  # the newest version a notice or a check told of
        self.reading: asyncio.Task | None = None
        self.link: _Link | None = None
        self.subscribed: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.idle = False  # no stream has followed it since the last check: unsubscribed at the next one
        self.shown: dict[tuple[int, int | None], str] = {}  # (version, seat): the last event that seat may read


class _Link:
    """One pub/sub connection, to the one Redis or to one node of a cluster, and the channels it subscribes."""

    def __init__(self, hub: Hub, client: Redis, sharded: bool, owned: bool) -> None:
        self.hub = hub
        self.client = client
        self.owned = owned  # a client of its own (a cluster node's): closed with the link
        self.sharded = sharded
        self.pubsub = client.pubsub()
        self.watches: dict[str, _Watch] = {}
        self.lock = asyncio.Lock()  # one subscription command at a time
        self.leaving: dict[str, int] = {}  # channels unsubscribed whose confirmation has not come back yet
        self.task: asyncio.Task | None = None

    async def subscribe(self, watch: _Watch) -> None:
        self.watches[watch.channel] = watch
        async with self.lock:
            if self.sharded:
                await self.pubsub.ssubscribe(watch.channel)
            else:
                await self.pubsub.subscribe(watch.channel)
        if self.task is None:
            self.task = asyncio.create_task(self.listen())

    async def unsubscribe(self, watch: _Watch) -> None:
        if self.watches.get(watch.channel) is watch:
            del self.watches[watch.channel]
        self.leaving[watch.channel] = self.leaving.get(watch.channel, 0) + 1
        async with self.lock:
            if self.sharded:
                await self.pubsub.sunsubscribe(watch.channel)
            else:
                await self.pubsub.unsubscribe(watch.channel)

    async def listen(self) -> None:
        broken = False
        while True:
            try:
                message = await self.pubsub.get_message(timeout=LISTEN_SECONDS)
            except asyncio.CancelledError:
                raise
            except (RedisError, OSError) as exc:
                if not broken:
                    log.warning("the live notices' connection failed (%s): reconnecting", exc)
                broken = True
                await asyncio.sleep(0.5)
                continue
            if broken:  # the connection came back and subscribed again: notices may have been lost meanwhile
                broken = False
                self.hub.check_soon()
            if message is None:
                continue
            kind = message["type"]
            channel = message["channel"].decode() if isinstance(message["channel"], bytes) else message["channel"]
            if kind in ("unsubscribe", "sunsubscribe") and self.leaving.get(channel):
                self.leaving[channel] -= 1  # the confirmation of an unsubscription this process asked for
                if not self.leaving[channel]:
                    del self.leaving[channel]
                continue
            watch = self.watches.get(channel)
            if watch is None:
                continue
            if kind in ("message", "smessage"):
                self.hub.noticed(watch, message["data"])
            elif kind in ("subscribe", "ssubscribe") and not watch.subscribed.done():
                watch.subscribed.set_result(None)
            elif kind == "sunsubscribe" and watch.link is self:  # the cluster moved the game's slot elsewhere
                self.watches.pop(channel, None)
                self.hub.moved(watch)

    async def close(self) -> None:
        if self.task is not None:
            self.task.cancel()
            await asyncio.gather(self.task, return_exceptions=True)
        try:
            await self.pubsub.aclose()
            if self.owned:
                await self.client.aclose()
        except (RedisError, OSError):
            pass


class Hub:
    """The process's pub/sub links, the games its streams watch, and the reads that feed the streams."""

    def __init__(
        self, store: Store, *, timeout: float = 5.0, check_seconds: float = CHECK_SECONDS, reads: int = READS,
    ) -> None:
        self.store = store
        self.timeout = timeout
        self.check_seconds = check_seconds
        self.reads = asyncio.Semaphore(reads)
        self.watches: dict[str, _Watch] = {}
        self.links: dict[str, _Link] = {}
        self._checker: asyncio.Task | None = None
        self._check_now = asyncio.Event()
        self._moving: set[asyncio.Task] = set()
        self._fresh: list[_Watch] = []

    # --- streams come and go --------------------------------------------------------------------------------

    async def join(self, listener: Listener, version: int) -> int:
        """Follow `listener.game_id` for the listener, which has seen the game up to `version`; returns once the
        game's notices reach this process (a write after that is handed to the listener), with the newest version
        the hub knows of: when it is past `version`, the listener reads what it missed by itself."""
        watch = self.watches.get(listener.game_id)
        if watch is None:
            watch = self.watches[listener.game_id] = _Watch(
                listener.game_id, self.store.notice_channel(listener.game_id), version
            )
            watch.subscribed.add_done_callback(lambda _done: self._check_one(watch))
            try:
                await self._subscribe(watch)
            except BaseException:
                self.watches.pop(listener.game_id, None)
                raise
        watch.listeners.add(listener)
        watch.idle = False
        if self._checker is None:
            self._checker = asyncio.create_task(self._check_forever())
        if not watch.subscribed.done():
            try:
                await asyncio.wait_for(asyncio.shield(watch.subscribed), self.timeout)
            except asyncio.TimeoutError:  # late: the checks cover the game until the subscription lands
                log.warning("the notices of game %s are late to subscribe", listener.game_id)
        return watch.version

    def shown(self, game_id: str, version: int, seat: int | None) -> str | None:
        """The last event `seat` may read up to `version`, as a stream of the game found it already."""
        watch = self.watches.get(game_id)
        return None if watch is None else watch.shown.get((version, seat))

    def note_shown(self, game_id: str, version: int, seat: int | None, cursor: str) -> None:
        watch = self.watches.get(game_id)
        if watch is not None:
            if len(watch.shown) > 32:
                watch.shown.clear()
            watch.shown[(version, seat)] = cursor

    def _check_one(self, watch: _Watch) -> None:
        """A game just subscribed: a write between its streams' first read and the subscription sent a notice
        nobody heard, so its version is read once now, with the other games subscribed meanwhile."""
        if watch.subscribed.cancelled():
            return
        self._fresh.append(watch)
        if len(self._fresh) == 1:
            task = asyncio.create_task(self._check_fresh())
            self._moving.add(task)
            task.add_done_callback(self._moving.discard)

    async def _check_fresh(self) -> None:
        await asyncio.sleep(0.01)
        fresh, self._fresh = self._fresh, []
        await self._check_versions(fresh)

    def leave(self, listener: Listener) -> None:
        """The listener's stream ended. The game stays subscribed until the next check, in case the client
        reconnects at once."""
        watch = self.watches.get(listener.game_id)
        if watch is not None:
            watch.listeners.discard(listener)

    def wake_all(self) -> None:
        """Every stream looks at the server's state again (it shuts down)."""
        for watch in self.watches.values():
            for listener in list(watch.listeners):
                listener.wake()

    async def close(self) -> None:
        """Stop the checks and the reads, and close the pub/sub connections."""
        tasks = [task for task in (self._checker, *self._moving) if task is not None]
        tasks += [watch.reading for watch in self.watches.values() if watch.reading is not None]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        for link in self.links.values():
            await link.close()
        self.links.clear()
        self.watches.clear()

    async def _subscribe(self, watch: _Watch) -> None:
        link = self._link_for(watch.channel)
        watch.link = link
        await link.subscribe(watch)

    def _link_for(self, channel: str) -> _Link:
        if not self.store.sharded:
            if (link := self.links.get("")) is None:
                # A connection of its own, beside the store's pool: a burst of reads never keeps it waiting.
                pool = self.store.redis.connection_pool
                own = ConnectionPool(connection_class=pool.connection_class, max_connections=1, **pool.connection_kwargs)
                link = self.links[""] = _Link(self, Redis.from_pool(own), sharded=False, owned=True)
            return link
        cluster: Any = self.store.redis
        node = cluster.get_node_from_key(channel)
        if (link := self.links.get(node.name)) is None:
            client = Redis(host=node.host, port=node.port, **_pubsub_options(node.connection_kwargs))
            link = self.links[node.name] = _Link(self, client, sharded=True, owned=True)
        return link

    def moved(self, watch: _Watch) -> None:
        """A cluster moved the game's slot to another node: subscribe there, and read what may have been missed."""

        async def move() -> None:
            try:
                await self.store.redis.nodes_manager.initialize()  # type: ignore[union-attr]
                watch.subscribed = asyncio.get_running_loop().create_future()
                await self._subscribe(watch)
            except RedisError as exc:
                log.warning("the notices of game %s could not follow its slot: %s", watch.game_id, exc)
            self.check_soon()

        task = asyncio.create_task(move())
        self._moving.add(task)
        task.add_done_callback(self._moving.discard)

    # --- notices and reads ----------------------------------------------------------------------------------

    def noticed(self, watch: _Watch, data: bytes) -> None:
        """A write's notice: read the game once it is newer than what the streams were handed."""
        try:
            _previous, _, version = data.partition(b":")
            watch.wanted = max(watch.wanted, int(version))
        except ValueError:
            return
        self._read_soon(watch)

    def _read_soon(self, watch: _Watch) -> None:
        if watch.reading is None and watch.wanted > watch.version and watch.listeners:
            watch.reading = asyncio.create_task(self._read(watch))

    async def _read(self, watch: _Watch) -> None:
        try:
            while watch.wanted > watch.version and watch.listeners:
                async with self.reads:
                    update = await self._read_update(watch.game_id, watch.version)
                if update.loaded is not None and update.version <= watch.version:  # nothing newer after all
                    watch.wanted = watch.version
                    break
                watch.version = max(watch.version, update.version)
                watch.wanted = max(watch.wanted, watch.version)
                if update.loaded is None:
                    watch.wanted = watch.version
                for listener in list(watch.listeners):
                    if not listener.deliver(update):
                        watch.listeners.discard(listener)
                if update.loaded is None:
                    break
        except RedisError as exc:  # the next check tries again
            log.warning("the new versions of game %s could not be read: %s", watch.game_id, exc)
        finally:
            watch.reading = None

    async def _read_update(self, game_id: str, since: int) -> Update:
        """The game as it is now, and the events logged after version `since` up to that version."""
        loaded = await self.store.load(game_id)
        if loaded is None:
            return Update(since, None, [])
        entries: list[tuple[str, bytes]] = []
        after = f"{since}-{LAST_SEQUENCE}"
        while True:
            page = await self.store.events(game_id, after, PAGE)
            for entry in page:
                if cursor_position(entry[0])[0] > loaded.version:  # written after the load: the next update's
                    return Update(since, loaded, entries)
                entries.append(entry)
            if len(page) < PAGE:
                return Update(since, loaded, entries)
            after = page[-1][0]

    # --- the checks -----------------------------------------------------------------------------------------

    def check_soon(self) -> None:
        self._check_now.set()

    async def _check_forever(self) -> None:
        while True:
            try:
                await asyncio.wait_for(self._check_now.wait(), self.check_seconds)
            except asyncio.TimeoutError:
                pass
            self._check_now.clear()
            try:
                await self.check()
            except RedisError as exc:
                log.warning("the versions of the watched games could not be read: %s", exc)

    async def check(self) -> None:
        """Unsubscribe the games no stream followed since the last check; read every other game whose version
        moved past what its streams were handed (its notice was lost)."""
        for watch in list(self.watches.values()):
            if watch.listeners:
                continue
            if not watch.idle:
                watch.idle = True
                continue
            if watch.reading is not None:
                continue
            del self.watches[watch.game_id]
            if watch.link is not None:
                try:
                    await watch.link.unsubscribe(watch)
                except RedisError as exc:
                    log.warning("the notices of game %s could not be unsubscribed: %s", watch.game_id, exc)
        await self._check_versions([watch for watch in self.watches.values() if watch.listeners])

    async def _check_versions(self, watched: list[_Watch]) -> None:
        for start in range(0, len(watched), 500):
            batch = watched[start : start + 500]
            try:
                async with self.reads:
                    versions = await self.store.versions([watch.game_id for watch in batch])
            except RedisError as exc:
                log.warning("the versions of the watched games could not be read: %s", exc)
                return
            for watch, version in zip(batch, versions, strict=True):
                if version is None:  # gone: the streams learn it from a read
                    watch.wanted = watch.version + 1
                elif version > watch.version:
                    watch.wanted = max(watch.wanted, version)
                self._read_soon(watch)


def _pubsub_options(kwargs: dict[str, Any]) -> dict[str, Any]:
    """A cluster node's connection settings for a pub/sub client of its own."""
    allowed = ("username", "password", "socket_timeout", "socket_connect_timeout", "health_check_interval")
    options = {key: kwargs[key] for key in allowed if key in kwargs}
    connection = kwargs.get("connection_class")
    if isinstance(connection, type) and issubclass(connection, SSLConnection):
        options["ssl"] = True
        options.update({key: kwargs[key] for key in ("ssl_ca_certs", "ssl_certfile", "ssl_keyfile", "ssl_cert_reqs") if key in kwargs})
    return options
