"""The Untangle game object: the kit's base, told where this game's rules live."""

from __future__ import annotations

from typing import ClassVar

import msgspec

from domain.contract import Event, GameMeta, Scoreboard
from domain.kit import GameBase

from . import refusals, rules
from domain.games.untangle import score as scoring
from domain.games.untangle import view as views
from .bots import greedy
from .events import UntangleEvent
from .flow import check
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
    explain = staticmethod(refusals.explain)

    def idle(self, state: State, seat: int) -> str | None:
        """G-7: no pair may be swapped (UN-1, UN-12), or no card in hand for step 3 (UN-15)."""
        if state.step == "untangle" and not rules.untangle_options(state):
            return "no pair in the knot may be untangled"
        if state.step == "action" and not state.hands[seat]:
            return "no card in hand to act with"
        return None

    def skip(self, state: State, seat: int) -> tuple[State, list[Event]]:
        """Past an idle untangle to the action; past an idle action to the check and refill."""
        if state.step == "untangle":
            return msgspec.structs.replace(state, step="action", ban=None), []
        return check(state)

    view = staticmethod(views.view)
    score = staticmethod(scoring.score)
    determinize = staticmethod(views.determinize)

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
