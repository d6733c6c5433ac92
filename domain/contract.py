"""The engine contract every game package implements (DESIGN section 1)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar, Generic, Protocol, TypeVar

import msgspec

Seat = int

# Stable failure codes a game may raise (DESIGN section 2); the service maps each to HTTP.
NOT_YOUR_TURN = "not-your-turn"
ILLEGAL_MOVE = "illegal-move"
TOO_LATE = "too-late"
GAME_FINISHED = "game-finished"


class IllegalMove(Exception):
    """A move the rules do not allow now; `code` is one of the stable codes above."""

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(detail)
        self.code = code
        self.detail = detail


class InvalidConfig(Exception):
    """Options or a seat count the game cannot be set up with."""

    def __init__(self, detail: str) -> None:
        super().__init__(detail)
        self.detail = detail


class MoveBase(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True, tag_field="type"):
    """Base of every move: tagged by `type`, and a field the move does not have is refused."""


class ConfigBase(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Base of every game's options: every field has a default, unknown fields are refused."""


class Event(msgspec.Struct, frozen=True, kw_only=True, tag_field="type"):
    """Base of every game event; `to` limits who may read it (None = the whole table)."""

    to: tuple[Seat, ...] | None = None
    """The seats this event is for; null when the whole table (and spectators) may read it."""


class StepSkipped(Event, frozen=True, kw_only=True, tag="step-skipped"):
    """G-7: the rules gave an actor nothing to do, so the step passed by itself."""

    seat: Seat | None = None
    """The seat whose step was passed; null when the step belonged to the whole table."""
    reason: str = ""
    """Why the rules gave it nothing to do, in English."""


class BaseView(msgspec.Struct, frozen=True, kw_only=True):
    """Fields every game's view starts with; games add their own after these."""

    seat: Seat | None
    """Whose view this is: the seat of the token sent, or null for a spectator."""
    actors: list[Seat]
    """The seats the game is waiting for now (several at once in simultaneous steps); empty once it is over."""
    finished: bool
    """True once the game is over, by its rules or the turn cap."""


class SeatScore(msgspec.Struct, frozen=True, kw_only=True):
    """One seat's line of a scoreboard: points, rank (1 = best, ties share) and where points came from."""

    seat: Seat
    """The seat this line is for."""
    points: int
    """Its total points under the game's scoring rules."""
    rank: int
    """Its place after tie-breaks: 1 is best, and tied seats share a rank."""
    breakdown: dict[str, int]
    """Where the points came from: scoring rule or tie-break name -> points (the game's rules notes name each)."""


class Scoreboard(msgspec.Struct, frozen=True, kw_only=True):
    """Running or final score; games may subclass it to add fields, never to rename these."""

    final: bool
    """True once the game is over and these scores will not change; false for a running score."""
    seats: list[SeatScore]
    """One line per seat, in seat order."""
    reason: str | None = None
    """How the game ended (for example `turn-cap`), once it has; null while it runs."""


class GameMeta(msgspec.Struct, frozen=True, kw_only=True):
    """Catalog entry of one game."""

    slug: str
    title: str
    min_seats: int
    max_seats: int
    summary: str = ""
    simultaneous: bool = False
    hidden_information: bool = False


S = TypeVar("S")
C = TypeVar("C")
M = TypeVar("M")
V = TypeVar("V")


class Game(Protocol, Generic[C, S, M, V]):
    """What a game package exports; the registry holds one instance per slug.

    Games implement it by deriving from `domain.kit.GameBase`, which writes the generic parts once.

    Class attributes:
      meta        GameMeta
      Config      msgspec Struct, every field with a default (the create body's `options`)
      State       msgspec Struct (msgpack-encodable) with at least `seed: int` (revealed by the
                  service once the game is over) and a draw counter for later chance steps
      Move        tagged union of msgspec Structs (tag_field="type")
      View        msgspec Struct subclassing BaseView
      Score       Scoreboard or a subclass
      Event       tagged union of Event subclasses this game emits
      max_turns   safety cap (G-8), or None when the game is finite by construction
      bots        level name -> bot function; "greedy" is the game's own heuristic
    """

    meta: ClassVar[GameMeta]
    Config: ClassVar[type]
    State: ClassVar[type]
    Move: ClassVar[Any]
    View: ClassVar[type]
    Score: ClassVar[type]
    Event: ClassVar[Any]
    max_turns: ClassVar[int | None]
    bots: ClassVar[Mapping[str, Any]]

    def setup(self, config: C, players: int, seed: int) -> S:
        """Deal, shuffle, roll; raise InvalidConfig for options that do not fit `players`."""

    def actors(self, state: S) -> frozenset[Seat]:
        """Seats whose decision the game waits for now (empty when over)."""

    def legal_moves(self, state: S, seat: Seat) -> list[M]:
        """Every move `seat` may make now, each postable verbatim; [] when it is not asked."""

    def open_fields(self, move: M) -> tuple[str, ...]:
        """Fields of a listed move whose value is only the simplest of many legal ones (DESIGN section 1)."""

    def apply(self, state: S, seat: Seat, move: M) -> tuple[S, list[Event]]:
        """Validate and apply; raise IllegalMove for anything not legal. Pure."""

    def view(self, state: S, seat: Seat | None) -> V:
        """What `seat` may know (None = spectator); never the seed or a deck order."""

    def score(self, state: S) -> Scoreboard:
        """Points per seat with breakdown, ranks after tie-breaks, final flag."""

    def is_finished(self, state: S) -> bool:
        """True once the game is over (by its rules or the turn cap)."""

    def turn(self, state: S) -> int:
        """Progress counter checked against max_turns by the property suite."""

    def bot_view(self, state: S, seat: Seat, level: str) -> Any:
        """What an AI seat of `level` decides from: the view, plus what the seat saw that the view does not
        keep (a memory game's faces) as far as a bot of that level remembers it. Never served."""

    def determinize(self, view: V, rng: random.Random) -> S:
        """A full state consistent with `view`, its hidden parts (other hands, deck, pending
        commits, seed) sampled from `rng`: what the expert bot plays out, and what the property
        suite uses to prove views leak nothing."""

    def variants(self) -> list[tuple[C, int]]:
        """Every (config, players) combination the game accepts, for the shared property suite."""

    def is_race(self, state: S) -> bool:
        """Optional (G-6 kind 3): True while the first valid move of several seats wins. Games without
        race steps need not define it."""

    def conservation(self, state: S) -> dict[str, int] | None:
        """G-4: component counts that never change (zone totals), or None for games without cards."""
