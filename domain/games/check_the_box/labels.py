"""Check the Box's move labels and event texts, for a UI and a game log."""

from __future__ import annotations

from domain.contract import StepSkipped
from domain.kit import count, listing, seat_name, skipped

from . import events as ev
from .components import TOTAL_SETS
from .moves import Ask, Continue, Decline, DrawTwo
from .view import CheckTheBoxView

# How a kind is named at the table, one card of it.
NAMES = {
    "red": "Red Bulb", "green": "Green Bulb", "yellow": "Yellow Bulb", "blue": "Blue Bulb",
    "purple": "Purple Bulb", "pink": "Pink Bulb", "bubble": "Bubble Bulb", "broken": "Broken Bulb",
    "plug": "Plug", "present": "Present",
}
REASONS = {
    "check-the-box": "after a Check the Box",
    "refill": "to refill an empty hand",
    "present": "with a Present's bonus",
}
ENDINGS = {"all-sets": f"all {TOTAL_SETS} sets are on the table", "turn-cap": "the turn cap was reached"}


def _cards(number: int, kind: str) -> str:
    """A count of cards of one kind: "1 Red Bulb", "2 Plugs"."""
    return count(number, NAMES.get(kind, kind))


def _plural(kind: str) -> str:
    return NAMES.get(kind, kind) + "s"


def label(view: CheckTheBoxView, move: object) -> str:
    """One line per move, from the seat's view."""
    match move:
        case Ask(seat=target, kind=kind):
            held = view.hand.count(kind)
            return f"Ask {seat_name(target)} for {_plural(kind)} (you hold {held})"
        case DrawTwo():
            left = f" ({count(view.bonus, 'Present')} to use)" if view.bonus > 1 else ""
            return f"Use a Present: draw two more cards from the box{left}"
        case Decline():
            presents = count(view.bonus, "Present") if view.bonus > 1 else "Present"
            return f"Let your {presents} go unused and end the draw"
        case Continue():
            return "End your box draw"
    raise TypeError(f"not a Check the Box move: {move!r}")


def text(event: object) -> str:
    """One line per event, from the event alone."""
    line = _line(event)
    return line[:1].upper() + line[1:]


def _line(event: object) -> str:
    match event:
        case ev.TurnStarted(seat=seat, extra=extra):
            return f"{seat_name(seat)} asks again, having completed a set" if extra else f"{seat_name(seat)}'s turn"
        case ev.Asked(seat=seat, target=target, kind=kind):
            return f"{seat_name(seat)} asked {seat_name(target)} for {_plural(kind)}"
        case ev.CardsHanded(seat=seat, to_seat=to_seat, kind=kind, count=number):
            return f"{seat_name(seat)} handed {_cards(number, kind)} to {seat_name(to_seat)}"
        case ev.BoxChecked(seat=seat, asker=asker):
            return f'{seat_name(seat)} had none and told {seat_name(asker)} "Check the Box!"'
        case ev.CardsDrawn(seat=seat, count=number, reason=reason):
            return f"{seat_name(seat)} drew {count(number, 'card')} from the box {REASONS.get(reason, '')}".rstrip()
        case ev.CardsSeen(seat=seat, kinds=kinds):
            return f"{seat_name(seat)} drew {listing(NAMES.get(kind, kind) for kind in kinds)}"
        case ev.DrawEnded(seat=seat):
            return f"{seat_name(seat)} finished their box draw"
        case ev.PresentDeclined(seat=seat):
            return f"{seat_name(seat)} let their Present bonus go unused"
        case ev.SetPlaced(seat=seat, kind=kind):
            return f"{seat_name(seat)} placed a set of three {_plural(kind)}"
        case ev.GameEnded(reason=reason):
            return f"the game is over: {ENDINGS.get(reason, reason)}"
        case StepSkipped(seat=seat, reason=reason):
            return skipped(seat, reason)
    raise TypeError(f"not a Check the Box event: {event!r}")
