"""The Lights On game object: the kit's base, told where this game's rules live."""

from __future__ import annotations

from typing import ClassVar

from domain.contract import GameMeta, Scoreboard
from domain.kit import GameBase

from . import labels, rules
from . import score as scoring
from . import view as views
from .bots import greedy
from .catalog import CATALOG
from .components import MAX_ROUNDS, PLAYERS
from .events import LightsOnEvent
from .moves import Move
from .state import LightsOnConfig, LightsOnState

State = LightsOnState


class LightsOn(GameBase):
    """Two teams race to collect four identical bulbs and signal them in secret (companion section 7)."""

    meta: ClassVar[GameMeta] = GameMeta(
        slug="lights-on",
        title="Lights On",
        min_seats=PLAYERS,
        max_seats=PLAYERS,
        summary="Swap with the Market all at once, signal your teammate in secret, and call Lights ON first.",
        simultaneous=True,
        hidden_information=True,
    )
    Config = LightsOnConfig
    State = LightsOnState
    Move = Move
    View = views.LightsOnView
    Score = Scoreboard
    Event = LightsOnEvent
    max_turns: ClassVar[int | None] = MAX_ROUNDS
    bots = {"greedy": greedy}

    setup = staticmethod(rules.setup)
    actors = staticmethod(rules.actors)
    moves = staticmethod(rules.moves)
    resolve = staticmethod(rules.resolve)
    refusal = staticmethod(rules.refusal)
    race = staticmethod(rules.race)
    view = staticmethod(views.view)
    score = staticmethod(scoring.score)
    determinize = staticmethod(views.determinize)
    conservation = staticmethod(scoring.conservation)
    catalog = CATALOG
    label = staticmethod(labels.label)
    text = staticmethod(labels.text)

    def variants(self) -> list[tuple[LightsOnConfig, int]]:
        """Drawn and chosen signals (equal ones too), the default cap and a short one; always four seats."""
        return [
            (LightsOnConfig(), 4),
            (LightsOnConfig(team_signals=("wink", "yawn"), max_rounds=3), 4),
            (LightsOnConfig(team_signals=("tap-table", None), max_rounds=MAX_ROUNDS), 4),
            (LightsOnConfig(team_signals=("look-up", "look-up"), max_rounds=1), 4),
        ]

    def turn(self, state: State) -> int:
        """Rounds settled, by a call or a stall (G-8, LO-11)."""
        return state.rounds_ended
