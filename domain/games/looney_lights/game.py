"""The Looney Lights game object: the kit's base, told where this game's rules live."""

from __future__ import annotations

from typing import ClassVar

from domain.contract import GameMeta, Scoreboard
from domain.kit import GameBase
from domain.lights.catalog import BOX

from . import labels, refusals, rules
from domain.games.looney_lights import score as scoring
from domain.games.looney_lights import view as views
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
    View = views.LooneyLightsView
    Score = Scoreboard
    Event = LooneyLightsEvent
    max_turns: ClassVar[int | None] = MAX_TURNS
    bots = {"greedy": greedy}

    setup = staticmethod(rules.setup)
    actors = staticmethod(rules.actors)
    moves = staticmethod(rules.moves)
    resolve = staticmethod(rules.resolve)
    explain = staticmethod(refusals.explain)
    idle = staticmethod(rules.idle)
    skip = staticmethod(rules.skip)
    view = staticmethod(views.view)
    score = staticmethod(scoring.score)
    determinize = staticmethod(views.determinize)

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

    conservation = staticmethod(scoring.conservation)
    catalog = BOX
    label = staticmethod(labels.label)
    text = staticmethod(labels.text)
