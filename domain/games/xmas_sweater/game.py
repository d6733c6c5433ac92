"""The Xmas Sweater game object the registry holds: its rules tied to the kit (DESIGN section 1)."""

from __future__ import annotations

import random
from typing import ClassVar

from domain.contract import GameMeta
from domain.games.xmas_sweater import entries, rules, score, view
from domain.games.xmas_sweater.bots import greedy
from domain.games.xmas_sweater.components import MAX_PLAYERS, MAX_ROLLS, MIN_PLAYERS
from domain.games.xmas_sweater.events import XmasSweaterEvent
from domain.games.xmas_sweater.moves import Move
from domain.games.xmas_sweater.state import XmasSweaterConfig, XmasSweaterState
from domain.kit import GameBase


class XmasSweater(GameBase):
    """Roll-and-write: solo or 1-6 players on the base rules, 2-6 with the active-roller variant."""

    meta: ClassVar[GameMeta] = GameMeta(
        slug="xmas-sweater",
        title="Xmas Sweater",
        min_seats=MIN_PLAYERS,
        max_seats=MAX_PLAYERS,
        summary="Roll three D12 and a black D6, write one number on your sweater each roll.",
        simultaneous=True,
        hidden_information=True,
    )
    Config = XmasSweaterConfig
    State = XmasSweaterState
    Move = Move
    View = view.XmasSweaterView
    Score = score.XmasSweaterScore
    Event = XmasSweaterEvent
    max_turns = MAX_ROLLS
    bots = {"greedy": greedy}

    def setup(self, config: XmasSweaterConfig, players: int, seed: int) -> XmasSweaterState:
        """Blank sheets and the first roll."""
        return rules.setup(config, players, seed)

    def actors(self, state: XmasSweaterState) -> frozenset[int]:
        """Seats the game waits for now."""
        return rules.actors(state)

    def moves(self, state: XmasSweaterState, seat: int) -> list:
        """Every move of actor `seat`."""
        return rules.moves(state, seat)

    def refusal(self, state: XmasSweaterState, seat: int, move: object) -> str | None:
        """A direct rule check of the move instead of a search through every entry."""
        return None if entries.allows(state, seat, move) else self.explain(state, seat, move)

    def explain(self, state: XmasSweaterState, seat: int, move: object) -> str:
        """Why the move is refused."""
        return entries.explain(state, seat, move)

    def resolve(
        self, state: XmasSweaterState, seat: int, move: object
    ) -> tuple[XmasSweaterState, list]:
        """Apply a move the kit has checked."""
        return rules.resolve(state, seat, move)

    def view(self, state: XmasSweaterState, seat: int | None) -> view.XmasSweaterView:
        """What `seat` may know."""
        return view.view(state, seat)

    def score(self, state: XmasSweaterState) -> score.XmasSweaterScore:
        """Running or final scoreboard."""
        return score.score(state)

    def determinize(self, v: view.XmasSweaterView, rng: random.Random) -> XmasSweaterState:
        """A full state consistent with the view."""
        return view.determinize(v, rng)

    def variants(self) -> list[tuple[XmasSweaterConfig, int]]:
        """Solo; 2, 4, 6 seats base; the variant with 2 and 5 seats, and with finish_rotation."""
        base = XmasSweaterConfig()
        variant = XmasSweaterConfig(active_roller_variant=True)
        return [
            (base, 1),
            (base, 2),
            (base, 4),
            (base, 6),
            (XmasSweaterConfig(active_roller_variant=True, first_seat=1), 2),
            (variant, 5),
            (XmasSweaterConfig(active_roller_variant=True, finish_rotation=True), 3),
        ]

    def turn(self, state: XmasSweaterState) -> int:
        """XS-25: the roll number."""
        return state.roll
