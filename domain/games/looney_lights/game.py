"""The Looney Lights game object: the kit's base, told where this game's rules live."""

from __future__ import annotations

import random
from typing import ClassVar

from domain.contract import Event, GameMeta, Scoreboard
from domain.kit import GameBase

from . import refusals, rules, score, view
from .bots import greedy
from .components import MAX_SEATS, MAX_TURNS, MIN_SEATS
from .events import LooneyLightsEvent
from .moves import Move
from .state import LooneyLightsConfig, LooneyLightsState

State = LooneyLightsState


class LooneyLights(GameBase):
    """Match the colour on the discard pile, or play a special card, until one seat empties its hand (section 8)."""

    meta: ClassVar[GameMeta] = GameMeta(
        slug="looney-lights",
        title="Looney Lights",
        min_seats=MIN_SEATS,
        max_seats=MAX_SEATS,
        summary="Match the colour of the top bulb, bend it with Bubbles, Plugs and Brokens; empty your hand first.",
        simultaneous=False,
        hidden_information=True,
    )
    Config = LooneyLightsConfig
    State = LooneyLightsState
    Move = Move
    View = view.LooneyLightsView
    Score = Scoreboard
    Event = LooneyLightsEvent
    max_turns: ClassVar[int | None] = MAX_TURNS
    bots = {"greedy": greedy}

    def setup(self, config: LooneyLightsConfig, players: int, seed: int) -> State:
        """Shuffle, deal by table size and start the discard with a plain bulb."""
        return rules.setup(config, players, seed)

    def actors(self, state: State) -> frozenset[int]:
        """The active seat."""
        return rules.actors(state)

    def moves(self, state: State, seat: int) -> list[Move]:
        """The active seat's options."""
        return rules.moves(state, seat)

    def resolve(self, state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
        """Apply a checked move."""
        return rules.resolve(state, seat, move)

    def explain(self, state: State, seat: int, move: Move) -> str:
        """Why a move is refused, naming only the seat's own cards and public facts."""
        return refusals.explain(state, seat, move)

    def idle(self, state: State, seat: int) -> str | None:
        """G-7, LL-6: nothing is playable and nothing is left to draw, so the turn passes."""
        if state.step == "play" and not rules.play_options(state.hands[seat], state.colour) and not rules.can_draw(state):
            return "nothing playable and nothing left to draw (LL-6)"
        return None

    def skip(self, state: State, seat: int) -> tuple[State, list[Event]]:
        """Pass the idle seat's turn."""
        return rules.pass_turn(state, seat)

    def view(self, state: State, seat: int | None) -> view.LooneyLightsView:
        """What `seat` may know."""
        return view.view(state, seat)

    def score(self, state: State) -> Scoreboard:
        """Going out, cards left and ranks."""
        return score.score(state)

    def determinize(self, v: view.LooneyLightsView, rng: random.Random) -> State:
        """A state consistent with the view, hidden parts re-sampled."""
        return view.determinize(v, rng)

    def variants(self) -> list[tuple[LooneyLightsConfig, int]]:
        """Every option value at two and six seats: first seat fixed and random, a short turn cap."""
        return [
            (LooneyLightsConfig(first_seat=0), 2),
            (LooneyLightsConfig(first_seat=1, max_turns=12), 2),
            (LooneyLightsConfig(), 6),
            (LooneyLightsConfig(first_seat=5, max_turns=20), 6),
        ]

    def turn(self, state: State) -> int:
        """Completed turns (G-8)."""
        return state.turn

    def conservation(self, state: State) -> dict[str, int]:
        """Bulb cards over every zone (G-4)."""
        return score.conservation(state)
