"""Gift Auction: a tiny two-seat game that exercises the bots before the real games land.

Each seat holds a hidden hand of bid cards. Two prizes lie face up; the picker chooses which one is
auctioned (a single step), then both seats bid one card face down (a simultaneous hidden commit). The
higher bid takes the prize's points, a tie discards it, and the loser picks next. The game ends when the
hands are empty. It is deliberately not registered: only the tests in this folder use it.
"""

from __future__ import annotations

import random
from typing import ClassVar

import msgspec

from domain.contract import (
    BaseView,
    Event,
    GameMeta,
    IllegalMove,
    Scoreboard,
    SeatScore,
)
from domain.rng import rng_at

BID_CARDS = tuple(range(1, 14))
PRIZES = tuple(range(1, 11))


class GiftAuctionConfig(msgspec.Struct, frozen=True, kw_only=True):
    """How many bid cards each seat is dealt."""

    hand_size: int = 5


class PickPrize(msgspec.Struct, frozen=True, kw_only=True, tag_field="type", tag="pick-prize"):
    """Put one of the face-up prizes up for auction."""

    prize: int


class Bid(msgspec.Struct, frozen=True, kw_only=True, tag_field="type", tag="bid"):
    """Commit one bid card face down."""

    card: int


Move = PickPrize | Bid


class GiftAuctionState(msgspec.Struct, frozen=True, kw_only=True):
    """The whole table: hands and the prize deck are hidden, everything else is public."""

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


class GiftAuctionView(BaseView, frozen=True, kw_only=True):
    """One seat's knowledge: its own hand and commit, counts of what it cannot see."""

    hand: tuple[int, ...] = ()
    my_bid: int | None = None
    committed: tuple[bool, ...] = (False, False)
    hand_counts: tuple[int, ...] = (0, 0)
    deck_count: int = 0
    offer: tuple[int, ...] = ()
    lot: int | None = None
    picker: int = 0
    spent: tuple[tuple[int, ...], ...] = ((), ())
    points: tuple[int, ...] = (0, 0)
    gone: tuple[int, ...] = ()
    turn: int = 0


class AuctionWon(Event, frozen=True, kw_only=True, tag="auction-won"):
    """Both bids were revealed; `winner` is None on a tie."""

    winner: int | None
    bids: tuple[int, int]


def _without(cards: tuple[int, ...], card: int) -> tuple[int, ...]:
    index = cards.index(card)
    return cards[:index] + cards[index + 1 :]


def _replace(values: tuple, index: int, value: object) -> tuple:
    return values[:index] + (value,) + values[index + 1 :]


def _resolve(state: GiftAuctionState) -> tuple[GiftAuctionState, list[Event]]:
    """Reveal both bids, pay the prize, refill the offer and hand the pick to the loser."""
    a, b = state.bids
    winner = None if a == b else (0 if a > b else 1)
    points = (
        state.points if winner is None else _replace(state.points, winner, state.points[winner] + state.lot)
    )
    offer = _without(state.offer, state.lot) + state.deck[:1]
    spent = (state.spent[0] + (a,), state.spent[1] + (b,))
    picker = state.picker if winner is None else 1 - winner
    state = msgspec.structs.replace(
        state,
        points=points,
        offer=offer,
        deck=state.deck[1:],
        lot=None,
        bids=(None, None),
        spent=spent,
        picker=picker,
        gone=state.gone + (state.lot,),
        turn=state.turn + 1,
    )
    return state, [AuctionWon(winner=winner, bids=(a, b))]


