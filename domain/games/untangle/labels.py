"""Untangle's move labels and event texts, for a UI and a game log."""

from __future__ import annotations

from domain.contract import StepSkipped
from domain.kit import count, listing, seat_name, sentence, skipped
from domain.lights import kind_of

from . import events as ev
from .moves import Complete, DiscardAndDraw, Extend, Remove, Replace, Untangle
from .view import UntangleView

READ = {"left-to-right": "read left to right", "right-to-left": "read right to left"}
ENDED = {"three-patterns": "their third pattern is complete", "turn-cap": "the round cap was reached"}


def face(card: int) -> str:
    """What a card shows: "red", "Bubble", "Broken Bulb"."""
    return {"bubble": "Bubble", "broken": "Broken Bulb"}.get(kind_of(card), kind_of(card))


def bulb(card: int | None) -> str:
    """A card by its face and id, as the table sees it: "red bulb (card 3)", "Bubble (card 44)"."""
    if card is None:
        return "empty position"
    name = face(card) if kind_of(card) in ("bubble", "broken") else f"{face(card)} bulb"
    return f"{name} (card {card})"


def a(card: int) -> str:
    """A card with its article: "a red bulb (card 3)"."""
    return f"a {bulb(card)}"


def _at(view: UntangleView, index: int) -> str:
    """The knot card at `index`, as the view shows it."""
    if not 0 <= index < len(view.knot):
        return f"knot position {index + 1}"
    spot = view.knot[index]
    return f"the {bulb(spot.card if spot else None)} at knot position {index + 1}"


def _window(start: int) -> str:
    """Five knot positions, counted from 1 for people (the data counts from 0)."""
    return f"knot positions {start + 1}-{start + 5}"


def label(view: UntangleView, move: object) -> str:
    """One line per move, from the seat's view."""
    match move:
        case Untangle(index=index):
            pair = [spot for spot in view.knot[index : index + 2] if spot is not None]
            faces = f" ({' and '.join(face(spot.card) for spot in pair)})" if len(pair) == 2 else ""
            return f"Untangle: swap knot positions {index + 1} and {index + 2}{faces}"
        case Replace(card=card, index=index):
            return f"Cover {_at(view, index)} with your {bulb(card)}"
        case Remove(broken=card, index=index):
            return f"Play your {bulb(card)} to take out {_at(view, index)}"
        case Extend(card=card, end=end):
            return f"Add your {bulb(card)} at the {end} end of the knot"
        case DiscardAndDraw(cards=cards):
            return f"Discard your {listing(bulb(card) for card in cards)}, then draw up to 3 cards"
        case Complete(pattern=pattern, start=start, direction=direction):
            return f"Complete {pattern} with {_window(start)}, {READ.get(direction, direction)}"
    raise TypeError(f"not an Untangle move: {move!r}")


def text(event: object) -> str:
    """One line per event, from the event alone."""
    match event:
        case ev.TurnStarted(seat=seat, round=done):
            return f"{sentence(seat_name(seat))}'s turn (round {done + 1})"
        case ev.CardsDrawn(seat=seat, count=number):
            return f"{sentence(seat_name(seat))} drew {count(number, 'card')}"
        case ev.CardsSeen(seat=seat, cards=cards):
            return f"{sentence(seat_name(seat))} drew {listing(a(card) for card in cards)}"
        case ev.DeckReshuffled(count=number):
            return f"The discard pile was shuffled into a new Bulb deck ({count(number, 'card')})"
        case ev.Untangled(seat=seat, index=index, cards=(left, right)):
            return (f"{sentence(seat_name(seat))} swapped the {bulb(left)} and the {bulb(right)} "
                    f"at knot positions {index + 1} and {index + 2}")
        case ev.Replaced(seat=seat, card=card, index=index, covered=covered):
            return f"{sentence(seat_name(seat))} covered the {bulb(covered)} at knot position {index + 1} with {a(card)}"
        case ev.Removed(seat=seat, broken=broken, index=index, removed=removed):
            return (f"{sentence(seat_name(seat))} played {a(broken)} to take out the {bulb(removed)} "
                    f"at knot position {index + 1}")
        case ev.Extended(seat=seat, card=card, end=end):
            return f"{sentence(seat_name(seat))} added {a(card)} at the {end} end of the knot"
        case ev.CardsDiscarded(seat=seat, cards=cards):
            return f"{sentence(seat_name(seat))} discarded {listing(a(card) for card in cards)}"
        case ev.PatternCompleted(seat=seat, pattern=pattern, start=start, direction=direction):
            read = READ.get(direction, direction)
            return f"{sentence(seat_name(seat))} completed {pattern} with {_window(start)}, {read}"
        case ev.KnotRefilled(cards=cards, brokens=brokens, closed=closed):
            line = f"The knot was refilled with {listing(a(card) for card in cards)}"
            if brokens:
                line += f"; {listing(a(card) for card in brokens)} turned up and went to the discard pile"
            if closed:
                line += f"; {count(closed, 'position')} closed up"
            return line
        case ev.GameEnded(reason=reason, winner=winner, patterns=patterns):
            hands = "; ".join(f"{seat_name(seat)}: {listing(held)}" for seat, held in enumerate(patterns))
            who = f"{seat_name(winner)} wins, " if winner is not None else ""
            return f"The game is over ({who}{ENDED.get(reason, reason)}). Patterns: {hands}"
        case StepSkipped(seat=seat, reason=reason):
            return skipped(seat, reason)
    raise TypeError(f"not an Untangle event: {event!r}")
