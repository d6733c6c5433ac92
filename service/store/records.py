"""The records the store keeps beside each game's state: who sits where, the clock, the webhook, the outcome of a write."""

from __future__ import annotations

import enum

import msgspec


class SeatRecord(msgspec.Struct, frozen=True, kw_only=True):
    """Who sits in a seat: a human (known by a token hash), a bot of some level, or nobody yet (open)."""

    kind: str
    level: str | None = None
    token_hash: str | None = None
    name: str | None = None
    invite_hash: str | None = None  # an open seat's invitation code, hashed
    left: bool = False  # a person held the seat and left it (or the host handed it to the AI)
    reserved_for: str | None = None  # a rematch seat: the hash of its player's token in the game before
    host_issued: bool = False  # its token went to the game's creator with the host token: the host may replace it


class TurnClock(msgspec.Struct, frozen=True, kw_only=True):
    """A game's turn clock (service/usecases/clocks.py)."""

    turn_seconds: int
    timeouts_to_ai: int


class NotifyTarget(msgspec.Struct, frozen=True, kw_only=True):
    """Where a game's turn notifications go, and the secret they are signed with (service/live/notify.py)."""

    url: str
    secret: str


class GameRecord(msgspec.Struct, frozen=True, kw_only=True):
    """Who plays the game and how it was set up; changed only by a compare-and-set write (service/usecases/table.py)."""

    slug: str
    seats: list[SeatRecord]
    seed_commitment: str
    seed: str = ""
    created_at: float
    options: bytes = b""  # the game's options as JSON, for a rematch
    public: bool = False
    host_hash: str | None = None
    cancelled: bool = False
    rematch: str | None = None
    clock: TurnClock | None = None
    deadlines: list[float | None] = []  # per seat: when its time to decide runs out, while the game waits for it
    timeouts: list[int] = []  # per seat: time-outs in a row
    timed_out: list[bool] = []  # per seat: its last turn ended in a time-out and it has not been asked since
    notify: NotifyTarget | None = None
    hints: bool = True  # the seats may ask for the expert's hint (service/usecases/hints.py)
    payer: str | None = None  # the client address that created the game: its AI budget pays for the game's bots


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
