"""Blink's bots' heuristics: they decide from the seat's view and legal moves only (G-12)."""

from __future__ import annotations

import random

from domain.lights import kind_of
from domain.lights.components import SPECIALS

from .components import SPECIALS_ORDER, neighbours
from .moves import CallBlink, Catch, Keep, Move, Play
from .view import BlinkView, determinize

# BL-6: how often the greedy level forgets to shout "Blink!" (the expert never does).
FORGET = 0.1
# Plain colours first, then Broken: Bubbles and Plugs are playable on any turn, so they are kept for later.
ORDER = {kind: rank for rank, kind in enumerate(SPECIALS_ORDER, start=1)}
# How many tables the expert's heuristic samples to judge which plays leave the next seat nothing to play.
SAMPLES = 24


def _blocks(view: BlinkView, move: Play) -> bool:
    """True when the table saw that the next seat holds nothing it could play after `move` (BL-2): no Bubble,
    Broken or Plug, and neither colour beside the blinking one this move leaves (`at_most`)."""
    if view.seat is None or move.kind == "plug" or not view.at_most:
        return False  # a Plug turns up a string nobody has seen yet
    blinking = move.colour if move.kind == "bubble" else view.blinking if move.kind == "broken" else move.kind
    caps = view.at_most[(view.seat + 1) % view.players]
    lacking = [*SPECIALS, *neighbours(view.pattern, blinking)]
    return all(caps.get(kind) == 0 for kind in lacking)


def greedy(view: BlinkView, moves: list[Move], rng: random.Random) -> Move:
    """Answer a Blink window at once; play plain colours before specials, the drawn card rather than keep it;
    among plays of one rank, leave the next seat a blinking bulb the table saw it cannot answer."""
    for move in moves:
        if isinstance(move, (CallBlink, Catch)):
            return move
    options = [move for move in moves if isinstance(move, Play)]
    if not options:
        return next((move for move in moves if not isinstance(move, Keep)), moves[0])
    forget = rng.random() < FORGET
    options = [move for move in options if move.blink != forget] or options

    def value(move: Play) -> tuple:
        # Name the colour whose neighbours this hand holds most, should the blinking bulb come back to it.
        follow = sum(view.hand.count(c) for c in neighbours(view.pattern, move.colour)) if move.colour else 0
        return (-ORDER.get(move.kind, 0), _blocks(view, move), view.hand.count(move.kind), follow)

    best = max(map(value, options))
    return rng.choice([move for move in options if value(move) == best])


def expert(view: BlinkView, moves: list[Move], rng: random.Random) -> Move:
    """The greedy's order of play, never forgetting to shout, and among plays of one rank the one that leaves the
    next seat nothing to play on the most tables sampled from the view (the caps and the reading of its plays
    shape those tables). The expert's search starts from it."""
    for move in moves:
        if isinstance(move, (CallBlink, Catch)):
            return move
    options = [move for move in moves if isinstance(move, Play)]
    if not options or view.seat is None:
        return greedy(view, moves, rng)
    options = [move for move in options if move.blink] or options
    after = (view.seat + 1) % view.players
    hands = [{kind_of(card) for card in determinize(view, rng).hands[after]} for _ in range(SAMPLES)]

    def stuck(move: Play) -> int:
        if move.kind == "plug":
            return 0  # a Plug turns up a string nobody has seen yet
        blinking = move.colour if move.kind == "bubble" else view.blinking if move.kind == "broken" else move.kind
        answers = {*SPECIALS, *neighbours(view.pattern, blinking)}
        return sum(1 for hand in hands if not hand & answers)

    def value(move: Play) -> tuple:
        follow = sum(view.hand.count(c) for c in neighbours(view.pattern, move.colour)) if move.colour else 0
        return (-ORDER.get(move.kind, 0), stuck(move), view.hand.count(move.kind), follow)

    values = [value(move) for move in options]
    best = max(values)
    return rng.choice([move for move, worth in zip(options, values, strict=True) if worth == best])
