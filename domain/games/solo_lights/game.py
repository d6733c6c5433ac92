"""The Solo Lights game object: the kit's base, told where this game's rules live."""

from __future__ import annotations

from typing import ClassVar

from domain.contract import GameMeta
from domain.kit import GameBase
from domain.lights.catalog import BOX

from . import labels, rules
from . import score as scoring
from . import view as views
from .bots import greedy
from .events import SoloLightsEvent
from .moves import Move
from .state import SoloLightsConfig, SoloLightsState

State = SoloLightsState


class SoloLights(GameBase):
    """Complete strings of lights, linked by Plugs, before Santa is revealed (companion section 12)."""

    meta: ClassVar[GameMeta] = GameMeta(
        slug="solo-lights",
        title="Solo Lights",
        min_seats=rules.PLAYERS,
        max_seats=rules.PLAYERS,
        summary="Solo: complete five strings of lights, linked by Plugs, before Santa is revealed.",
        simultaneous=False,
        hidden_information=True,
    )
    Config = SoloLightsConfig
    State = SoloLightsState
    Move = Move
    View = views.SoloLightsView
    Score = scoring.SoloLightsScoreboard
    Event = SoloLightsEvent
    max_turns: ClassVar[int | None] = None  # G-8: finite by construction, no cap
    bots = {"greedy": greedy}

    setup = staticmethod(rules.setup)
    actors = staticmethod(rules.actors)
    moves = staticmethod(rules.moves)
    resolve = staticmethod(rules.resolve)
    explain = staticmethod(rules.explain)
    view = staticmethod(views.view)
    score = staticmethod(scoring.score)
    determinize = staticmethod(views.determinize)
    conservation = staticmethod(scoring.conservation)
    catalog = BOX
    label = staticmethod(labels.label)
    text = staticmethod(labels.text)

    def variants(self) -> list[tuple[SoloLightsConfig, int]]:
        """Every option at its extremes (the one seat count), and the defaults."""
        return [
            (SoloLightsConfig(), 1),
            (SoloLightsConfig(strings_to_win=9, characters=6, in_sequence=True, power_surge=False), 1),
            (SoloLightsConfig(strings_to_win=7, characters=4, in_sequence=False, power_surge=True), 1),
            (SoloLightsConfig(strings_to_win=5, characters=4, in_sequence=True, power_surge=True), 1),
        ]

    def turn(self, state: State) -> int:
        """Moves made."""
        return state.turn
