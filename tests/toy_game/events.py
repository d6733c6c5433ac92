"""Gift Auction's events, past tense."""

from __future__ import annotations

from domain.contract import Event


class PrizePicked(Event, frozen=True, kw_only=True, tag="prize-picked"):
    """The picker put a prize up for auction."""

    seat: int
    """The seat that picked."""
    prize: int
    """The prize put up for auction."""


class BidSealed(Event, frozen=True, kw_only=True, tag="bid-sealed"):
    """A seat sealed its bid; the card stays hidden until both are in."""

    seat: int
    """The seat that sealed a bid (its card stays hidden)."""


class AuctionWon(Event, frozen=True, kw_only=True, tag="auction-won"):
    """Both bids were revealed; `winner` is None on a tie."""

    winner: int | None
    """The seat with the higher bid, which scores the prize; null on a tie."""
    bids: tuple[int, int]
    """Both bids revealed, by seat."""


GiftAuctionEvent = PrizePicked | BidSealed | AuctionWon
