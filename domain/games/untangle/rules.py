"""Untangle's rules: set-up, whose turn, legal moves and resolving a checked move (companion section 4)."""

from __future__ import annotations

from functools import lru_cache, reduce
from itertools import combinations

import msgspec

from domain.contract import Event, InvalidConfig
from domain.kit import first_seat, replace_at, without
from domain.lights import deal, kind_of, shuffle

from .components import BROKENS, ENDS, HAND_SIZE, KNOT_DECK, KNOT_SIZE, PATTERN_IDS, PATTERNS_EACH
from .events import CardsDiscarded, Extended, Removed, Replaced, Untangled
from .flow import begin_turn, check, complete, completions, draw_cards, pair_at
from .moves import Complete, DiscardAndDraw, Extend, Move, Remove, Replace, Untangle
from .state import PLAYS_KEPT, Play, UntangleConfig, UntangleState

State = UntangleState
MIN_SEATS, MAX_SEATS = 2, 6


def setup(config: UntangleConfig, players: int, seed: int) -> State:
    """Setup steps 1-5: patterns, the knot from plain and Bubble cards, Brokens shuffled in, hands, first turn."""
    if not MIN_SEATS <= players <= MAX_SEATS:
        raise InvalidConfig(f"Untangle seats {MIN_SEATS} to {MAX_SEATS} players, not {players}")
    first = first_seat(config.first_seat, players, seed)  # G-2: chance step 0
    patterns, counter = shuffle(PATTERN_IDS, seed, 1)
    secret, box = deal(patterns, players, PATTERNS_EACH)
    bulbs, counter = shuffle(KNOT_DECK, seed, counter)
    deck, counter = shuffle(bulbs[KNOT_SIZE:] + BROKENS, seed, counter)
    hands, deck = deal(deck, players, HAND_SIZE)
    state = State(
        seed=seed, counter=counter, players=players, max_turns=config.max_turns, first=first, active=first,
        knot=bulbs[:KNOT_SIZE], deck=deck, hands=hands, patterns=tuple(tuple(sorted(p)) for p in secret),
        completed=((),) * players, box_patterns=tuple(sorted(box)),
    )
    state, _ = begin_turn(state, first)
    return state


def actors(state: State) -> frozenset[int]:
    """The active seat until the game is over (every decision step is single, G-6)."""
    return frozenset() if state.finished else frozenset({state.active})


def moves(state: State, seat: int) -> list[Move]:
    """The active seat's options at its current step."""
    if state.step == "untangle":
        return list(untangle_options(state))
    if state.step == "action":
        return action_options(state.knot, state.hands[seat])
    return list(completions(state))


def banned(state: State, index: int) -> bool:
    """UN-2: the two cards the previous seat swapped, while still adjacent, may not be swapped back."""
    return state.ban is not None and {state.knot[index], state.knot[index + 1]} == set(state.ban)


def banned_index(state: State) -> int | None:
    """Where the barred pair (UN-2) lies in the knot, if it is still adjacent."""
    return None if state.ban is None else pair_at(state.knot, state.ban)


def untangle_options(state: State) -> list[Untangle]:
    """UN-1, UN-12: every adjacent pair but the barred one; none in a knot shorter than two."""
    pairs, barred = _pairs(len(state.knot)), banned_index(state)
    return [move for move in pairs if move.index != barred]


def action_options(knot: tuple[int | None, ...], hand: tuple[int, ...]) -> list[Move]:
    """Step 3 (UN-3 to UN-6): replace, remove, extend with cards in hand, or discard one or more and draw."""
    cards = sorted(hand)
    plain = [card for card in cards if kind_of(card) != "broken"]
    broken = [card for card in cards if kind_of(card) == "broken"]
    size = len(knot)
    options: list[Move] = [Replace(card=card, index=i) for card in plain for i in range(size)]
    options += [Remove(broken=card, index=i) for card in broken for i in range(size)]
    options += [Extend(card=card, end=end) for card in plain for end in ENDS]
    options += [DiscardAndDraw(cards=c) for n in range(1, len(cards) + 1) for c in combinations(cards, n)]
    return options


# Moves are frozen, and the pairs depend only on the knot's length, so each list is built once and shared; a
# caller gets its own copy of the list.
@lru_cache(maxsize=64)
def _pairs(size: int) -> tuple[Untangle, ...]:
    return tuple(Untangle(index=i) for i in range(size - 1))


