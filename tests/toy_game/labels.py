"""Gift Auction's move labels and event texts."""

from __future__ import annotations

from domain.kit import seat_name

from .events import AuctionWon, BidSealed, PrizePicked
from .moves import Bid, PickPrize
from .view import GiftAuctionView


def label(view: GiftAuctionView, move: object) -> str:
    """What a UI shows beside each legal move."""
    match move:
        case PickPrize(prize=prize):
            return f"Auction the {prize}-point prize"
        case Bid(card=card):
            return f"Bid {card} on the {view.lot}-point prize"
    raise TypeError(f"not a Gift Auction move: {move!r}")


def text(event: object) -> str:
    """One line of the game log."""
    match event:
        case PrizePicked(seat=seat, prize=prize):
            return f"{seat_name(seat)} put the {prize}-point prize up for auction"
        case BidSealed(seat=seat):
            return f"{seat_name(seat)} sealed a bid"
        case AuctionWon(winner=winner, bids=bids):
            shown = " against ".join(str(bid) for bid in bids)
            return f"Bids {shown}: " + ("a tie, the prize is discarded" if winner is None else f"{seat_name(winner)} wins")
    raise TypeError(f"not a Gift Auction event: {event!r}")
