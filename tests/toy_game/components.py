"""Gift Auction's components as data: the bid cards and the prize cards."""

from __future__ import annotations

import msgspec

# Thirteen bid cards valued 1 to 13, and ten prizes worth 1 to 10 points.
BID_CARDS = tuple(range(1, 14))
PRIZES = tuple(range(1, 11))

# Two prizes lie face up at a time.
OFFER_SIZE = 2


class BidCard(msgspec.Struct, frozen=True, kw_only=True):
    """A bid card."""

    id: int
    """The card's id, which is also its value."""


class Prize(msgspec.Struct, frozen=True, kw_only=True):
    """A prize card."""

    id: int
    """The prize's id, which is also the points it is worth."""


class GiftAuctionCatalog(msgspec.Struct, frozen=True, kw_only=True):
    """Every piece of Gift Auction."""

    bid_cards: tuple[BidCard, ...]
    """The thirteen bid cards."""
    prizes: tuple[Prize, ...]
    """The ten prizes."""


CATALOG = GiftAuctionCatalog(
    bid_cards=tuple(BidCard(id=value) for value in BID_CARDS), prizes=tuple(Prize(id=value) for value in PRIZES)
)
