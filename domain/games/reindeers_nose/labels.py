"""Reindeer's Nose's move labels and event texts, for a UI and a game log."""

from __future__ import annotations

from domain.contract import StepSkipped
from domain.kit import count, listing, seat_name, skipped
from domain.lights.names import pattern_name

from . import events as ev
from .moves import PassCard, TouchNose
from .view import ReindeersNoseView


def label(view: ReindeersNoseView, move: object) -> str:
    """One line per move, from the seat's view."""
    match move:
        case PassCard(colour=colour):
            left = ((view.seat or 0) + 1) % view.players
            return f"Pass a {colour} bulb face down to {seat_name(left)} on your left"
        case TouchNose():
            if view.touched:
                return f"Touch your nose ({seat_name(view.touched[0])} touched first)"
            return "Touch your nose: you hold four matching bulbs"
    raise TypeError(f"not a Reindeer's Nose move: {move!r}")


def text(event: object) -> str:
    """One line per event, from the event alone."""
    match event:
        case ev.HandDealt(hand=number):
            return f"Hand {number}: four bulbs were dealt to every seat"
        case ev.CardsSeen(seat=seat, colours=colours):
            return f"{seat_name(seat)} was dealt {listing(colours)}"
        case ev.PassSealed(seat=seat):
            return f"{seat_name(seat)} put a card face down for their left neighbour"
        case ev.CardsPassed(tick=tick):
            return f"Every seat took the card passed from their right (pass {tick} of this hand)"
        case ev.CardReceived(seat=seat, received=received, gave=gave):
            return f"{seat_name(seat)} gave a {gave} bulb and received a {received} bulb"
        case ev.NoseTouched(seat=seat, order=order):
            if order == 1:
                return f"{seat_name(seat)} touched their nose first"
            return f"{seat_name(seat)} touched their nose (touch {order})"
        case ev.PassesDropped(seats=seats):
            return f"Passing froze: the sealed cards of {listing(seat_name(seat) for seat in seats)} went back"
        case ev.PatternReceived(seat=seat, pattern=pattern, count=held):
            held_now = count(held, "Pattern card")
            return f"{seat_name(seat)} was last and took {pattern_name(pattern)} (it now holds {held_now})"
        case ev.HandAbandoned(passes=passes):
            return f"No set after {count(passes, 'pass', 'passes')}: the hand is redealt without a penalty"
        case ev.GameEnded(reason="eliminated", seat=seat):
            return f"The game is over: {seat_name(seat)} took their third Pattern card and every other seat wins"
        case ev.GameEnded(reason="turn-cap"):
            return "The game is over: the last hand allowed was played; fewest Pattern cards ranks first"
        case ev.GameEnded(reason=reason):
            return f"The game is over ({reason})"
        case StepSkipped(seat=seat, reason=reason):
            return skipped(seat, reason)
    return f"Something happened: {type(event).__name__}"
