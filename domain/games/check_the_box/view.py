"""What a seat of Check the Box may know (CB-9, G-5), and a full state rebuilt from that knowledge."""

from __future__ import annotations

import random

import msgspec

from domain.contract import BaseView
from domain.lights import kind_of

from .components import BOX, KINDS, PLAY, SET_SIZE, Kind
from .flow import KIND_INDEX, sets_of
from .rules import actors
from .state import AskRecord, CheckTheBoxState, Then

State = CheckTheBoxState


class SeatView(msgspec.Struct, frozen=True, kw_only=True):
    """One seat as the whole table sees it."""

    seat: int
    hand_count: int  # cards in hand (faces hidden)
    sets: list[Kind]  # the kind of each placed set, in the order placed
    known: dict[str, int]  # CB-9: cards of each kind it surely holds, deduced from asks and answers


class CheckTheBoxView(BaseView, frozen=True, kw_only=True):
    """One seat's knowledge: its own hand, and for the rest counts, sets and what public speech revealed.

    players, first_seat, max_turns: the table and its options; turn: asks and skipped turns so far (G-8);
    active: the seat whose turn it is; extra_turn: its ask completed a set, so it asks again once the
    draws are over (CB-2); drawing: the seat whose box draw waits for its follow-up step (CB-5), the same
    for everyone whether or not a Present came up; hand: the viewer's own cards by kind (empty for a
    spectator); bonus: the viewer's unused Presents from that draw (0 for everyone else); seats: every
    seat's public area; pile_count: cards left in the box pile; box_count: cards of the box not in play
    (G-4); last_ask: the latest ask and its answer (G-10); reason: how the game ended.
    """

    players: int = 2
    first_seat: int = 0
    max_turns: int = 0
    turn: int = 0
    active: int = 0
    extra_turn: bool = False
    drawing: int | None = None
    hand: list[Kind] = []
    bonus: int = 0
    seats: list[SeatView] = []
    pile_count: int = 0
    box_count: int = 0
    last_ask: AskRecord | None = None
    reason: str | None = None


def _kinds(cards: tuple[int, ...]) -> list[Kind]:
    return sorted((kind_of(card) for card in cards), key=KIND_INDEX.__getitem__)  # type: ignore[return-value]


def view(state: State, seat: int | None) -> CheckTheBoxView:
    """Own hand and bonus; every other hand, the pile order and others' bonuses only as counts or not at all."""
    mine = seat is not None and 0 <= seat < state.players
    return CheckTheBoxView(
        seat=seat, actors=sorted(actors(state)), finished=state.finished, players=state.players,
        first_seat=state.first, max_turns=state.max_turns, turn=state.turn, active=state.active,
        extra_turn=state.then == "again", drawing=state.drawer,
        hand=_kinds(state.hands[seat]) if mine else [],
        bonus=state.bonus if mine and seat == state.drawer else 0,
        seats=[
            SeatView(
                seat=s, hand_count=len(state.hands[s]), sets=sets_of(state, s),  # type: ignore[arg-type]
                known={kind: n for kind, n in zip(KINDS, state.known[s], strict=True) if n},
            )
            for s in range(state.players)
        ],
        pile_count=len(state.pile), box_count=len(state.box), last_ask=state.last_ask, reason=state.reason,
    )


def determinize(v: CheckTheBoxView, rng: random.Random) -> State:
    """Deal the unseen cards to the other hands (publicly known cards first) and the pile, and guess bonuses."""
    pool: dict[str, list[int]] = {kind: [c for c in PLAY if kind_of(c) == kind] for kind in KINDS}

    def take(kind: str, n: int) -> list[int]:
        taken, pool[kind] = pool[kind][:n], pool[kind][n:]
        return taken

    sets = tuple(tuple(c for kind in sv.sets for c in take(kind, SET_SIZE)) for sv in v.seats)
    hands: list[list[int]] = [[] for _ in v.seats]
    if v.seat is not None:
        hands[v.seat] = [c for kind in v.hand for c in take(kind, 1)]
    others = [sv for sv in v.seats if sv.seat != v.seat]
    for sv in others:  # CB-9: what public speech proved a seat holds
        hands[sv.seat] = [c for kind, n in sv.known.items() for c in take(kind, n)]
    unseen = [c for kind in KINDS for c in pool[kind]]
    rng.shuffle(unseen)
    for sv in others:
        missing = sv.hand_count - len(hands[sv.seat])
        hands[sv.seat] += unseen[:missing]
        unseen = unseen[missing:]
    drawer = v.drawing
    bonus = v.bonus if drawer == v.seat else rng.randint(0, 1) if drawer is not None and unseen else 0
    then: Then = "again" if v.extra_turn else "pass"
    return State(
        seed=rng.getrandbits(63), counter=2, players=v.players, max_turns=v.max_turns, first=v.first_seat,
        hands=tuple(tuple(sorted(hand)) for hand in hands), pile=tuple(unseen), box=BOX, sets=sets,
        known=tuple(tuple(sv.known.get(kind, 0) for kind in KINDS) for sv in v.seats), active=v.active,
        then=then, drawer=drawer, bonus=bonus, last_ask=v.last_ask, turn=v.turn, finished=v.finished,
        reason=v.reason,
    )
