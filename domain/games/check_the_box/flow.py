"""What happens by itself (companion 11.3 "auto"): sets placed, box draws, empty-hand refills, the turn passing."""

from __future__ import annotations

import msgspec

from domain.contract import Event
from domain.kit import replace_at
from domain.kit.bounds import open_rows, widen
from domain.lights import draw, kind_of

from .components import HAND_SIZE, KINDS, SET_SIZE, TOTAL_SETS
from .events import CardsDrawn, CardsSeen, DrawReason, GameEnded, SetPlaced, TurnStarted
from .state import CheckTheBoxState

State = CheckTheBoxState
KIND_INDEX = {kind: index for index, kind in enumerate(KINDS)}


def count(hand: tuple[int, ...], kind: str) -> int:
    """Cards of `kind` in a hand."""
    return sum(1 for card in hand if kind_of(card) == kind)


def bounds(state: State) -> tuple[tuple[int, ...], ...]:
    """Per seat and kind, the most it can hold as public speech shows it (states stored without it: unbounded)."""
    return state.most or open_rows(state.players, len(KINDS))


def passed_over(state: State) -> tuple[tuple[int, ...], ...]:
    """Per seat and kind, the most it can hold if it asks first for what the asked seat was shown to hold (open
    rows until a seat passes a kind over)."""
    return state.passed or open_rows(state.players, len(KINDS))


def widened(state: State, seat: int, added: int, kind: str | None = None) -> tuple[tuple[int, ...], ...]:
    """Every seat's bounds once `added` cards joined `seat`'s hand: unseen ones of any kind, or handed over in
    the open, of `kind`."""
    return _widened(bounds(state), state, seat, added, kind)


def widened_passed(state: State, seat: int, added: int, kind: str | None = None) -> tuple[tuple[int, ...], ...]:
    """The same for the rows of kinds passed over: a card taken since may be one of them."""
    return _widened(passed_over(state), state, seat, added, kind)


def _widened(
    rows: tuple[tuple[int, ...], ...], state: State, seat: int, added: int, kind: str | None
) -> tuple[tuple[int, ...], ...]:
    could_be = None if kind is None else (KIND_INDEX[kind],)
    return replace_at(rows, seat, widen(rows[seat], len(state.hands[seat]), added, could_be))


def place_sets(state: State, seat: int) -> tuple[State, list[Event]]:
    """CB-2: every three of a kind in `seat`'s hand go face up at once; a fourth or fifth stays in hand."""
    kinds = [kind_of(card) for card in state.hands[seat]]
    if all(kinds.count(kind) < SET_SIZE for kind in set(kinds)):
        return state, []
    hand, placed, known = list(state.hands[seat]), state.sets[seat], list(state.known[seat])
    most, passed = list(bounds(state)[seat]), list(passed_over(state)[seat])
    events: list[Event] = []
    for kind in KINDS:
        while (cards := [card for card in hand if kind_of(card) == kind]) and len(cards) >= SET_SIZE:
            hand = [card for card in hand if card not in cards[:SET_SIZE]]
            placed += tuple(cards[:SET_SIZE])
            known[KIND_INDEX[kind]] = max(0, known[KIND_INDEX[kind]] - SET_SIZE)
            most[KIND_INDEX[kind]] -= SET_SIZE  # it held the three it placed
            passed[KIND_INDEX[kind]] = max(0, passed[KIND_INDEX[kind]] - SET_SIZE)
            events.append(SetPlaced(seat=seat, kind=kind))
    if not events:
        return state, events
    state = msgspec.structs.replace(
        state, hands=replace_at(state.hands, seat, tuple(hand)), sets=replace_at(state.sets, seat, placed),
        known=replace_at(state.known, seat, tuple(known)), most=replace_at(bounds(state), seat, tuple(most)),
        passed=replace_at(passed_over(state), seat, tuple(passed)),
    )
    return state, events


def box_draw(state: State, seat: int, wanted: int, reason: DrawReason) -> tuple[State, list[Event]]:
    """Draw from the box (CB-4, CB-5, CB-6); the drawer then owes one follow-up step, Presents or not (CB-5)."""
    drawn = draw(state.pile, (), wanted, state.seed, state.counter)
    if not drawn.cards:
        return state, []  # CB-4: an empty box draws nothing and asks nothing
    presents = sum(1 for card in drawn.cards if kind_of(card) == "present")
    state = msgspec.structs.replace(
        state, pile=drawn.deck, counter=drawn.counter, drawer=seat, bonus=state.bonus + presents,
        hands=replace_at(state.hands, seat, tuple(sorted(state.hands[seat] + drawn.cards))),
        most=widened(state, seat, len(drawn.cards)), passed=widened_passed(state, seat, len(drawn.cards)),
    )
    kinds = tuple(sorted((kind_of(card) for card in drawn.cards), key=KIND_INDEX.__getitem__))
    events: list[Event] = [
        CardsDrawn(seat=seat, count=len(drawn.cards), reason=reason),
        CardsSeen(seat=seat, kinds=kinds, to=(seat,)),  # type: ignore[arg-type]
    ]
    state, placed = place_sets(state, seat)
    return state, events + placed


def settle(state: State) -> tuple[State, list[Event]]:
    """After any move: end the game, wait for a drawer, refill an empty hand (CB-6), or go on with the turn."""
    if sum(map(len, state.sets)) == TOTAL_SETS * SET_SIZE:  # CB-8: all 17 sets on the table
        return finish(state, "all-sets")
    if state.drawer is not None:
        return state, []
    order = [(state.active + step) % state.players for step in range(state.players)]
    empty = next((seat for seat in order if not state.hands[seat]), None)
    if empty is not None and state.pile:
        state, events = box_draw(state, empty, HAND_SIZE, "refill")
        more_state, more = settle(state)
        return more_state, events + more
    extra = state.then == "again"
    return next_turn(state, state.active if extra else (state.active + 1) % state.players, extra)


def next_turn(state: State, seat: int, extra: bool = False) -> tuple[State, list[Event]]:
    """`seat` asks next, unless the G-8 cap has been reached."""
    if state.turn >= state.max_turns:
        return finish(state, "turn-cap")
    state = msgspec.structs.replace(state, active=seat, then="pass")
    return state, [TurnStarted(seat=seat, extra=extra)]


def finish(state: State, reason: str) -> tuple[State, list[Event]]:
    """The game is over: by its rules ("all-sets", CB-8) or the cap ("turn-cap", G-8)."""
    state = msgspec.structs.replace(state, finished=True, reason=reason, drawer=None, bonus=0)
    return state, [GameEnded(reason=reason)]


def sets_of(state: State, seat: int) -> list[str]:
    """The kinds of `seat`'s placed sets, in the order placed."""
    return [kind_of(card) for card in state.sets[seat][::SET_SIZE]]

