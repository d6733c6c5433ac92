"""Reindeer's Nose's greedy bot: it decides from the seat's view and legal moves only (G-12)."""

from __future__ import annotations

import random
from collections import Counter

from .moves import Move, PassCard, TouchNose
from .view import ReindeersNoseView


def greedy(view: ReindeersNoseView, moves: list[Move], rng: random.Random) -> Move:
    """Touch the nose whenever allowed; else pass a colour held least, keeping the colour held most."""
    if TouchNose() in moves:
        return TouchNose()
    held = Counter(view.hand)
    passes = [move for move in moves if isinstance(move, PassCard)]
    fewest = min(held[move.colour] for move in passes)
    return rng.choice([move for move in passes if held[move.colour] == fewest])
