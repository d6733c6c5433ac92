"""The Xmas Sweater game object the registry holds (DESIGN section 1)."""

from __future__ import annotations

import random
from typing import ClassVar

from domain.contract import GameMeta
from domain.games.xmas_sweater import rules, scoring, view
from domain.games.xmas_sweater.components import MAX_ROLLS
from domain.games.xmas_sweater.events import XmasSweaterEvent
from domain.games.xmas_sweater.moves import Move
from domain.games.xmas_sweater.state import XmasSweaterConfig, XmasSweaterState


class XmasSweater:
    """Roll-and-write: solo or 1-6 players on the base rules, 2-6 with the active-roller variant."""

    meta: ClassVar[GameMeta] = GameMeta(
        slug="xmas-sweater",
        title="Xmas Sweater",
        min_seats=1,
        max_seats=6,
        summary="Roll three D12 and a black D6, write one number on your sweater each roll.",
        simultaneous=True,
        hidden_information=True,
    )
    Config: ClassVar[type] = XmasSweaterConfig
    State: ClassVar[type] = XmasSweaterState
    Move: ClassVar[object] = Move
    View: ClassVar[type] = view.XmasSweaterView
    Score: ClassVar[type] = scoring.XmasSweaterScore
    Event: ClassVar[object] = XmasSweaterEvent
    max_turns: ClassVar[int | None] = MAX_ROLLS

    def setup(self, config: XmasSweaterConfig, players: int, seed: int) -> XmasSweaterState:
        """Blank sheets and the first roll."""
        return rules.setup(config, players, seed)

    def actors(self, state: XmasSweaterState) -> frozenset[int]:
        """Seats the game waits for now."""
        return rules.actors(state)

    def legal_moves(self, state: XmasSweaterState, seat: int) -> list:
        """Every move `seat` may make now."""
        return rules.legal_moves(state, seat)

    def open_fields(self, move: object) -> tuple[str, ...]:
        """Every Xmas Sweater move is enumerated in full, so no field is open."""
        return ()

    def apply(
        self, state: XmasSweaterState, seat: int, move: object
    ) -> tuple[XmasSweaterState, list]:
        """Validate and apply one move."""
        return rules.apply(state, seat, move)

    def view(self, state: XmasSweaterState, seat: int | None) -> view.XmasSweaterView:
        """What `seat` may know."""
        return view.view(state, seat)

    def score(self, state: XmasSweaterState) -> scoring.XmasSweaterScore:
        """Running or final scoreboard."""
        return scoring.score(state)

    def is_finished(self, state: XmasSweaterState) -> bool:
        """True once the end check or the turn cap closed the game."""
        return state.phase == "over"

    def turn(self, state: XmasSweaterState) -> int:
        """XS-25: the roll number."""
        return state.roll

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

    def conservation(self, state: XmasSweaterState) -> dict[str, int] | None:
        """No cards: nothing to conserve."""
        return None
