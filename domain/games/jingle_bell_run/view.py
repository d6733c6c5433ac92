"""What a seat of Jingle Bell Run may know (G-5, JB-11), and a full state rebuilt from that knowledge."""

from __future__ import annotations

import random

import msgspec

from domain.contract import BaseView
from domain.lights import ALL_CARDS, card, deal, kind_of

from .components import BULBS, HAND_LIMIT, Corner, row_col
from .rules import actors, finish_cell
from .state import MAX_ROUNDS, JingleBellRunState, Step


class Bulb(msgspec.Struct, frozen=True, kw_only=True):
    """A Bulb card the viewer may see: its box id and its kind ("red", ..., "bubble", "broken", "plug")."""

    card: int
    kind: str


class GridCard(msgspec.Struct, frozen=True, kw_only=True):
    """A face-up Pattern card of the grid: its cell (4 * row + col), its key ("P03") and its five lights."""

    cell: int
    row: int
    col: int
    card: int
    pattern: str
    lights: tuple[str, ...]


class JingleBellRunView(BaseView, frozen=True, kw_only=True):
    """One seat's knowledge of the table.

    players        seat count; `first_seat` chose a corner and played first; `active` is acting now
    step           the active seat's decision: "corner", "action", "pick" (second pick) or "discard"
    round          completed rounds; the game stops after `max_turns` of them (G-8)
    grid           the 16 face-up Pattern cards by cell, row-major; `box_patterns` the two left out
    corners        each seat's start corner ("nw", "ne", "sw", "se"), null until chosen
    positions      each Character's cell, null while beside its corner (JB-1)
    finishes       each seat's finish cell, the corner opposite its start (JB-5), null until chosen
    market         the face-up Market, in the order laid out
    hand           the viewer's own cards (empty for a spectator); `hand_counts` every seat's hand size
    hand_limit     JB-8; `to_discard`: how many cards the discard step asks the active seat for
    deck_count     cards left in the Bulb deck (its order is never shown); `discard` the pile, oldest first
    start_on_corner the JB-1 option; `winner` the seat that reached its finish, `reason` why the game ended
    """

    players: int = 2
    first_seat: int = 0
    active: int = 0
    step: Step = "corner"
    round: int = 0
    max_turns: int = MAX_ROUNDS
    grid: list[GridCard] = []
    box_patterns: list[str] = []
    corners: list[Corner | None] = []
    positions: list[int | None] = []
    finishes: list[int | None] = []
    market: list[Bulb] = []
    hand: list[Bulb] = []
    hand_counts: list[int] = []
    hand_limit: int = HAND_LIMIT
    to_discard: int = 0
    deck_count: int = 0
    discard: list[Bulb] = []
    start_on_corner: bool = False
    winner: int | None = None
    reason: str | None = None


def _bulbs(cards: tuple[int, ...]) -> list[Bulb]:
    return [Bulb(card=c, kind=kind_of(c)) for c in cards]


def _grid_card(cell: int, pattern: int) -> GridCard:
    row, col = row_col(cell)
    face = card(pattern)
    return GridCard(cell=cell, row=row, col=col, card=pattern, pattern=face.key, lights=face.bulbs)


def view(state: JingleBellRunState, seat: int | None) -> JingleBellRunView:
    """Grid, Market, discard and Characters; the viewer's own hand; counts for other hands and the deck."""
    hand = sorted(state.hands[seat]) if seat is not None else []
    extra = len(state.hands[state.active]) - HAND_LIMIT if state.step == "discard" else 0
    return JingleBellRunView(
        seat=seat, actors=sorted(actors(state)), finished=state.finished,
        players=state.players, first_seat=state.first, active=state.active, step=state.step,
        round=state.round, max_turns=state.max_turns,
        grid=[_grid_card(cell, pattern) for cell, pattern in enumerate(state.grid)],
        box_patterns=sorted(card(c).key for c in state.box if card(c).family == "pattern"),
        corners=list(state.corners), positions=list(state.positions),
        finishes=[finish_cell(state, s) for s in range(state.players)],
        market=_bulbs(state.market), hand=_bulbs(tuple(hand)), hand_counts=[len(h) for h in state.hands],
        to_discard=extra, deck_count=len(state.deck), discard=_bulbs(state.discard),
        start_on_corner=state.start_on_corner, winner=state.winner, reason=state.reason,
    )


def determinize(v: JingleBellRunView, rng: random.Random) -> JingleBellRunState:
    """Deal the unseen bulbs to the other hands and the deck at random; everything public is copied."""
    hand = tuple(b.card for b in v.hand)
    market = tuple(b.card for b in v.market)
    discard = tuple(b.card for b in v.discard)
    seen = {*hand, *market, *discard}
    unseen = [c for c in BULBS if c not in seen]
    rng.shuffle(unseen)
    hands = []
    for seat in range(v.players):
        if seat == v.seat:
            hands.append(hand)
            continue
        (dealt,), rest = deal(tuple(unseen), 1, v.hand_counts[seat])
        unseen = list(rest)
        hands.append(dealt)
    grid = tuple(g.card for g in v.grid)
    box = tuple(c for c in ALL_CARDS if c not in grid and c not in BULBS)
    return JingleBellRunState(
        seed=rng.getrandbits(63), counter=1, players=v.players, max_turns=v.max_turns,
        start_on_corner=v.start_on_corner, first=v.first_seat, active=v.active, round=v.round, step=v.step,
        grid=grid, box=box, deck=tuple(unseen), discard=discard, market=market, hands=tuple(hands),
        corners=tuple(v.corners), positions=tuple(v.positions), winner=v.winner, finished=v.finished,
        reason=v.reason,
    )

