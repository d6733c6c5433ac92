"""Gift Auction's events, past tense."""

from __future__ import annotations

from domain.contract import Event


class PrizePicked(Event, frozen=True, kw_only=True, tag="prize-picked"):
    """The picker put a prize up for auction."""

    seat: int
    prize: int


class BidSealed(Event, frozen=True, kw_only=True, tag="bid-sealed"):
    """A seat sealed its bid; the card stays hidden until both are in."""

    seat: int


class AuctionWon(Event, frozen=True, kw_only=True, tag="auction-won"):
    """Both bids were revealed; `winner` is None on a tie."""

    winner: int | None
    bids: tuple[int, int]


GiftAuctionEvent = PrizePicked | BidSealed | AuctionWon
