"""The Check the Box game object: the kit's base, told where this game's rules live."""

from __future__ import annotations

import random
from typing import ClassVar

from domain.contract import Event, GameMeta, Scoreboard
from domain.kit import GameBase

from . import rules, score, view
from .bots import greedy
from .events import CheckTheBoxEvent
from .moves import Move
from .state import MAX_TURNS, CheckTheBoxConfig, CheckTheBoxState

State = CheckTheBoxState


class CheckTheBox(GameBase):
    """Go-Fish-style collecting of sets of three from the Christmas Lights box (companion section 11)."""

    meta: ClassVar[GameMeta] = GameMeta(
        slug="check-the-box",
        title="Check the Box",
        min_seats=rules.MIN_SEATS,
        max_seats=rules.MAX_SEATS,
        summary="Ask another player for a kind you hold; three of a kind make a set. No luck? Check the Box.",
        simultaneous=False,
        hidden_information=True,
    )
    Config = CheckTheBoxConfig
    State = CheckTheBoxState
    Move = Move
    View = view.CheckTheBoxView
    Score = Scoreboard
    Event = CheckTheBoxEvent
    max_turns: ClassVar[int | None] = MAX_TURNS
    bots = {"greedy": greedy}

    def setup(self, config: CheckTheBoxConfig, players: int, seed: int) -> State:
        """Shuffle, deal five each, place dealt sets."""
        return rules.setup(config, players, seed)

    def actors(self, state: State) -> frozenset[int]:
        """The active seat, or the seat finishing a box draw."""
        return rules.actors(state)

    def moves(self, state: State, seat: int) -> list[Move]:
        """An actor's moves."""
        return rules.moves(state, seat)

    def resolve(self, state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
        """Apply a checked move."""
        return rules.resolve(state, seat, move)

    def explain(self, state: State, seat: int, move: Move) -> str:
        """Why a move is refused, never naming a hidden fact."""
        return rules.explain(state, seat, move)

    def idle(self, state: State, seat: int) -> str | None:
        """G-7: a seat with nothing to ask."""
        return rules.idle(state, seat)

    def skip(self, state: State, seat: int) -> tuple[State, list[Event]]:
        """G-7: pass that seat's turn."""
        return rules.skip(state, seat)

    def view(self, state: State, seat: int | None) -> view.CheckTheBoxView:
        """What `seat` may know."""
        return view.view(state, seat)

    def score(self, state: State) -> Scoreboard:
        """Sets, Plug sets and ranks."""
        return score.score(state)

    def determinize(self, v: view.CheckTheBoxView, rng: random.Random) -> State:
        """A state consistent with the view."""
        return view.determinize(v, rng)

    def variants(self) -> list[tuple[CheckTheBoxConfig, int]]:
        """Both first-seat kinds at 2 and 4 seats, and a short cap that ends by "turn-cap"."""
        return [
            (CheckTheBoxConfig(first_seat=0), 2),
            (CheckTheBoxConfig(first_seat="random"), 2),
            (CheckTheBoxConfig(first_seat="random"), 4),
            (CheckTheBoxConfig(first_seat=3, max_turns=12), 4),
        ]

    def turn(self, state: State) -> int:
        """Asks made and turns skipped (G-8)."""
        return state.turn

    def conservation(self, state: State) -> dict[str, int]:
        """G-4: card counts by kind over every zone."""
        return score.conservation(state)
