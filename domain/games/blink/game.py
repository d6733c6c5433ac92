"""The Blink game object: the kit's base, told where this game's rules live."""

from __future__ import annotations

import random
from typing import ClassVar

from domain.contract import Event, GameMeta, Scoreboard
from domain.kit import GameBase, Race

from . import rules, score, view
from .bots import greedy
from .components import MAX_SEATS, MAX_TURNS, MIN_SEATS
from .events import BlinkEvent
from .moves import Move
from .state import BlinkConfig, BlinkState

State = BlinkState


class Blink(GameBase):
    """A shedding game along a Pattern card that wraps around (companion section 14)."""

    meta: ClassVar[GameMeta] = GameMeta(
        slug="blink",
        title="Blink",
        min_seats=MIN_SEATS,
        max_seats=MAX_SEATS,
        summary="Play the bulb next to the blinking one on the string; first to empty their hand wins. Blink!",
        simultaneous=False,
        hidden_information=True,
    )
    Config = BlinkConfig
    State = BlinkState
    Move = Move
    View = view.BlinkView
    Score = Scoreboard
    Event = BlinkEvent
    max_turns: ClassVar[int | None] = MAX_TURNS
    bots = {"greedy": greedy}

    def setup(self, config: BlinkConfig, players: int, seed: int) -> State:
        """Choose the dealer, shuffle, deal ten each, find the first blinking bulb."""
        return rules.setup(config, players, seed)

    def actors(self, state: State) -> frozenset[int]:
        """The active seat, or every seat while a Blink window is open."""
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

    def race(self, state: State) -> Race | None:
        """BL-5: the current or last Blink window."""
        return state.race

    def view(self, state: State, seat: int | None) -> view.BlinkView:
        """What `seat` may know."""
        return view.view(state, seat)

    def score(self, state: State) -> Scoreboard:
        """Characters, going out, cards left, and ranks."""
        return score.score(state)

    def determinize(self, v: view.BlinkView, rng: random.Random) -> State:
        """A state consistent with the view."""
        return view.determinize(v, rng)

    def variants(self) -> list[tuple[BlinkConfig, int]]:
        """Both dealer kinds and championship on and off at 2 and 5 seats, and a short cap."""
        return [
            (BlinkConfig(), 2),
            (BlinkConfig(dealer_seat=0, championship=True), 2),
            (BlinkConfig(dealer_seat=4), 5),
            (BlinkConfig(championship=True), 5),
            (BlinkConfig(dealer_seat=1, max_turns=12), 5),
        ]

    def turn(self, state: State) -> int:
        """Turns ended over the whole game (G-8)."""
        return state.turn

    def conservation(self, state: State) -> dict[str, int]:
        """G-4: card counts by kind over every zone."""
        return score.conservation(state)
