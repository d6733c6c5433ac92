"""What a seat of Festival of Lights may know (FL-13, G-5), and a full state rebuilt from that knowledge."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations_with_replacement

import msgspec

from domain.contract import BaseView
from domain.kit import committed, open_commits
from domain.lights import kind_of
from domain.lights.catalog import CardId
from domain.lights.components import COLOURS, EVENT_CARDS, PRESENT_CARDS, Colour

from .components import BULBS, CHARACTERS, KIND_INDEX, PATTERNS, Kind, colours_of, play_counts
from .finale import pile_size
from .rules import actors
from .state import Ability, FestivalOfLightsState, Step

State = FestivalOfLightsState


class SeatArea(msgspec.Struct, frozen=True, kw_only=True):
    """One seat as the whole table sees it (FL-13): everything in front of it and its hand size; its hand too when
    the viewer has held that hand."""

    seat: int
    """The seat this area belongs to."""
    pattern: CardId
    """Its face-up Pattern card."""
    pattern_colours: list[Colour]
    """That Pattern card's five colours, left to right (FL-10 scores the colours it has piles of)."""
    hand_count: int
    """Cards in its hand."""
    piles: list[list[Kind]]
    """Its six colour piles in the colour order red, green, yellow, blue, purple, pink; each lists its cards
    by kind: plain bulbs, Characters and assigned Bubbles, in the order they joined."""
    pile_sizes: list[int]
    """The size of each pile in the same order, in bulbs: a Character counts as 2 (FL-8)."""
    bubbles: int
    """Bubble Bulbs under its Pattern card, not yet assigned to a pile (FL-7)."""
    stored: int
    """Broken Bulbs it keeps for a later rescue (FL-3)."""
    kept: list[Kind]
    """Special cards it keeps for 2 points each with no ability: rescued ones, an unusable Plug (FL-3, FL-4)."""
    won: list[Kind]
    """Plain bulbs it took with the Largest Pile Bonus (FL-9)."""
    revealed: Kind | None
    """The card it revealed this round, while the rescue step is open; null otherwise."""
    known_hand: list[Kind] | None = None
    """Its hand by kind when the viewer has held that hand (hands pass left each round, G-1: the viewer saw it,
    and every card that left it since was revealed face up); null when the viewer has not, and for a
    spectator. The viewer's own area shows its own hand."""


class PendingAbility(msgspec.Struct, frozen=True, kw_only=True):
    """A Plug or Character waiting for its seat, first in the list resolves first (FL-2)."""

    seat: int
    """The seat whose ability it is."""
    kind: Kind
    """`plug` or `character`."""


class FestivalOfLightsView(BaseView, frozen=True, kw_only=True):
    """One seat's knowledge: its own hand and sealed choice, the public table, and counts of the rest."""

    players: int = 4
    """Seats at the table (3-4)."""
    plug_takes_fresh_drops: bool = True
    """The option: true when a Plug may take a card dropped this round (FL-2)."""
    round: int = 1
    """The round being played, 1-8 (FL-12)."""
    step: Step = "choose"
    """The step the table is in: `choose`, `rescue`, `abilities`, `assign` or `over` (companion 5.3)."""
    hand: list[Kind] = []
    """The viewer's own cards by kind, colours first in the colour order, then the specials; empty for a
    spectator."""
    sealed: Kind | None = None
    """The kind the viewer has sealed to reveal in this `choose` step; null before it seals."""
    rescue: bool | None = None
    """The viewer's sealed answer in this `rescue` step (true: use a stored Broken); null before it seals."""
    assign: list[Colour] | None = None
    """The colours the viewer sealed for its Bubbles in the `assign` step; null before it seals."""
    committed: list[int] = []
    """The seats that have sealed in the current step (never what they sealed)."""
    seats: list[SeatArea] = []
    """Every seat's public area, by seat."""
    discard: list[Kind] = []
    """The face-up discard pile (the middle) by kind, oldest first."""
    fresh_count: int = 0
    """How many of the discard pile's newest cards were dropped this round (FL-2)."""
    pending: list[PendingAbility] = []
    """The abilities waiting to be used; the first one's seat decides next."""
    returned: list[Kind] = []
    """Cards put in the box face up, by kind: specials turned up for the middle, used Plugs and Brokens, lost
    piles."""
    box_count: int = 0
    """Cards in the box face down (G-4): left out at set-up, the deck's rest, the last cards."""
    reason: str | None = None
    """How the game ended: `last-card`; null while it runs."""


def _kinds(cards) -> list[Kind]:
    return [kind_of(card) for card in cards]  # type: ignore[misc]


def _hand(cards) -> list[Kind]:
    """A hand by kind: colours first in the colour order, then the specials."""
    return sorted(_kinds(cards), key=KIND_INDEX.__getitem__)


def _own(commits: tuple, seat: int | None):
    if seat is None or seat >= len(commits) or commits[seat] is None or seat not in committed(commits):
        return None
    return commits[seat]


def held(state: State, viewer: int, seat: int) -> bool:
    """True when `viewer` has held the hand `seat` holds now: hands pass left once a round (G-1), so in round r
    that hand has been in the hands of `seat` and the r - 1 seats to its right."""
    return (seat - viewer) % state.players < state.round


