"""Deck the Yard's rules: set-up, the steps and their legal moves, resolving a checked move."""

from __future__ import annotations

from typing import Literal

import msgspec

from domain.contract import Event, InvalidConfig
from domain.lights import deal, kind_of, shuffle

from .components import (
    BOX,
    HAND_CARDS,
    HAND_SIZE,
    PATTERNS,
    POWER_SURGE,
    REVEALED,
    SPECIAL_CARDS,
    STRING_LENGTH,
    TARGETS,
    reaction_to,
)
from .events import BulbPlayed, CardDiscarded, CharacterClaimed, PatternChosen, PlugPaid
from .flow import complete, next_colour, options, playable, plugs, refill, settle, suffer
from .moves import ChoosePattern, Decline, Discard, Move, PayPlug, Play, TakeEffect
from .state import DeckTheYardConfig, DeckTheYardState

State = DeckTheYardState
SEATS = 1
Phase = Literal["choose", "act", "special", "over"]


def setup(config: DeckTheYardConfig, players: int, seed: int) -> State:
    """Set-up steps 1-5 of the rulebook; chance steps 0 (Patterns), 1 (the hand's cards) and 2 (the Bulb deck)."""
    if players != SEATS:
        raise InvalidConfig(f"Deck the Yard is a solo game: one seat, not {players}")
    if config.difficulty not in TARGETS:
        raise InvalidConfig(f"difficulty must be one of {', '.join(TARGETS)}")
    patterns, counter = shuffle(PATTERNS, seed, 0)
    cards, counter = shuffle(HAND_CARDS, seed, counter)
    (hand,), rest = deal(cards, 1, HAND_SIZE)
    deck, counter = shuffle(rest + SPECIAL_CARDS, seed, counter)
    return State(
        seed=seed, counter=counter, difficulty=config.difficulty, pattern_deck=patterns[REVEALED:],
        patterns=patterns[:REVEALED], hand=tuple(sorted(hand)), deck=deck, reminder=(POWER_SURGE,), box=BOX,
    )


def phase(state: State) -> Phase:
    """The step the game waits for: a special card's answer, a Pattern to choose, or the turn's action."""
    if state.finished:
        return "over"
    if state.pending is not None:
        return "special"
    # In the play-out a running game always has a Pattern some card starts (DY-7), so `patterns` says it all.
    return "choose" if state.current is None and state.patterns else "act"


def actors(state: State) -> frozenset[int]:
    """The one seat until the game is over."""
    return frozenset() if state.finished else frozenset({0})


def moves(state: State, seat: int) -> list[Move]:
    """Every move of the step: never empty while the game runs (G-7, DY-7)."""
    step = phase(state)
    if step == "special":
        assert state.pending is not None
        return [PayPlug(), Decline() if reaction_to(state.pending) == "decline" else TakeEffect()]
    if step == "choose":
        return [ChoosePattern(pattern=pattern) for pattern in options(state)]
    plays: list[Move] = [Play(card=card) for card in playable(state)]
    # DY-7: in the play-out only plays remain, since discarding then gains nothing.
    return plays if state.playout else plays + [Discard(card=card) for card in state.hand]


def resolve(state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
    """Apply a checked move, then the completion, the refill and the end as they follow (companion 13.3)."""
    state = msgspec.structs.replace(state, turn=state.turn + 1)
    events: list[Event]
    if isinstance(move, ChoosePattern):
        state, events = msgspec.structs.replace(state, current=move.pattern), [PatternChosen(pattern=move.pattern)]
    elif isinstance(move, Play | Discard):
        state, events = _act(state, move)
    elif isinstance(move, PayPlug):
        state, events = _pay(state)
    else:
        assert state.pending is not None
        state, events = suffer(state, state.pending)
    if not isinstance(move, ChoosePattern):
        state, more = refill(state)  # the refill ends the turn, or goes on after an answer (DY-3)
        events += more
    state, more = settle(state)
    return state, events + more


def _act(state: State, move: Play | Discard) -> tuple[State, list[Event]]:
    """Play a bulb to the next slot (completing the Pattern when it is the fifth), or discard a card."""
    hand = tuple(card for card in state.hand if card != move.card)
    if isinstance(move, Discard):
        state = msgspec.structs.replace(state, hand=hand, discard=(*state.discard, move.card))
        return state, [CardDiscarded(card=move.card)]
    slot = len(state.string)
    state = msgspec.structs.replace(state, hand=hand, string=(*state.string, move.card))
    events: list[Event] = [BulbPlayed(card=move.card, slot=slot)]
    if len(state.string) == STRING_LENGTH:
        state, more = complete(state)
        events += more
    return state, events


def _pay(state: State) -> tuple[State, list[Event]]:
    """Discard a Plug for the pending special: a Character is claimed (DY-4), a Broken or Present discarded."""
    special, plug = state.pending, plugs(state)[0]
    assert special is not None
    hand = tuple(card for card in state.hand if card != plug)
    events: list[Event] = [PlugPaid(plug=plug, against=special)]
    if kind_of(special) == "character":
        state = msgspec.structs.replace(state, hand=hand, discard=(*state.discard, plug), claims=(*state.claims, special))
        events.append(CharacterClaimed(card=special))
    else:
        state = msgspec.structs.replace(state, hand=hand, discard=(*state.discard, plug, special))
    return msgspec.structs.replace(state, pending=None), events


def explain(state: State, seat: int, move: Move) -> str:
    """Why a move is refused, naming only what the player sees (G-5)."""
    step = phase(state)
    if step == "special":
        return f"answer the card just drawn first: pay-plug or {reaction_to(state.pending or 0)} (DY-3)"
    if isinstance(move, PayPlug | Decline | TakeEffect):
        return "no special card is waiting for an answer"
    if step == "choose":
        return "choose one of the revealed Pattern cards for the empty string first (DY-1)"
    if isinstance(move, ChoosePattern):
        return "the string's Pattern is fixed until it is completed or wiped (DY-1)"
    if move.card not in state.hand:
        return f"card {move.card} is not in your hand"
    if isinstance(move, Discard):
        return "in the play-out discarding gains nothing: play a card or the game is over (DY-7)"
    if state.current is None:
        return "no Pattern is chosen, so no bulb can be played"
    return f"the next bulb of the Pattern is {next_colour(state)}: play that colour or a Bubble (DY-2)"