def resolve(state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
    """Apply a checked move; after step 3 (and each choice of step 4) the check and refill run by themselves."""
    state = _record(state, seat, move)
    match move:
        case Untangle(index=i):
            pair = (state.knot[i], state.knot[i + 1])
            knot = (*state.knot[:i], pair[1], pair[0], *state.knot[i + 2 :])
            state = msgspec.structs.replace(state, knot=knot, swapped=pair, ban=None, step="action")
            return state, [Untangled(seat=seat, index=i, cards=pair)]  # type: ignore[arg-type]
        case Complete():
            state, events = complete(state, move)
        case _:
            state, events = _act(state, seat, move)
    state, more = check(state)
    return state, events + more


def _record(state: State, seat: int, move: Move) -> State:
    """Note a swap, a card played into the knot or the kinds of cards discarded among the table's plays, with the
    knot before it (a completion says nothing the table does not see otherwise); the latest `PLAYS_KEPT` stay."""

    def play(kind: str, at: int | None, barred: int | None = None) -> Play:
        return Play(seat=seat, done=len(state.completed[seat]), knot=state.knot, kind=kind, at=at, barred=barred)

    match move:
        case Untangle(index=i):
            new = (play("swap", i, banned_index(state)),)
        case Replace(card=card, index=i):
            new = (play(kind_of(card), i),)
        case Remove(index=i):
            new = (play("broken", i),)
        case Extend(card=card, end=end):
            new = (play(kind_of(card), -1 if end == "left" else len(state.knot)),)
        case DiscardAndDraw(cards=cards):
            # One play a kind discarded, in the order first met.
            new = tuple(play(kind, None) for kind in dict.fromkeys(kind_of(card) for card in cards))
        case _:
            return state
    return msgspec.structs.replace(state, plays=(state.plays + new)[-PLAYS_KEPT:])


def _act(state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
    """Step 3: one of the four actions."""
    hand, knot = state.hands[seat], state.knot
    match move:
        case Replace(card=card, index=i):
            state = _set(state, seat, without(hand, card), replace_at(knot, i, card), (knot[i],))
            return state, [Replaced(seat=seat, card=card, index=i, covered=knot[i])]  # type: ignore[arg-type]
        case Remove(broken=card, index=i):
            state = _set(state, seat, without(hand, card), knot[:i] + knot[i + 1 :], (card, knot[i]))
            return state, [Removed(seat=seat, broken=card, index=i, removed=knot[i])]  # type: ignore[arg-type]
        case Extend(card=card, end=end):
            knot = (card, *knot) if end == "left" else (*knot, card)
            state = _set(state, seat, without(hand, card), knot, ())
            return state, [Extended(seat=seat, card=card, end=end)]
        case DiscardAndDraw(cards=cards):
            state = _set(state, seat, reduce(without, cards, hand), knot, cards)
            state, events = draw_cards(state, seat, max(HAND_SIZE - len(state.hands[seat]), 0))
            return state, [CardsDiscarded(seat=seat, cards=cards), *events]
    raise AssertionError(f"not an action: {move!r}")


def _set(state: State, seat: int, hand: tuple, knot: tuple, discarded: tuple) -> State:
    """The state with `seat`'s new hand and knot, `discarded` put face up on the discard pile."""
    return msgspec.structs.replace(
        state, hands=replace_at(state.hands, seat, hand), knot=knot, discard=state.discard + discarded
    )


def idle(state: State, seat: int) -> str | None:
    """G-7: no pair may be swapped (UN-1, UN-12), or no card in hand for step 3 (UN-15)."""
    # At most one pair is barred (UN-2), so only a knot of two whose pair is barred, or a shorter one, has none.
    if state.step == "untangle" and (len(state.knot) < 2 or (len(state.knot) == 2 and banned(state, 0))):
        return "no pair in the knot may be untangled"
    if state.step == "action" and not state.hands[seat]:
        return "no card in hand to act with"
    return None


def skip(state: State, seat: int) -> tuple[State, list[Event]]:
    """Past an idle untangle to the action; past an idle action to the check and refill."""
    if state.step == "untangle":
        return msgspec.structs.replace(state, step="action", ban=None), []
    return check(state)