def view(state: State, seat: int | None) -> FestivalOfLightsView:
    """Own hand and own sealed choice; the hands the seat has held (decision 12); every other hand only as a count,
    every other sealed choice only as a flag."""
    mine = seat is not None and 0 <= seat < state.players
    commits = {"choose": state.choices, "rescue": state.rescues, "assign": state.assigns}.get(state.step, ())
    sealed = _own(state.choices, seat) if mine else None
    assign = _own(state.assigns, seat) if mine else None
    return FestivalOfLightsView(
        seat=seat, actors=sorted(actors(state)), finished=state.finished, players=state.players,
        plug_takes_fresh_drops=state.plug_takes_fresh_drops, round=state.round, step=state.step,
        hand=_hand(state.hands[seat]) if mine else [],
        sealed=kind_of(sealed) if sealed is not None else None,  # type: ignore[arg-type]
        rescue=_own(state.rescues, seat) if mine else None, assign=list(assign) if assign is not None else None,
        committed=committed(commits),
        seats=[
            SeatArea(
                seat=s, pattern=state.patterns[s], pattern_colours=list(colours_of(state.patterns[s])),
                hand_count=len(state.hands[s]), piles=[_kinds(pile) for pile in state.piles[s]],
                pile_sizes=[pile_size(pile) for pile in state.piles[s]], bubbles=len(state.bubbles[s]),
                stored=len(state.stored[s]), kept=_kinds(state.kept[s]), won=_kinds(state.won[s]),
                revealed=kind_of(state.revealed[s]) if state.revealed[s] is not None else None,  # type: ignore[arg-type]
                known_hand=_hand(state.hands[s]) if mine and held(state, seat, s) else None,
            )
            for s in range(state.players)
        ],
        discard=_kinds(state.discard), fresh_count=len(state.fresh),
        pending=[PendingAbility(seat=a.seat, kind=kind_of(a.card)) for a in state.pending],  # type: ignore[arg-type]
        returned=_kinds(state.returned), box_count=len(state.box), reason=state.reason,
    )


def determinize(v: FestivalOfLightsView, rng: random.Random) -> State:
    """Cards by kind from the view; the unseen cards in play dealt to the other hands, the rest to the box."""
    pools: dict[str, list[int]] = {}
    for card in (*BULBS, *CHARACTERS):
        pools.setdefault(kind_of(card), []).append(card)
    seen: Counter[str] = Counter()

    def take(kinds: list[Kind]) -> tuple[int, ...]:
        seen.update(kinds)
        return tuple(pools[kind].pop() for kind in kinds)

    hands: list[tuple[int, ...]] = [()] * v.players
    if v.seat is not None:
        hands[v.seat] = take(v.hand)
    areas = v.seats
    piles = tuple(tuple(take(pile) for pile in a.piles) for a in areas)
    bubbles = tuple(take(["bubble"] * a.bubbles) for a in areas)
    stored = tuple(take(["broken"] * a.stored) for a in areas)
    kept, won = tuple(take(a.kept) for a in areas), tuple(take(a.won) for a in areas)
    revealed = tuple(None if a.revealed is None else take([a.revealed])[0] for a in areas)
    discard, returned = take(v.discard), take(v.returned)
    pending = tuple(Ability(seat=p.seat, card=take([p.kind])[0]) for p in v.pending)
    for a in areas:
        if a.seat != v.seat and a.known_hand is not None:
            hands[a.seat] = tuple(sorted(take(a.known_hand)))
    unseen = [card for kind, count in play_counts(v.players).items() for card in take([kind] * (count - seen[kind]))]
    rng.shuffle(unseen)
    for a in areas:
        if a.seat != v.seat and a.known_hand is None:
            hands[a.seat], unseen = tuple(sorted(unseen[: a.hand_count])), unseen[a.hand_count :]
    patterns = tuple(a.pattern for a in areas)
    box = (*unseen, *(c for pool in pools.values() for c in pool), *(p for p in PATTERNS if p not in patterns),
           *EVENT_CARDS, *PRESENT_CARDS)
    state = State(
        seed=rng.getrandbits(63), counter=3, players=v.players, plug_takes_fresh_drops=v.plug_takes_fresh_drops,
        round=v.round, step=v.step, patterns=patterns, hands=tuple(hands), revealed=revealed, piles=piles,
        bubbles=bubbles, stored=stored, kept=kept, won=won, pending=pending, discard=discard,
        fresh=discard[len(discard) - v.fresh_count :] if v.fresh_count else (), returned=returned, box=box,
        finished=v.finished, reason=v.reason,
    )
    return _sealed_again(state, v, rng)


def _sealed_again(state: State, v: FestivalOfLightsView, rng: random.Random) -> State:
    """The open step's commits: the viewer's own as seen, the others' who sealed sampled (G-6)."""
    if v.step not in ("choose", "rescue", "assign"):
        return state
    asked = v.actors + v.committed
    commits = list(open_commits(v.players, asked))
    for s in v.committed:
        if v.step == "choose":
            own = v.sealed if s == v.seat else kind_of(rng.choice(state.hands[s]))
            commits[s] = next(card for card in state.hands[s] if kind_of(card) == own)
        elif v.step == "rescue":
            commits[s] = v.rescue if s == v.seat else rng.random() < 0.5
        else:
            options = list(combinations_with_replacement(COLOURS, len(state.bubbles[s])))
            commits[s] = tuple(v.assign) if s == v.seat and v.assign is not None else rng.choice(options)
    field = {"choose": "choices", "rescue": "rescues", "assign": "assigns"}[v.step]
    return msgspec.structs.replace(state, **{field: tuple(commits)})
