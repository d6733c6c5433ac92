"""The use cases: create a game, act in it, read it. Each decodes, loads, calls the domain, saves."""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

import msgspec

from domain.contract import Game
from domain.rng import random_seed, seed_commitment
from service.support import metrics
from service.usecases.clocks import clocked, timed_out_of_turn
from service.usecases.errors import ApiError
from service.store.records import GameRecord, Loaded, NotifyTarget, Outcome, SeatRecord, TurnClock
from service.store.games import Store

_json = msgspec.json.encode


class IdempotentAnswer(msgspec.Struct, frozen=True, kw_only=True):
    """What is kept for an Idempotency-Key: the request's fingerprint and the answer it got."""

    fingerprint: str
    body: bytes
    version: int


class Acted(msgspec.Struct, frozen=True, kw_only=True):
    """The outcome of one applied move."""

    version: int
    body: bytes
    state: Any
    record: GameRecord
    replayed: bool = False


def etag(version: int) -> str:
    """The strong entity tag of a game version."""
    return f'"{version}"'


def matches(header: str | None, version: int) -> bool:
    """True when an If-Match / If-None-Match header names this version (or is `*`)."""
    if header is None:
        return False
    # A client may send the version unquoted (`If-Match: 5`); RFC 9110 quotes it, and both are accepted.
    tags = [tag.strip().removeprefix("W/").strip('"') for tag in header.split(",")]
    return "*" in tags or str(version) in tags


def engine_seed(seed: int) -> int:
    """The rules engine's seed: the published seed reduced to 63 bits, so states stay compact msgpack."""
    return seed % 2**63


# What `new_game_id` makes: 16 random bytes in URL-safe base64, no padding.
GAME_ID = re.compile(r"[A-Za-z0-9_-]{22}")
# An Idempotency-Key: a UUID or any other short token of unreserved URL characters.
IDEMPOTENCY_KEY = re.compile(r"[A-Za-z0-9._~-]{1,100}")


def new_game_id() -> str:
    """A 22-character URL-safe random id."""
    return secrets.token_urlsafe(16)


def token_hash(token: str) -> str:
    """Seat tokens are stored only as this hash."""
    return hashlib.sha256(token.encode()).hexdigest()


class RecentTokens:
    """(game id, token hash) pairs this process has seen a token belong to a seat of that game, the most recent
    `size` of them.

    The rate limit gives a token a bucket of its own on its own game's routes only, and only once the pair is
    known here; any other request (a made-up token, a token not yet seen, a seat's token on another game's
    routes or on a route of no game) counts against the client's address and leaves no key of its own.
    """

    def __init__(self, size: int = 100_000) -> None:
        self.size = size
        self._seen: OrderedDict[tuple[str, str], None] = OrderedDict()

    def add(self, game_id: str, digest: str) -> None:
        """Remember that the token with this hash holds a seat of `game_id`."""
        pair = (game_id, digest)
        self._seen[pair] = None
        self._seen.move_to_end(pair)
        while len(self._seen) > self.size:
            self._seen.popitem(last=False)

    def knows(self, game_id: str, digest: str) -> bool:
        """True when the token with this hash was seen holding a seat of `game_id`."""
        return (game_id, digest) in self._seen


SEAT_TOKENS = RecentTokens()


def seat_for_token(record: GameRecord, token: str | None, game_id: str | None = None) -> int | None:
    """The seat a bearer token belongs to (None without a token); constant-time comparison. Given the game's id,
    a token that holds a seat is remembered for the rate limit's buckets (SEAT_TOKENS)."""
    if token is None:
        return None
    digest = token_hash(token)
    found = None
    for seat, entry in enumerate(record.seats):
        if entry.token_hash is not None and hmac.compare_digest(entry.token_hash, digest):
            found = seat
    if found is None:
        raise ApiError("invalid-token", "The token does not belong to a seat of this game.")
    if game_id is not None:
        SEAT_TOKENS.add(game_id, digest)
    return found


def encode_events(events: list[Any]) -> list[bytes]:
    """Events as stored in the stream: one JSON document each."""
    return [_json(event) for event in events]


class Created(msgspec.Struct, frozen=True, kw_only=True):
    """A new game, with the secrets minted for it (shown once, stored only as hashes)."""

    game_id: str
    state: Any
    record: GameRecord
    tokens: list[str | None]  # per seat: a human seat's token
    invitations: list[str | None]  # per seat: an open seat's invitation code
    host_token: str


def new_secret() -> str:
    """A seat token, host token or invitation code: 32 URL-safe characters."""
    return secrets.token_urlsafe(24)


