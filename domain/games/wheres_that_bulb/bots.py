"""Where's That Bulb?'s greedy bot: the plain memory-game play, from the faces its seat remembers (WB-6).

It reads the view, and from a bot's view (`bot_view`) the faces turned down that its level remembers; from a plain
view it knows only the cards face up now.
"""

from __future__ import annotations

import random

from .components import BROKEN, partner_face
from .moves import Flip, Move
from .view import WheresThatBulbView


def known_faces(view: WheresThatBulbView) -> dict[int, str]:
    """Position -> face of every card on the grid whose face the bot knows: face up now, or remembered."""
    known = {card.position: card.face for card in getattr(view, "remembered", ())}
    known.update({up.position: up.face for up in view.face_up})
    return known


def greedy(view: WheresThatBulbView, moves: list[Move], rng: random.Random) -> Move:
    """Take a pair it knows of; else turn up a card it has not seen, and pair it from memory when it can.

    First flip: one card of the known pair at the lowest position, else a card it has not seen (never a known
    Broken). Second flip: the first card's partner when it knows where one lies, else a card it has not seen.
    """
    known = known_faces(view)
    offered = {move.position for move in moves}
    unseen = sorted(offered - known.keys())
    if view.first is not None:
        partner = partner_face(known[view.first])
        match = [p for p in sorted(offered) if known.get(p) == partner]
        if match:
            return Flip(position=match[0])
        return Flip(position=rng.choice(unseen)) if unseen else rng.choice(moves)
    pair = known_pair(known, offered)
    if pair is not None:
        return Flip(position=pair)
    if unseen:
        return Flip(position=rng.choice(unseen))
    return rng.choice([move for move in moves if known.get(move.position) != BROKEN] or moves)


def known_pair(known: dict[int, str], offered: set[int]) -> int | None:
    """The lower position of the first pair (by position) among the known cards it may flip, or None."""
    where: dict[str, int] = {}
    for position in sorted(offered & known.keys()):
        face = known[position]
        partner = partner_face(face)
        if partner is not None and partner in where:
            return where[partner]
        where.setdefault(face, position)
    return None
