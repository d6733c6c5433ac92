"""Gift Auction's rules: set-up, whose turn, legal moves and resolving a checked move."""

from __future__ import annotations

import msgspec

from domain.contract import Event
from domain.kit import first_seat, open_commits, replace_at, seal, waiting, without
from domain.rng import rng_at

from .components import BID_CARDS, OFFER_SIZE, PRIZES
from .events import AuctionWon, BidSealed, PrizePicked
from .moves import Bid, Move, PickPrize
from .state import GiftAuctionConfig, GiftAuctionState

State = GiftAuctionState


def setup(config: GiftAuctionConfig, players: int, seed: int) -> State:
    """Deal both hands and shuffle the prizes, all from the seed (chance step 1; step 0 is the first seat)."""
    picker = first_seat(config.first_seat, players, seed)
    rng = rng_at(seed, 1)
    cards, prizes = list(BID_CARDS), list(PRIZES)
    rng.shuffle(cards)
    rng.shuffle(prizes)
    size = config.hand_size
    hands = (tuple(sorted(cards[:size])), tuple(sorted(cards[size : 2 * size])))
    return State(
        seed=seed, counter=2, hands=hands, offer=tuple(prizes[:OFFER_SIZE]), deck=tuple(prizes[OFFER_SIZE:]),
        picker=picker,
    )


def actors(state: State) -> frozenset[int]:
    """The picker while no prize is up, else every seat that has not sealed its bid."""
    if state.finished:
        return frozenset()
    if state.lot is None:
        return frozenset({state.picker})
    return waiting(state.bids)


def moves(state: State, seat: int) -> list[Move]:
    """Pick any face-up prize, or bid any card in hand."""
    if state.lot is None:
        return [PickPrize(prize=prize) for prize in sorted(set(state.offer))]
    return [Bid(card=card) for card in state.hands[seat]]


def resolve(state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
    """A pick opens the sealed bids; the second sealed bid reveals both and pays the prize."""
    if isinstance(move, PickPrize):
        state = msgspec.structs.replace(state, lot=move.prize, bids=open_commits(2))
        return state, [PrizePicked(seat=seat, prize=move.prize)]
    assert isinstance(move, Bid)
    bids, events, all_in = seal(state.bids, seat, move.card, announce=lambda s: BidSealed(seat=s))
    hands = replace_at(state.hands, seat, without(state.hands[seat], move.card))
    state = msgspec.structs.replace(state, hands=hands, bids=bids)
    if not all_in:
        return state, events
    state, revealed = _reveal(state)
    return state, events + revealed


def _reveal(state: State) -> tuple[State, list[Event]]:
    """The higher bid takes the prize's points, a tie discards it, and the loser picks next."""
    a, b = state.bids
    winner = None if a == b else (0 if a > b else 1)
    points = state.points if winner is None else replace_at(state.points, winner, state.points[winner] + state.lot)
    state = msgspec.structs.replace(
        state,
        points=points,
        offer=without(state.offer, state.lot) + state.deck[:1],
        deck=state.deck[1:],
        lot=None,
        bids=(None, None),
        spent=(state.spent[0] + (a,), state.spent[1] + (b,)),
        picker=state.picker if winner is None else 1 - winner,
        gone=state.gone + (state.lot,),
        turn=state.turn + 1,
        finished=not any(state.hands),
    )
    return state, [AuctionWon(winner=winner, bids=(a, b))]
