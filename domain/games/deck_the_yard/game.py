"""The Deck the Yard game object: the kit's base, told where this game's rules live."""

from __future__ import annotations

from typing import ClassVar

from domain.contract import GameMeta
from domain.kit import GameBase
from domain.lights.catalog import BOX

from . import labels, rules
from . import score as scoring
from . import view as views
from .bots import greedy
from .events import DeckTheYardEvent
from .moves import Move
from .state import DeckTheYardConfig, DeckTheYardState

State = DeckTheYardState


class DeckTheYard(GameBase):
    """Solo: claim Patterns with strings and Characters with Plugs before the Bulb deck runs out (companion 13)."""

    meta: ClassVar[GameMeta] = GameMeta(
        slug="deck-the-yard",
        title="Deck the Yard",
        min_seats=rules.SEATS,
        max_seats=rules.SEATS,
        summary="Solo: build strings left to right to claim Patterns, pay Plugs for Characters; claim 8 to win.",
        simultaneous=False,
        hidden_information=True,
    )
    Config = DeckTheYardConfig
    State = DeckTheYardState
    Move = Move
    View = views.DeckTheYardView
    Score = scoring.DeckTheYardScore
    Event = DeckTheYardEvent
    max_turns: ClassVar[int | None] = None  # G-8: finite by construction (the Bulb deck only shrinks)
    bots = {"greedy": greedy}

    setup = staticmethod(rules.setup)
    actors = staticmethod(rules.actors)
    moves = staticmethod(rules.moves)
    resolve = staticmethod(rules.resolve)
    explain = staticmethod(rules.explain)
    view = staticmethod(views.view)
    score = staticmethod(scoring.score)
    determinize = staticmethod(views.determinize)

    def variants(self) -> list[tuple[DeckTheYardConfig, int]]:
        """Every difficulty at the one seat count."""
        return [(DeckTheYardConfig(difficulty=level), 1) for level in ("normal", "hard", "heroic")]

    def turn(self, state: State) -> int:
        """Moves applied."""
        return state.turn

    conservation = staticmethod(scoring.conservation)
    catalog = BOX
    label = staticmethod(labels.label)
    text = staticmethod(labels.text)
