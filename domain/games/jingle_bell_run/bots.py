"""Jingle Bell Run's greedy bot: it reads only the seat's view and legal moves (G-12)."""

from __future__ import annotations

import random
from collections import Counter

from .components import BROKEN, BUBBLE, CELLS, CORNERS, PLUG, distance
from .moves import ChooseCorner, DiscardDown, JingleBellRunMove, Move, Steal, SwapPatterns, TakeBubble, TakeCard
from .view import JingleBellRunView

# How much a card is worth keeping: a Bubble is wild, a colour a next card needs is next best.
WORTH = {BUBBLE: 5.0, "wanted": 4.0, "colour": 1.0, "spare": 0.3, PLUG: 0.8, BROKEN: 0.6}
STEAL_FROM = 2  # steal only with at least this many Brokens: fewer take less than an ordinary take


def _here(view: JingleBellRunView, seat: int) -> int | None:
    """The cell the seat stands on, or its corner cell while beside the grid (one step more)."""
    position, corner = view.positions[seat], view.corners[seat]
    return position if position is not None or corner is None else CORNERS[corner]


def _next_cells(view: JingleBellRunView, seat: int) -> list[int]:
    """The cells whose entry brings the seat one step nearer its finish."""
    here, finish = _here(view, seat), view.finishes[seat]
    if here is None or finish is None:
        return []
    if view.positions[seat] is None:
        return [here]
    return [c for c in range(CELLS) if distance(c, here) == 1 and distance(c, finish) < distance(here, finish)]


def _coverage(kinds: Counter, lights: tuple[str, ...]) -> int:
    """How many of a card's five lights the hand could pay now (Bubbles wild)."""
    return min(5, sum(1 for colour in lights if kinds[colour]) + kinds[BUBBLE])


def _wanted(view: JingleBellRunView, seat: int, kinds: Counter) -> set[str]:
    """Colours a next cell needs that the hand lacks."""
    return {c for cell in _next_cells(view, seat) for c in view.grid[cell].lights if not kinds[c]}


def _keep_order(view: JingleBellRunView, seat: int) -> list[int]:
    """The hand's card ids, least worth keeping first."""
    needed = {c for cell in _next_cells(view, seat) for c in view.grid[cell].lights}
    seen: Counter = Counter()
    worth = []
    for bulb in sorted(view.hand, key=lambda b: b.card):
        seen[bulb.kind] += 1
        if bulb.kind in WORTH:
            value = WORTH[bulb.kind]
        elif seen[bulb.kind] > 1:
            value = WORTH["spare"]
        else:
            value = WORTH["wanted"] if bulb.kind in needed else WORTH["colour"]
        worth.append((value, bulb.card))
    return [card for _value, card in sorted(worth)]


def greedy(view: JingleBellRunView, moves: list[JingleBellRunMove], rng: random.Random) -> JingleBellRunMove:
    """Step toward the finish when it can pay; else swap a payable card into the path, steal, or take."""
    seat = view.seat if view.seat is not None else view.active
    if isinstance(moves[0], ChooseCorner):
        return rng.choice(moves)
    if isinstance(moves[0], DiscardDown):
        drop = tuple(sorted(_keep_order(view, seat)[: view.to_discard]))
        return next((m for m in moves if m.cards == drop), moves[0])
    kinds = Counter(b.kind for b in view.hand)
    ahead = _next_cells(view, seat)
    steps = [m for m in moves if isinstance(m, Move) and m.to in ahead]
    if steps:
        bubbles = {b.card for b in view.hand if b.kind == BUBBLE}
        return min(steps, key=lambda m: (m.to != view.finishes[seat], sum(c in bubbles for c in m.cards)))
    swap = _swap(view, seat, moves, kinds, ahead)
    if swap is not None:
        return swap
    steals = [m for m in moves if isinstance(m, Steal) and len(m.brokens) >= STEAL_FROM]
    if steals:
        return max(steals, key=lambda m: (len(m.brokens), view.hand_counts[m.seat], -m.seat))
    return _take(view, moves, _wanted(view, seat, kinds))


def _swap(view: JingleBellRunView, seat: int, moves: list, kinds: Counter, ahead: list[int]) -> SwapPatterns | None:
    """A Plug swap that puts a card the hand can pay now onto the seat's next step."""
    swaps = [m for m in moves if isinstance(m, SwapPatterns)]
    if not swaps or kinds[BUBBLE] + sum(1 for k in kinds if k not in (BUBBLE, BROKEN, PLUG)) < 5:
        return None
    payable = {g.cell for g in view.grid if _coverage(kinds, g.lights) == 5}
    for swap in swaps:
        for there, other in ((swap.a, swap.b), (swap.b, swap.a)):
            if there in ahead and other in payable and other not in ahead:
                return swap
    return None


def _take(view: JingleBellRunView, moves: list, wanted: set[str]) -> JingleBellRunMove:
    """A wanted colour from the Market, else a Bubble alone, else a blind card, else what is left."""
    kinds = {b.card: b.kind for b in view.market}
    picks = [m for m in moves if isinstance(m, TakeCard)]
    for move in picks:
        if move.source != "deck" and kinds[move.source] in wanted:
            return move
    bubble = next((m for m in moves if isinstance(m, TakeBubble)), None)
    if bubble is not None:
        return bubble
    blind = next((m for m in picks if m.source == "deck"), None)
    return blind or (picks[0] if picks else moves[0])
