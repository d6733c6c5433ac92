"""What a seat of Jingle Bell Run may know (G-5, JB-11), and a full state rebuilt from that knowledge."""

from __future__ import annotations

import random

import msgspec

from domain.contract import BaseView
from domain.lights import ALL_CARDS, card, deal, kind_of

from domain.lights.catalog import CardId

from .catalog import Cell, CornerId
from .components import BULBS, HAND_LIMIT, row_col
from .rules import actors, finish_cell
from .state import MAX_ROUNDS, JingleBellRunState, Step


class Bulb(msgspec.Struct, frozen=True, kw_only=True):
    """A Bulb card the viewer may see: its box id and its kind ("red", ..., "bubble", "broken", "plug")."""

    card: CardId
    """The card's id."""
    kind: str
    """Its kind: a colour ("red", "green", "yellow", "blue", "purple", "pink"), "bubble", "broken" or "plug"."""


class GridCard(msgspec.Struct, frozen=True, kw_only=True):
    """A face-up Pattern card of the grid: its cell (4 * row + col), its key ("P03") and its five lights."""

    cell: Cell
    """The cell, 0-15 (4 * row + col)."""
    row: int
    """Its row, 0-3 from the top (north)."""
    col: int
    """Its column, 0-3 from the left (west)."""
    card: CardId
    """The id of the Pattern card lying there."""
    pattern: str
    """That Pattern card's key, "P01" to "P18"."""
    lights: tuple[str, ...]
    """Its five colours, left to right: a move here pays one card of each (JB-6)."""


class JingleBellRunView(BaseView, frozen=True, kw_only=True):
    """One seat's knowledge of the table: all of it but the deck's order and the other seats' cards (JB-11)."""

    players: int = 2
    """Seats at the table (2-6)."""
    first_seat: int = 0
    """The seat that chose a corner first and took the first turn; a round ends when play comes back to it."""
    active: int = 0
    """The seat acting now."""
    step: Step = "corner"
    """The active seat's decision: "corner" (choose a start corner), "action" (the turn's one action), "pick"
    (the second pick of a take) or "discard" (down to the hand limit)."""
    round: int = 0
    """Rounds completed so far (G-8)."""
    max_turns: int = MAX_ROUNDS
    """The cap of this game in rounds (G-8): it ends once this many are complete."""
    grid: list[GridCard] = []
    """The 16 face-up Pattern cards, by cell."""
    box_patterns: list[str] = []
    """The keys of the two Pattern cards left in the box, ascending."""
    corners: list[CornerId | None] = []
    """By seat, its start corner; null until chosen."""
    positions: list[Cell | None] = []
    """By seat, the cell its Character stands on; null while beside its corner (JB-1)."""
    finishes: list[Cell | None] = []
    """By seat, its finish cell, the corner opposite its start (JB-5); null until chosen."""
    market: list[Bulb] = []
    """The face-up Market, in the order laid out (up to 5 cards)."""
    hand: list[Bulb] = []
    """The viewer's own cards, by ascending id; empty for a spectator."""
    hand_counts: list[int] = []
    """By seat, the cards in its hand."""
    known: list[list[Bulb]] = []
    """By seat, the cards it took face up from the Market and surely still holds, in the order taken: what a
    player who watches the table remembers. A card leaves this list when the seat discards it face up, and a
    seat stolen from loses the whole list (the table sees how many cards went, not which). Public."""
    hand_limit: int = HAND_LIMIT
    """The most cards a hand may keep at the end of a turn, 7 (JB-8)."""
    to_discard: int = 0
    """How many cards the "discard" step asks the active seat for; 0 in the other steps."""
    deck_count: int = 0
    """Cards left in the Bulb deck (its order is never shown)."""
    discard: list[Bulb] = []
    """The face-up discard pile, oldest first."""
    start_on_corner: bool = False
    """The JB-1 option: Characters started on their corner card rather than beside it."""
    winner: int | None = None
    """The seat whose Character reached its finish (JB-9); null otherwise."""
    reason: str | None = None
    """How the game ended: "finish-line" (JB-9) or "turn-cap" (G-8); null while it runs."""


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
        known=[_bulbs(cards) for cards in state.known or ((),) * state.players],
        to_discard=extra, deck_count=len(state.deck), discard=_bulbs(state.discard),
        start_on_corner=state.start_on_corner, winner=state.winner, reason=state.reason,
    )


def determinize(v: JingleBellRunView, rng: random.Random) -> JingleBellRunState:
    """Deal the unseen bulbs to the other hands (after the cards each is known to hold) and the deck at random;
    everything public is copied."""
    hand = tuple(b.card for b in v.hand)
    market = tuple(b.card for b in v.market)
    discard = tuple(b.card for b in v.discard)
    known = [tuple(b.card for b in cards) for cards in v.known]
    seen = {*hand, *market, *discard, *(c for seat, cards in enumerate(known) if seat != v.seat for c in cards)}
    unseen = [c for c in BULBS if c not in seen]
    rng.shuffle(unseen)
    hands = []
    for seat in range(v.players):
        if seat == v.seat:
            hands.append(hand)
            continue
        (dealt,), rest = deal(tuple(unseen), 1, v.hand_counts[seat] - len(known[seat]))
        unseen = list(rest)
        hands.append(known[seat] + dealt)
    grid = tuple(g.card for g in v.grid)
    box = tuple(c for c in ALL_CARDS if c not in grid and c not in BULBS)
    return JingleBellRunState(
        seed=rng.getrandbits(63), counter=1, players=v.players, max_turns=v.max_turns,
        start_on_corner=v.start_on_corner, first=v.first_seat, active=v.active, round=v.round, step=v.step,
        grid=grid, box=box, deck=tuple(unseen), discard=discard, market=market, hands=tuple(hands), known=tuple(known),
        corners=tuple(v.corners), positions=tuple(v.positions), winner=v.winner, finished=v.finished,
        reason=v.reason,
    )

