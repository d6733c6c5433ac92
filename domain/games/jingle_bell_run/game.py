"""The Jingle Bell Run game object: the kit's base, told where this game's rules live."""

from __future__ import annotations

from typing import ClassVar

from domain.contract import GameMeta, Scoreboard
from domain.kit import GameBase

from . import flow, labels, rules
from domain.games.jingle_bell_run import score as scoring
from domain.games.jingle_bell_run import view as views
from .bots import greedy
from .catalog import CATALOG
from .events import JingleBellRunEvent
from .moves import JingleBellRunMove
from .state import MAX_ROUNDS, JingleBellRunConfig, JingleBellRunState

C = JingleBellRunConfig
# Every option value at the smallest and largest tables; a low cap makes the suite meet the turn cap too.
VARIANTS: tuple[tuple[JingleBellRunConfig, int], ...] = (
    (C(), 2),
    (C(first_seat=5, start_on_corner=True), 6),
    (C(first_seat=1, start_on_corner=True, max_turns=12), 2),
    (C(first_seat=0, max_turns=8), 6),
)


class JingleBellRun(GameBase):
    """A race across a 4 x 4 grid of Pattern cards, paying bulbs to step (companion section 6)."""

    meta: ClassVar[GameMeta] = GameMeta(
        slug="jingle-bell-run", title="Jingle Bell Run", min_seats=rules.MIN_PLAYERS, max_seats=rules.MAX_PLAYERS,
        summary="Collect bulbs to pay your way across a grid of light strings to the opposite corner.",
        hidden_information=True,
    )
    Config = JingleBellRunConfig
    State = JingleBellRunState
    Move = JingleBellRunMove
    View = views.JingleBellRunView
    Score = Scoreboard
    Event = JingleBellRunEvent
    max_turns: ClassVar[int | None] = MAX_ROUNDS
    bots = {"greedy": greedy}

    setup = staticmethod(rules.setup)
    actors = staticmethod(rules.actors)
    moves = staticmethod(rules.moves)
    resolve = staticmethod(flow.resolve)
    refusal = staticmethod(rules.refusal)
    explain = staticmethod(rules.explain)
    idle = staticmethod(rules.idle)
    skip = staticmethod(flow.skip)
    view = staticmethod(views.view)
    score = staticmethod(scoring.score)
    determinize = staticmethod(views.determinize)

    def variants(self) -> list[tuple[JingleBellRunConfig, int]]:
        """The option combinations the shared property suite plays."""
        return list(VARIANTS)

    def turn(self, state: JingleBellRunState) -> int:
        """Completed rounds (G-8)."""
        return state.round

    conservation = staticmethod(rules.conservation)
    catalog = CATALOG
    label = staticmethod(labels.label)
    text = staticmethod(labels.text)
