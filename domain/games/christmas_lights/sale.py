"""SALE: put cards up, offer each for a truthful yes/no answer about your own hand (CL-15 to CL-17)."""

from __future__ import annotations

import msgspec

from domain.contract import Event
from domain.games.christmas_lights.events import CardsPutUp, SaleAnswered, SaleDeclined, SaleOffered
from domain.games.christmas_lights.flow import discard, take_from_hand
from domain.games.christmas_lights.moves import OfferCard, PutUp, Withdraw
from domain.games.christmas_lights.question import SIMPLEST, answer, problem, public_next_needed
from domain.games.christmas_lights.state import (
    ChristmasLightsState,
    HandCard,
    Offer,
    SaleCard,
    plug_due,
    replace_seat,
)
from domain.kit import replace_at
from domain.lights.components import kind_of

State = ChristmasLightsState


def put_up_options(state: State, seat: int) -> list[PutUp]:
    """One card, or two in ascending ref order."""
    size = len(state.seats[seat].hand)
    singles = [PutUp(refs=[ref]) for ref in range(size)]
    pairs = [PutUp(refs=[a, b]) for a in range(size) for b in range(a + 1, size)]
    return singles + pairs


def offer_options(state: State, seat: int) -> list[OfferCard | Withdraw]:
    """Each card on the table to each seat not yet asked, with the simplest question (DESIGN section 1)."""
    moves: list[OfferCard | Withdraw] = []
    for index, sale_card in enumerate(state.sale):
        for buyer in range(state.players):
            if buyer != seat and buyer not in sale_card.offered:
                moves.append(OfferCard(sale_card=index, seat=buyer, question=SIMPLEST))
        moves.append(Withdraw(sale_card=index))
    return moves


def next_needed(state: State, seat: int) -> str | None:
    """The seller's next required card, when the table can know it (for fits-next)."""
    player = state.seats[seat]
    return public_next_needed(player.shown, player.string, player.direction, plug_due(player))


def offer_problem(state: State, seat: int, move: OfferCard) -> str | None:
    """Why this offer may not be made, naming refs and seats only, never faces."""
    if not 0 <= move.sale_card < len(state.sale):
        return f"there is no card {move.sale_card} up for sale"
    if not 0 <= move.seat < state.players or move.seat == seat:
        return f"seat {move.seat} cannot be offered a card"
    if move.seat in state.sale[move.sale_card].offered:
        return f"seat {move.seat} was already offered that card"
    return problem(move.question, len(state.seats[seat].hand), next_needed(state, seat))


def put_up(state: State, seat: int, move: PutUp) -> tuple[State, list[Event]]:
    """The chosen cards go face-up on the table; the seller sees them too."""
    cards = [state.seats[seat].hand[ref].card for ref in move.refs]
    for ref in sorted(move.refs, reverse=True):
        state, _ = take_from_hand(state, seat, ref)
    sale = tuple(SaleCard(card=card) for card in cards)
    state = msgspec.structs.replace(state, sale=sale, step="sale")
    return state, [CardsPutUp(seat=seat, refs=list(move.refs), kinds=[kind_of(card) for card in cards])]


def offer(state: State, seat: int, move: OfferCard) -> tuple[State, list[Event]]:
    """Said aloud: the card, the seat asked and the question (G-10)."""
    pending = Offer(sale_card=move.sale_card, buyer=move.seat, question=move.question)
    state = msgspec.structs.replace(state, offer=pending)
    return state, [SaleOffered(seat=seat, sale_card=move.sale_card, buyer=move.seat, question=move.question)]


def withdraw(state: State, seat: int, move: Withdraw) -> tuple[State, list[Event]]:
    """The card is no longer offered and is discarded (CL-15)."""
    card = state.sale[move.sale_card].card
    state = _drop(state, move.sale_card)
    return discard(state, card, seat, "unsold")


def accept(state: State, buyer: int) -> tuple[State, list[Event]]:
    """The buyer answers truthfully (CL-17) and takes the card into its hand, face known."""
    assert state.offer is not None
    seller = state.active
    sold = state.sale[state.offer.sale_card].card
    hand = [card.card for card in state.seats[seller].hand]
    yes = answer(state.offer.question, hand, next_needed(state, seller))
    player = state.seats[buyer]
    state = replace_seat(state, buyer, msgspec.structs.replace(
        player, hand=player.hand + (HandCard(card=sold, known=True),)))
    question = state.offer.question
    state = _drop(msgspec.structs.replace(state, offer=None), state.offer.sale_card)
    return state, [SaleAnswered(seat=seller, buyer=buyer, kind=kind_of(sold), question=question, answer=yes)]


def decline(state: State, buyer: int) -> tuple[State, list[Event]]:
    """The buyer says no; once every other seat has said no the card is discarded (CL-15)."""
    assert state.offer is not None
    index = state.offer.sale_card
    entry = state.sale[index]
    entry = msgspec.structs.replace(entry, offered=entry.offered + (buyer,))
    sale = replace_at(state.sale, index, entry)
    state = msgspec.structs.replace(state, sale=sale, offer=None)
    events: list[Event] = [SaleDeclined(buyer=buyer, sale_card=index)]
    if len(entry.offered) >= state.players - 1:
        state = _drop(state, index)
        state, more = discard(state, entry.card, state.active, "unsold")
        events += more
    return state, events


def _drop(state: State, index: int) -> State:
    sale = state.sale[:index] + state.sale[index + 1 :]
    # SALE done: what is left of the turn is REFILL.
    return msgspec.structs.replace(state, sale=sale, step="refill" if not sale else state.step)
