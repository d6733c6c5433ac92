"""The Untangle game object: the kit's base, told where this game's rules live."""

from __future__ import annotations

from typing import ClassVar


from domain.contract import GameMeta, Scoreboard
from domain.kit import GameBase
from domain.lights.catalog import BOX

from . import labels, refusals, rules
from domain.games.untangle import score as scoring
from domain.games.untangle import view as views
from .bots import greedy
from .events import UntangleEvent
from .moves import Move
from .state import MAX_ROUNDS, UntangleConfig, UntangleState

State = UntangleState


class Untangle(GameBase):
    """Swap and play bulbs in a shared knot until one seat has spelled its three secret patterns (section 4)."""

    meta: ClassVar[GameMeta] = GameMeta(
        slug="untangle",
        title="Untangle",
        min_seats=rules.MIN_SEATS,
        max_seats=rules.MAX_SEATS,
        summary="Untangle the shared knot of lights: swap, play and spell your three secret patterns first.",
        simultaneous=False,
        hidden_information=True,
    )
    Config = UntangleConfig
    State = UntangleState
    Move = Move
    View = views.UntangleView
    Score = Scoreboard
    Event = UntangleEvent
    max_turns: ClassVar[int | None] = MAX_ROUNDS
    bots = {"greedy": greedy}

    setup = staticmethod(rules.setup)
    actors = staticmethod(rules.actors)
    moves = staticmethod(rules.moves)
    resolve = staticmethod(rules.resolve)
    refusal = staticmethod(refusals.refusal)
    explain = staticmethod(refusals.explain)
    idle = staticmethod(rules.idle)
    skip = staticmethod(rules.skip)

    view = staticmethod(views.view)
    score = staticmethod(scoring.score)
    determinize = staticmethod(views.determinize)
    bot_view = staticmethod(views.bot_view)

    def variants(self) -> list[tuple[UntangleConfig, int]]:
        """Every option value at two and six seats: first seat fixed and random, a short round cap."""
        return [
            (UntangleConfig(first_seat=0), 2),
            (UntangleConfig(first_seat=1, max_turns=3), 2),
            (UntangleConfig(), 6),
            (UntangleConfig(first_seat=5, max_turns=2), 6),
        ]

    def turn(self, state: State) -> int:
        """Completed rounds (G-8)."""
        return state.round

    conservation = staticmethod(scoring.conservation)
    catalog = BOX
    label = staticmethod(labels.label)
    text = staticmethod(labels.text)