class GiftAuction:
    """The contract implementation of Gift Auction."""

    meta: ClassVar[GameMeta] = GameMeta(
        slug="toy-gift-auction",
        title="Gift Auction",
        min_seats=2,
        max_seats=2,
        simultaneous=True,
        hidden_information=True,
    )
    Config = GiftAuctionConfig
    State = GiftAuctionState
    Move = Move
    View = GiftAuctionView
    Score = Scoreboard
    Event = AuctionWon
    max_turns: ClassVar[int | None] = None

    def setup(self, config: GiftAuctionConfig, players: int, seed: int) -> GiftAuctionState:
        """Deal both hands and shuffle the prizes from the seed."""
        rng = rng_at(seed, 0)
        cards = list(BID_CARDS)
        rng.shuffle(cards)
        prizes = list(PRIZES)
        rng.shuffle(prizes)
        size = config.hand_size
        hands = (tuple(sorted(cards[:size])), tuple(sorted(cards[size : 2 * size])))
        return GiftAuctionState(
            seed=seed, counter=1, hands=hands, offer=tuple(prizes[:2]), deck=tuple(prizes[2:])
        )

    def is_finished(self, state: GiftAuctionState) -> bool:
        """Over once both hands are empty."""
        return not any(state.hands)

    def actors(self, state: GiftAuctionState) -> frozenset[int]:
        """The picker while no prize is up, else every seat that has not bid yet."""
        if self.is_finished(state):
            return frozenset()
        if state.lot is None:
            return frozenset({state.picker})
        return frozenset(seat for seat, bid in enumerate(state.bids) if bid is None)

    def legal_moves(self, state: GiftAuctionState, seat: int) -> list[Move]:
        """Pick any face-up prize, or bid any card in hand."""
        if seat not in self.actors(state):
            return []
        if state.lot is None:
            return [PickPrize(prize=prize) for prize in sorted(set(state.offer))]
        return [Bid(card=card) for card in state.hands[seat]]

    def open_fields(self, move: Move) -> tuple[str, ...]:
        """Every move is fully enumerated."""
        return ()

    def apply(self, state: GiftAuctionState, seat: int, move: Move) -> tuple[GiftAuctionState, list[Event]]:
        """Validate and apply one move."""
        if move not in self.legal_moves(state, seat):
            raise IllegalMove("illegal-move", f"{move!r} is not legal for seat {seat}")
        if isinstance(move, PickPrize):
            return msgspec.structs.replace(state, lot=move.prize), []
        hands = _replace(state.hands, seat, _without(state.hands[seat], move.card))
        state = msgspec.structs.replace(state, hands=hands, bids=_replace(state.bids, seat, move.card))
        if None in state.bids:
            return state, []
        return _resolve(state)

    def view(self, state: GiftAuctionState, seat: int | None) -> GiftAuctionView:
        """Own hand and commit; only counts and flags for the rest."""
        return GiftAuctionView(
            seat=seat,
            actors=sorted(self.actors(state)),
            finished=self.is_finished(state),
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

    def score(self, state: GiftAuctionState) -> Scoreboard:
        """Points won; equal points share a rank."""
        lines = [
            SeatScore(
                seat=seat,
                points=points,
                rank=1 + sum(other > points for other in state.points),
                breakdown={"prizes": points},
            )
            for seat, points in enumerate(state.points)
        ]
        return Scoreboard(final=self.is_finished(state), seats=lines)

    def turn(self, state: GiftAuctionState) -> int:
        """Auctions resolved so far."""
        return state.turn

    def determinize(self, view: GiftAuctionView, rng: random.Random) -> GiftAuctionState:
        """Deal the unseen bid cards to the other seat (and its commit) and shuffle the unseen prizes."""
        me = view.seat if view.seat is not None else 0
        other = 1 - me
        unseen = [c for c in BID_CARDS if c not in view.hand and c not in view.spent[0] + view.spent[1]]
        if view.my_bid is not None:
            unseen.remove(view.my_bid)
        rng.shuffle(unseen)
        other_bid = unseen.pop() if view.committed[other] else None
        other_hand = tuple(sorted(unseen[: view.hand_counts[other]]))
        deck = [p for p in PRIZES if p not in view.offer and p not in view.gone]
        rng.shuffle(deck)
        hands = _replace((view.hand, view.hand), other, other_hand)
        bids = _replace((view.my_bid, view.my_bid), other, other_bid)
        return GiftAuctionState(
            seed=rng.getrandbits(64),
            counter=1,
            hands=hands,
            deck=tuple(deck[: view.deck_count]),
            offer=view.offer,
            lot=view.lot,
            picker=view.picker,
            bids=bids,
            spent=view.spent,
            points=view.points,
            gone=view.gone,
            turn=view.turn,
        )

    def variants(self) -> list[tuple[GiftAuctionConfig, int]]:
        """Only the default table."""
        return [(GiftAuctionConfig(), 2)]

    def conservation(self, state: GiftAuctionState) -> dict[str, int] | None:
        """Prizes are never created or lost."""
        return {"prizes": len(state.deck) + len(state.offer) + len(state.gone)}
