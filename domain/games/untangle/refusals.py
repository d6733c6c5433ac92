"""Why a move that is not among the legal ones is refused: rule ids, the seat's own input, never a hidden fact."""

from __future__ import annotations

from domain.kit import move_tag
from domain.lights import kind_of

from .components import ENDS, WINDOW
from .moves import Complete, DiscardAndDraw, Extend, Move, Remove, Replace, Untangle
from .flow import completions
from .rules import banned
from .state import UntangleState

STEP_MOVES = {
    "untangle": ("untangle",),
    "action": ("replace", "remove", "extend", "discard-and-draw"),
    "complete": ("complete",),
}


def refusal(state: UntangleState, seat: int, move: Move) -> str | None:
    """None when actor `seat` may make `move`, else why not: one rule check, the same answer as finding it in `moves`."""
    return None if allowed(state, seat, move) else explain(state, seat, move)


def allowed(state: UntangleState, seat: int, move: Move) -> bool:
    """True exactly when `move` is among `moves(state, seat)`, checked for that move alone."""
    if move_tag(move) not in STEP_MOVES[state.step]:
        return False
    hand, size = state.hands[seat], len(state.knot)
    match move:
        case Untangle(index=i):
            return i in range(size - 1) and not banned(state, i)
        case Replace(card=card, index=i):
            return card in hand and kind_of(card) != "broken" and i in range(size)
        case Remove(broken=card, index=i):
            return card in hand and kind_of(card) == "broken" and i in range(size)
        case Extend(card=card, end=end):
            return card in hand and kind_of(card) != "broken" and end in ENDS
        case DiscardAndDraw(cards=cards):
            return (
                isinstance(cards, tuple) and len(cards) > 0 and all(card in hand for card in cards)
                and list(cards) == sorted(set(cards))
            )
        case Complete():
            return move in completions(state)
    return False


def explain(state: UntangleState, seat: int, move: Move) -> str:
    """The refusal detail for an actor's move that is not legal now."""
    tag = move_tag(move)
    if tag not in STEP_MOVES[state.step]:
        allowed = ", ".join(repr(name) for name in STEP_MOVES[state.step])
        return f"this is the {state.step} step: post {allowed}"
    hand, size = state.hands[seat], len(state.knot)
    match move:
        case Untangle(index=i):
            if not 0 <= i < size - 1:
                return f"the knot has {size} cards: untangle an index from 0 to {size - 2}"
            if banned(state, i):
                return "UN-2: the previous seat just swapped these two cards; you may not swap them back"
        case Replace(card=card, index=i) | Remove(broken=card, index=i):
            if card not in hand:
                return f"card {card} is not in your hand"
            if isinstance(move, Replace) and kind_of(card) == "broken":
                return "UN-3: a Broken Bulb never goes into the knot; play it with 'remove'"
            if isinstance(move, Remove) and kind_of(card) != "broken":
                return "UN-3: only a Broken Bulb removes a knot card"
            if not 0 <= i < size:
                return f"the knot has {size} cards: name an index from 0 to {size - 1}"
        case Extend(card=card, end=end):
            if card not in hand:
                return f"card {card} is not in your hand"
            if kind_of(card) == "broken":
                return "UN-3: a Broken Bulb never goes into the knot; play it with 'remove'"
            if end not in ENDS:
                return "end must be 'left' or 'right'"
        case DiscardAndDraw(cards=cards):
            if not cards:
                return "UN-6: discard at least one card"
            if any(card not in hand for card in cards):
                return "every discarded card must be in your hand"
            if list(cards) != sorted(set(cards)):
                return "list the discarded cards once each, in increasing order"
        case Complete(pattern=pattern, start=start):
            if pattern not in state.patterns[seat]:
                return f"{pattern} is not one of your patterns still to complete"
            if not 0 <= start <= size - WINDOW:
                return f"a window of {WINDOW} starts at 0 to {size - WINDOW}"
            return "UN-7: those five knot cards do not spell that pattern in that direction"
    return f"a {tag!r} move like this one is not allowed now"
