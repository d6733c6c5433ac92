"""Looney Lights' greedy bot: it reads only the seat's view and legal moves (G-12)."""

from __future__ import annotations

import random
from collections import Counter

from .moves import Move, Play, PlayBroken
from .view import LooneyLightsView

# What spending a special card costs the hand: Bubbles and Plugs get out of trouble later, Brokens shed two.
COST = {"bubble": 2.0, "plug": 1.0, "broken": 0.0}
# What leaving the next seat a colour the table saw it cannot follow is worth, in cards kept in hand.
STUCK_WORTH = 0.5


def _stuck(view: LooneyLightsView, colour: str) -> bool:
    """True when the table saw that the next seat holds none of `colour`, no Bubble and no Plug (`at_most`): it
    will most likely have to draw (only a Broken with a card to cover it could still save it)."""
    if view.seat is None or not view.at_most:
        return False
    caps = view.at_most[(view.seat + 1) % view.players]
    return all(caps.get(kind) == 0 for kind in (colour, "bubble", "plug"))


def greedy(view: LooneyLightsView, moves: list[Move], rng: random.Random) -> Move:
    """Go out if possible; otherwise shed the most cards, keep specials, and leave a colour the hand can follow
    and, better still, one the next seat was seen unable to follow."""
    kinds = {bulb.card: bulb.kind for bulb in view.hand}
    if view.drawn is not None:
        kinds[view.drawn.card] = view.drawn.kind
    best, choice = None, moves[0]
    for move in moves:
        match move:
            case Play(card=card, colour=colour):
                spent, colour = (card,), colour or (view.colour if kinds[card] == "plug" else kinds[card])
            case PlayBroken(broken=broken, then=then, colour=colour):
                spent, colour = (broken, then), colour or kinds[then]
            case _:
                return move  # only `draw` is offered
        left = Counter(kind for card, kind in kinds.items() if card not in spent)
        cost = sum(COST.get(kinds[card], 0.0) for card in spent)
        worth = 3 * len(spent) - cost + left[colour] + STUCK_WORTH * _stuck(view, colour)
        value = (len(spent) == len(kinds), worth, rng.random())
        if best is None or value > best:
            best, choice = value, move
    return choice
