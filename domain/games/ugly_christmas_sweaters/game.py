"""The Ugly Christmas Sweaters game object: the kit's base, told where this game's rules live."""

from __future__ import annotations

from typing import ClassVar

from domain.contract import GameMeta
from domain.kit import GameBase

from . import labels, rules
from . import score as scoring
from . import view as views
from .bots import greedy
from .catalog import BOX
from .events import UcsEvent
from .moves import UcsMove
from .rounds import MAX_TRICKS
from .state import UcsConfig, UcsState

C = UcsConfig
# The option combinations the shared property suite plays (every option value at least once).
VARIANTS: tuple[tuple[UcsConfig, int], ...] = (
    (C(), 4),
    (C(), 3),
    (C(), 2),
    (C(kickstarter_cards=True, first_seat=0), 4),
    (C(kickstarter_cards=True, gameplay_refresh="novice"), 3),
    (C(kickstarter_cards=True, gameplay_refresh="beginner", first_seat=1), 2),
    (C(secret_santa_mode="avid", gameplay_refresh="fixed"), 4),
    (C(secret_santa_mode="avid", kickstarter_cards=True), 2),
    (C(express=True), 4),
    (C(express=True, kickstarter_cards=True), 3),
    (C(express=True, kickstarter_cards=True, first_seat=1), 2),
    (C(secret_santa_mode="avid", gameplay_refresh="beginner", kickstarter_cards=True, first_seat=2), 3),
)


class UglyChristmasSweaters(GameBase):
    """Trick-taking and drafting to knit sweaters over three rounds (one in Express)."""

    meta: ClassVar[GameMeta] = GameMeta(
        slug="ugly-christmas-sweaters", title="Ugly Christmas Sweaters", min_seats=2, max_seats=4,
        summary="Win tricks to draft sweater pieces and knit the ugliest sweaters.",
        hidden_information=True,
    )
    Config = UcsConfig
    State = UcsState
    Move = UcsMove
    View = views.UcsView
    Score = scoring.UcsScoreboard
    Event = UcsEvent
    max_turns: ClassVar[int | None] = MAX_TRICKS
    bots = {"greedy": greedy}

    setup = staticmethod(rules.setup)
    actors = staticmethod(rules.actors)
    moves = staticmethod(rules.moves)
    resolve = staticmethod(rules.resolve)
    refusal = staticmethod(rules.refusal)
    view = staticmethod(views.view)
    score = staticmethod(scoring.score)
    determinize = staticmethod(views.determinize)

    def variants(self) -> list[tuple[UcsConfig, int]]:
        """The option combinations the shared property suite plays."""
        return list(VARIANTS)

    def turn(self, state: UcsState) -> int:
        """Tricks completed over the whole game (the Round Tracker, G-8)."""
        return state.tricks

    conservation = staticmethod(rules.conservation)
    not_your_turn = staticmethod(rules.not_your_turn)
    explain = staticmethod(rules.explain)
    catalog = BOX
    label = staticmethod(labels.label)
    text = staticmethod(labels.text)
