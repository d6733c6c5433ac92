"""Redis storage: one hash per game (version, state, record), an event stream, idempotency records.

Every write is one Lua compare-and-set (DESIGN section 3). All keys of a game share the hash tag
`{<game_id>}`, so each script touches one slot and runs unchanged on Redis Cluster.
"""

from __future__ import annotations

import enum
import secrets
from typing import Any

import msgspec
from redis.asyncio import Redis, RedisCluster
from redis.asyncio.retry import Retry
from redis.backoff import ExponentialWithJitterBackoff
from redis.exceptions import RedisError

# KEYS: game hash, event stream, idempotency record, this write's receipt.
# ARGV: expected version, state, ttl, idempotency value, moves in this write, event count, events...
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
redis.call('EXPIRE', KEYS[1], ttl)
local count = tonumber(ARGV[6])
for i = 1, count do
  redis.call('XADD', KEYS[2], version .. '-' .. i, 'e', ARGV[6 + i])
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


class SeatRecord(msgspec.Struct, frozen=True, kw_only=True):
    """Who sits in a seat: a human (known by a token hash) or a bot of some level."""

    kind: str
    level: str | None = None
    token_hash: str | None = None


class GameRecord(msgspec.Struct, frozen=True, kw_only=True):
    """What never changes about a game after creation."""

    slug: str
    seats: list[SeatRecord]
    seed_commitment: str
    seed: str = ""
    created_at: float


class Loaded(msgspec.Struct, frozen=True, kw_only=True):
    """One read of a game: the current version, the encoded state and the record."""

    version: int
    state: bytes
    record: GameRecord
    idempotency: bytes | None = None


class Outcome(enum.Enum):
    """How a compare-and-set write ended."""

    WRITTEN = 1
    CONFLICT = 0
    GONE = -1
    KEY_TAKEN = -2


_record_decoder = msgspec.msgpack.Decoder(GameRecord)
_encode = msgspec.msgpack.encode


class Store:
    """Async access to games in Redis; holds no game data itself."""

    def __init__(self, redis: Redis, *, prefix: str = "yt", idle_ttl: int = 7 * 24 * 3600) -> None:
        self.redis = redis
        self.prefix = prefix
        self.idle_ttl = idle_ttl
        self._write = redis.register_script(_WRITE)
        self._renew = redis.register_script(_RENEW)
        self._release = redis.register_script(_RELEASE)

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
    ) -> tuple[Outcome, int]:
        """Compare-and-set: store the state and append events only if the version is still the one read.

        `receipt` names this write (a fresh one by default): sent again, the same write reports the version
        it made instead of being applied twice. `moves` is how many moves the write holds: the version goes
        up by one per move, so a client reading versions sees every move counted.
        """
        idem_key, idem_value = idempotency if idempotency else (self._key(game_id, "idem:-"), b"")
        receipt = self._key(game_id, "write:" + (receipt or secrets.token_urlsafe(12)))
        keys = [self._key(game_id, "game"), self._key(game_id, "events"), idem_key, receipt]
        args = [expected_version, state, self.idle_ttl, idem_value, moves, len(events), *events]
        try:
            outcome, version = await self._write(keys=keys, args=args)
        except RedisError as exc:
            # The game was read a moment ago, so the write was most likely sent: it may be applied even though
            # no answer came back (a stalled Redis runs it when it wakes). Only a later read can tell.
            raise OutcomeUnknown(str(exc)) from exc
        return Outcome(int(outcome)), int(version)

    async def events(self, game_id: str, after: str | None, count: int) -> list[tuple[str, bytes]]:
        """Up to `count` events after the cursor (a stream id), oldest first."""
        start = f"({after}" if after else "-"
        entries = await self.redis.xrange(self._key(game_id, "events"), min=start, max="+", count=count)
        return [(entry_id.decode(), fields[b"e"]) for entry_id, fields in entries]
