"""Why a move that is not among the legal ones is refused: rule ids, the seat's own cards, never a hidden fact."""

from __future__ import annotations

from domain.kit import move_tag
from domain.lights import kind_of

from .components import can_follow_broken
from .moves import Draw, Move, Play, PlayBroken
from .state import LooneyLightsState


def explain(state: LooneyLightsState, seat: int, move: Move) -> str:
    """The refusal detail for an actor's move that is not legal now."""
    hand, colour = state.hands[seat], state.colour
    if state.step == "forced":
        return f"LL-6: you must play the card you just drew ({state.drawn}), and only it, as its rules allow"
    matched = any(kind_of(card) == colour for card in hand)
    match move:
        case Draw():
            return "LL-2: you can play a card, so you must play rather than draw"
        case Play(card=card, colour=announced):
            why = _card(hand, card) or _announce(card, announced)
            if why:
                return why
            if kind_of(card) == "broken":
                return "LL-3: a Broken Bulb is played with 'play-broken', covered at once by another card"
            if kind_of(card) == "plug" and matched:
                return f"LL-1: a Plug may be played only when you hold no {colour} bulb"
            if kind_of(card) != "plug":
                return f"LL-1: a {kind_of(card)} bulb does not match the current colour {colour}"
        case PlayBroken(broken=broken, then=then, colour=announced):
            why = _card(hand, broken) or _card(hand, then) or _announce(then, announced)
            if why:
                return why
            if kind_of(broken) != "broken":
                return "LL-3: 'broken' must be a Broken Bulb"
            if not can_follow_broken(then):
                return "LL-3: only a plain bulb or a Bubble may cover a Broken Bulb"
            if matched:
                return f"LL-1: a Broken Bulb may be played only when you hold no {colour} bulb"
    return f"a {move_tag(move)!r} move like this one is not allowed now"


def _card(hand: tuple[int, ...], card: int) -> str | None:
    """Refuse a card the seat does not hold."""
    return None if card in hand else f"card {card} is not in your hand"


def _announce(card: int, colour: str | None) -> str | None:
    """LL-7: a Bubble announces one of the six colours; no other card announces anything."""
    if kind_of(card) == "bubble" and colour is None:
        return "LL-7: a Bubble Bulb announces a colour: give 'colour'"
    if kind_of(card) != "bubble" and colour is not None:
        return "only a Bubble Bulb announces a colour: leave 'colour' out"
    return None
