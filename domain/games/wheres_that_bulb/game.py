"""The Where's That Bulb? game object: the kit's base, told where this game's rules live."""

from __future__ import annotations

import random
from typing import ClassVar

from domain.contract import Event, GameMeta, Scoreboard
from domain.kit import GameBase

from . import rules, score, view
from .bots import greedy
from .events import WheresThatBulbEvent
from .moves import Move
from .state import MAX_TURNS, WheresThatBulbConfig, WheresThatBulbState

C = WheresThatBulbConfig
# Every option value at the smallest and largest tables; the low caps make the suite meet the turn cap too.
VARIANTS: tuple[tuple[WheresThatBulbConfig, int], ...] = (
    (C(), 2),
    (C(first_seat=1), 6),
    (C(first_seat=0, max_turns=40), 2),
    (C(first_seat=5, max_turns=25), 6),
)


class WheresThatBulb(GameBase):
    """A memory game: flip two cards a turn, keep the pairs you find (companion section 10)."""

    meta: ClassVar[GameMeta] = GameMeta(
        slug="wheres-that-bulb", title="Where's That Bulb?", min_seats=rules.MIN_PLAYERS,
        max_seats=rules.MAX_PLAYERS,
        summary="Flip two cards a turn from a face-down grid; find a pair to keep it and go again.",
        hidden_information=True,
    )
    Config = WheresThatBulbConfig
    State = WheresThatBulbState
    Move = Move
    View = view.WheresThatBulbView
    Score = Scoreboard
    Event = WheresThatBulbEvent
    max_turns: ClassVar[int | None] = MAX_TURNS
    bots = {"greedy": greedy}

    def setup(self, config: WheresThatBulbConfig, players: int, seed: int) -> WheresThatBulbState:
        """Shuffle the cards face down into the grid."""
        return rules.setup(config, players, seed)

    def actors(self, state: WheresThatBulbState) -> frozenset[int]:
        """The seat whose turn it is."""
        return rules.actors(state)

    def moves(self, state: WheresThatBulbState, seat: int) -> list[Move]:
        """An actor's flips."""
        return rules.moves(state, seat)

    def resolve(self, state: WheresThatBulbState, seat: int, move: Move) -> tuple[WheresThatBulbState, list[Event]]:
        """Apply a checked flip."""
        return rules.resolve(state, seat, move)

    def refusal(self, state: WheresThatBulbState, seat: int, move: Move) -> str | None:
        """A direct check of the flip, naming positions only."""
        return rules.refusal(state, seat, move)

    def view(self, state: WheresThatBulbState, seat: int | None) -> view.WheresThatBulbView:
        """What `seat` may know."""
        return view.view(state, seat)

    def score(self, state: WheresThatBulbState) -> Scoreboard:
        """Pairs and ranks."""
        return score.score(state)

    def determinize(self, v: view.WheresThatBulbView, rng: random.Random) -> WheresThatBulbState:
        """A state consistent with the view, the face-down cards re-shuffled."""
        return view.determinize(v, rng)

    def variants(self) -> list[tuple[WheresThatBulbConfig, int]]:
        """The option combinations the shared property suite plays."""
        return list(VARIANTS)

    def turn(self, state: WheresThatBulbState) -> int:
        """Turns played (G-8)."""
        return state.turn

    def conservation(self, state: WheresThatBulbState) -> dict[str, int]:
        """G-4: every card of the box counted over the grid, the pairs taken and the box."""
        return rules.conservation(state)
