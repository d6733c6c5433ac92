"""The base every game object derives from: the apply template and defaults for the optional contract parts."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any, ClassVar

from domain.contract import (
    GAME_FINISHED,
    ILLEGAL_MOVE,
    NOT_YOUR_TURN,
    TOO_LATE,
    Event,
    GameMeta,
    IllegalMove,
    Scoreboard,
    Seat,
)
from domain.kit.steps import Race, is_late, move_tag, skip_idle

# A bot: (seat's view, its legal moves, rng) -> one of the moves (G-12: never the full state).
Bot = Callable[[Any, list, random.Random], Any]


class GameBase:
    """What is the same in every game, written once (DESIGN section 1).

    A game sets the class attributes and implements `setup`, `actors`, `moves`, `resolve`, `view`,
    `score`, `determinize` and `variants`. The kit supplies `apply` (finished, then whose turn, then
    legality (`refusal`), then the game's own `resolve`, then steps that ask nothing of anyone), `legal_moves`, and
    defaults for every optional part of the contract.

    Class attributes:
      meta        GameMeta: the catalog entry
      Config      msgspec Struct of options, every field with a default
      State       msgspec Struct; the kit reads `finished` from it unless `is_finished` is overridden
      Move        the tagged union of moves
      View        a BaseView subclass
      Score       Scoreboard or a subclass
      Event       the tagged union of events
      max_turns   G-8 safety cap checked against `turn(state)`, or None when finite by construction
      bots        level name -> Bot; "greedy" is the game's heuristic (random and expert are generic)
      open_fields_of  move type -> fields listed with only their simplest value (DESIGN section 1)
      catalog     the component catalog: a msgspec Struct instance listing every piece with its id and
                  properties (`GET /v1/{slug}/components`); ids in views, moves and events point into it
    """

    meta: ClassVar[GameMeta]
    Config: ClassVar[type]
    State: ClassVar[type]
    Move: ClassVar[Any]
    View: ClassVar[type]
    Score: ClassVar[type] = Scoreboard
    Event: ClassVar[Any]
    max_turns: ClassVar[int | None] = None
    bots: ClassVar[Mapping[str, Bot]] = {}
    open_fields_of: ClassVar[Mapping[type, tuple[str, ...]]] = {}
    catalog: ClassVar[Any] = None

    # The last state `actors` was asked about and its answer: one step asks for the same frozen state's
    # actors several times (listing, then applying), so the kit asks the game once.
    _last_actors: tuple[Any, frozenset[Seat]] = (object(), frozenset())
    # The last moves listed (state, seat, moves): the default `refusal` looks a move up among them rather
    # than listing the same state's moves again.
    _last_moves: tuple[Any, Seat | None, tuple] = (object(), None, ())

    # --- what every game writes ---------------------------------------------------------------------

    def setup(self, config: Any, players: int, seed: int) -> Any:
        """Deal, shuffle, roll; raise InvalidConfig for options that do not fit `players`."""
        raise NotImplementedError

    def actors(self, state: Any) -> frozenset[Seat]:
        """Seats whose decision the game waits for now (empty when over)."""
        raise NotImplementedError

    def moves(self, state: Any, seat: Seat) -> list:
        """Every move of `seat`, an actor of a running game (never empty, G-7)."""
        raise NotImplementedError

    def resolve(self, state: Any, seat: Seat, move: Any) -> tuple[Any, list[Event]]:
        """Apply a move the kit has already checked: the game is running, `seat` acts, the move is legal."""
        raise NotImplementedError

    def view(self, state: Any, seat: Seat | None) -> Any:
        """What `seat` may know (None = spectator); never the seed or a deck order."""
        raise NotImplementedError

    def score(self, state: Any) -> Scoreboard:
        """Points per seat with breakdown, ranks after tie-breaks (`domain.kit.shared_ranks`), final flag."""
        raise NotImplementedError

    def determinize(self, view: Any, rng: random.Random) -> Any:
        """A full state consistent with `view`, every hidden part sampled from `rng`."""
        raise NotImplementedError

    def variants(self) -> list[tuple[Any, int]]:
        """The (config, players) combinations the shared property suite plays."""
        raise NotImplementedError

    def turn(self, state: Any) -> int:
        """The progress counter checked against `max_turns`."""
        raise NotImplementedError

    def label(self, view: Any, move: Any) -> str:
        """A short English label of a legal move that a UI can show as it is, written from the seat's view.

        It reads only `view`, so it can never tell more than the seat may know; it restates the move's own
        fields and never holds a fact that is nowhere else.
        """
        raise NotImplementedError

    def text(self, event: Any) -> str:
        """One line for a game log, written from the event alone (so it tells only what the event tells)."""
        raise NotImplementedError

    # --- the template -------------------------------------------------------------------------------

    def legal_moves(self, state: Any, seat: Seat) -> list:
        """Every move `seat` may make now, each postable verbatim; [] when it is not asked."""
        if self.is_finished(state) or seat not in self.actors_of(state):
            return []
        moves = self.moves(state, seat)
        self._last_moves = (state, seat, tuple(moves))
        return moves

    def apply(self, state: Any, seat: Seat, move: Any) -> tuple[Any, list[Event]]:
        """Finished? Your turn (or too late for a race)? Legal? Then the game's resolve, then skipped steps."""
        if self.is_finished(state):
            raise IllegalMove(GAME_FINISHED, "the game is over")
        acting = seat in self.actors_of(state)
        why = self.refusal(state, seat, move) if acting else self.not_your_turn(state, seat)
        if why is not None:
            if is_late(self.race(state), seat, move):
                raise IllegalMove(TOO_LATE, f"another seat answered first with {move_tag(move)!r}")
            raise IllegalMove(ILLEGAL_MOVE if acting else NOT_YOUR_TURN, why)
        state, events = self.resolve(state, seat, move)
        if type(self).idle is GameBase.idle and "idle" not in vars(self):  # G-7: never idle, nothing to skip
            return state, list(events)
        return skip_idle(state, events, actors=self.actors_of, idle=self.idle, skip=self.skip)

    def actors_of(self, state: Any) -> frozenset[Seat]:
        """`actors(state)`, asked of the game once per state in a row (states are frozen, so it cannot change)."""
        last = self._last_actors
        if last[0] is state:
            return last[1]
        seats = self.actors(state)
        self._last_actors = (state, seats)
        return seats

    # --- defaults a game may override ---------------------------------------------------------------

    def refusal(self, state: Any, seat: Seat, move: Any) -> str | None:
        """None when actor `seat` may make `move`, else why not (the IllegalMove detail).

        The default looks the move up among `moves` and asks `explain` for the reason; a game overrides
        it with a direct rule check when that is cheaper, or when a move has open fields. In a game played
        as one long race (G-6), a move that names what another seat has just taken may instead raise
        `IllegalMove(TOO_LATE, ...)` here.
        """
        last = self._last_moves
        listed = last[2] if last[0] is state and last[1] == seat else self.moves(state, seat)
        return None if move in listed else self.explain(state, seat, move)

    def explain(self, state: Any, seat: Seat, move: Any) -> str:
        """Why a move that is not among the legal ones is refused; never a fact the seat may not know."""
        return f"a {move_tag(move)!r} move like this one is not allowed now"

    def not_your_turn(self, state: Any, seat: Seat) -> str:
        """The detail of a not-your-turn refusal."""
        return f"seat {seat} is not asked to act now"

    def idle(self, state: Any, seat: Seat) -> str | None:
        """G-7: why the rules give actor `seat` nothing to do now, or None (the default: always a move)."""
        return None

    def skip(self, state: Any, seat: Seat) -> tuple[Any, list[Event]]:
        """G-7: the state past `seat`'s idle step (needed only by games whose `idle` can name a reason)."""
        raise NotImplementedError(f"{self.meta.slug} names an idle step but cannot skip it")

    def race(self, state: Any) -> Race | None:
        """The current or last-closed race (G-6 kind 3), or None for games without races."""
        return None

    def is_race(self, state: Any) -> bool:
        """True while a race is open: bots then wait the service's reaction time before answering."""
        race = self.race(state)
        return race is not None and race.open

    def bot_view(self, state: Any, seat: Seat, level: str) -> Any:
        """What an AI seat of `level` decides from (G-12): by default the seat's view, nothing more.

        A game whose view forgets what the seat saw at the table (a memory game's faces, once turned down)
        returns the view with that memory added, as much of it as a bot of `level` keeps. It is what the
        seat was shown, never more; it goes to the seat's bot only, never into a response, and nothing
        computed for a person's seat (a hint, a stand-in move) reads it.
        """
        return self.view(state, seat)

    def open_fields(self, move: Any) -> tuple[str, ...]:
        """Fields of a listed move that accept many more values than the one shown (DESIGN section 1)."""
        return self.open_fields_of.get(type(move), ())

    def is_finished(self, state: Any) -> bool:
        """True once the game is over, by its rules or the turn cap."""
        return bool(state.finished)

    def conservation(self, state: Any) -> dict[str, int] | None:
        """G-4: component counts that never change, or None for games without cards."""
        return None
