"""The Blink game object: the kit's base, told where this game's rules live."""

from __future__ import annotations

from typing import ClassVar

from domain.contract import GameMeta, Scoreboard
from domain.kit import GameBase, Race
from domain.lights.catalog import BOX

from . import labels, rules
from . import score as scoring
from . import view as views
from .bots import expert, greedy
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
    View = views.BlinkView
    Score = Scoreboard
    Event = BlinkEvent
    max_turns: ClassVar[int | None] = MAX_TURNS
    bots = {"greedy": greedy, "expert": expert}

    setup = staticmethod(rules.setup)
    actors = staticmethod(rules.actors)
    moves = staticmethod(rules.moves)
    resolve = staticmethod(rules.resolve)
    explain = staticmethod(rules.explain)

    def race(self, state: State) -> Race | None:
        """BL-5: the current or last Blink window."""
        return state.race

    view = staticmethod(views.view)
    score = staticmethod(scoring.score)
    determinize = staticmethod(views.determinize)

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

    conservation = staticmethod(scoring.conservation)
    catalog = BOX
    label = staticmethod(labels.label)
    text = staticmethod(labels.text)
