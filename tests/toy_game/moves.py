"""Gift Auction's moves: one tag per kind of decision."""

from __future__ import annotations

from domain.contract import MoveBase


class PickPrize(MoveBase, frozen=True, kw_only=True, tag="pick-prize"):
    """Put one of the face-up prizes up for auction."""

    prize: int


class Bid(MoveBase, frozen=True, kw_only=True, tag="bid"):
    """Seal one bid card face down."""

    card: int


Move = PickPrize | Bid
