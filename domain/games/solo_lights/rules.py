"""Solo Lights' rules: set-up, the seat's legal moves in each step, and resolving a checked move."""

from __future__ import annotations

from typing import Literal

import msgspec

from domain.contract import Event, InvalidConfig
from domain.kit import replace_at, without
from domain.lights import ALL_CARDS, deal, fits, kind_of, next_slot, open_slots, shuffle
from domain.lights.components import KINDS

from .components import (
    HAND_SIZE,
    OPENING_DECK,
    OPENING_PATTERNS,
    PATTERNS,
    POWER_SURGE,
    PRESENTS,
    SPECIALS,
    STRING_LENGTH,
    bulbs_of,
    character_stack,
)
from .events import BulbPlayed, CardDiscarded, PatternChosen, PatternDiscarded, PlugPlayed, Rewound, StringCompleted
from .flow import SEAT, finish, refill
from .moves import ChoosePattern, DiscardAndDraw, Move, Play, PlayPlug, Rewind
from .state import SoloLightsConfig, SoloLightsState

State = SoloLightsState
Step = Literal["choose", "plug", "build"]
PLAYERS = 1
EMPTY = (None,) * STRING_LENGTH


def setup(config: SoloLightsConfig, players: int, seed: int) -> State:
    """Set-up steps 1-6 of the rulebook; chance steps 0 (opening deck), 1 (Bulb deck) and 2 (patterns)."""
    if players != PLAYERS:
        raise InvalidConfig(f"Solo Lights is played by one seat, not {players}")
    if not 5 <= config.strings_to_win <= 9 or not 4 <= config.characters <= 6:
        raise InvalidConfig("strings_to_win must be from 5 to 9 and characters from 4 to 6 (SL-14)")
    opening, counter = shuffle(OPENING_DECK, seed, 0)  # step 1: Plugs and plain bulbs
    (hand,), rest = deal(opening, 1, HAND_SIZE)  # step 2
    specials = SPECIALS + PRESENTS + ((POWER_SURGE,) if config.power_surge else ())
    deck, counter = shuffle(rest + specials, seed, counter)  # step 3
    patterns, counter = shuffle(PATTERNS, seed, counter)  # step 5
    stack = character_stack(config.characters)  # step 4
    in_play = {*OPENING_DECK, *specials, *PATTERNS, *stack}
    state = State(
        seed=seed, counter=counter, strings_to_win=config.strings_to_win, characters=config.characters,
        in_sequence=config.in_sequence, power_surge=config.power_surge, hand=tuple(sorted(hand)), deck=deck,
        box=tuple(card for card in ALL_CARDS if card not in in_play), pattern_deck=patterns[OPENING_PATTERNS:],
        options=patterns[:OPENING_PATTERNS], stack=stack,  # step 6: two revealed
    )
    state, _ = refill(state)  # SL-7: a Power Surge on top once set-up ends fires before the first turn
    return state


def actors(state: State) -> frozenset[int]:
    """The one seat, until the game is won or lost."""
    return frozenset() if state.finished else frozenset({SEAT})


def step(state: State) -> Step:
    """SL-4 a Plug is owed; SL-3 the next string's pattern is to be chosen; else the string is being built."""
    if state.plug_needed:
        return "plug"
    return "choose" if state.current is None else "build"


def held(state: State) -> list[str]:
    """The kinds in hand, in box order."""
    kinds = {kind_of(card) for card in state.hand}
    return [kind for kind in KINDS if kind in kinds]


def positions(state: State, kind: str) -> list[int]:
    """SL-1: the positions (1-5) a bulb of `kind` may fill now, in any order or `in_sequence`."""
    if state.current is None:
        return []
    bulbs, string = bulbs_of(state.current), state.string
    if not state.in_sequence:
        return [slot + 1 for slot in open_slots(string, bulbs, kind)]
    if state.direction is None:  # the first card picks the end the string grows from
        return [slot + 1 for slot in (0, STRING_LENGTH - 1) if fits(kind, bulbs[slot])]
    slot = next_slot(string, state.direction)
    return [slot + 1] if slot is not None and fits(kind, bulbs[slot]) else []


def choices(state: State) -> tuple[int, ...]:
    """SL-3: the patterns the next string may use (at set-up only the two revealed)."""
    return state.options[:OPENING_PATTERNS] if state.opening else state.options


def moves(state: State, seat: int) -> list[Move]:
    """Every move of the step; `discard-and-draw` only when nothing, Bubbles included, is playable (SL-2)."""
    kinds = held(state)
    rewind: list[Move] = [Rewind()] if "bubble" in kinds and state.flipped else []  # SL-8
    where = step(state)
    if where == "choose":
        return [*(ChoosePattern(pattern=pattern) for pattern in choices(state)), *rewind]
    if where == "plug":
        plays: list[Move] = [PlayPlug(kind=kind) for kind in ("plug", "bubble") if kind in kinds]
    else:
        plays = [Play(kind=kind, position=at) for kind in kinds for at in positions(state, kind)]  # type: ignore[arg-type]
    return [*plays, *rewind] if plays else [DiscardAndDraw(kind=kind) for kind in kinds]  # type: ignore[arg-type]


