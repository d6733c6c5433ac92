"""Looney Lights' move labels and event texts, for a UI and a game log."""

from __future__ import annotations

from domain.contract import StepSkipped
from domain.kit import count, listing, seat_name, skipped
from domain.lights import kind_of

from . import events as ev
from .moves import Draw, Play, PlayBroken
from .view import LooneyLightsView

# How the game ended without a seat going out, as a log line says it (decision 7, G-8).
ENDINGS = {
    "blocked": "the table was blocked: nobody could play or draw",
    "turn-cap": "the turn cap was reached",
}


def name(card: int) -> str:
    """What a card shows, as the table calls it: "red bulb", "Bubble", "Broken Bulb", "Plug"."""
    kind = kind_of(card)
    return {"bubble": "Bubble", "broken": "Broken Bulb", "plug": "Plug"}.get(kind, f"{kind} bulb")


def bulb(card: int, article: str = "the") -> str:
    """A card named by what it shows and its id: "the red bulb (card 3)", "a Plug (card 55)"."""
    return f"{article} {name(card)} (card {card})"


def _who(seat: int) -> str:
    """A seat named at the start of a sentence."""
    return seat_name(seat).capitalize()


def _announcing(colour: str | None) -> str:
    return f", announcing {colour}" if colour else ""


def label(view: LooneyLightsView, move: object) -> str:
    """One line per move, from the seat's view."""
    match move:
        case Play(card=card, colour=colour):
            if view.drawn is not None and view.drawn.card == card:
                return f"Play the {name(card)} you drew (card {card}){_announcing(colour)}"
            if kind_of(card) == "plug":
                return f"Play {bulb(card)}; the colour stays {view.colour}"
            return f"Play {bulb(card)}{_announcing(colour)}"
        case PlayBroken(broken=broken, then=then, colour=colour):
            return f"Play {bulb(broken)} and cover it with {bulb(then)}{_announcing(colour)}"
        case Draw():
            return "Draw cards until one can be played"
    raise TypeError(f"not a Looney Lights move: {move!r}")


def text(event: object) -> str:
    """One line per event, from the event alone."""
    match event:
        case ev.TurnStarted(seat=seat, turn=turn):
            return f"{_who(seat)}'s turn ({count(turn, 'turn')} played so far)"
        case ev.StartCardRevealed(card=card, returned=True):
            return f"{bulb(card, 'A')} was turned up to start the discard pile and went back into the deck (LL-5)"
        case ev.StartCardRevealed(card=card):
            return f"{bulb(card, 'A')} starts the discard pile"
        case ev.CardPlayed(seat=seat, card=card, colour=colour):
            then = {"plug": "; the colour stays ", "bubble": " and announced "}.get(kind_of(card), "; the colour is ")
            return f"{_who(seat)} played {bulb(card, 'a')}{then}{colour}"
        case ev.BrokenPlayed(seat=seat, broken=broken, then=then, colour=colour):
            return (f"{_who(seat)} played {bulb(broken, 'a')} covered by {bulb(then, 'a')}; "
                    f"the colour is {colour}")
        case ev.CardsDrawn(seat=seat, count=number):
            return f"{_who(seat)} drew {count(number, 'card')}"
        case ev.CardsSeen(seat=seat, cards=cards):
            return f"{_who(seat)} drew {listing(bulb(card, 'a') for card in cards)}"
        case ev.DeckReshuffled(count=size):
            return f"The discard pile but its top card was shuffled into a new deck of {count(size, 'card')}"
        case ev.TurnPassed(seat=seat):
            return f"{_who(seat)} could neither play nor draw, so their turn passed"
        case ev.GameEnded(reason="went-out", winner=winner, cards_left=left):
            return f"Game over: {seat_name(winner)} went out (cards left by seat: {', '.join(map(str, left))})"
        case ev.GameEnded(reason=reason, cards_left=left):
            why = ENDINGS.get(reason, reason)
            return f"Game over: {why} (cards left by seat: {', '.join(map(str, left))})"
        case StepSkipped(seat=seat, reason=reason):
            return skipped(seat, reason)
    raise TypeError(f"not a Looney Lights event: {event!r}")
