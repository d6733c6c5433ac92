"""Drawing, discarding and passing the turn: the plumbing every step shares."""

from __future__ import annotations

import msgspec

from domain.contract import Event
from domain.games.christmas_lights.events import (
    CardDiscarded,
    CardsDrawn,
    DeckReshuffled,
    FacesSeen,
    GameEnded,
    TurnEnded,
    TurnStarted,
)
from domain.games.christmas_lights.state import ChristmasLightsState, HandCard, replace_seat
from domain.lights import decks
from domain.lights.components import kind_of, kinds_of

State = ChristmasLightsState


def everyone(state: State) -> tuple[int, ...]:
    """Every seat (not spectators): the audience for faces of cards in hands their owners know."""
    return tuple(range(state.players))


def others(state: State, seat: int) -> tuple[int, ...]:
    """Every seat but `seat`: the audience for faces `seat` may not see (section 3.3)."""
    return tuple(s for s in range(state.players) if s != seat)


def draw(state: State, seat: int, count: int, reason: str, known: bool = False) -> tuple[State, list[Event]]:
    """Draw `count` cards to the right end of `seat`'s hand, reshuffling the discard when needed (CL-19, G-3)."""
    drawn = decks.draw(state.deck, state.discard, count, state.seed, state.counter)
    events: list[Event] = [DeckReshuffled(count=size) for size in drawn.reshuffles]
    player = state.seats[seat]
    start = len(player.hand)
    hand = player.hand + tuple(HandCard(card=card, known=known) for card in drawn.cards)
    state = msgspec.structs.replace(state, deck=drawn.deck, discard=drawn.discard, counter=drawn.counter)
    state = replace_seat(state, seat, msgspec.structs.replace(player, hand=hand))
    if drawn.cards:
        refs = list(range(start, start + len(drawn.cards)))
        events.append(CardsDrawn(seat=seat, count=len(drawn.cards), reason=reason))
        audience = everyone(state) if known else others(state, seat)
        events.append(FacesSeen(to=audience, seat=seat, refs=refs, kinds=kinds_of(drawn.cards)))
    return state, events


def take_from_hand(state: State, seat: int, ref: int) -> tuple[State, int]:
    """Remove the card at `ref` from `seat`'s hand (later refs shift left); return it."""
    player = state.seats[seat]
    card = player.hand[ref].card
    hand = player.hand[:ref] + player.hand[ref + 1 :]
    return replace_seat(state, seat, msgspec.structs.replace(player, hand=hand)), card


def discard(state: State, card: int, seat: int | None, reason: str) -> tuple[State, list[Event]]:
    """Put `card` face-up on the discard pile."""
    state = msgspec.structs.replace(state, discard=state.discard + (card,))
    return state, [CardDiscarded(seat=seat, kind=kind_of(card), reason=reason)]


def finish(state: State, reason: str) -> tuple[State, list[Event]]:
    """End the game now."""
    state = msgspec.structs.replace(
        state, finished=True, reason=reason, pending=None, offer=None, event=None, commits=(),
    )
    return state, [GameEnded(reason=reason)]


def end_turn(state: State, reason: str) -> tuple[State, list[Event]]:
    """Close the active turn and hand it on clockwise; CL-21 and CL-24 decide when play stops."""
    events: list[Event] = []
    for sale_card in state.sale:
        # Rulebook SALE: "Unsold cards are discarded".
        state, more = discard(state, sale_card.card, state.active, "unsold")
        events += more
    events.append(TurnEnded(seat=state.active, reason=reason))
    nxt = (state.active + 1) % state.players
    rnd = state.round + (1 if nxt == state.santa else 0)
    state = msgspec.structs.replace(
        state, sale=(), offer=None, pending=None, event=None, commits=(), round=rnd,
        active=nxt, step="play", plays=0,
    )
    if nxt == state.santa and state.ending:
        state, more = finish(state, "completed")
        return state, events + more
    if nxt == state.santa and rnd >= state.max_turns:
        state, more = finish(state, "turn-cap")
        return state, events + more
    return state, events + [TurnStarted(seat=nxt, round=rnd)]
