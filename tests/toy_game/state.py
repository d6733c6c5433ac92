"""Gift Auction's options and state."""

from __future__ import annotations

from typing import Annotated

import msgspec
from msgspec import Meta

from domain.contract import ConfigBase
from domain.kit import first_seat_option


class GiftAuctionConfig(ConfigBase, frozen=True, kw_only=True):
    """Options: how many bid cards each seat is dealt, and who picks the first prize."""

    hand_size: Annotated[int, Meta(ge=1, le=6)] = 5
    """Bid cards dealt to each seat (1-6); the game lasts that many auctions."""
    first_seat: first_seat_option(2) = 0
    """The seat that picks the first prize: 0, 1 or `random`."""


class GiftAuctionState(msgspec.Struct, frozen=True, kw_only=True):
    """The whole table: hands, sealed bids and the prize deck are hidden, the rest is public."""

    seed: int
    counter: int = 0
    hands: tuple[tuple[int, ...], ...] = ()
    deck: tuple[int, ...] = ()
    offer: tuple[int, ...] = ()
    lot: int | None = None
    picker: int = 0
    bids: tuple[int | None, ...] = (None, None)
    spent: tuple[tuple[int, ...], ...] = ((), ())
    points: tuple[int, ...] = (0, 0)
    gone: tuple[int, ...] = ()
    turn: int = 0
    finished: bool = False
