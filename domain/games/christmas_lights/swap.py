"""SWAP: trade one of your cards, blind, for any card in another seat's hand (CL-14)."""

from __future__ import annotations

from functools import lru_cache

import msgspec

from domain.contract import Event
from domain.games.christmas_lights.events import CardsSwapped, FacesSeen
from domain.games.christmas_lights.flow import everyone
from domain.games.christmas_lights.moves import SwapCard
from domain.games.christmas_lights.state import ChristmasLightsState, HandCard, replace_seat
from domain.lights.components import kind_of

State = ChristmasLightsState


def swap_options(state: State, seat: int) -> list[SwapCard]:
    """Every own ref against every card of every other seat holding one."""
    return list(_swaps(seat, tuple(len(player.hand) for player in state.seats)))


@lru_cache(maxsize=1024)
def _swaps(seat: int, sizes: tuple[int, ...]) -> tuple[SwapCard, ...]:
    """The swaps of `seat` at a table whose hands hold `sizes` cards: they depend on nothing else."""
    return tuple(
        SwapCard(ref=ref, seat=other, their_ref=theirs)
        for ref in range(sizes[seat])
        for other in range(len(sizes))
        if other != seat
        for theirs in range(sizes[other])
    )


def swap(state: State, seat: int, move: SwapCard) -> tuple[State, list[Event]]:
    """Both cards change places slot for slot; each new owner has seen its incoming card."""
    me, them = state.seats[seat], state.seats[move.seat]
    gave, took = me.hand[move.ref].card, them.hand[move.their_ref].card
    my_hand = list(me.hand)
    my_hand[move.ref] = HandCard(card=took, known=True)
    their_hand = list(them.hand)
    their_hand[move.their_ref] = HandCard(card=gave, known=True)
    state = replace_seat(state, seat, msgspec.structs.replace(me, hand=tuple(my_hand)))
    state = replace_seat(state, move.seat, msgspec.structs.replace(them, hand=tuple(their_hand)))
    state = msgspec.structs.replace(state, step="sale")
    audience = everyone(state)
    return state, [
        CardsSwapped(seat=seat, ref=move.ref, other=move.seat, their_ref=move.their_ref),
        FacesSeen(to=audience, seat=seat, refs=[move.ref], kinds=[kind_of(took)]),
        FacesSeen(to=audience, seat=move.seat, refs=[move.their_ref], kinds=[kind_of(gave)]),
    ]
