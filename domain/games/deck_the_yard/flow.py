"""What happens by itself (companion 13.3 "auto"): completion, the refill with its special cards, the end."""

from __future__ import annotations

import msgspec

from domain.contract import Event
from domain.lights import fits, kind_of, shuffle

from .components import HAND_KINDS, HAND_SIZE, STRING_LENGTH, TARGETS, bulbs_of
from .events import (
    AsideShuffled,
    CardDrawn,
    CardSeen,
    GameEnded,
    PatternClaimed,
    PatternRevealed,
    PlayOutBegan,
    PowerSurged,
    SetAside,
    SpecialDrawn,
    StringWiped,
)
from .state import DeckTheYardState

State = DeckTheYardState
END = "played-out"  # DY-7: the rules' own end


def plays_on(kind: str, pattern: int, slot: int) -> bool:
    """DY-2: a plain bulb of the slot's colour or a Bubble (wild) may fill `slot` of `pattern`."""
    return slot < STRING_LENGTH and fits(kind, bulbs_of(pattern)[slot])


def next_colour(state: State) -> str | None:
    """The colour the current string needs next (DY-2), or None without a chosen Pattern."""
    if state.current is None or len(state.string) >= STRING_LENGTH:
        return None
    return bulbs_of(state.current)[len(state.string)]


def playable(state: State) -> list[int]:
    """Hand cards that may go on the current string now (none without a chosen Pattern)."""
    if state.current is None:
        return []
    return [c for c in state.hand if plays_on(kind_of(c), state.current, len(state.string))]


def options(state: State) -> list[int]:
    """DY-1: Patterns the empty string may be started on; in the play-out only those a hand card starts (DY-7)."""
    if not state.playout:
        return list(state.patterns)
    return [p for p in state.patterns if any(plays_on(kind_of(c), p, 0) for c in state.hand)]


def plugs(state: State) -> list[int]:
    """The Plugs in the hand."""
    return [c for c in state.hand if kind_of(c) == "plug"]


def complete(state: State) -> tuple[State, list[Event]]:
    """The string matches: bulbs to the discard, the Pattern to the Claim pile, a new Pattern revealed (DY-1, DY-9)."""
    pattern = state.current
    assert pattern is not None
    events: list[Event] = [PatternClaimed(pattern=pattern)]
    patterns = tuple(p for p in state.patterns if p != pattern)
    deck = state.pattern_deck
    if deck:  # DY-9: an empty Pattern deck reveals nothing
        patterns, deck = (*patterns, deck[0]), deck[1:]
        events.append(PatternRevealed(pattern=patterns[-1]))
    state = msgspec.structs.replace(
        state, discard=state.discard + state.string, string=(), claims=(*state.claims, pattern),
        patterns=patterns, pattern_deck=deck, current=None,
    )
    return state, events


def refill(state: State) -> tuple[State, list[Event]]:
    """Draw to five, one card at a time, each special resolved in draw order (DY-3); stop at a decision."""
    events: list[Event] = []
    while not state.playout and state.pending is None and len(state.hand) < HAND_SIZE:
        if not state.deck:
            state = msgspec.structs.replace(state, playout=True)  # DY-7
            events.append(PlayOutBegan(hand=len(state.hand)))
            break
        card, state = state.deck[0], msgspec.structs.replace(state, deck=state.deck[1:])
        if kind_of(card) in HAND_KINDS:  # "Bubble Bulb or Plug: put the card in your hand"
            state = msgspec.structs.replace(state, hand=tuple(sorted((*state.hand, card))))
            events += [CardDrawn(), CardSeen(card=card, to=(0,))]
            continue
        events.append(SpecialDrawn(card=card))
        state, more = special(state, card)
        events += more
    return state, events


def special(state: State, card: int) -> tuple[State, list[Event]]:
    """A special card drawn: wait for the player when a Plug could be paid, else resolve it (DY-4..DY-6)."""
    kind = kind_of(card)
    if kind == "broken" and not state.string:  # DY-5: with an empty string nothing happens
        return msgspec.structs.replace(state, discard=(*state.discard, card)), []
    if plugs(state):  # "Discarding a Plug to prevent a special card ability is always optional."
        return msgspec.structs.replace(state, pending=card), []
    return suffer(state, card)


def suffer(state: State, card: int) -> tuple[State, list[Event]]:
    """The special card's effect with no Plug paid: a Character is discarded (DY-4), a Broken wipes, a Present surges."""
    kind, wiped = kind_of(card), state.string if kind_of(card) == "broken" else ()
    # "discard all the bulbs in your string ... Then discard the Broken Bulb itself"
    state = msgspec.structs.replace(state, discard=(*state.discard, *wiped, card), pending=None)
    if kind == "broken":
        return msgspec.structs.replace(state, string=(), current=None), [StringWiped(cards=wiped)]
    if kind == "present":
        return surge(state)
    return state, []


def surge(state: State) -> tuple[State, list[Event]]:
    """DY-6: discard the hand and draw five; specials drawn are set aside, then shuffled into the deck."""
    events: list[Event] = [PowerSurged(cards=state.hand)]
    hand, deck, aside = (), state.deck, ()
    while len(hand) < HAND_SIZE and deck:
        card, deck = deck[0], deck[1:]
        if kind_of(card) in HAND_KINDS:
            hand = tuple(sorted((*hand, card)))
            events += [CardDrawn(), CardSeen(card=card, to=(0,))]
        else:
            aside = (*aside, card)
            events += [SpecialDrawn(card=card), SetAside(card=card)]
    counter = state.counter
    if aside:  # DY-6: shuffled into the deck once the hand has five, or at once when the deck ran out
        deck, counter = shuffle(deck + aside, state.seed, counter)
        events.append(AsideShuffled(count=len(aside)))
    state = msgspec.structs.replace(
        state, discard=state.discard + state.hand, hand=hand, deck=deck, counter=counter,
    )
    if len(hand) < HAND_SIZE:  # DY-6: the play-out begins and nothing more is drawn
        state = msgspec.structs.replace(state, playout=True)
        events.append(PlayOutBegan(hand=len(hand)))
    return state, events


def settle(state: State) -> tuple[State, list[Event]]:
    """DY-7: in the play-out the game ends once the hand is empty or no card of it can be played."""
    if not state.playout or state.pending is not None:
        return state, []
    if options(state) if state.current is None else playable(state):
        return state, []
    state = msgspec.structs.replace(state, finished=True, reason=END)
    return state, [GameEnded(reason=END, claims=len(state.claims), target=TARGETS[state.difficulty])]