def resolve(state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
    """Apply the move, then draw back to five (SL-5 to SL-7); a completed string may end the game (SL-10)."""
    state = msgspec.structs.replace(state, turn=state.turn + 1)
    match move:
        case ChoosePattern(pattern=pattern):
            return _choose(state, pattern)
        case Play(kind=kind, position=position):
            state, events = _play(state, kind, position)
        case PlayPlug(kind=kind):
            card = _card(state, kind)
            state = msgspec.structs.replace(
                state, hand=without(state.hand, card), links=(*state.links, card), plug_needed=False
            )
            events = [PlugPlayed(kind=kind)]
        case Rewind():
            card, character = _card(state, "bubble"), state.flipped[-1]
            state = msgspec.structs.replace(
                state, hand=without(state.hand, card), discard=(*state.discard, card),
                flipped=state.flipped[:-1], stack=(character, *state.stack),
            )
            events = [Rewound(character=character)]
        case DiscardAndDraw(kind=kind):
            card = _card(state, kind)
            state = msgspec.structs.replace(state, hand=without(state.hand, card), discard=(*state.discard, card))
            events = [CardDiscarded(kind=kind)]
    if state.finished:
        return state, events
    state, drawn = refill(state)
    state, ended = settle(state)
    return state, [*events, *drawn, *ended]


def settle(state: State) -> tuple[State, list[Event]]:
    """SL-12: a string to start with no pattern to start it on loses the game."""
    if not state.finished and step(state) == "choose" and not choices(state):
        return finish(state, "no-pattern")
    return state, []


def _card(state: State, kind: str) -> int:
    """The lowest id of `kind` in hand (cards of a kind are alike)."""
    return next(card for card in state.hand if kind_of(card) == kind)


def _choose(state: State, pattern: int) -> tuple[State, list[Event]]:
    """SL-3: fix the string's pattern; at set-up the other revealed pattern is discarded."""
    events: list[Event] = [PatternChosen(pattern=pattern)]
    options = without(state.options, pattern)
    discarded: tuple[int, ...] = ()
    if state.opening:
        discarded = tuple(other for other in state.options[:OPENING_PATTERNS] if other != pattern)
        options = tuple(other for other in options if other not in discarded)
        events += [PatternDiscarded(pattern=other) for other in discarded]
    state = msgspec.structs.replace(
        state, options=options, pattern_discard=(*state.pattern_discard, *discarded), current=pattern,
        string=EMPTY, direction=None, opening=False,
    )
    return state, events


def _play(state: State, kind: str, position: int) -> tuple[State, list[Event]]:
    """Place the bulb; a fifth bulb completes the string (SL-14) and may win (SL-10)."""
    card, slot = _card(state, kind), position - 1
    direction = state.direction
    if state.in_sequence and direction is None:  # SL-1: the first card's end fixes the direction
        direction = "left-to-right" if slot == 0 else "right-to-left"
    string = replace_at(state.string, slot, card)
    state = msgspec.structs.replace(state, hand=without(state.hand, card), string=string, direction=direction)
    events: list[Event] = [BulbPlayed(kind=kind, position=position)]  # type: ignore[arg-type]
    if None in string:
        return state, events
    done = (*state.done, state.current)
    state = msgspec.structs.replace(
        state, discard=(*state.discard, *string), done=done, current=None, string=EMPTY, direction=None,
    )
    if len(done) >= state.strings_to_win:  # SL-10: the last string wins at once
        state, ended = finish(state, "all-strings")
        return state, [*events, StringCompleted(pattern=done[-1], strings=len(done)), *ended]
    drawn = state.pattern_deck[0] if state.pattern_deck else None  # SL-3, SL-12
    state = msgspec.structs.replace(
        state, pattern_deck=state.pattern_deck[1:], options=(*state.options, *([drawn] if drawn else [])),
        plug_needed=True,  # SL-4
    )
    return state, [*events, StringCompleted(pattern=done[-1], strings=len(done), drawn=drawn)]


def explain(state: State, seat: int, move: Move) -> str:
    """Why a move is refused, naming only what the seat may know (G-5)."""
    where, kinds = step(state), held(state)
    if isinstance(move, Rewind):
        return "rewind needs a Bubble in hand and a face-up Character (SL-8)"
    if isinstance(move, ChoosePattern):
        if where != "choose":
            return "a pattern is chosen only when a new string starts, after its Plug (SL-3, SL-4)"
        return f"pattern {move.pattern} is not among the ones you may choose now (SL-3)"
    if where == "choose":
        return "choose the next string's pattern first (SL-3)"
    if move.kind not in kinds:  # type: ignore[union-attr]
        return f"you hold no {move.kind}"  # type: ignore[union-attr]
    if isinstance(move, DiscardAndDraw):
        return "a card in your hand is playable, and it must be played first (SL-2)"
    if isinstance(move, PlayPlug):
        return "no completed string waits for a Plug (SL-4)"
    if where == "plug":
        return "a Plug, or a Bubble used as one, must link the completed string first (SL-4)"
    if state.in_sequence:
        return f"a {move.kind} cannot go to position {move.position}: the string fills in order (SL-1)"  # type: ignore[union-attr]
    return f"position {move.position} cannot take a {move.kind} (SL-1)"  # type: ignore[union-attr]
