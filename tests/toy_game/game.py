"""The Gift Auction game object: the kit's base, told where this game's rules live."""

from __future__ import annotations

import random
from typing import ClassVar

from domain.contract import GameMeta, Scoreboard
from domain.kit import GameBase

from . import rules, score, view
from .bots import greedy
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
    View = view.GiftAuctionView
    Score = Scoreboard
    Event = GiftAuctionEvent
    max_turns: ClassVar[int | None] = None
    bots = {"greedy": greedy}

    def setup(self, config: GiftAuctionConfig, players: int, seed: int) -> GiftAuctionState:
        """Deal and shuffle."""
        return rules.setup(config, players, seed)

    def actors(self, state: GiftAuctionState) -> frozenset[int]:
        """The picker, or the seats yet to bid."""
        return rules.actors(state)

    def moves(self, state: GiftAuctionState, seat: int) -> list[Move]:
        """An actor's moves."""
        return rules.moves(state, seat)

    def resolve(self, state: GiftAuctionState, seat: int, move: Move):
        """Apply a checked move."""
        return rules.resolve(state, seat, move)

    def view(self, state: GiftAuctionState, seat: int | None) -> view.GiftAuctionView:
        """What `seat` may know."""
        return view.view(state, seat)

    def score(self, state: GiftAuctionState) -> Scoreboard:
        """Points and ranks."""
        return score.score(state)

    def determinize(self, v: view.GiftAuctionView, rng: random.Random) -> GiftAuctionState:
        """A state consistent with the view."""
        return view.determinize(v, rng)

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
