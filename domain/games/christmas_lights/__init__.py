"""Christmas Lights: build two strings of lights from a hand you cannot see (slug `christmas-lights`)."""

from __future__ import annotations

import random
from typing import ClassVar

from domain.contract import GameMeta, Scoreboard
from domain.games.christmas_lights import rules, score
from domain.games.christmas_lights.determinize import determinize as _determinize
from domain.games.christmas_lights.events import ChristmasLightsEvent
from domain.games.christmas_lights.moves import ArrangeHand, Move, OfferCard
from domain.games.christmas_lights.state import ChristmasLightsState, ChristmasLightsConfig
from domain.games.christmas_lights.view import ChristmasLightsView, view as _view
from domain.registry import register


class ChristmasLights:
    """The main Christmas Lights game (companion section 3)."""

    meta: ClassVar[GameMeta] = GameMeta(
        slug="christmas-lights",
        title="Christmas Lights",
        min_seats=2,
        max_seats=6,
        summary="Everyone sees your bulbs but you: play blind, swap, sell for answers, light two strings.",
        simultaneous=True,
        hidden_information=True,
    )
    Config: ClassVar[type] = ChristmasLightsConfig
    State: ClassVar[type] = ChristmasLightsState
    Move: ClassVar[object] = Move
    View: ClassVar[type] = ChristmasLightsView
    Score: ClassVar[type] = Scoreboard
    Event: ClassVar[object] = ChristmasLightsEvent
    max_turns: ClassVar[int | None] = ChristmasLightsConfig().max_turns

    def setup(self, config: ChristmasLightsConfig, players: int, seed: int) -> ChristmasLightsState:
        """Deal a new game."""
        return rules.setup(config, players, seed)

    def actors(self, state: ChristmasLightsState) -> frozenset[int]:
        """Seats whose decision the game waits for."""
        return rules.actors(state)

    def legal_moves(self, state: ChristmasLightsState, seat: int) -> list[Move]:
        """Every move `seat` may post now."""
        return rules.legal_moves(state, seat)

    def open_fields(self, move: Move) -> tuple[str, ...]:
        """Offers stand for any question; arranging stands for any order and marks (DESIGN section 1)."""
        if isinstance(move, OfferCard):
            return ("question",)
        if isinstance(move, ArrangeHand):
            return ("order", "marks")
        return ()

    def apply(self, state: ChristmasLightsState, seat: int, move: Move):
        """Validate and apply one move."""
        return rules.apply(state, seat, move)

    def view(self, state: ChristmasLightsState, seat: int | None) -> ChristmasLightsView:
        """What `seat` may know."""
        return _view(state, seat)

    def score(self, state: ChristmasLightsState) -> Scoreboard:
        """Ranks after CL-22's tie-breaks."""
        return score.score(state)

    def is_finished(self, state: ChristmasLightsState) -> bool:
        """True once the game is over."""
        return state.finished

    def turn(self, state: ChristmasLightsState) -> int:
        """Completed rounds (CL-24)."""
        return state.round

    def determinize(self, view: ChristmasLightsView, rng: random.Random) -> ChristmasLightsState:
        """A full state consistent with `view`."""
        return _determinize(view, rng)

    def variants(self) -> list[tuple[ChristmasLightsConfig, int]]:
        """Two to six seats, plus a fixed Santa seat."""
        return [(ChristmasLightsConfig(), n) for n in range(2, 7)] + [(ChristmasLightsConfig(first_seat=1, max_turns=20), 3)]

    def conservation(self, state: ChristmasLightsState) -> dict[str, int]:
        """Card counts by kind over every zone (G-4)."""
        return score.conservation(state)


GAME = register(ChristmasLights())
