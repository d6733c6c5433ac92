"""Christmas Lights heuristics: decide from the seat's view and legal moves only (G-12)."""

from __future__ import annotations

import random

from domain.games.christmas_lights.moves import (
    Accept,
    Decline,
    Move,
    Peek,
    PlaceSpecial,
    PlayCard,
    Refill,
    SwapCard,
    TakeBulb,
)
from domain.games.christmas_lights.view import ChristmasLightsView
from domain.kit import move_tag
from domain.lights.components import PATTERNS_BY_ID
from domain.lights.patterns import DIRECTIONS, fill_order, first_colour, next_slot


def wanted(view: ChristmasLightsView) -> dict[str, tuple[str | None, str | None]]:
    """Kinds that would go into the viewer's string now, each with the pattern and direction to name."""
    me = view.seats[view.seat]
    if me.plug_due:
        return {"plug": (None, None)}
    remaining = [p for p in view.my_patterns if p not in me.completed]
    if view.my_current is None:
        wants: dict[str, tuple[str | None, str | None]] = {}
        for pattern in remaining:
            for direction in DIRECTIONS:
                wants.setdefault(first_colour(PATTERNS_BY_ID[pattern].bulbs, direction), (pattern, direction))
        return wants
    bulbs = PATTERNS_BY_ID[view.my_current].bulbs
    # CL-5: a Broken's colour fixes it, and the next empty position takes its own colour.
    wants = {bulbs[slot]: (None, None) for slot in fill_order(me.direction) if me.string[slot] == "broken"}
    nxt = next_slot(me.string, me.direction)
    if nxt is not None:
        wants[bulbs[nxt]] = (None, None)
    return wants


def greedy(view: ChristmasLightsView, moves: list[Move], rng: random.Random) -> Move:
    """Play known fitting cards, swap for a needed card, buy needed cards, refill to five."""
    assert view.seat is not None
    me = view.seats[view.seat]
    wants = wanted(view)
    kinds = {type(move) for move in moves}
    if Accept in kinds:
        offered = view.sale[view.offer.sale_card].kind if view.offer else None
        return Accept() if offered in wants else Decline()
    if TakeBulb in kinds:
        return TakeBulb()
    if Peek in kinds:
        unknown = [card.ref for card in me.hand if not card.known]
        return Peek(ref=unknown[0]) if unknown else Decline()
    if view.event is not None:
        return Decline()
    places = [move for move in moves if isinstance(move, PlaceSpecial)]
    if places:
        return places[-1] if view.revealed == "bubble" else places[0]
    known = {card.ref: card.face for card in me.hand if card.known}
    for move in moves:
        if isinstance(move, PlayCard) and known.get(move.ref) in wants:
            pattern, direction = wants[known[move.ref]]
            if (move.pattern, move.direction) == (pattern, direction):
                return move
    swaps = [move for move in moves if isinstance(move, SwapCard)]
    if swaps:
        useless = [ref for ref, face in known.items() if face not in wants]
        unknown = [card.ref for card in me.hand if not card.known]
        give = useless[0] if useless else (unknown[-1] if unknown else swaps[0].ref)
        targets = [
            move for move in swaps
            if move.ref == give and view.seats[move.seat].hand[move.their_ref].face in wants
        ]
        fresh = [move for move in targets if not view.seats[move.seat].hand[move.their_ref].known]
        if fresh or (targets and rng.random() < 0.5):
            return rng.choice(fresh or targets)
    blind = [move for move in moves if isinstance(move, PlayCard) and move.ref not in known]
    if blind:
        pattern, direction = next(iter(wants.values()), (None, None))
        fitting = [move for move in blind if (move.pattern, move.direction) == (pattern, direction)]
        return rng.choice(fitting or blind)
    refills = [move for move in moves if isinstance(move, Refill)]
    if refills:
        return max(refills, key=lambda move: move.count)
    tags = [move_tag(move) for move in moves]
    # Offers and hand arranging come last in the list; end the turn, or take the first real choice.
    return moves[tags.index("end-turn")] if "end-turn" in tags else moves[0]
