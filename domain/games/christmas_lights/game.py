"""The Christmas Lights game object: the kit's base, told where this game's rules live."""

from __future__ import annotations

import random
from typing import ClassVar

from domain.contract import GameMeta, Scoreboard
from domain.games.christmas_lights import rules, score, view
from domain.games.christmas_lights.bots import greedy
from domain.games.christmas_lights.events import ChristmasLightsEvent
from domain.games.christmas_lights.moves import ArrangeHand, Move, OfferCard
from domain.games.christmas_lights.state import ChristmasLightsConfig, ChristmasLightsState
from domain.kit import GameBase


class ChristmasLights(GameBase):
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
    Config = ChristmasLightsConfig
    State = ChristmasLightsState
    Move = Move
    View = view.ChristmasLightsView
    Score = Scoreboard
    Event = ChristmasLightsEvent
    max_turns: ClassVar[int | None] = ChristmasLightsConfig().max_turns
    bots = {"greedy": greedy}
    # Offers stand for any question, arranging for any order and marks (DESIGN section 1).
    open_fields_of = {OfferCard: ("question",), ArrangeHand: ("order", "marks")}

    def setup(self, config: ChristmasLightsConfig, players: int, seed: int) -> ChristmasLightsState:
        """Deal a new game."""
        return rules.setup(config, players, seed)

    def actors(self, state: ChristmasLightsState) -> frozenset[int]:
        """The active seat, the buyer asked, or the seats still to answer an Event."""
        return rules.actors(state)

    def moves(self, state: ChristmasLightsState, seat: int) -> list[Move]:
        """An actor's moves."""
        return rules.moves(state, seat)

    def refusal(self, state: ChristmasLightsState, seat: int, move: Move) -> str | None:
        """Offers and hand arranging are checked by rule, being open; every other move by lookup."""
        return rules.refusal(state, seat, move)

    def resolve(self, state: ChristmasLightsState, seat: int, move: Move):
        """Apply a checked move."""
        return rules.resolve(state, seat, move)

    def view(self, state: ChristmasLightsState, seat: int | None) -> view.ChristmasLightsView:
        """What `seat` may know."""
        return view.view(state, seat)

    def score(self, state: ChristmasLightsState) -> Scoreboard:
        """Ranks after CL-22's tie-breaks."""
        return score.score(state)

    def determinize(self, v: view.ChristmasLightsView, rng: random.Random) -> ChristmasLightsState:
        """A full state consistent with `v`."""
        return view.determinize(v, rng)

    def variants(self) -> list[tuple[ChristmasLightsConfig, int]]:
        """Two to six seats, plus a fixed Santa seat."""
        return [(ChristmasLightsConfig(), n) for n in range(2, 7)] + [
            (ChristmasLightsConfig(first_seat=1, max_turns=20), 3)
        ]

    def turn(self, state: ChristmasLightsState) -> int:
        """Completed rounds (CL-24)."""
        return state.round

    def conservation(self, state: ChristmasLightsState) -> dict[str, int]:
        """Card counts by kind over every zone (G-4)."""
        return score.conservation(state)
