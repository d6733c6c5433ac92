"""What happens by itself (companion 5.3 "auto"): the reveal, rescues, scoring cards, passing, the end."""

from __future__ import annotations

from collections import Counter

import msgspec

from domain.contract import Event
from domain.kit import open_commits, replace_at, sealed_choices
from domain.lights import kind_of
from domain.lights.components import COLOURS

from .components import LAST_HAND, is_special
from .events import (
    CardScored,
    CardsDiscarded,
    CardsRevealed,
    HandsPassed,
    LastCardsBoxed,
    RescueDecided,
    RoundStarted,
)
from .finale import finish
from .state import Ability, FestivalOfLightsState

State = FestivalOfLightsState
COLOUR_INDEX = {colour: index for index, colour in enumerate(COLOURS)}


def on_pile(state: State, seat: int, colour: str, card: int) -> State:
    """`card` joins `seat`'s pile of `colour`."""
    piles = state.piles[seat]
    at = COLOUR_INDEX[colour]
    return msgspec.structs.replace(
        state, piles=replace_at(state.piles, seat, replace_at(piles, at, piles[at] + (card,)))
    )


def add_to(state: State, zone: str, seat: int, card: int) -> State:
    """`card` joins one of `seat`'s areas in front of it (`bubbles`, `stored`, `kept`, `won`)."""
    areas = getattr(state, zone)
    return msgspec.structs.replace(state, **{zone: replace_at(areas, seat, areas[seat] + (card,))})


def score_card(state: State, seat: int, card: int, *, rescued: bool = False, first: bool = False) -> tuple[State, Event]:
    """A scored card goes in front of `seat` (rulebook step 2); a Plug or Character queues its ability."""
    kind = kind_of(card)
    if not is_special(kind):
        return on_pile(state, seat, kind, card), CardScored(seat=seat, kind=kind, colour=kind, rescued=rescued)
    if rescued:  # FL-3: a rescued special scores 2 but has no ability and no colour
        return add_to(state, "kept", seat, card), CardScored(seat=seat, kind=kind, rescued=True)
    if kind == "bubble":
        return add_to(state, "bubbles", seat, card), CardScored(seat=seat, kind=kind)
    if kind == "broken":
        return add_to(state, "stored", seat, card), CardScored(seat=seat, kind=kind)
    # FL-2: abilities resolve in seat order; FL-4: one a Plug took resolves next.
    ability = Ability(seat=seat, card=card)
    pending = (ability, *state.pending) if first else (*state.pending, ability)
    return msgspec.structs.replace(state, pending=pending), CardScored(seat=seat, kind=kind)


def dropped_seats(revealed: tuple[int | None, ...]) -> tuple[int, ...]:
    """FL-1: seats whose revealed card matches another's (colours by colour, specials by type)."""
    counts = Counter(kind_of(card) for card in revealed if card is not None)
    return tuple(seat for seat, card in enumerate(revealed) if card is not None and counts[kind_of(card)] > 1)


def reveal(state: State) -> tuple[State, list[Event]]:
    """Every sealed card is turned up at once; droppers holding a stored Broken decide on a rescue (FL-3)."""
    chosen = dict(sealed_choices(state.choices))
    hands = tuple(tuple(c for c in hand if c != chosen[seat]) for seat, hand in enumerate(state.hands))
    revealed = tuple(chosen[seat] for seat in range(state.players))
    state = msgspec.structs.replace(
        state, hands=hands, revealed=revealed, choices=()
    )
    dropped = dropped_seats(revealed)
    events: list[Event] = [CardsRevealed(kinds=tuple(kind_of(c) for c in revealed), dropped=dropped)]
    asked = [seat for seat in dropped if state.stored[seat]]
    if asked:
        return msgspec.structs.replace(state, step="rescue", rescues=open_commits(state.players, asked)), events
    state, more = settle(state)
    return state, events + more


def settle(state: State) -> tuple[State, list[Event]]:
    """FL-2: rescues, then drops to the discard, then unique cards scored, then the abilities in turn."""
    dropped = dropped_seats(state.revealed)
    rescued = {seat for seat, use in sealed_choices(state.rescues) if use is True}
    events: list[Event] = [RescueDecided(seat=seat, used=use) for seat, use in sealed_choices(state.rescues)]
    fresh: list[int] = []
    for seat in dropped:
        card = state.revealed[seat]
        if seat in rescued:  # FL-3: one stored Broken rescues the drop and goes to the box
            broken = state.stored[seat][0]
            state = msgspec.structs.replace(
                state, stored=replace_at(state.stored, seat, state.stored[seat][1:]),
                returned=state.returned + (broken,),
            )
            state, scored = score_card(state, seat, card, rescued=True)
            events.append(scored)
        else:
            fresh.append(card)
    if fresh:
        events.append(CardsDiscarded(kinds=tuple(kind_of(card) for card in fresh)))
    state = msgspec.structs.replace(state, discard=state.discard + tuple(fresh), fresh=tuple(fresh))
    for seat, card in enumerate(state.revealed):
        if seat not in dropped:
            state, scored = score_card(state, seat, card)
            events.append(scored)
    state = msgspec.structs.replace(
        state, revealed=(None,) * state.players, rescues=(), step="abilities"
    )
    state, more = advance(state)
    return state, events + more


def advance(state: State) -> tuple[State, list[Event]]:
    """The next ability waits for its seat; with none left the round ends (rulebook step 4, FL-12)."""
    if state.pending:
        return msgspec.structs.replace(state, step="abilities"), []
    if len(state.hands[0]) <= LAST_HAND:  # FL-12: the last cards go to the box unseen
        last = tuple(card for hand in state.hands for card in hand)
        state = msgspec.structs.replace(state, box=state.box + last, hands=((),) * state.players, fresh=())
        events: list[Event] = [LastCardsBoxed(count=len(last))]
        asked = [seat for seat in range(state.players) if state.bubbles[seat]]
        if asked:  # FL-7: Bubbles are assigned together, as a sealed commit
            return msgspec.structs.replace(state, step="assign", assigns=open_commits(state.players, asked)), events
        state, more = finish(state)
        return state, events + more
    hands = tuple(state.hands[(seat - 1) % state.players] for seat in range(state.players))  # G-1: to the left
    state = msgspec.structs.replace(
        state, hands=hands, fresh=(), round=state.round + 1, step="choose", choices=open_commits(state.players)
    )
    return state, [HandsPassed(cards_each=len(hands[0])), RoundStarted(round=state.round)]
