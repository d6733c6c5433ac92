"""Redis storage: one hash per game (version, state, record), an event stream, idempotency records.

Every write is one Lua compare-and-set (DESIGN section 3). All keys of a game share the hash tag
`{<game_id>}`, so each script touches one slot and runs unchanged on Redis Cluster.
"""

from __future__ import annotations

import secrets
from typing import Any

import msgspec
from redis.asyncio import Redis, RedisCluster
from redis.asyncio.retry import Retry
from redis.backoff import ExponentialWithJitterBackoff
from redis.exceptions import RedisError

from service.store.records import GameRecord, Loaded, Outcome

# KEYS: game hash, event stream, idempotency record, this write's receipt.
# ARGV: expected version, state, ttl, idempotency value, moves in this write, new record ('' keeps it),
# event count, events...
# The receipt makes the write safe to send twice: a retry of a write that was applied finds its receipt and
# reports the version it made, instead of failing on the version check and letting the move be applied again.
_WRITE = """
local done = redis.call('GET', KEYS[4])
if done then return {1, tonumber(done)} end
local current = redis.call('HGET', KEYS[1], 'version')
if not current then return {-1, 0} end
if tonumber(current) ~= tonumber(ARGV[1]) then return {0, tonumber(current)} end
if ARGV[4] ~= '' and redis.call('EXISTS', KEYS[3]) == 1 then return {-2, tonumber(current)} end
local version = tonumber(current) + tonumber(ARGV[5])
local ttl = tonumber(ARGV[3])
redis.call('HSET', KEYS[1], 'version', version, 'state', ARGV[2])
if ARGV[6] ~= '' then redis.call('HSET', KEYS[1], 'record', ARGV[6]) end
redis.call('EXPIRE', KEYS[1], ttl)
local count = tonumber(ARGV[7])
for i = 1, count do
  redis.call('XADD', KEYS[2], version .. '-' .. i, 'e', ARGV[7 + i])
end
if redis.call('EXISTS', KEYS[2]) == 1 then redis.call('EXPIRE', KEYS[2], ttl) end
if ARGV[4] ~= '' then redis.call('SET', KEYS[3], ARGV[4], 'EX', ttl) end
redis.call('SET', KEYS[4], version, 'EX', math.min(ttl, RECEIPT_SECONDS))
return {1, version}
""".replace("RECEIPT_SECONDS", "120")


