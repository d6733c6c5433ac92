"""What happens by itself in Blink: rounds dealt, blinking bulbs found, draws, the turn passing, the end."""

from __future__ import annotations

import msgspec

from domain.contract import Event
from domain.kit import replace_at
from domain.kit.bounds import open_rows
from domain.lights import deal, draw, kind_of, reshuffle, shuffle
from domain.lights.components import KINDS

from .components import BULBS, HAND_SIZE, PATTERNS, TROPHIES_TO_WIN, colours_of
from .events import (
    CardsDrawn,
    CardsSeen,
    DeckRefreshed,
    DrawReason,
    GameEnded,
    RoundStarted,
    RoundWon,
    TurnStarted,
)
from .state import BlinkState

State = BlinkState


def new_round(state: State, dealer: int) -> tuple[State, list[Event]]:
    """Set-up steps 1-6: shuffle the patterns and the bulbs, deal ten each, find the first blinking bulb (BL-1)."""
    patterns, counter = shuffle(PATTERNS, state.seed, state.counter)
    bulbs, counter = shuffle(BULBS, state.seed, counter)
    hands, deck = deal(bulbs, state.players, HAND_SIZE)
    state = msgspec.structs.replace(
        state, counter=counter, dealer=dealer, active=(dealer + 1) % state.players,
        hands=tuple(tuple(sorted(hand)) for hand in hands), deck=deck, discard=(), strings=patterns[:1],
        pattern_deck=patterns[1:], blinking=None, drawn=None, draws=0, unannounced=None, winner=None,
        most=open_rows(state.players, len(KINDS)), passed=open_rows(state.players, len(KINDS)),
    )
    state, revealed, events = reveal(state)
    started = RoundStarted(
        round=state.round, dealer=dealer, pattern=state.strings[-1], revealed=revealed, blinking=state.blinking
    )
    return state, [*events, started, TurnStarted(seat=state.active)]


def bounds(state: State) -> tuple[tuple[int, ...], ...]:
    """Per seat and kind, the most it can hold as the table saw it (states stored without it: uncapped)."""
    return state.most or open_rows(state.players, len(KINDS))


def passed_over(state: State) -> tuple[tuple[int, ...], ...]:
    """Per seat and kind, the most it can hold if it plays in the house order (uncapped until read)."""
    return state.passed or open_rows(state.players, len(KINDS))


def reveal(state: State) -> tuple[State, tuple, list[Event]]:
    """BL-1, BL-3, BL-8: turn up bulbs until a colour of the string; the others go under it on the discard."""
    deck, discard, counter = state.deck, state.discard, state.counter
    colours = colours_of(state.strings[-1])
    shown: list[int] = []
    events: list[Event] = []
    while not shown or kind_of(shown[-1]) not in colours:
        if not deck:
            deck, discard, counter = reshuffle(deck, discard, state.seed, counter, keep=1)  # BL-7, BL-8
            if not deck:
                break  # BL-8: no match anywhere, the revealed cards become the discard
            events.append(DeckRefreshed(deck="bulbs", size=len(deck)))
        shown.append(deck[0])
        deck = deck[1:]
    found = bool(shown) and kind_of(shown[-1]) in colours
    state = msgspec.structs.replace(
        state, deck=deck, discard=discard + tuple(shown), counter=counter,
        blinking=kind_of(shown[-1]) if found else None,
    )
    return state, tuple(kind_of(card) for card in shown), events


def next_pattern(state: State) -> tuple[State, list[Event]]:
    """BL-3: the next Pattern card goes on the string; BL-7: an empty Pattern deck is the covered patterns shuffled."""
    events: list[Event] = []
    deck, strings, counter = state.pattern_deck, state.strings, state.counter
    if not deck:
        deck, strings, counter = reshuffle(deck, strings, state.seed, counter, keep=1)
        events.append(DeckRefreshed(deck="patterns", size=len(deck)))
    state = msgspec.structs.replace(state, pattern_deck=deck[1:], strings=strings + deck[:1], counter=counter)
    return state, events


def draw_cards(state: State, seat: int, count: int, reason: DrawReason) -> tuple[State, tuple[int, ...], list[Event]]:
    """Draw for `seat`; an empty deck is the discard but its top card, shuffled (BL-7); G-3: never fails."""
    drawn = draw(state.deck, state.discard, count, state.seed, state.counter, keep=1)
    events: list[Event] = [DeckRefreshed(deck="bulbs", size=size) for size in drawn.reshuffles]
    state = msgspec.structs.replace(
        state, deck=drawn.deck, discard=drawn.discard, counter=drawn.counter,
        hands=replace_at(state.hands, seat, tuple(sorted(state.hands[seat] + drawn.cards))),
    )
    events.append(CardsDrawn(seat=seat, count=len(drawn.cards), reason=reason))
    if drawn.cards:
        kinds = tuple(kind_of(card) for card in drawn.cards)
        events.append(CardsSeen(seat=seat, kinds=kinds, to=(seat,)))  # type: ignore[arg-type]
    return state, drawn.cards, events


def end_turn(state: State) -> tuple[State, list[Event]]:
    """The turn passes clockwise (G-1), unless the G-8 cap has been reached."""
    state = msgspec.structs.replace(state, turn=state.turn + 1, drawn=None, draws=0)
    if state.turn >= state.max_turns:
        return finish(state, "turn-cap")
    state = msgspec.structs.replace(state, active=(state.active + 1) % state.players)
    return state, [TurnStarted(seat=state.active)]


def round_won(state: State, seat: int) -> tuple[State, list[Event]]:
    """BL-9: an empty hand ends the round at once; with `championship` the winner takes a Character and deals."""
    state = msgspec.structs.replace(state, winner=seat, unannounced=None, drawn=None, draws=0)
    if not state.championship:
        return finish(state, "went-out", [RoundWon(seat=seat)])
    trophy = state.characters[0]
    trophies = replace_at(state.trophies, seat, state.trophies[seat] + (trophy,))
    state = msgspec.structs.replace(state, trophies=trophies, characters=state.characters[1:])
    events: list[Event] = [RoundWon(seat=seat, trophy=trophy)]
    if len(trophies[seat]) >= TROPHIES_TO_WIN:
        return finish(state, "champion", events)
    state = msgspec.structs.replace(state, round=state.round + 1, turn=state.turn + 1)
    if state.turn >= state.max_turns:
        return finish(state, "turn-cap", events)
    state, more = new_round(state, seat)
    return state, events + more


def finish(state: State, reason: str, events: list[Event] | None = None) -> tuple[State, list[Event]]:
    """The game is over: by its rules ("went-out", "champion") or the G-8 cap ("turn-cap")."""
    state = msgspec.structs.replace(state, finished=True, reason=reason, unannounced=None, race=None)
    return state, [*(events or []), GameEnded(reason=reason)]
