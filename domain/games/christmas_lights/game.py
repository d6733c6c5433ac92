"""The Christmas Lights game object: the kit's base, told where this game's rules live."""

from __future__ import annotations

from typing import ClassVar

from domain.contract import GameMeta, Scoreboard
from domain.games.christmas_lights import labels, rules
from domain.games.christmas_lights import score as scoring
from domain.games.christmas_lights import view as views
from domain.games.christmas_lights.bots import greedy
from domain.games.christmas_lights.events import ChristmasLightsEvent
from domain.games.christmas_lights.moves import ArrangeHand, Move, OfferCard
from domain.games.christmas_lights.state import ChristmasLightsConfig, ChristmasLightsState
from domain.kit import GameBase
from domain.lights.catalog import BOX


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
    View = views.ChristmasLightsView
    Score = Scoreboard
    Event = ChristmasLightsEvent
    max_turns: ClassVar[int | None] = ChristmasLightsConfig().max_turns
    bots = {"greedy": greedy}
    # Offers stand for any question, arranging for any order and marks (DESIGN section 1).
    open_fields_of = {OfferCard: ("question",), ArrangeHand: ("order", "marks")}

    setup = staticmethod(rules.setup)
    actors = staticmethod(rules.actors)
    moves = staticmethod(rules.moves)
    refusal = staticmethod(rules.refusal)
    resolve = staticmethod(rules.resolve)
    view = staticmethod(views.view)
    score = staticmethod(scoring.score)
    determinize = staticmethod(views.determinize)

    def variants(self) -> list[tuple[ChristmasLightsConfig, int]]:
        """Two to six seats, plus a fixed Santa seat."""
        return [(ChristmasLightsConfig(), n) for n in range(2, 7)] + [
            (ChristmasLightsConfig(first_seat=1, max_turns=20), 3)
        ]

    def turn(self, state: ChristmasLightsState) -> int:
        """Completed rounds (CL-24)."""
        return state.round

    conservation = staticmethod(scoring.conservation)
    catalog = BOX
    label = staticmethod(labels.label)
    text = staticmethod(labels.text)
