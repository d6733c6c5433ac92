"""The Ugly Christmas Sweaters game object: the kit's base, told where this game's rules live."""

from __future__ import annotations

import random
from typing import ClassVar

from domain.contract import Event, GameMeta
from domain.kit import GameBase

from . import rules, score, view
from .bots import greedy
from .events import UcsEvent
from .moves import UcsMove
from .rounds import MAX_TRICKS
from .state import UcsConfig, UcsState

C = UcsConfig
# The option combinations the shared property suite plays (every option value at least once).
VARIANTS: tuple[tuple[UcsConfig, int], ...] = (
    (C(), 4),
    (C(), 3),
    (C(), 2),
    (C(kickstarter_cards=True, first_seat=0), 4),
    (C(kickstarter_cards=True, gameplay_refresh="novice"), 3),
    (C(kickstarter_cards=True, gameplay_refresh="beginner", first_seat=1), 2),
    (C(secret_santa_mode="avid", gameplay_refresh="fixed"), 4),
    (C(secret_santa_mode="avid", kickstarter_cards=True), 2),
    (C(express=True), 4),
    (C(express=True, kickstarter_cards=True), 3),
    (C(express=True, kickstarter_cards=True, first_seat=1), 2),
    (C(secret_santa_mode="avid", gameplay_refresh="beginner", kickstarter_cards=True, first_seat=2), 3),
)


class UglyChristmasSweaters(GameBase):
    """Trick-taking and drafting to knit sweaters over three rounds (one in Express)."""

    meta: ClassVar[GameMeta] = GameMeta(
        slug="ugly-christmas-sweaters", title="Ugly Christmas Sweaters", min_seats=2, max_seats=4,
        summary="Win tricks to draft sweater pieces and knit the ugliest sweaters.",
        hidden_information=True,
    )
    Config = UcsConfig
    State = UcsState
    Move = UcsMove
    View = view.UcsView
    Score = score.UcsScoreboard
    Event = UcsEvent
    max_turns: ClassVar[int | None] = MAX_TRICKS
    bots = {"greedy": greedy}

    def setup(self, config: UcsConfig, players: int, seed: int) -> UcsState:
        """Deal and flip the first round (UCS-8)."""
        return rules.setup(config, players, seed)

    def actors(self, state: UcsState) -> frozenset[int]:
        """The one seat the current step waits for."""
        return rules.actors(state)

    def moves(self, state: UcsState, seat: int) -> list[UcsMove]:
        """An actor's moves."""
        return rules.moves(state, seat)

    def resolve(self, state: UcsState, seat: int, move: UcsMove) -> tuple[UcsState, list[Event]]:
        """Apply a checked move."""
        return rules.resolve(state, seat, move)

    def view(self, state: UcsState, seat: int | None) -> view.UcsView:
        """What `seat` sees at the table (UCS-43)."""
        return view.view(state, seat)

    def score(self, state: UcsState) -> score.UcsScoreboard:
        """Totals of the scored rounds with the rulebook tie-breaks."""
        return score.score(state)

    def determinize(self, v: view.UcsView, rng: random.Random) -> UcsState:
        """A full state consistent with `v`, hidden cards re-dealt from `rng`."""
        return view.determinize(v, rng)

    def variants(self) -> list[tuple[UcsConfig, int]]:
        """The option combinations the shared property suite plays."""
        return list(VARIANTS)

    def turn(self, state: UcsState) -> int:
        """Tricks completed over the whole game (the Round Tracker, G-8)."""
        return state.tricks

    def conservation(self, state: UcsState) -> dict[str, int]:
        """G-4: every component counted over its zones."""
        return rules.conservation(state)

    def not_your_turn(self, state: UcsState, seat: int) -> str:
        """The detail of a not-your-turn refusal, naming the current step."""
        return rules.not_your_turn(state, seat)

    def explain(self, state: UcsState, seat: int, move: UcsMove) -> str:
        """Why a move not among the legal ones is refused, naming only what the seat knows."""
        return rules.explain(state, seat, move)
