"""The Festival of Lights game object: the kit's base, told where this game's rules live."""

from __future__ import annotations

from typing import ClassVar

from domain.contract import GameMeta, Scoreboard
from domain.kit import GameBase
from domain.lights.catalog import BOX

from . import labels, rules
from . import score as scoring
from . import view as views
from .bots import greedy
from .components import MAX_SEATS, MIN_SEATS
from .events import FestivalOfLightsEvent
from .moves import Move
from .state import FestivalOfLightsConfig, FestivalOfLightsState

State = FestivalOfLightsState


class FestivalOfLights(GameBase):
    """Reveal cards all at once, score the unique ones, pass the hands left (companion section 5)."""

    meta: ClassVar[GameMeta] = GameMeta(
        slug="festival-of-lights",
        title="Festival of Lights",
        min_seats=MIN_SEATS,
        max_seats=MAX_SEATS,
        summary="Everyone reveals a card at once; only unique cards score. Collect colour piles, then pass left.",
        simultaneous=True,
        hidden_information=True,
    )
    Config = FestivalOfLightsConfig
    State = FestivalOfLightsState
    Move = Move
    View = views.FestivalOfLightsView
    Score = Scoreboard
    Event = FestivalOfLightsEvent
    max_turns: ClassVar[int | None] = None  # G-8: finite by construction, eight rounds (FL-12)
    bots = {"greedy": greedy}

    setup = staticmethod(rules.setup)
    actors = staticmethod(rules.actors)
    moves = staticmethod(rules.moves)
    resolve = staticmethod(rules.resolve)
    explain = staticmethod(rules.explain)
    not_your_turn = staticmethod(rules.not_your_turn)
    idle = staticmethod(rules.idle)
    skip = staticmethod(rules.skip)
    view = staticmethod(views.view)
    score = staticmethod(scoring.score)
    determinize = staticmethod(views.determinize)
    conservation = staticmethod(scoring.conservation)
    catalog = BOX
    label = staticmethod(labels.label)
    text = staticmethod(labels.text)

    def variants(self) -> list[tuple[FestivalOfLightsConfig, int]]:
        """Fresh drops within a Plug's reach or not, at 3 and 4 seats."""
        return [
            (FestivalOfLightsConfig(), 3),
            (FestivalOfLightsConfig(plug_takes_fresh_drops=False), 3),
            (FestivalOfLightsConfig(), 4),
            (FestivalOfLightsConfig(plug_takes_fresh_drops=False), 4),
        ]

    def turn(self, state: State) -> int:
        """The round being played (FL-12: at most eight)."""
        return state.round
