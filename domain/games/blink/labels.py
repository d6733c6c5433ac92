"""Blink's move labels and event texts, for a UI and a game log."""

from __future__ import annotations

from domain.kit import count, seat_name
from domain.lights import card
from domain.lights.names import a_kind, kind_name, pattern_name

from . import events as ev
from .moves import CallBlink, Catch, Draw, Keep, Play
from .view import BlinkView


def _played(kind: str, colour: str | None) -> str:
    if kind == "bubble" and colour:
        return f"a Bubble as {colour}"
    return a_kind(kind)


def label(view: BlinkView, move: object) -> str:
    """One line per move, from the seat's view."""
    match move:
        case Play(kind=kind, colour=colour, blink=blink):
            return f"Play {_played(kind, colour)}" + (' and shout "Blink!"' if blink else "")
        case Draw():
            return "Draw a card"
        case Keep():
            return f"Keep the {kind_name(view.drawn)} you drew and end your turn" if view.drawn else "Keep the card you drew"
        case CallBlink():
            return 'Shout "Blink!"'
        case Catch(seat=seat):
            return f'Catch {seat_name(seat)}, who did not shout "Blink!" (it draws a card)'
    raise TypeError(f"not a Blink move: {move!r}")


def text(event: object) -> str:
    """One line per event, from the event alone."""
    match event:
        case ev.RoundStarted(round=number, dealer=dealer, pattern=pattern, blinking=blinking):
            start = f"Round {number}: {seat_name(dealer)} dealt; the string is {pattern_name(pattern)}"
            return start + (f", blinking {blinking}" if blinking else ", nothing blinking")
        case ev.CardPlayed(seat=seat, kind=kind, colour=colour, blink=blink, cards_left=left):
            shout = ' and shouted "Blink!"' if blink else ""
            return f"{seat_name(seat)} played {_played(kind, colour)}{shout} ({count(left, 'card')} left)"
        case ev.PatternPlugged(seat=seat, pattern=pattern, blinking=blinking):
            return f"{seat_name(seat)} plugged in {pattern_name(pattern)}" + (f", blinking {blinking}" if blinking else "")
        case ev.CardsDrawn(seat=seat, count=number, reason=reason):
            why = " as a penalty" if reason == "caught" else ""
            return f"{seat_name(seat)} drew {count(number, 'card')}{why}"
        case ev.CardsSeen(seat=seat, kinds=kinds):
            return f"{seat_name(seat)} drew {', '.join(kinds) or 'nothing'}"
        case ev.DeckRefreshed(deck=deck, size=size):
            return f"The {'Bulb' if deck == 'bulbs' else 'Pattern'} deck was reshuffled ({count(size, 'card')})"
        case ev.CardKept(seat=seat):
            return f"{seat_name(seat)} kept the card it drew"
        case ev.BlinkCalled(seat=seat):
            return f'{seat_name(seat)} shouted "Blink!"'
        case ev.SeatCaught(seat=seat, by=by):
            return f'{seat_name(by)} caught {seat_name(seat)} without a "Blink!"'
        case ev.TurnStarted(seat=seat):
            return f"{seat_name(seat)}'s turn"
        case ev.RoundWon(seat=seat, trophy=trophy):
            return f"{seat_name(seat)} emptied their hand" + (f" and took {card(trophy).name}" if trophy is not None else "")
        case ev.GameEnded(reason=reason):
            return f"The game is over ({reason})"
    return f"{type(event).__name__}"
