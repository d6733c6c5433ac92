"""Deck the Yard's greedy bot: it decides from the player's view and legal moves only (G-12)."""

from __future__ import annotations

import random
from collections import Counter

from .moves import ChoosePattern, Discard, Move, Play
from .view import DeckTheYardView, Face

BROKEN_WORTH_A_PLUG = 3  # bulbs in the string for which a Broken is stopped with a Plug


def _run(bulbs: list[str], held: Counter) -> int:
    """How many slots of `bulbs`, from the left, the held cards fill in order (Bubbles as wild)."""
    held, filled = Counter(held), 0
    for colour in bulbs:
        use = colour if held[colour] else "bubble" if held["bubble"] else None
        if use is None:
            break
        held[use] -= 1
        filled += 1
    return filled


def _spare_plugs(view: DeckTheYardView) -> int:
    """Plugs in hand beyond the Characters still to come (each worth a claim, DY-4)."""
    return sum(face.kind == "plug" for face in view.hand) - view.unseen.get("character", 0)


def _worth(view: DeckTheYardView, face: Face, held: Counter) -> float:
    """How much a hand card is worth keeping: Bubbles and needed Plugs most, colours the Patterns need next."""
    if face.kind == "bubble":
        return 4.0
    if face.kind == "plug":
        return 3.0 if _spare_plugs(view) <= 0 else 0.5
    ahead = [colour for p in view.patterns if p.id == view.current for colour in p.bulbs[len(view.string):]]
    starts = [p.bulbs[0] for p in view.patterns if p.id != view.current]
    return 2.0 * (face.kind in ahead) + (face.kind in starts) - 0.5 * (held[face.kind] - 1)


def greedy(view: DeckTheYardView, moves: list[Move], rng: random.Random) -> Move:
    """Pay for Characters, pick the Pattern the hand fills furthest, play plain bulbs, else drop the least useful card."""
    held = Counter(face.kind for face in view.hand)
    if view.phase == "special" and view.pending is not None:
        kind = view.pending.kind
        pay = kind == "character" or _spare_plugs(view) > 0
        pay |= kind == "broken" and len(view.string) >= BROKEN_WORTH_A_PLUG
        return moves[0] if pay else moves[1]
    if isinstance(moves[0], ChoosePattern):
        bulbs = {p.id: p.bulbs for p in view.patterns}
        return max(moves, key=lambda m: (_run(bulbs[m.pattern], held), sum(held[c] > 0 for c in bulbs[m.pattern])))
    plays = [m for m in moves if isinstance(m, Play)]
    kinds = {face.id: face.kind for face in view.hand}
    plain = [m for m in plays if kinds[m.card] != "bubble"]
    if plain:
        return plain[0]
    discards = [m for m in moves if isinstance(m, Discard)]
    worth = {face.id: _worth(view, face, held) for face in view.hand}
    if not discards:  # DY-7: the play-out offers plays only
        return plays[0]
    cheapest = min(discards, key=lambda m: worth[m.card])
    return plays[0] if plays and worth[cheapest.card] > 0 else cheapest
