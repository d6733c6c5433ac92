"""The Reindeer's Nose game object: the kit's base, told where this game's rules live."""

from __future__ import annotations

from typing import ClassVar

from domain.contract import GameMeta, Scoreboard
from domain.kit import GameBase, Race
from domain.lights.catalog import BOX

from . import labels, rules
from . import score as scoring
from . import view as views
from .bots import greedy
from .components import HANDS_LIMIT, MAX_SEATS, MIN_SEATS
from .events import ReindeersNoseEvent
from .moves import Move
from .state import ReindeersNoseConfig, ReindeersNoseState

State = ReindeersNoseState


class ReindeersNose(GameBase):
    """Simultaneous passing to collect four matching bulbs, then a race to touch your nose (companion section 9)."""

    meta: ClassVar[GameMeta] = GameMeta(
        slug="reindeers-nose",
        title="Reindeer's Nose",
        min_seats=MIN_SEATS,
        max_seats=MAX_SEATS,
        summary="Pass cards left all at once; with four matching bulbs touch your nose. Last to touch takes a Pattern.",
        simultaneous=True,
        hidden_information=True,
    )
    Config = ReindeersNoseConfig
    State = ReindeersNoseState
    Move = Move
    View = views.ReindeersNoseView
    Score = Scoreboard
    Event = ReindeersNoseEvent
    max_turns: ClassVar[int | None] = HANDS_LIMIT
    bots = {"greedy": greedy}

    setup = staticmethod(rules.setup)
    actors = staticmethod(rules.actors)
    moves = staticmethod(rules.moves)
    resolve = staticmethod(rules.resolve)
    refusal = staticmethod(rules.refusal)

    def race(self, state: State) -> Race | None:
        """RN-4: the current or last nose race."""
        return state.race

    view = staticmethod(views.view)
    score = staticmethod(scoring.score)
    determinize = staticmethod(views.determinize)

    def variants(self) -> list[tuple[ReindeersNoseConfig, int]]:
        """Three, four and six seats, drawn and given colours, short and default caps; the first and last play over HTTP."""
        return [
            (ReindeersNoseConfig(colours=("red", "green", "blue", "pink"), max_passes=8, max_hands=6), 4),
            (ReindeersNoseConfig(allow_three_players=True), 3),
            (ReindeersNoseConfig(), 6),
            (ReindeersNoseConfig(allow_three_players=True, colours=("yellow", "purple", "pink"), max_passes=3), 3),
            (ReindeersNoseConfig(max_passes=6, max_hands=4), 6),
        ]

    def turn(self, state: State) -> int:
        """Hands dealt over the whole game, redeals included (G-8)."""
        return state.hand

    conservation = staticmethod(scoring.conservation)
    catalog = BOX
    label = staticmethod(labels.label)
    text = staticmethod(labels.text)
