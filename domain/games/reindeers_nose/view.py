"""What a seat of Reindeer's Nose may know (RN-10, G-5), and a full state rebuilt from that knowledge."""

from __future__ import annotations

import random

from domain.contract import BaseView
from domain.kit import Race
from domain.lights import kind_of
from domain.lights.catalog import CardId
from domain.lights.components import Colour

from .components import PATTERN_CARDS, cards_in_play
from .rules import actors
from .state import ReindeersNoseState

State = ReindeersNoseState


class ReindeersNoseView(BaseView, frozen=True, kw_only=True):
    """One seat's knowledge: its own hand and sealed pass; for the rest counts and the public table (RN-10)."""

    players: int = 4
    """Seats at the table (3-6)."""
    colours: list[Colour] = []
    """The bulb colours in play, one per seat, in box order (red, green, yellow, blue, purple, pink)."""
    max_passes: int = 0
    """The `max_passes` option: pass ticks a hand may last before it is redealt without a penalty (RN-8)."""
    max_hands: int = 0
    """The `max_hands` option: hands dealt over the game before it ends at the turn cap (G-8)."""
    hand_number: int = 0
    """Hands dealt so far, redeals included, from 1."""
    passes: int = 0
    """Pass ticks resolved in this hand, from 0."""
    hand: list[Colour] = []
    """The viewer's own bulbs by colour, grouped in box order (4 cards, 3 while one is sealed); empty for a
    spectator."""
    sealed: Colour | None = None
    """The colour the viewer has put face down for its left neighbour this tick; null when it has not."""
    hand_counts: list[int] = []
    """Cards in each seat's hand, by seat (4, or 3 for a seat that has sealed a pass)."""
    committed: list[int] = []
    """The seats that have sealed a pass this tick, ascending; never which card."""
    touched: list[int] = []
    """The seats touching their nose this hand, in the order they touched (RN-4); empty before the first."""
    race: Race | None = None
    """The current or last nose race (RN-4): who may still touch, and who touched first; null before any."""
    pattern_counts: list[int] = []
    """Pattern cards each seat has received, by seat (0-3; the third eliminates, RN-7)."""
    penalties: list[list[CardId]] = []
    """The Pattern cards each seat has received, by seat, oldest first (they lie face up)."""
    pattern_pile_count: int = 0
    """Cards left in the face-up Pattern pile (0-18)."""
    pattern_top: CardId | None = None
    """The Pattern card on top of the pile, the next penalty; null when the pile is empty."""
    eliminated: int | None = None
    """The seat that received its third Pattern card (RN-7); null until one has."""
    reason: str | None = None
    """How the game ended: `eliminated` (RN-7) or `turn-cap` (G-8); null while it runs."""


def view(state: State, seat: int | None) -> ReindeersNoseView:
    """Own hand and own sealed pass; every other hand and sealed pass, and the pile under its top, only as counts."""
    mine = seat is not None and 0 <= seat < state.players
    own = state.commits[seat] if mine else None
    return ReindeersNoseView(
        seat=seat, actors=sorted(actors(state)), finished=state.finished, players=state.players,
        colours=list(state.colours), max_passes=state.max_passes, max_hands=state.max_hands,
        hand_number=state.hand, passes=state.passes,
        hand=[kind_of(card) for card in state.hands[seat]] if mine else [],  # type: ignore[misc]
        sealed=kind_of(own) if own is not None else None,  # type: ignore[arg-type]
        hand_counts=[len(hand) for hand in state.hands],
        committed=[other for other, card in enumerate(state.commits) if card is not None],
        touched=list(state.touched), race=state.race,
        pattern_counts=[len(cards) for cards in state.penalties], penalties=[list(cards) for cards in state.penalties],
        pattern_pile_count=len(state.pattern_pile), pattern_top=state.pattern_pile[0] if state.pattern_pile else None,
        eliminated=state.eliminated, reason=state.reason,
    )


def determinize(v: ReindeersNoseView, rng: random.Random) -> State:
    """Deal the unseen bulbs to the other hands and their sealed passes; shuffle the pile under its top card."""
    bulbs, patterns, box = cards_in_play(v.colours)  # type: ignore[arg-type]
    pool: dict[str, list[int]] = {}
    for card in bulbs:
        pool.setdefault(kind_of(card), []).append(card)
    hands: list[list[int]] = [[] for _ in range(v.players)]
    commits: list[int | None] = [None] * v.players
    if v.seat is not None:
        hands[v.seat] = [pool[colour].pop() for colour in v.hand]
        commits[v.seat] = pool[v.sealed].pop() if v.sealed is not None else None
    unseen = [card for cards in pool.values() for card in cards]
    rng.shuffle(unseen)
    for other in range(v.players):
        if other == v.seat:
            continue
        if other in v.committed:
            commits[other] = unseen.pop()
        hands[other], unseen = unseen[: v.hand_counts[other]], unseen[v.hand_counts[other] :]
    used = {card for cards in v.penalties for card in cards} | {v.pattern_top}
    under = [card for card in PATTERN_CARDS if card not in used]
    rng.shuffle(under)
    pile = ((v.pattern_top,) if v.pattern_top is not None else ()) + tuple(under)
    return State(
        seed=rng.getrandbits(63), counter=1, players=v.players, colours=tuple(v.colours), max_passes=v.max_passes,
        max_hands=v.max_hands, hand=v.hand_number, passes=v.passes,
        hands=tuple(tuple(sorted(hand)) for hand in hands), commits=tuple(commits), touched=tuple(v.touched),
        race=v.race, pattern_pile=pile, penalties=tuple(tuple(cards) for cards in v.penalties), box=box,
        eliminated=v.eliminated, finished=v.finished, reason=v.reason,
    )
