"""The Where's That Bulb? game object: the kit's base, told where this game's rules live."""

from __future__ import annotations

from typing import ClassVar

from domain.contract import GameMeta, Scoreboard
from domain.kit import GameBase

from . import labels, rules
from . import score as scoring
from . import view as views
from .bots import greedy
from .catalog import CATALOG
from .events import WheresThatBulbEvent
from .moves import Move
from .state import MAX_TURNS, WheresThatBulbConfig, WheresThatBulbState

C = WheresThatBulbConfig
# Every option value at the smallest and largest tables; the low caps make the suite meet the turn cap too.
VARIANTS: tuple[tuple[WheresThatBulbConfig, int], ...] = (
    (C(), 2),
    (C(first_seat=1), 6),
    (C(first_seat=0, max_turns=40), 2),
    (C(first_seat=5, max_turns=25), 6),
)


class WheresThatBulb(GameBase):
    """A memory game: flip two cards a turn, keep the pairs you find (companion section 10)."""

    meta: ClassVar[GameMeta] = GameMeta(
        slug="wheres-that-bulb", title="Where's That Bulb?", min_seats=rules.MIN_PLAYERS,
        max_seats=rules.MAX_PLAYERS,
        summary="Flip two cards a turn from a face-down grid; find a pair to keep it and go again.",
        hidden_information=True,
    )
    Config = WheresThatBulbConfig
    State = WheresThatBulbState
    Move = Move
    View = views.WheresThatBulbView
    Score = Scoreboard
    Event = WheresThatBulbEvent
    max_turns: ClassVar[int | None] = MAX_TURNS
    bots = {"greedy": greedy}

    setup = staticmethod(rules.setup)
    actors = staticmethod(rules.actors)
    moves = staticmethod(rules.moves)
    resolve = staticmethod(rules.resolve)
    refusal = staticmethod(rules.refusal)
    view = staticmethod(views.view)
    score = staticmethod(scoring.score)
    determinize = staticmethod(views.determinize)
    bot_view = staticmethod(views.bot_view)

    def variants(self) -> list[tuple[WheresThatBulbConfig, int]]:
        """The option combinations the shared property suite plays."""
        return list(VARIANTS)

    def turn(self, state: WheresThatBulbState) -> int:
        """Turns played (G-8)."""
        return state.turn

    conservation = staticmethod(rules.conservation)
    catalog = CATALOG
    label = staticmethod(labels.label)
    text = staticmethod(labels.text)
