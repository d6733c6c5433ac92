"""What a seat of Check the Box may know (CB-9, G-5), and a full state rebuilt from that knowledge."""

from __future__ import annotations

import random

import msgspec

from domain.contract import BaseView
from domain.kit.bounds import deal_preferring, rows_from, telling
from domain.lights import kind_of

from .components import BOX, KINDS, PLAY, SET_SIZE, Kind
from .flow import KIND_INDEX, bounds, passed_over, sets_of
from .rules import actors
from .state import AskRecord, CheckTheBoxState, Then

State = CheckTheBoxState


class SeatView(msgspec.Struct, frozen=True, kw_only=True):
    """One seat as the whole table sees it."""

    seat: int
    """The seat this area belongs to, from 0."""
    hand_count: int
    """Cards in its hand (their faces stay hidden from the others)."""
    sets: list[Kind]
    """The kind of each set of three it has placed face up, in the order placed; its length is its points."""
    known: dict[str, int]
    """CB-9: by kind, how many cards it surely holds, deduced from asks and answers said aloud (G-10); a
    lower bound, kinds with none proven left out."""
    at_most: dict[str, int] = {}
    """CB-9: by kind, the most it can hold where public speech caps it below what its hand could hide: 0 once
    it said "Check the Box" to that kind or handed its cards of it over, growing by one with every card it
    draws unseen since. Kinds left out are capped only by the hand's size (less the cards `known` proves of
    other kinds). An upper bound, never a hidden fact."""
    passed_over: dict[str, int] = {}
    """By kind, the most it can hold if it asks first for a kind the table saw in the asked seat's hand, where
    that says more than `at_most`: 0 once it asked for another kind while the seat it asked was shown (`known`)
    to hold this one and not the kind asked for, growing by one with every card it takes unseen since. A reading
    of its play that the table can make, not a rule: a seat may choose to ask otherwise."""


class CheckTheBoxView(BaseView, frozen=True, kw_only=True):
    """One seat's knowledge: its own hand, and for the rest counts, sets and what public speech revealed."""

    players: int = 2
    """Seats at the table (2-4)."""
    first_seat: int = 0
    """The seat that asked first."""
    max_turns: int = 0
    """The turn cap of this game (G-8): it ends after this many asks and skipped turns."""
    turn: int = 0
    """Asks made and turns skipped so far (G-8)."""
    active: int = 0
    """The seat whose turn it is to ask."""
    extra_turn: bool = False
    """True when the active seat's last ask completed a set, so it asks again once the draws are over (CB-2)."""
    drawing: int | None = None
    """The seat whose box draw waits for its follow-up step (CB-5), shown alike whether or not a Present
    came up; null when no draw waits."""
    hand: list[Kind] = []
    """The viewer's own cards by kind, in kind order; empty for a spectator."""
    bonus: int = 0
    """The viewer's unused Presents from its box draw, each worth a `draw-two` (CB-5); 0 for every other seat."""
    seats: list[SeatView] = []
    """Every seat's public area, by seat number."""
    pile_count: int = 0
    """Cards left face down in the box pile."""
    box_count: int = 0
    """Cards of the Christmas Lights box that this game leaves out (G-4)."""
    last_ask: AskRecord | None = None
    """The latest ask and its answer, said aloud (G-10); null before the first ask."""
    reason: str | None = None
    """How the game ended: "all-sets" (CB-8) or "turn-cap" (G-8); null while it runs."""


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
                at_most=telling(bounds(state)[s], KINDS, len(state.hands[s]), state.known[s]),
                passed_over=_passed(state, s),
            )
            for s in range(state.players)
        ],
        pile_count=len(state.pile), box_count=len(state.box), last_ask=state.last_ask, reason=state.reason,
    )


def _room(sv: SeatView, caps: dict[str, int]) -> dict[str, int]:
    """By kind, how many unproven cards a seat's hand may still hold under `caps`."""
    return {kind: max(0, n - sv.known.get(kind, 0)) for kind, n in caps.items()}


def _passed(state: State, seat: int) -> dict[str, int]:
    """The caps a seat's asks put on its hand, where they say more than the rules' caps do."""
    hard, size, proven = bounds(state)[seat], len(state.hands[seat]), state.known[seat]
    shown = telling(hard, KINDS, size, proven)
    soft = tuple(min(p, m) for p, m in zip(passed_over(state)[seat], hard, strict=True))
    return {kind: cap for kind, cap in telling(soft, KINDS, size, proven).items() if cap < shown.get(kind, size)}


def determinize(v: CheckTheBoxView, rng: random.Random) -> State:
    """Deal the unseen cards to the other hands (publicly known cards first, never past a seat's `at_most`, and
    within its `passed_over` when a deal there exists) and the pile, and guess bonuses."""
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
    wanted = [(sv.seat, sv.hand_count - len(hands[sv.seat]), _room(sv, sv.at_most)) for sv in others]
    # What a seat's asks say of its hand first; when no deal agrees with them, only what the rules say.
    preferred = [(sv.seat, count, _room(sv, {**sv.at_most, **sv.passed_over})) for (_, count, _), sv in zip(
        wanted, others, strict=True
    )]
    extra, pile = deal_preferring(preferred, wanted, [c for kind in KINDS for c in pool[kind]], kind_of, rng)
    for seat, cards in extra.items():
        hands[seat] += cards
    drawer = v.drawing
    bonus = v.bonus if drawer == v.seat else rng.randint(0, 1) if drawer is not None and pile else 0
    then: Then = "again" if v.extra_turn else "pass"
    return State(
        seed=rng.getrandbits(63), counter=2, players=v.players, max_turns=v.max_turns, first=v.first_seat,
        hands=tuple(tuple(sorted(hand)) for hand in hands), pile=tuple(pile), box=BOX, sets=sets,
        known=tuple(tuple(sv.known.get(kind, 0) for kind in KINDS) for sv in v.seats),
        most=rows_from([sv.at_most for sv in v.seats], [sv.hand_count for sv in v.seats], KINDS),
        passed=rows_from([sv.passed_over for sv in v.seats], [sv.hand_count for sv in v.seats], KINDS),
        active=v.active, then=then, drawer=drawer, bonus=bonus, last_ask=v.last_ask, turn=v.turn,
        finished=v.finished, reason=v.reason,
    )
