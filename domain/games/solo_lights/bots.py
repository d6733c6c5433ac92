"""Solo Lights' greedy bot: it decides from the seat's view and legal moves only (G-12)."""

from __future__ import annotations

import random
from collections import Counter

from domain.lights import colours_present, fill_order

from .components import bulbs_of
from .moves import ChoosePattern, DiscardAndDraw, Move, Play, PlayPlug, Rewind
from .view import SoloLightsView

DANGER = 2  # Characters face down (Santa included) at which a Bubble buys time rather than light


def greedy(view: SoloLightsView, moves: list[Move], rng: random.Random) -> Move:
    """Rewind near Santa; else plain bulbs before Bubbles, Plugs before Bubbles, and discard the least useful card."""
    rewind = Rewind() in moves
    if rewind and view.face_down <= DANGER:
        return Rewind()
    first = moves[0]
    if isinstance(first, ChoosePattern):
        return _choose(view, [move for move in moves if isinstance(move, ChoosePattern)], rng)
    if isinstance(first, PlayPlug):
        return next((move for move in moves if move == PlayPlug(kind="plug")), first)
    if isinstance(first, DiscardAndDraw):
        return min(moves, key=lambda move: (_worth(view, move.kind), rng.random()))  # type: ignore[union-attr]
    plays = [move for move in moves if isinstance(move, Play)]
    plain = [move for move in plays if move.kind != "bubble"]
    if plain:
        return max(plain, key=lambda move: (_follow(view, move), rng.random()))
    hand = set(view.hand)
    return max(plays, key=lambda move: (view.pattern_colours[move.position - 1] not in hand, rng.random()))


def _choose(view: SoloLightsView, moves: list[ChoosePattern], rng: random.Random) -> ChoosePattern:
    """The pattern with the most of its colours in hand."""
    return max(moves, key=lambda move: (colours_present(bulbs_of(move.pattern), view.hand), rng.random()))


def _follow(view: SoloLightsView, move: Play) -> int:
    """With `in_sequence`, how many next slots the hand could fill after this first card; else 0."""
    if not view.in_sequence or view.direction is not None:
        return 0
    order = fill_order("left-to-right" if move.position == 1 else "right-to-left")
    hand = Counter(view.hand)
    hand[move.kind] -= 1
    run = 0
    for slot in list(order)[1:]:
        colour = view.pattern_colours[slot]
        if hand[colour] > 0:
            hand[colour] -= 1
        elif hand["bubble"] > 0:
            hand["bubble"] -= 1
        else:
            break
        run += 1
    return run


def _worth(view: SoloLightsView, kind: str) -> float:
    """How much keeping one card of `kind` helps: an open slot's colour, then a Plug for the next link."""
    count = view.hand.count(kind)
    if kind == "plug":
        return 2.0 if count == 1 else 0.5
    wanted = {colour for colour, filled in zip(view.pattern_colours, view.string, strict=False) if filled is None}
    if kind in wanted:
        return 3.0 if count == 1 else 1.0
    return -count
