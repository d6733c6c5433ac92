"""Check the Box's rules: set-up, whose turn, legal moves, resolving a checked move, and skipped turns."""

from __future__ import annotations

import msgspec

from domain.contract import Event, InvalidConfig
from domain.kit import first_seat, replace_at
from domain.kit.bounds import capped, open_rows
from domain.lights import deal, kind_of, shuffle

from .components import BOX, HAND_SIZE, KINDS, PLAY
from .events import Asked, BoxChecked, CardsHanded, DrawEnded, PresentDeclined
from .flow import KIND_INDEX, box_draw, next_turn, passed_over, place_sets, settle, widened, widened_passed
from .moves import Ask, Continue, Decline, DrawTwo, Move
from .state import MAX_TURNS, AskRecord, CheckTheBoxConfig, CheckTheBoxState

State = CheckTheBoxState
MIN_SEATS, MAX_SEATS = 2, 4


def setup(config: CheckTheBoxConfig, players: int, seed: int) -> State:
    """Shuffle the 51 cards, deal five each, place dealt sets (set-up steps 1-3); chance steps 0 and 1."""
    if not MIN_SEATS <= players <= MAX_SEATS:
        raise InvalidConfig(f"Check the Box is played by {MIN_SEATS} to {MAX_SEATS} seats, not {players}")
    if not 1 <= config.max_turns <= MAX_TURNS:
        raise InvalidConfig(f"max_turns must be from 1 to {MAX_TURNS}")
    first = first_seat(config.first_seat, players, seed)
    deck, counter = shuffle(PLAY, seed, 1)
    hands, pile = deal(deck, players, HAND_SIZE)
    state = State(
        seed=seed, counter=counter, players=players, max_turns=config.max_turns, first=first,
        hands=tuple(tuple(sorted(hand)) for hand in hands), pile=pile, box=BOX, sets=((),) * players,
        known=((0,) * len(KINDS),) * players, most=open_rows(players, len(KINDS)),
        passed=open_rows(players, len(KINDS)), active=first,
    )
    for seat in range(players):
        state, _ = place_sets(state, seat)  # set-up step 3 (CB-2)
    return state


def actors(state: State) -> frozenset[int]:
    """The drawer while a box draw waits for its follow-up step (CB-5), else the active seat."""
    if state.finished:
        return frozenset()
    return frozenset({state.active if state.drawer is None else state.drawer})


def moves(state: State, seat: int) -> list[Move]:
    """After a box draw `draw-two`/`decline` or `continue` (CB-5); else every ask CB-7 allows."""
    if state.drawer is not None:
        return [DrawTwo(), Decline()] if state.bonus and state.pile else [Continue()]
    return [Ask(seat=target, kind=kind) for target in _targets(state, seat) for kind in _held(state, seat)]


def _held(state: State, seat: int) -> list[str]:
    """CB-7: the kinds `seat` may ask for, those it holds, in the order of KINDS."""
    kinds = {kind_of(card) for card in state.hands[seat]}
    return [kind for kind in KINDS if kind in kinds]


def _targets(state: State, seat: int) -> list[int]:
    """CB-7: the seats `seat` may ask, every other seat holding a card."""
    return [target for target in range(state.players) if target != seat and state.hands[target]]


def refusal(state: State, seat: int, move: Move) -> str | None:
    """None when actor `seat` may make `move`, else why not: one rule check, the same answer as finding it in `moves`."""
    if state.drawer is not None:
        legal = move in moves(state, seat)  # at most two moves
    else:
        legal = type(move) is Ask and move.seat in _targets(state, seat) and move.kind in _held(state, seat)
    return None if legal else explain(state, seat, move)


