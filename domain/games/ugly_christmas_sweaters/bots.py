"""Game heuristics for bots: they decide from the seat's view and legal moves only (G-12)."""

from __future__ import annotations

import random

from .components import PERFECT_FITS, SLOTS, SWEATERS, TRENDY_YARNS
from .knit import is_complete, lift, live_cards, place, uncovered
from .moves import ClaimFad, Decline, DraftCard, PlayCard, UcsMove, UseBilly, UseTina
from .score import fad_claim_options, sweater_options
from .state import Sweater
from .view import UcsView


def _sweater_worth(v: UcsView, sweater: Sweater) -> float:
    cards = live_cards(sweater)
    if is_complete(sweater):
        fad = v.fads[0] if not v.config.express else sweater.fad
        best = max((o.points for o in sweater_options(sweater, fad, list(v.secret_santas))), default=2)
        if v.config.express and sweater.fad is None and fad_claim_options(sweater, tuple(v.fads), set()):
            best += 3
        return 8.0 + best
    faces = [SWEATERS[c] for c in cards if not SWEATERS[c].patch]
    worth = (0.0, 1.0, 3.5)[len(cards)]
    if len({f.colour for f in faces}) <= 1:
        worth += 0.8 * len(faces)
    if len({f.icon for f in faces}) <= 1:
        worth += 0.8 * len(faces)
    return worth


def _knitting_worth(v: UcsView, knitting: tuple[Sweater, ...]) -> float:
    return sum(_sweater_worth(v, s) for s in knitting if live_cards(s))


def _gain(v: UcsView, before: tuple[Sweater, ...], after: tuple[Sweater, ...], index: int) -> float:
    """What one changed sweater adds (the others are unchanged)."""
    old = _sweater_worth(v, before[index]) if index < len(before) and live_cards(before[index]) else 0.0
    return _sweater_worth(v, after[index]) - old


def _slot(name: str | None) -> int | None:
    return None if name is None else SLOTS.index(name)


def _after(v: UcsView, move: DraftCard | UseTina) -> float:
    area = tuple(v.knitting[v.seat])
    where = (move.sweater, _slot(move.slot), _slot(move.floating_slot), False)
    knitting, index = place(area, move.card, where)
    return _gain(v, area, knitting, index)


def _strength(v: UcsView, card: int) -> tuple[int, int, int]:
    face = SWEATERS[card]
    value = face.value if not face.patch else 6
    fit = value == PERFECT_FITS[v.perfect_fit]
    return (int(fit), int(face.colour == TRENDY_YARNS[v.trendy_yarn]), value)


def greedy(view: UcsView, moves: list[UcsMove], rng: random.Random) -> UcsMove:
    """Draft the placement that adds most to your sweaters; play strong only when the pool is worth it."""
    first = moves[0]
    if isinstance(first, PlayCard):
        gain = max((_after(view, m) for m in _pool_probe(view)), default=0.0)
        ordered = sorted(moves, key=lambda m: (_strength(view, m.card), m.card, m.copy_from or 0))
        return ordered[-1] if gain >= 4 or rng.random() < 0.3 else ordered[0]
    if isinstance(first, ClaimFad):
        return first
    if any(isinstance(m, UseBilly) for m in moves):
        return next(m for m in moves if isinstance(m, UseBilly))
    scored = []
    for move in moves:
        if isinstance(move, Decline):
            scored.append((0.5, 0, move))
        elif isinstance(move, UseTina):
            scored.append((_tina_gain(view, move), 1, move))
        else:
            penalty = 1.5 if move.use_maria else 0.0
            scored.append((_after(view, move) - penalty, 1, move))
    best = max(score for score, _, _ in scored)
    top = [move for score, _, move in scored if score == best]
    return top[0]


def _pool_probe(view: UcsView) -> list[DraftCard]:
    """Draft moves for each pool card into each existing sweater, to judge the pool's worth."""
    probes = []
    for card in view.pool:
        face = SWEATERS[card]
        for index, sweater in enumerate(view.knitting[view.seat]):
            if sweater.floating is None and sweater.fad is None and live_cards(sweater) and not face.patch:
                probes.append(DraftCard(card=card, sweater=index, slot=SLOTS[face.slot]))
    return probes


def _tina_gain(view: UcsView, move: UseTina) -> float:
    area = tuple(view.knitting[view.seat])
    source = next(i for i, c in uncovered(area) if c == move.card)
    lifted = lift(area, source, move.card)
    where = (move.sweater, _slot(move.slot), _slot(move.floating_slot), False)
    knitting, _ = place(lifted, move.card, where)
    return _knitting_worth(view, knitting) - _knitting_worth(view, area)