# The AI driver lease (DESIGN section 4): renewed or released only by the driver that holds it.
_RENEW = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0
"""
_RELEASE = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""

# A clock entry moved on to ARGV[3] only while it is still due by ARGV[2]: one sweeper takes a due game.
_POSTPONE = """
local at = redis.call('ZSCORE', KEYS[1], ARGV[1])
if not at or tonumber(at) > tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], 'XX', ARGV[3], ARGV[1])
return 1
"""


class OutcomeUnknown(RedisError):
    """A write was sent but no answer came back: it may or may not have been applied."""


def state_redis(settings: Any) -> Redis | RedisCluster:
    """The client for game state: one Redis, or a Redis Cluster (every game's keys share one slot).

    A command that fails on a dropped connection or a time-out is retried twice with a short backoff; the
    write script is safe to retry (its receipt), and every other command only reads or is idempotent.
    """
    timeout = settings.redis_timeout_seconds
    options = {
        "socket_timeout": timeout,
        "socket_connect_timeout": min(timeout, 2.0),
        "retry": Retry(ExponentialWithJitterBackoff(base=0.05, cap=0.5), 2),
    }
    if settings.redis_cluster:
        return RedisCluster.from_url(settings.redis_url, **options)
    return Redis.from_url(settings.redis_url, health_check_interval=10, **options)


_record_decoder = msgspec.msgpack.Decoder(GameRecord)
LOBBY_EPOCH = 10**13  # milliseconds, far past any creation time: 10^13 - ms keeps 13 digits until 2286
_encode = msgspec.msgpack.encode


class Store:
    """Async access to games in Redis; holds no game data itself."""

    def __init__(
        self, redis: Redis, *, prefix: str = "yt", idle_ttl: int = 7 * 24 * 3600, on_version: Any = None
    ) -> None:
        self.redis = redis
        self.prefix = prefix
        self.idle_ttl = idle_ttl
        # Called after every write of a game that asked for notifications: (game id, version, state, record).
        self.on_version = on_version
        self._write = redis.register_script(_WRITE)
        self._renew = redis.register_script(_RENEW)
        self._release = redis.register_script(_RELEASE)
        self._postpone = redis.register_script(_POSTPONE)

    def _key(self, game_id: str, part: str) -> str:
        return f"{self.prefix}:{{{game_id}}}:{part}"

    def idempotency_key(self, game_id: str, caller: str, key: str) -> str:
        """Where the answer to one (caller, Idempotency-Key) pair is kept."""
        return self._key(game_id, f"idem:{caller}:{key}")

    async def take_driver(self, game_id: str, owner: str, lease_ms: int) -> bool:
        """Become the game's one AI driver for `lease_ms`, unless another driver holds the lease."""
        return bool(await self.redis.set(self._key(game_id, "driver"), owner, nx=True, px=lease_ms))

    async def renew_driver(self, game_id: str, owner: str, lease_ms: int) -> bool:
        """Extend the lease `owner` holds; False when it lapsed or another driver took it."""
        return bool(await self._renew(keys=[self._key(game_id, "driver")], args=[owner, lease_ms]))

    async def release_driver(self, game_id: str, owner: str) -> None:
        """Give the lease back, if `owner` still holds it."""
        await self._release(keys=[self._key(game_id, "driver")], args=[owner])

    async def has_driver(self, game_id: str) -> bool:
        """True while some driver holds the game's lease."""
        return bool(await self.redis.exists(self._key(game_id, "driver")))

    async def ping(self) -> bool:
        """True when Redis answers."""
        return bool(await self.redis.ping())

    # The lobby: two sorted sets per game kind, one of the public games and one of those among them with an open
    # seat, so that a page of open games costs what it returns. Every member has score 0 so that they sort by
    # member, `<13 digits: 10^13 - creation in ms>:<game id>`: newest first, and a member is an exact paging cursor.

    def _lobby(self, slug: str, open_only: bool = False) -> str:
        return f"{self.prefix}:lobby:{slug}" + (":open" if open_only else "")

    @staticmethod
    def lobby_entry(game_id: str, created_at: float) -> str:
        """A game's member in the lobby set."""
        return f"{LOBBY_EPOCH - int(created_at * 1000):013d}:{game_id}"

    async def list_in_lobby(self, slug: str, game_id: str, created_at: float, open_seat: bool) -> None:
        """List a public game (among the open ones too when it has an open seat), and forget entries older than
        the idle time (their games have expired)."""
        oldest = self.lobby_entry("", created_at - self.idle_ttl)
        entry = {self.lobby_entry(game_id, created_at): 0}
        async with self.redis.pipeline(transaction=False) as pipe:
            for key in (self._lobby(slug), self._lobby(slug, True)) if open_seat else (self._lobby(slug),):
                pipe.zadd(key, entry)
                pipe.zremrangebylex(key, f"[{oldest}", "+")
            await pipe.execute()

    async def lobby_page(self, slug: str, after: str | None, count: int, open_only: bool = False) -> list[str]:
        """Up to `count` lobby entries after the cursor `after` (an entry), newest first; only games with an open
        seat when `open_only`."""
        start = f"({after}" if after else "-"
        entries = await self.redis.zrangebylex(self._lobby(slug, open_only), start, "+", 0, count)
        return [raw.decode() for raw in entries]

    async def unlist(self, slug: str, entries: list[str]) -> None:
        """Take entries off the lobby (their game ended, was cancelled, or expired)."""
        if entries:
            async with self.redis.pipeline(transaction=False) as pipe:
                pipe.zrem(self._lobby(slug), *entries)
                pipe.zrem(self._lobby(slug, True), *entries)
                await pipe.execute()

    async def unlist_filled(self, slug: str, entries: list[str]) -> None:
        """Take entries off the open games of the lobby (their last open seat was taken)."""
        if entries:
            await self.redis.zrem(self._lobby(slug, True), *entries)

    # The clock: one sorted set of the clocked games, scored by their earliest deadline (service/usecases/clocks.py).

    def _clocks(self) -> str:
        return f"{self.prefix}:clocks"

    async def schedule_clock(self, game_id: str, record: GameRecord) -> None:
        """Watch the game's earliest deadline, or stop watching it when nobody is on the clock."""
        pending = [at for at in record.deadlines if at is not None]
        if pending:
            await self.redis.zadd(self._clocks(), {game_id: min(pending)})
        else:
            await self.redis.zrem(self._clocks(), game_id)

    async def clocks_due(self, now: float, count: int = 100) -> list[str]:
        """Games with a deadline at or before `now`, earliest first."""
        return [raw.decode() for raw in await self.redis.zrangebyscore(self._clocks(), "-inf", now, 0, count)]

    async def next_clock(self) -> float | None:
        """When the earliest watched deadline passes (or a sweeper means to look at a game again); None: none."""
        first = await self.redis.zrange(self._clocks(), 0, 0, withscores=True)
        return float(first[0][1]) if first else None

    async def forget_clock(self, game_id: str) -> None:
        """Stop watching the game's deadlines (it is gone)."""
        await self.redis.zrem(self._clocks(), game_id)

    async def postpone_clock(self, game_id: str, until: float, due_by: float) -> bool:
        """Look at the game again at `until` (its time-out is being played; should it be lost, the game is taken
        again), if its entry is still due by `due_by`: False when another sweeper took it first, or a write put a
        later deadline there."""
        return bool(await self._postpone(keys=[self._clocks()], args=[game_id, due_by, until]))

    async def delete(self, game_id: str) -> None:
        """Remove a game and its event log at once (a rematch set up twice keeps only one)."""
        await self.redis.delete(self._key(game_id, "game"))
        await self.redis.delete(self._key(game_id, "events"))

    async def create(self, game_id: str, record: GameRecord, state: bytes, events: list[bytes]) -> int:
        """Store a new game at version 1 with its first events, all in one transaction."""
        game, stream = self._key(game_id, "game"), self._key(game_id, "events")
        async with self.redis.pipeline(transaction=True) as pipe:
            pipe.hset(game, mapping={"version": 1, "state": state, "record": _encode(record)})
            pipe.expire(game, self.idle_ttl)
            for index, event in enumerate(events, start=1):
                pipe.xadd(stream, {"e": event}, id=f"1-{index}")
            if events:
                pipe.expire(stream, self.idle_ttl)
            await pipe.execute()
        if record.clock is not None:
            await self.schedule_clock(game_id, record)
        if self.on_version is not None and record.notify is not None:
            await self.on_version(game_id, 1, state, record)
        return 1

    async def load(self, game_id: str, idempotency_key: str | None = None) -> Loaded | None:
        """The game's version, state and record (and a stored idempotent answer) in one round trip."""
        async with self.redis.pipeline(transaction=False) as pipe:
            pipe.hmget(self._key(game_id, "game"), ["version", "state", "record"])
            if idempotency_key:
                pipe.get(idempotency_key)
            replies = await pipe.execute()
        version, state, record = replies[0]
        if version is None or state is None or record is None:
            return None
        return Loaded(
            version=int(version),
            state=state,
            record=_record_decoder.decode(record),
            idempotency=replies[1] if idempotency_key else None,
        )

    async def write(
        self,
        game_id: str,
        expected_version: int,
        state: bytes,
        events: list[bytes],
        idempotency: tuple[str, bytes] | None = None,
        receipt: str | None = None,
        moves: int = 1,
        record: GameRecord | None = None,
        known: GameRecord | None = None,
    ) -> tuple[Outcome, int]:
        """Compare-and-set: store the state and append events only if the version is still the one read.

        `receipt` names this write (a fresh one by default): sent again, the same write reports the version
        it made instead of being applied twice. `moves` is how many moves the write holds: the version goes
        up by one per move, so a client reading versions sees every move counted. `record` replaces the
        game's record in the same write (a seat claimed, left or handed to the AI, a clock's deadlines);
        `known` is the record the writer read, when it leaves it as it is.
        """
        if record is not None and record.clock is not None:
            # Before the write: should the write be lost, the clock sweeper finds the entry, reads the game and
            # puts the entry right; had it been after, a crash in between would leave a deadline nobody watches.
            await self.schedule_clock(game_id, record)
        idem_key, idem_value = idempotency if idempotency else (self._key(game_id, "idem:-"), b"")
        receipt = self._key(game_id, "write:" + (receipt or secrets.token_urlsafe(12)))
        keys = [self._key(game_id, "game"), self._key(game_id, "events"), idem_key, receipt]
        new_record = _encode(record) if record is not None else b""
        args = [expected_version, state, self.idle_ttl, idem_value, moves, new_record, len(events), *events]
        try:
            outcome, version = await self._write(keys=keys, args=args)
        except RedisError as exc:
            # The game was read a moment ago, so the write was most likely sent: it may be applied even though
            # no answer came back (a stalled Redis runs it when it wakes). Only a later read can tell.
            raise OutcomeUnknown(str(exc)) from exc
        written = Outcome(int(outcome))
        if written is Outcome.CONFLICT and record is not None and record.clock is not None:
            # The deadline noted before the write belongs to a write that lost: note the winner's again.
            if (winner := await self.load(game_id)) is not None:
                await self.schedule_clock(game_id, winner.record)
        current = record or known
        if written is Outcome.WRITTEN and self.on_version is not None and current is not None and current.notify:
            await self.on_version(game_id, int(version), state, current)
        return written, int(version)

    async def events(self, game_id: str, after: str | None, count: int) -> list[tuple[str, bytes]]:
        """Up to `count` events after the cursor (a stream id), oldest first."""
        start = f"({after}" if after else "-"
        entries = await self.redis.xrange(self._key(game_id, "events"), min=start, max="+", count=count)
        return [(entry_id.decode(), fields[b"e"]) for entry_id, fields in entries]

    # Live streams (service/live/streams.py): a blocked read of the event log, and one-use stream tickets.

    async def wait_events(self, game_id: str, after: str, block_ms: int | None, count: int) -> list[tuple[str, bytes]]:
        """Up to `count` events after the cursor `after` (`0-0`: from the first), waiting up to `block_ms` for one
        to be written (None: answer at once). A blocked read holds one connection of the pool until it answers or
        is cancelled; a cancelled read closes its connection and hands it back to the pool."""
        replies = await self.redis.xread({self._key(game_id, "events"): after}, count=count, block=block_ms)
        return [(entry_id.decode(), fields[b"e"]) for _key, entries in replies or [] for entry_id, fields in entries]

    async def events_before(self, game_id: str, before: str, count: int) -> list[tuple[str, bytes]]:
        """Up to `count` events at or before the cursor `before` (a bare version: every event of that version),
        newest first."""
        entries = await self.redis.xrevrange(self._key(game_id, "events"), max=before, min="-", count=count)
        return [(entry_id.decode(), fields[b"e"]) for entry_id, fields in entries]

    # Hints (service/usecases/hints.py): the answer for one version and seat, and a note that it was asked for.

    async def hint(self, game_id: str, version: int, seat: int) -> bytes | None:
        """The encoded hint for `seat` at `version`, once it has been worked out."""
        return await self.redis.get(self._key(game_id, f"hint:{version}:{seat}"))

    async def save_hint(self, game_id: str, version: int, seat: int, body: bytes, ttl: int) -> None:
        """Keep the hint for `seat` at `version` for `ttl` seconds."""
        await self.redis.set(self._key(game_id, f"hint:{version}:{seat}"), body, ex=ttl)

    async def ask_hint(self, game_id: str, version: int, seat: int, ttl: int) -> bool:
        """Note that the hint for `seat` at `version` was asked for; False when it already was."""
        return bool(await self.redis.set(self._key(game_id, f"hint-asked:{version}:{seat}"), b"1", nx=True, ex=ttl))

    async def unask_hint(self, game_id: str, version: int, seat: int) -> None:
        """Forget that the hint was asked for (the ask was refused, so the next one counts as new)."""
        await self.redis.delete(self._key(game_id, f"hint-asked:{version}:{seat}"))

    async def save_ticket(self, game_id: str, digest: str, holder: bytes, ttl: int) -> None:
        """Keep a stream ticket, by its hash, for `ttl` seconds."""
        await self.redis.set(self._key(game_id, f"ticket:{digest}"), holder, ex=ttl)

    async def redeem_ticket(self, game_id: str, digest: str) -> bytes | None:
        """Take a stream ticket back, atomically: only the first redemption finds it."""
        return await self.redis.getdel(self._key(game_id, f"ticket:{digest}"))
