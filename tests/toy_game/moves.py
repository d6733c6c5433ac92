"""Gift Auction's moves: one tag per kind of decision."""

from __future__ import annotations

from domain.contract import MoveBase


class PickPrize(MoveBase, frozen=True, kw_only=True, tag="pick-prize"):
    """Put one of the face-up prizes up for auction."""

    prize: int
    """The prize to auction: an id in the catalog's `prizes`, one of the face-up two."""


class Bid(MoveBase, frozen=True, kw_only=True, tag="bid"):
    """Seal one bid card face down."""

    card: int
    """The bid card to seal: an id in the catalog's `bid_cards`, from the seat's hand."""


Move = PickPrize | Bid
