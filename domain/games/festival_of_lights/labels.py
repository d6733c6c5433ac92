"""Festival of Lights' move labels and event texts, for a UI and a game log."""

from __future__ import annotations

from collections import Counter

from domain.contract import StepSkipped
from domain.kit import count, listing, seat_name, skipped
from domain.lights.names import kind_name

from . import events as ev
from .moves import AssignBubbles, Decline, PlaceCharacter, Reveal, TakeFromDiscard, UseBroken
from .view import FestivalOfLightsView, SeatArea

def _who(seat: int) -> str:
    """A seat named at the start of a sentence."""
    return seat_name(seat).capitalize()


def _own(view: FestivalOfLightsView) -> SeatArea | None:
    """The viewer's own area at the table (None for a spectator)."""
    return next((area for area in view.seats if area.seat == view.seat), None)


def _dropped(view: FestivalOfLightsView) -> str:
    """The viewer's own card revealed this round, as its rescue step names it."""
    area = _own(view)
    return f"dropped {kind_name(area.revealed if area else None)}"


def _spread(colours: tuple[str, ...] | list[str]) -> str:
    """Bubbles by the pile they join: "2 on red and 1 on blue"."""
    return listing(f"{number} on {colour}" for colour, number in Counter(colours).items())


def _bubbles(colours: tuple[str, ...]) -> str:
    if len(colours) == 1:
        return f"Put your Bubble on your {colours[0]} pile"
    return f"Put your {len(colours)} Bubbles on your piles: {_spread(colours)}"


def label(view: FestivalOfLightsView, move: object) -> str:
    """One line per move, from the seat's view."""
    match move:
        case Reveal(kind=kind):
            return f"Reveal a {kind_name(kind)}"
        case UseBroken():
            return f"Spend a stored Broken Bulb to score your {_dropped(view)}"
        case Decline():
            area = _own(view)
            stored = area.stored if area else 1
            kept = "stored Broken Bulb" if stored == 1 else f"{stored} stored Broken Bulbs"
            return f"Keep your {kept}; your {_dropped(view)} goes to the discard pile"
        case TakeFromDiscard(kind=kind):
            return f"Use your Plug to take a {kind_name(kind)} from the discard pile"
        case PlaceCharacter(colour=colour):
            return f"Put your Character on your {colour} pile"
        case AssignBubbles(colours=colours):
            return _bubbles(colours)
    raise TypeError(f"not a Festival of Lights move: {move!r}")


def _scored(event: ev.CardScored) -> str:
    who, card = _who(event.seat), kind_name(event.kind)
    if event.rescued:
        where = f"on their {event.colour} pile" if event.colour else "as a 2-point card with no ability"
        return f"{who} rescued their {card} with a stored Broken Bulb and scored it {where}"
    if event.colour:
        return f"{who} scored a {card} on their {event.colour} pile"
    return {
        "bubble": f"{who} scored a Bubble and put it under their Pattern card",
        "broken": f"{who} scored a Broken Bulb and stored it for a rescue",
        "character": f"{who} scored a Character and will place it on a pile",
    }.get(event.kind, f"{who} scored a {card}")


def text(event: object) -> str:
    """One line per event, from the event alone."""
    match event:
        case ev.RoundStarted(round=number):
            return f"Round {number} of 8: every seat chooses a card to reveal"
        case ev.ChoiceSealed(seat=seat):
            return f"{_who(seat)} sealed their choice"
        case ev.CardsRevealed(kinds=kinds, dropped=dropped):
            shown = listing(f"{seat_name(seat)} a {kind_name(kind)}" for seat, kind in enumerate(kinds))
            drops = f"{listing(seat_name(seat) for seat in dropped)} matched and dropped" if dropped else "all unique"
            return f"Revealed: {shown} ({drops})"
        case ev.RescueDecided(seat=seat, used=True):
            return f"{_who(seat)} spent a stored Broken Bulb to rescue their dropped card"
        case ev.RescueDecided(seat=seat):
            return f"{_who(seat)} did not spend a stored Broken Bulb, so their card dropped"
        case ev.CardScored():
            return _scored(event)
        case ev.CardsDiscarded(kinds=kinds):
            return f"Dropped to the discard pile: {listing(f'a {kind_name(kind)}' for kind in kinds)}"
        case ev.PlugUsed(seat=seat, kind=kind):
            return f"{_who(seat)} used their Plug to take a {kind_name(kind)} from the discard pile"
        case ev.CharacterPlaced(seat=seat, colour=colour):
            return f"{_who(seat)} put their Character on their {colour} pile"
        case ev.HandsPassed(cards_each=each):
            return f"Every hand passed to the left ({count(each, 'card')} each)"
        case ev.LastCardsBoxed(count=number):
            return f"The last {count(number, 'card')} went to the box unseen"
        case ev.BubblesAssigned(seat=seat, colours=colours):
            if len(colours) == 1:
                return f"{_who(seat)}'s Bubble joined their {colours[0]} pile"
            return f"{_who(seat)}'s {len(colours)} Bubbles joined their piles: {_spread(colours)}"
        case ev.PileReturned(seat=seat, colour=colour, size=size):
            return f"{_who(seat)}'s {colour} pile (size {size}) with a Character was outgrown and went to the box"
        case ev.BonusTaken(seat=seat, colour=colour, count=number):
            return (f"{_who(seat)} has the largest {colour} pile and took {count(number, f'{colour} bulb')} "
                    "from the discard pile")
        case ev.GameEnded():
            return "Game over: every seat is down to their last card and the final checks are done"
        case StepSkipped(seat=seat, reason=reason):
            return skipped(seat, reason)
    raise TypeError(f"not a Festival of Lights event: {event!r}")
