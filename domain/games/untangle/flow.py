"""The automatic parts of a turn: drawing (step 1), checking (step 4), refilling (step 5), passing the turn."""

from __future__ import annotations

import msgspec

from domain.contract import Event
from domain.kit import replace_at, without
from domain.lights import draw, kind_of, kinds_of

from .components import PATTERNS_TO_WIN, WINDOW, readings
from .events import CardsDrawn, CardsSeen, DeckReshuffled, GameEnded, KnotRefilled, PatternCompleted, TurnStarted
from .moves import Complete
from .state import UntangleState

State = UntangleState


def draw_cards(state: State, seat: int, count: int) -> tuple[State, list[Event]]:
    """Draw up to `count` cards into `seat`'s hand, reshuffling the discard when the deck runs out (G-3)."""
    drawn = draw(state.deck, state.discard, count, state.seed, state.counter)
    events: list[Event] = [DeckReshuffled(count=size) for size in drawn.reshuffles]
    hands = replace_at(state.hands, seat, state.hands[seat] + drawn.cards)
    state = msgspec.structs.replace(
        state, deck=drawn.deck, discard=drawn.discard, counter=drawn.counter, hands=hands
    )
    if drawn.cards:
        events.append(CardsDrawn(seat=seat, count=len(drawn.cards)))
        events.append(CardsSeen(to=(seat,), seat=seat, cards=drawn.cards))
    return state, events


def begin_turn(state: State, seat: int) -> tuple[State, list[Event]]:
    """Step 1: the seat draws a card (UN-14); the pair the previous seat swapped is barred to it (UN-2)."""
    ban = state.swapped if state.swapped is not None and _adjacent(state.knot, state.swapped) else None
    state = msgspec.structs.replace(state, active=seat, step="untangle", ban=ban, swapped=None)
    state, events = draw_cards(state, seat, 1)
    return state, [TurnStarted(seat=seat, round=state.round), *events]


def _adjacent(knot: tuple[int | None, ...], pair: tuple[int, int]) -> bool:
    """True while the two cards still lie side by side in the knot (UN-2)."""
    cards = set(pair)
    return any({knot[i], knot[i + 1]} == cards for i in range(len(knot) - 1))


def completions(state: State) -> list[Complete]:
    """Step 4: every (pattern, window, reading) of the active seat's secret patterns the knot shows (UN-7, UN-13)."""
    kinds = kinds_of(state.knot)
    windows = [tuple(kinds[start : start + WINDOW]) for start in range(len(kinds) - WINDOW + 1)]
    return [
        Complete(pattern=pattern, start=start, direction=direction)
        for pattern in sorted(state.patterns[state.active])
        for start, window in enumerate(windows)
        for direction in readings(window, pattern)
    ]


def check(state: State) -> tuple[State, list[Event]]:
    """UN-8: complete a lone match at once, ask when there is a choice, else refill and pass the turn."""
    events: list[Event] = []
    while not state.finished:
        options = completions(state)
        if len(options) > 1:
            return msgspec.structs.replace(state, step="complete"), events
        if not options:
            state, more = refill(state)
            state, rest = end_turn(state)
            return state, events + more + rest
        state, more = complete(state, options[0])
        events += more
    return state, events


def complete(state: State, move: Complete) -> tuple[State, list[Event]]:
    """Reveal the pattern, discard its five cards and leave their positions empty until step 5 (UN-9, UN-17)."""
    seat = state.active
    cards = tuple(state.knot[move.start : move.start + WINDOW])
    knot = state.knot[: move.start] + (None,) * WINDOW + state.knot[move.start + WINDOW :]
    state = msgspec.structs.replace(
        state,
        knot=knot,
        discard=state.discard + cards,  # type: ignore[operator]
        patterns=replace_at(state.patterns, seat, without(state.patterns[seat], move.pattern)),
        completed=replace_at(state.completed, seat, state.completed[seat] + (move.pattern,)),
    )
    events: list[Event] = [PatternCompleted(seat=seat, cards=cards, **msgspec.structs.asdict(move))]
    if len(state.completed[seat]) >= PATTERNS_TO_WIN:
        state, more = finish(state, "three-patterns", winner=seat)  # UN-16: the game ends at once
        events += more
    return state, events


def refill(state: State) -> tuple[State, list[Event]]:
    """UN-10: fill emptied positions left to right from the deck; a revealed Broken is discarded and replaced."""
    if None not in state.knot:
        return state, []
    knot, placed, brokens = list(state.knot), [], []
    events: list[Event] = []
    for position in [i for i, card in enumerate(state.knot) if card is None]:
        while knot[position] is None and not all(kind_of(c) == "broken" for c in state.deck + state.discard):
            drawn = draw(state.deck, state.discard, 1, state.seed, state.counter)
            events += [DeckReshuffled(count=size) for size in drawn.reshuffles]
            state = msgspec.structs.replace(state, deck=drawn.deck, discard=drawn.discard, counter=drawn.counter)
            card = drawn.cards[0]
            if kind_of(card) == "broken":
                brokens.append(card)
                state = msgspec.structs.replace(state, discard=state.discard + (card,))
            else:
                knot[position] = card
                placed.append(card)
    # UN-10: a position no card can fill closes up.
    closed = knot.count(None)
    state = msgspec.structs.replace(state, knot=tuple(card for card in knot if card is not None))
    return state, [*events, KnotRefilled(cards=tuple(placed), brokens=tuple(brokens), closed=closed)]


def end_turn(state: State) -> tuple[State, list[Event]]:
    """Pass the turn clockwise (G-1); a round ends when it comes back to the first seat; G-8 caps the rounds."""
    seat = (state.active + 1) % state.players
    if seat == state.first:
        state = msgspec.structs.replace(state, round=state.round + 1)
        if state.round >= state.max_turns:
            return finish(state, "turn-cap", winner=None)
    return begin_turn(state, seat)


def finish(state: State, reason: str, winner: int | None) -> tuple[State, list[Event]]:
    """End the game; every Pattern card is revealed (UN-17)."""
    state = msgspec.structs.replace(state, finished=True, reason=reason, winner=winner)
    patterns = tuple(done + left for done, left in zip(state.completed, state.patterns, strict=True))
    return state, [GameEnded(reason=reason, winner=winner, patterns=patterns)]
