"""The Check the Box game object: the kit's base, told where this game's rules live."""

from __future__ import annotations

from typing import ClassVar

from domain.contract import GameMeta, Scoreboard
from domain.kit import GameBase
from domain.lights.catalog import BOX

from . import labels, rules
from . import score as scoring
from . import view as views
from .bots import expert, greedy
from .events import CheckTheBoxEvent
from .moves import Move
from .state import MAX_TURNS, CheckTheBoxConfig, CheckTheBoxState

State = CheckTheBoxState


class CheckTheBox(GameBase):
    """Go-Fish-style collecting of sets of three from the Christmas Lights box (companion section 11)."""

    meta: ClassVar[GameMeta] = GameMeta(
        slug="check-the-box",
        title="Check the Box",
        min_seats=rules.MIN_SEATS,
        max_seats=rules.MAX_SEATS,
        summary="Ask another player for a kind you hold; three of a kind make a set. No luck? Check the Box.",
        simultaneous=False,
        hidden_information=True,
    )
    Config = CheckTheBoxConfig
    State = CheckTheBoxState
    Move = Move
    View = views.CheckTheBoxView
    Score = Scoreboard
    Event = CheckTheBoxEvent
    max_turns: ClassVar[int | None] = MAX_TURNS
    bots = {"greedy": greedy, "expert": expert}

    setup = staticmethod(rules.setup)
    actors = staticmethod(rules.actors)
    moves = staticmethod(rules.moves)
    resolve = staticmethod(rules.resolve)
    refusal = staticmethod(rules.refusal)
    explain = staticmethod(rules.explain)
    idle = staticmethod(rules.idle)
    skip = staticmethod(rules.skip)
    view = staticmethod(views.view)
    score = staticmethod(scoring.score)
    determinize = staticmethod(views.determinize)

    def variants(self) -> list[tuple[CheckTheBoxConfig, int]]:
        """Both first-seat kinds at 2 and 4 seats, and a short cap that ends by "turn-cap"."""
        return [
            (CheckTheBoxConfig(first_seat=0), 2),
            (CheckTheBoxConfig(first_seat="random"), 2),
            (CheckTheBoxConfig(first_seat="random"), 4),
            (CheckTheBoxConfig(first_seat=3, max_turns=12), 4),
        ]

    def turn(self, state: State) -> int:
        """Asks made and turns skipped (G-8)."""
        return state.turn

    conservation = staticmethod(scoring.conservation)
    catalog = BOX
    label = staticmethod(labels.label)
    text = staticmethod(labels.text)