def resolve(state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
    """Answer an ask, or end or extend a box draw; then everything automatic until someone must decide."""
    if isinstance(move, Ask):
        state, events = _ask(state, seat, move)
    elif isinstance(move, DrawTwo):
        state = msgspec.structs.replace(state, drawer=None, bonus=state.bonus - 1)
        state, events = box_draw(state, seat, 2, "present")  # CB-5: chains allowed
    else:
        state = msgspec.structs.replace(state, drawer=None, bonus=0)
        events = [DrawEnded(seat=seat)]  # the same public event for continue and decline (CB-5)
        if isinstance(move, Decline):
            events.append(PresentDeclined(seat=seat, to=(seat,)))
    state, more = settle(state)
    return state, events + more


def _ask(state: State, seat: int, move: Ask) -> tuple[State, list[Event]]:
    """The target hands over every card of the kind (CB-7), or says "Check the Box" (CB-4)."""
    target, kind, index = move.seat, move.kind, KIND_INDEX[move.kind]
    given = tuple(card for card in state.hands[target] if kind_of(card) == kind)
    hands = replace_at(state.hands, target, tuple(card for card in state.hands[target] if card not in given))
    hands = replace_at(hands, seat, tuple(sorted(state.hands[seat] + given)))
    # CB-9: the asker holds the kind (CB-7) plus what it got; the target now holds none.
    known = replace_at(state.known, target, replace_at(state.known[target], index, 0))
    known = replace_at(known, seat, replace_at(known[seat], index, max(known[seat][index], 1) + len(given)))
    # ... and at most what it held before plus what it got; the target none at all.
    most = widened(state, seat, len(given), kind)
    most = replace_at(most, target, capped(most[target], (index,)))
    passed = replace_at(passed_over(state), seat, capped(passed_over(state)[seat], _passed_by(state, target, index)))
    passed = widened_passed(msgspec.structs.replace(state, passed=passed), seat, len(given), kind)
    record = AskRecord(seat=seat, target=target, kind=kind, handed=len(given))
    state = msgspec.structs.replace(
        state, hands=hands, known=known, most=most, passed=passed, last_ask=record, turn=state.turn + 1, then="pass"
    )
    events: list[Event] = [Asked(seat=seat, target=target, kind=kind)]
    if given:
        events.append(CardsHanded(seat=target, to_seat=seat, kind=kind, count=len(given)))
        state, placed = place_sets(state, seat)
        if placed:  # CB-2: a set completed by an ask earns another turn; CB-3: otherwise the turn ends
            state = msgspec.structs.replace(state, then="again")
        return state, events + placed
    events.append(BoxChecked(seat=target, asker=seat))
    state, drawn = box_draw(state, seat, 1, "check-the-box")  # CB-4: no extra turn, even for a set
    return state, events + drawn


def _passed_by(state: State, target: int, index: int) -> tuple[int, ...]:
    """The kinds an ask for kind `index` passed over: those the table saw `target` hold when it saw none of the
    kind asked for (a seat that asks first for what the other is shown to hold would have asked for them)."""
    shown = state.known[target]
    return () if shown[index] else tuple(i for i, n in enumerate(shown) if n)


def idle(state: State, seat: int) -> str | None:
    """G-7, CB-6: an active seat with nothing to ask (no card, and the box is empty) is skipped."""
    if state.drawer is not None or (_held(state, seat) and _targets(state, seat)):
        return None
    return "no cards in hand and the box is empty" if not state.hands[seat] else "no other seat holds a card"


def skip(state: State, seat: int) -> tuple[State, list[Event]]:
    """G-7: the skipped turn counts towards the cap and passes clockwise."""
    state = msgspec.structs.replace(state, turn=state.turn + 1)
    return next_turn(state, (seat + 1) % state.players)


def explain(state: State, seat: int, move: Move) -> str:
    """Why a move is refused, naming only what `seat` may know (G-5)."""
    if state.drawer is not None:
        if isinstance(move, Ask):
            return "your box draw is not over yet: answer its follow-up step first (CB-5)"
        if isinstance(move, Continue):
            return "you drew a Present you may use: draw-two or decline (CB-5)"
        return "draw-two and decline follow only a box draw that brought a Present, with cards left (CB-5)"
    if not isinstance(move, Ask):
        return "no box draw of yours is waiting: it is your turn to ask (CB-5)"
    if move.seat == seat or not 0 <= move.seat < state.players:
        return f"ask another seat of the table, from 0 to {state.players - 1}"
    if not state.hands[move.seat]:
        return f"seat {move.seat} holds no cards (CB-7)"
    return f"you may only ask for a kind you hold, and you hold no {move.kind} (CB-7)"
