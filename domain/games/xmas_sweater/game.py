"""The Xmas Sweater game object the registry holds: its rules tied to the kit (DESIGN section 1)."""

from __future__ import annotations

from typing import ClassVar

from domain.contract import GameMeta
from domain.games.xmas_sweater import entries, labels, rules
from domain.games.xmas_sweater import score as scoring
from domain.games.xmas_sweater import view as views
from domain.games.xmas_sweater.bots import greedy
from domain.games.xmas_sweater.catalog import COMPONENTS
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
    View = views.XmasSweaterView
    Score = scoring.XmasSweaterScore
    Event = XmasSweaterEvent
    max_turns = MAX_ROLLS
    bots = {"greedy": greedy}

    setup = staticmethod(rules.setup)
    actors = staticmethod(rules.actors)
    moves = staticmethod(rules.moves)

    def refusal(self, state: XmasSweaterState, seat: int, move: object) -> str | None:
        """A direct rule check of the move instead of a search through every entry."""
        return None if entries.allows(state, seat, move) else self.explain(state, seat, move)

    explain = staticmethod(entries.explain)
    resolve = staticmethod(rules.resolve)
    view = staticmethod(views.view)
    score = staticmethod(scoring.score)
    determinize = staticmethod(views.determinize)

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

    catalog = COMPONENTS
    label = staticmethod(labels.label)
    text = staticmethod(labels.text)
