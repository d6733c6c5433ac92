"""What happens by itself in Reindeer's Nose: deals, pass ticks, the last nose, elimination and the cap."""

from __future__ import annotations

import msgspec

from domain.contract import Event
from domain.kit import open_commits, open_race, replace_at, sealed_choices, won
from domain.lights import deal, kind_of, shuffle

from .components import ELIMINATION, HAND_SIZE, NOSE_ANSWERS
from .events import (
    CardReceived,
    CardsPassed,
    CardsSeen,
    GameEnded,
    HandAbandoned,
    HandDealt,
    PassesDropped,
    PatternReceived,
)
from .state import ReindeersNoseState

State = ReindeersNoseState


def colours_of(cards: tuple[int, ...]) -> tuple:
    """The colours of these cards, in card order (hands are sorted, so colours come grouped)."""
    return tuple(kind_of(card) for card in cards)


def bulbs(state: State) -> tuple[int, ...]:
    """Every bulb in play, wherever it lies: the hands and the sealed passes (G-4)."""
    held = [card for hand in state.hands for card in hand]
    return tuple(sorted(held + [card for card in state.commits if card is not None]))


def new_hand(state: State) -> tuple[State, list[Event]]:
    """RN-9: shuffle all 4N bulbs, deal four to each seat, and open the first pass tick (9.3)."""
    deck, counter = shuffle(bulbs(state), state.seed, state.counter)
    hands, _ = deal(deck, state.players, HAND_SIZE)
    hands = tuple(tuple(sorted(hand)) for hand in hands)
    state = msgspec.structs.replace(
        state, counter=counter, hand=state.hand + 1, passes=0, hands=hands, touched=(),
        commits=open_commits(state.players),
    )
    seen = [CardsSeen(seat=seat, colours=colours_of(hand), to=(seat,)) for seat, hand in enumerate(hands)]
    return state, [HandDealt(hand=state.hand), *seen]


def end_hand(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    """After a hand: the G-8 cap ends the game, else the next deal (RN-9)."""
    if state.hand >= state.max_hands:
        return finish(state, "turn-cap", events)
    state, more = new_hand(state)
    return state, events + more


def tick(state: State) -> tuple[State, list[Event]]:
    """9.3: every sealed card goes to the seat on its owner's left (G-1); RN-8 redeals after `max_passes`."""
    sealed = dict(sealed_choices(state.commits))
    hands = tuple(
        tuple(sorted(state.hands[seat] + (sealed[(seat - 1) % state.players],))) for seat in range(state.players)
    )
    state = msgspec.structs.replace(
        state, hands=hands, passes=state.passes + 1, commits=open_commits(state.players)
    )
    events: list[Event] = [CardsPassed(tick=state.passes)]
    events += [
        CardReceived(
            seat=seat, received=kind_of(sealed[(seat - 1) % state.players]), gave=kind_of(sealed[seat]),
            to=(seat,),
        )
        for seat in range(state.players)
    ]
    if state.passes >= state.max_passes:
        return end_hand(state, [*events, HandAbandoned(passes=state.passes)])
    return state, events


def freeze(state: State) -> tuple[State, list[Event]]:
    """9.3: the first touch freezes passing; every sealed card goes back to its owner's hand."""
    back = [(seat, card) for seat, card in sealed_choices(state.commits) if card is not None]
    hands = state.hands
    for seat, card in back:
        hands = replace_at(hands, seat, tuple(sorted(hands[seat] + (card,))))
    state = msgspec.structs.replace(state, hands=hands, commits=(None,) * state.players)
    return state, [PassesDropped(seats=tuple(seat for seat, _ in back))] if back else []


def touched(state: State, seat: int) -> State:
    """RN-4: `seat` touches; the race goes on among the others, or closes when one seat is left."""
    state = msgspec.structs.replace(state, touched=state.touched + (seat,))
    left = [other for other in range(state.players) if other not in state.touched]
    if len(left) > 1:
        return msgspec.structs.replace(state, race=open_race(left, NOSE_ANSWERS))
    return msgspec.structs.replace(state, race=won(open_race([seat, *left], NOSE_ANSWERS), seat))


def penalise(state: State) -> tuple[State, list[Event]]:
    """RN-4, RN-7: the one seat left takes the top Pattern card; the third eliminates it, else a new hand."""
    last = next(seat for seat in range(state.players) if seat not in state.touched)
    pattern = state.pattern_pile[0]
    penalties = replace_at(state.penalties, last, state.penalties[last] + (pattern,))
    state = msgspec.structs.replace(state, pattern_pile=state.pattern_pile[1:], penalties=penalties)
    events: list[Event] = [PatternReceived(seat=last, pattern=pattern, count=len(penalties[last]))]
    if len(penalties[last]) >= ELIMINATION:
        state = msgspec.structs.replace(state, eliminated=last)
        return finish(state, "eliminated", events, seat=last)
    return end_hand(state, events)


def finish(state: State, reason: str, events: list[Event], seat: int | None = None) -> tuple[State, list[Event]]:
    """The game is over: by its rules ("eliminated", RN-7) or the G-8 cap ("turn-cap")."""
    state = msgspec.structs.replace(state, finished=True, reason=reason)
    return state, [*events, GameEnded(reason=reason, seat=seat)]
