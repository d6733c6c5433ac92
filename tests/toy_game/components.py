"""Gift Auction's components as data: the bid cards and the prize cards."""

from __future__ import annotations

# Thirteen bid cards valued 1 to 13, and ten prizes worth 1 to 10 points.
BID_CARDS = tuple(range(1, 14))
PRIZES = tuple(range(1, 11))

# Two prizes lie face up at a time.
OFFER_SIZE = 2
