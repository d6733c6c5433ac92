"""What happens by itself (companion 12.3 "auto"): draws back to five and the special cards they bring."""

from __future__ import annotations

import msgspec

from domain.contract import Event
from domain.lights import draw, kind_of

from .components import HAND_SIZE, POWER_SURGE, SANTA, Reason
from .events import (
    CardsDrawn,
    CardsSeen,
    CharacterFlipped,
    DeckReshuffled,
    GameEnded,
    PowerSurged,
    PresentDrawn,
)
from .state import SoloLightsState

State = SoloLightsState
SEAT = 0


def refill(state: State) -> tuple[State, list[Event]]:
    """Draw back to five one card at a time, resolving each special card as it shows (SL-5, SL-6, SL-7)."""
    events: list[Event] = []
    seen: list[str] = []

    def flush() -> None:
        if seen:
            events.extend([CardsDrawn(count=len(seen)), CardsSeen(kinds=tuple(seen), to=(SEAT,))])  # type: ignore[arg-type]
            seen.clear()

    state, surged = surge(state)
    events += surged
    while len(state.hand) < HAND_SIZE and not state.finished:
        drawn = draw(state.deck, state.discard, 1, state.seed, state.counter)  # SL-11, G-3
        if drawn.reshuffles:
            flush()
            events.append(DeckReshuffled(count=drawn.reshuffles[0]))
        state = msgspec.structs.replace(state, deck=drawn.deck, discard=drawn.discard, counter=drawn.counter)
        if not drawn.cards:
            break  # G-3: nothing left to draw
        card = drawn.cards[0]
        kind = kind_of(card)
        if kind == "broken":
            flush()
            state, more = flip(msgspec.structs.replace(state, discard=(*state.discard, card)))
            events += more
        elif kind == "present":
            flush()
            state, more = present(msgspec.structs.replace(state, box=(*state.box, card)))
            events += more
        else:
            state = msgspec.structs.replace(state, hand=tuple(sorted((*state.hand, card))))
            seen.append(kind)
        state, surged = surge(state) if not state.finished else (state, [])
        if surged:
            flush()
            events += surged
    flush()
    return state, events


def surge(state: State) -> tuple[State, list[Event]]:
    """SL-7: Power Surge on top of the deck discards the hand and goes to the box (the refill follows)."""
    if not state.deck or state.deck[0] != POWER_SURGE:
        return state, []
    discarded = tuple(kind_of(card) for card in state.hand)
    state = msgspec.structs.replace(
        state, deck=state.deck[1:], discard=(*state.discard, *state.hand), hand=(), box=(*state.box, POWER_SURGE)
    )
    return state, [PowerSurged(discarded=discarded)]  # type: ignore[arg-type]


def flip(state: State) -> tuple[State, list[Event]]:
    """SL-5: turn the top Character face up; Santa loses the game at once (SL-9)."""
    character = state.stack[0]
    state = msgspec.structs.replace(state, stack=state.stack[1:], flipped=(*state.flipped, character))
    events: list[Event] = [CharacterFlipped(character=character)]
    if character == SANTA:
        state, ended = finish(state, "santa")
        events += ended
    return state, events


def present(state: State) -> tuple[State, list[Event]]:
    """SL-6: the Present is boxed and the top Pattern card joins the options (SL-12: none when the deck is empty)."""
    if not state.pattern_deck:
        return state, [PresentDrawn(pattern=None)]
    pattern = state.pattern_deck[0]
    state = msgspec.structs.replace(state, pattern_deck=state.pattern_deck[1:], options=(*state.options, pattern))
    return state, [PresentDrawn(pattern=pattern)]


def finish(state: State, reason: Reason) -> tuple[State, list[Event]]:
    """The game is over: won with the last string (SL-10), lost to Santa (SL-9) or with no pattern left (SL-12)."""
    state = msgspec.structs.replace(state, finished=True, reason=reason)
    return state, [GameEnded(reason=reason, won=reason == "all-strings")]
