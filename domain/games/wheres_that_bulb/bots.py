"""Where's That Bulb?'s greedy bot: a stateless function of the view (G-12), so it remembers nothing."""

from __future__ import annotations

import random
from collections import Counter

from .components import BROKEN, FACE_COUNTS, partner_face
from .moves import Flip, Move
from .view import WheresThatBulbView


def partners_face_down(view: WheresThatBulbView, face: str) -> int:
    """How many cards that pair with `face` are still face down, from public counts (pairs taken, faces up)."""
    partner = partner_face(face)
    if partner is None:
        return 0
    seen = Counter(f for seat_pairs in view.pairs for pair in seat_pairs for f in pair)
    seen.update(up.face for up in view.face_up)
    return FACE_COUNTS[partner] - seen[partner]


def greedy(view: WheresThatBulbView, moves: list[Move], rng: random.Random) -> Move:
    """First flip the on-show card with most partners left (else no known Broken); then flip uniformly (WB-6)."""
    # G-12: the bot keeps no memory, so once the last turn's cards are turned down it knows nothing of them.
    if view.first is not None:
        return rng.choice(moves)
    known = [up for up in view.face_up if up.face != BROKEN]
    if known:
        best = max(known, key=lambda up: (partners_face_down(view, up.face), -up.position))
        return Flip(position=best.position)
    brokens = {up.position for up in view.face_up if up.face == BROKEN}
    return rng.choice([move for move in moves if move.position not in brokens] or moves)
