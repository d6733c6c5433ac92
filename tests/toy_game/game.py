"""The Gift Auction game object: the kit's base, told where this game's rules live."""

from __future__ import annotations

from typing import ClassVar

from domain.contract import GameMeta, Scoreboard
from domain.kit import GameBase

from . import labels, rules
from . import score as scoring
from . import view as views
from .bots import greedy
from .components import CATALOG
from .events import GiftAuctionEvent
from .moves import Move
from .state import GiftAuctionConfig, GiftAuctionState


class GiftAuction(GameBase):
    """Two seats bid hidden cards for face-up prizes (the example of docs/adding-a-game.md)."""

    meta: ClassVar[GameMeta] = GameMeta(
        slug="toy-gift-auction",
        title="Gift Auction",
        min_seats=2,
        max_seats=2,
        summary="Pick a prize, bid a hidden card for it; the higher bid scores the prize.",
        simultaneous=True,
        hidden_information=True,
    )
    Config = GiftAuctionConfig
    State = GiftAuctionState
    Move = Move
    View = views.GiftAuctionView
    Score = Scoreboard
    Event = GiftAuctionEvent
    max_turns: ClassVar[int | None] = None
    bots = {"greedy": greedy}

    setup = staticmethod(rules.setup)
    actors = staticmethod(rules.actors)
    moves = staticmethod(rules.moves)
    resolve = staticmethod(rules.resolve)
    view = staticmethod(views.view)
    score = staticmethod(scoring.score)
    determinize = staticmethod(views.determinize)
    catalog = CATALOG
    label = staticmethod(labels.label)
    text = staticmethod(labels.text)

    def variants(self) -> list[tuple[GiftAuctionConfig, int]]:
        """The default table, and short hands with the other seat picking first."""
        return [(GiftAuctionConfig(), 2), (GiftAuctionConfig(hand_size=2, first_seat="random"), 2)]

    def turn(self, state: GiftAuctionState) -> int:
        """Auctions resolved."""
        return state.turn

    def conservation(self, state: GiftAuctionState) -> dict[str, int]:
        """Prizes and bid cards are never created or lost (G-4)."""
        bids = sum(map(len, state.hands)) + sum(map(len, state.spent)) + sum(b is not None for b in state.bids)
        return {"prizes": len(state.deck) + len(state.offer) + len(state.gone), "bid-cards": bids}
