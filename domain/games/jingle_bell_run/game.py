"""The Jingle Bell Run game object: the kit's base, told where this game's rules live."""

from __future__ import annotations

import random
from typing import ClassVar

from domain.contract import Event, GameMeta, Scoreboard
from domain.kit import GameBase

from . import flow, rules, score, view
from .bots import greedy
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
    View = view.JingleBellRunView
    Score = Scoreboard
    Event = JingleBellRunEvent
    max_turns: ClassVar[int | None] = MAX_ROUNDS
    bots = {"greedy": greedy}

    def setup(self, config: JingleBellRunConfig, players: int, seed: int) -> JingleBellRunState:
        """Lay the grid, deal, reveal the Market."""
        return rules.setup(config, players, seed)

    def actors(self, state: JingleBellRunState) -> frozenset[int]:
        """The active seat."""
        return rules.actors(state)

    def moves(self, state: JingleBellRunState, seat: int) -> list[JingleBellRunMove]:
        """An actor's moves."""
        return rules.moves(state, seat)

    def resolve(self, state: JingleBellRunState, seat: int, move: JingleBellRunMove) -> tuple[JingleBellRunState, list[Event]]:
        """Apply a checked move."""
        return flow.resolve(state, seat, move)

    def explain(self, state: JingleBellRunState, seat: int, move: JingleBellRunMove) -> str:
        """Why a move is refused, naming no hidden fact."""
        return rules.explain(state, seat, move)

    def idle(self, state: JingleBellRunState, seat: int) -> str | None:
        """G-7, JB-10: nothing to take (or nothing at all) leaves the step to be skipped."""
        if rules.moves(state, seat):
            return None
        return "nothing-to-take" if state.step == "pick" else "no-action"

    def skip(self, state: JingleBellRunState, seat: int) -> tuple[JingleBellRunState, list[Event]]:
        """G-7: past the idle step."""
        return flow.skip(state, seat)

    def view(self, state: JingleBellRunState, seat: int | None) -> view.JingleBellRunView:
        """What `seat` may know."""
        return view.view(state, seat)

    def score(self, state: JingleBellRunState) -> Scoreboard:
        """Progress and ranks."""
        return score.score(state)

    def determinize(self, v: view.JingleBellRunView, rng: random.Random) -> JingleBellRunState:
        """A state consistent with the view, the unseen bulbs re-dealt."""
        return view.determinize(v, rng)

    def variants(self) -> list[tuple[JingleBellRunConfig, int]]:
        """The option combinations the shared property suite plays."""
        return list(VARIANTS)

    def turn(self, state: JingleBellRunState) -> int:
        """Completed rounds (G-8)."""
        return state.round

    def conservation(self, state: JingleBellRunState) -> dict[str, int]:
        """G-4: every card of the box counted over its zones."""
        return rules.conservation(state)
