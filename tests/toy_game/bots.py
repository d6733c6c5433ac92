"""Gift Auction's greedy bot: it decides from the seat's view and legal moves only (G-12)."""

from __future__ import annotations

import random

from .components import BID_CARDS
from .moves import Bid, Move, PickPrize
from .view import GiftAuctionView

# A prize worth at least this much is worth the highest bid when no card surely wins it.
RICH_PRIZE = 6


def greedy(view: GiftAuctionView, moves: list[Move], rng: random.Random) -> Move:
    """Pick the richest prize; bid the lowest card that surely wins, else high on rich prizes and low on poor."""
    picks = [move for move in moves if isinstance(move, PickPrize)]
    if picks:
        return max(picks, key=lambda move: move.prize)
    bids = sorted((move for move in moves if isinstance(move, Bid)), key=lambda move: move.card)
    seen = {*view.hand, *view.spent[0], *view.spent[1]}
    rival_best = max((card for card in BID_CARDS if card not in seen), default=0)
    winning = [move for move in bids if move.card > rival_best]
    if winning:
        return winning[0]
    return bids[-1] if (view.lot or 0) >= RICH_PRIZE else bids[0]
