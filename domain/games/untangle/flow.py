"""The automatic parts of a turn: drawing (step 1), checking (step 4), refilling (step 5), passing the turn."""

from __future__ import annotations

import msgspec

from domain.contract import Event
from domain.kit import replace_at, without
from domain.lights import draw, kinds_of, reshuffle

from .components import BROKEN_SET, PATTERNS_TO_WIN, SPELLED, WINDOW
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
    ban = state.swapped if state.swapped is not None and pair_at(state.knot, state.swapped) is not None else None
    state = msgspec.structs.replace(state, active=seat, step="untangle", ban=ban, swapped=None)
    state, events = draw_cards(state, seat, 1)
    return state, [TurnStarted(seat=seat, round=state.round), *events]


def pair_at(knot: tuple[int | None, ...], pair: tuple[int, int]) -> int | None:
    """The left index of the two cards of `pair` while they lie side by side in the knot, in either order (UN-2)."""
    left, right = pair
    if left not in knot:
        return None
    at = knot.index(left)
    if at > 0 and knot[at - 1] == right:
        return at - 1
    return at if at + 1 < len(knot) and knot[at + 1] == right else None


def completions(state: State) -> list[Complete]:
    """Step 4: every (pattern, window, reading) of the active seat's secret patterns the knot shows (UN-7, UN-13)."""
    mine = state.patterns[state.active]
    kinds = tuple(kinds_of(state.knot))
    found = [
        Complete(pattern=pattern, start=start, direction=direction)
        for start in range(len(kinds) - WINDOW + 1)
        for pattern, directions in SPELLED.get(kinds[start : start + WINDOW], ())
        if pattern in mine
        for direction in directions
    ]
    found.sort(key=lambda move: move.pattern)  # stable: by pattern, then window, then reading
    return found


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
    knot = list(state.knot)
    holes = [i for i, card in enumerate(knot) if card is None]
    deck, discard, counter = state.deck, list(state.discard), state.counter
    placed, brokens = [], []
    events: list[Event] = []
    # Counted once: each card placed is one plain card fewer; a drawn Broken goes back to the discard. With
    # none left, the draws stop and the rest of the deck stays put.
    plain = len(deck) + len(discard) - sum(card in deck or card in discard for card in BROKEN_SET)
    filled = top = 0
    while filled < len(holes) and plain:
        if top == len(deck):  # G-3: the deck ran out; the discard, Brokens drawn so far included, is shuffled
            deck, rest, counter = reshuffle((), tuple(discard), state.seed, counter)
            discard, top = list(rest), 0
            events.append(DeckReshuffled(count=len(deck)))
        card = deck[top]
        top += 1
        if card in BROKEN_SET:
            brokens.append(card)
            discard.append(card)
        else:
            knot[holes[filled]] = card
            placed.append(card)
            filled += 1
            plain -= 1
    # UN-10: a position no card can fill closes up.
    closed = knot.count(None)
    state = msgspec.structs.replace(
        state,
        knot=tuple(card for card in knot if card is not None),
        deck=deck[top:],
        discard=tuple(discard),
        counter=counter,
    )
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