async def create_game(
    store: Store, game: Game, config: Any, seats: list[SeatRecord], seed: int | None, *, public: bool = False,
    clock: TurnClock | None = None, notify: NotifyTarget | None = None, hints: bool = True, payer: str | None = None,
) -> Created:
    """Set up and store a new game: a token for each human seat (unless a rematch reserved it for a player of
    the game before), an invitation code for each open seat, and the host token. `payer` is the address that
    created it, whose AI budget pays for every seat that becomes a bot later."""
    chosen_seed = random_seed() if seed is None else seed
    state = game.setup(config, len(seats), engine_seed(chosen_seed))
    tokens: list[str | None] = []
    invitations: list[str | None] = []
    stored: list[SeatRecord] = []
    for seat in seats:
        mint = seat.kind == "human" and seat.token_hash is None and seat.reserved_for is None
        token = new_secret() if mint else None
        invitation = new_secret() if seat.kind == "open" else None
        tokens.append(token)
        invitations.append(invitation)
        stored.append(
            msgspec.structs.replace(
                seat,
                token_hash=token_hash(token) if token else seat.token_hash,
                invite_hash=token_hash(invitation) if invitation else None,
                host_issued=mint,
            )
        )
    host_token = new_secret()
    record = GameRecord(
        slug=game.meta.slug,
        seats=stored,
        seed_commitment=seed_commitment(chosen_seed),
        seed=str(chosen_seed),
        created_at=time.time(),
        options=_json(config),
        public=public,
        host_hash=token_hash(host_token),
        clock=clock,
        notify=notify,
        hints=hints,
        payer=payer,
    )
    record = clocked(game, record, state, record.created_at)
    game_id = new_game_id()
    await store.create(game_id, record, msgspec.msgpack.encode(state), [])
    if public:
        open_seat = any(entry.kind == "open" for entry in stored)
        await store.list_in_lobby(game.meta.slug, game_id, record.created_at, open_seat)
    metrics.GAMES_CREATED.labels(game=game.meta.slug).inc()
    return Created(
        game_id=game_id, state=state, record=record, tokens=tokens, invitations=invitations, host_token=host_token
    )


async def load_game(store: Store, game: Game, game_id: str, idempotency_key: str | None = None) -> Loaded:
    """Read a game of this kind, or fail with game-not-found."""
    if not GAME_ID.fullmatch(game_id):
        # Not an id this server hands out: refused before it reaches the store, and never echoed.
        raise ApiError("game-not-found", f"There is no {game.meta.title} game with that id.")
    loaded = await store.load(game_id, idempotency_key)
    if loaded is None or loaded.record.slug != game.meta.slug:
        raise ApiError("game-not-found", f"There is no {game.meta.title} game with id {game_id}.")
    return loaded


def decode_state(game: Game, loaded: Loaded) -> Any:
    """The domain state of a loaded game."""
    return msgspec.msgpack.decode(loaded.state, type=game.State)


async def act(
    store: Store,
    game: Game,
    game_id: str,
    seat: int | None,
    move: Any,
    *,
    token: str | None,
    render: Callable[[Any, int, GameRecord, int], bytes],
    if_match_header: str | None = None,
    idempotency_key: str | None = None,
    fingerprint: str = "",
    attempts: int = 8,
) -> Acted:
    """Apply one move with compare-and-set; a lost race re-reads and re-validates, a bounded number of times."""
    idem_key = None
    if idempotency_key is not None and not IDEMPOTENCY_KEY.fullmatch(idempotency_key):
        raise ApiError(
            "validation-failed", "An Idempotency-Key is 1 to 100 characters of letters, digits and . _ ~ -."
        )
    if idempotency_key and token is not None:
        idem_key = store.idempotency_key(game_id, token_hash(token)[:32], idempotency_key)
    for _attempt in range(attempts):
        loaded = await load_game(store, game, game_id, idem_key)
        acting = seat if token is None else seat_for_token(loaded.record, token, game_id)
        if acting is None:
            raise ApiError("invalid-token", "Acting needs the seat's token (Authorization: Bearer <token>).")
        if loaded.idempotency is not None:
            return _replay(loaded.idempotency, fingerprint, loaded, game)
        if loaded.record.cancelled:
            raise ApiError("game-cancelled", "The game was called off: by its host, or for lack of AI budget.")
        before = decode_state(game, loaded)
        if timed_out_of_turn(loaded.record, acting) and acting not in game.actors(before):
            raise ApiError("too-late", "Your time ran out and the greedy bot moved for you.")
        if if_match_header is not None and not matches(if_match_header, loaded.version):
            raise ApiError(
                "version-mismatch", f"The game is at version {loaded.version}, not {if_match_header}.",
                headers={"ETag": etag(loaded.version)},
            )
        new_state, events = game.apply(before, acting, move)
        version = loaded.version + 1
        record = clocked(game, loaded.record, new_state, time.time(), moved=[acting])
        body = render(new_state, version, record, acting)
        idem = None
        if idem_key:
            answer = IdempotentAnswer(fingerprint=fingerprint, body=body, version=version)
            idem = (idem_key, msgspec.msgpack.encode(answer))
        outcome, current = await store.write(
            game_id, loaded.version, msgspec.msgpack.encode(new_state), encode_events(events), idem,
            record=record if record is not loaded.record else None, known=loaded.record,
        )
        if outcome is Outcome.WRITTEN:
            metrics.MOVES_APPLIED.labels(game=game.meta.slug).inc()
            return Acted(version=current, body=body, state=new_state, record=record)
        if outcome is Outcome.GONE:
            raise ApiError("game-not-found", f"The game {game_id} has expired.")
        if outcome is Outcome.CONFLICT and if_match_header is not None:
            raise ApiError(
                "version-mismatch", f"The game moved to version {current} meanwhile.",
                headers={"ETag": etag(current)},
            )
        metrics.CAS_RETRIES.labels(game=game.meta.slug).inc()
    raise ApiError("too-late", "The game kept changing; read it again and retry.")


def _replay(previous: bytes, fingerprint: str, loaded: Loaded, game: Game) -> Acted:
    answer = msgspec.msgpack.decode(previous, type=IdempotentAnswer)
    if not hmac.compare_digest(answer.fingerprint, fingerprint):
        raise ApiError("idempotency-key-reused", "This Idempotency-Key was already used with another move.")
    return Acted(
        version=answer.version, body=answer.body, state=decode_state(game, loaded), record=loaded.record,
        replayed=True,
    )
