"""What a seat of Gift Auction may know, and a full state rebuilt from that knowledge."""

from __future__ import annotations

import random

from domain.contract import BaseView

from .components import BID_CARDS, PRIZES
from .rules import actors
from .state import GiftAuctionState


class GiftAuctionView(BaseView, frozen=True, kw_only=True):
    """One seat's knowledge: its own hand and sealed bid, counts and flags for what it cannot see."""

    hand: tuple[int, ...] = ()
    """The viewer's own bid cards; empty for a spectator."""
    my_bid: int | None = None
    """The bid card the viewer has sealed in this auction; null before it bids."""
    committed: tuple[bool, ...] = (False, False)
    """Whether each seat has sealed its bid, by seat."""
    hand_counts: tuple[int, ...] = (0, 0)
    """Bid cards left in each hand, by seat."""
    deck_count: int = 0
    """Prizes left face down."""
    offer: tuple[int, ...] = ()
    """The face-up prizes the picker chooses from."""
    lot: int | None = None
    """The prize being auctioned; null while the picker chooses."""
    picker: int = 0
    """The seat that picks the next prize."""
    spent: tuple[tuple[int, ...], ...] = ((), ())
    """The bid cards each seat has revealed, by seat."""
    points: tuple[int, ...] = (0, 0)
    """Points scored so far, by seat."""
    gone: tuple[int, ...] = ()
    """Prizes discarded after a tied auction."""
    turn: int = 0
    """Auctions finished so far."""


def view(state: GiftAuctionState, seat: int | None) -> GiftAuctionView:
    """Own hand and bid; only counts and flags for the other seat's hand and bid and for the deck."""
    return GiftAuctionView(
        seat=seat,
        actors=sorted(actors(state)),
        finished=state.finished,
        hand=state.hands[seat] if seat is not None else (),
        my_bid=state.bids[seat] if seat is not None else None,
        committed=tuple(bid is not None for bid in state.bids),
        hand_counts=tuple(len(hand) for hand in state.hands),
        deck_count=len(state.deck),
        offer=state.offer,
        lot=state.lot,
        picker=state.picker,
        spent=state.spent,
        points=state.points,
        gone=state.gone,
        turn=state.turn,
    )


def determinize(v: GiftAuctionView, rng: random.Random) -> GiftAuctionState:
    """Deal the unseen bid cards to the seats the view cannot see into (sealed bids included), shuffle the prizes."""
    unseen = [c for c in BID_CARDS if c not in v.hand and c not in v.spent[0] + v.spent[1] and c != v.my_bid]
    rng.shuffle(unseen)
    hands: list[tuple[int, ...]] = []
    bids: list[int | None] = []
    for seat in range(2):
        if seat == v.seat:
            hands.append(v.hand)
            bids.append(v.my_bid)
            continue
        bids.append(unseen.pop() if v.committed[seat] else None)
        hands.append(tuple(sorted(unseen.pop() for _ in range(v.hand_counts[seat]))))
    deck = [p for p in PRIZES if p not in v.offer and p not in v.gone]
    rng.shuffle(deck)
    return GiftAuctionState(
        seed=rng.getrandbits(63), counter=2, hands=tuple(hands), deck=tuple(deck[: v.deck_count]), offer=v.offer,
        lot=v.lot, picker=v.picker, bids=tuple(bids) if v.lot is not None else (None, None), spent=v.spent,
        points=v.points, gone=v.gone, turn=v.turn, finished=v.finished,
    )
