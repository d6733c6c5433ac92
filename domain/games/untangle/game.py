"""The Untangle game object: the kit's base, told where this game's rules live."""

from __future__ import annotations

import random
from typing import ClassVar

import msgspec

from domain.contract import Event, GameMeta, Scoreboard
from domain.kit import GameBase

from . import refusals, rules, score, view
from .bots import greedy
from .events import UntangleEvent
from .flow import check
from .moves import Move
from .state import MAX_ROUNDS, UntangleConfig, UntangleState

State = UntangleState


class Untangle(GameBase):
    """Swap and play bulbs in a shared knot until one seat has spelled its three secret patterns (section 4)."""

    meta: ClassVar[GameMeta] = GameMeta(
        slug="untangle",
        title="Untangle",
        min_seats=rules.MIN_SEATS,
        max_seats=rules.MAX_SEATS,
        summary="Untangle the shared knot of lights: swap, play and spell your three secret patterns first.",
        simultaneous=False,
        hidden_information=True,
    )
    Config = UntangleConfig
    State = UntangleState
    Move = Move
    View = view.UntangleView
    Score = Scoreboard
    Event = UntangleEvent
    max_turns: ClassVar[int | None] = MAX_ROUNDS
    bots = {"greedy": greedy}

    def setup(self, config: UntangleConfig, players: int, seed: int) -> State:
        """Deal the patterns, lay the knot, shuffle in the Brokens, deal the hands; the first seat draws."""
        return rules.setup(config, players, seed)

    def actors(self, state: State) -> frozenset[int]:
        """The active seat."""
        return rules.actors(state)

    def moves(self, state: State, seat: int) -> list[Move]:
        """The active seat's options at its step."""
        return rules.moves(state, seat)

    def resolve(self, state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
        """Apply a checked move."""
        return rules.resolve(state, seat, move)

    def explain(self, state: State, seat: int, move: Move) -> str:
        """Why a move is refused, naming only the seat's own input and public facts."""
        return refusals.explain(state, seat, move)

    def idle(self, state: State, seat: int) -> str | None:
        """G-7: no pair may be swapped (UN-1, UN-12), or no card in hand for step 3 (UN-15)."""
        if state.step == "untangle" and not rules.untangle_options(state):
            return "no pair in the knot may be untangled"
        if state.step == "action" and not state.hands[seat]:
            return "no card in hand to act with"
        return None

    def skip(self, state: State, seat: int) -> tuple[State, list[Event]]:
        """Past an idle untangle to the action; past an idle action to the check and refill."""
        if state.step == "untangle":
            return msgspec.structs.replace(state, step="action", ban=None), []
        return check(state)

    def view(self, state: State, seat: int | None) -> view.UntangleView:
        """What `seat` may know."""
        return view.view(state, seat)

    def score(self, state: State) -> Scoreboard:
        """Completed patterns and ranks."""
        return score.score(state)

    def determinize(self, v: view.UntangleView, rng: random.Random) -> State:
        """A state consistent with the view, hidden parts re-sampled."""
        return view.determinize(v, rng)

    def variants(self) -> list[tuple[UntangleConfig, int]]:
        """Every option value at two and six seats: first seat fixed and random, a short round cap."""
        return [
            (UntangleConfig(first_seat=0), 2),
            (UntangleConfig(first_seat=1, max_turns=3), 2),
            (UntangleConfig(), 6),
            (UntangleConfig(first_seat=5, max_turns=2), 6),
        ]

    def turn(self, state: State) -> int:
        """Completed rounds (G-8)."""
        return state.round

    def conservation(self, state: State) -> dict[str, int]:
        """Bulb and Pattern cards over every zone (G-4)."""
        return score.conservation(state)
