"""Jingle Bell Run's move labels and event texts, for a UI and a game log."""

from __future__ import annotations

from collections.abc import Iterable

from domain.contract import StepSkipped
from domain.kit import count, listing, seat_name, skipped
from domain.lights import kind_of

from . import events as ev
from .catalog import CORNER_NAMES
from .components import CORNERS, OPPOSITE
from .moves import ChooseCorner, DiscardDown, Move, Steal, SwapPatterns, TakeBubble, TakeCard
from .view import JingleBellRunView

SKIPS = {"nothing-to-take": "nothing left to take", "no-action": "no action possible"}


def card(card_id: int) -> str:
    """A Bulb card by its kind and id: "Red Bulb #3", "Plug #55"."""
    kind = kind_of(card_id)
    return f"Plug #{card_id}" if kind == "plug" else f"{kind.capitalize()} Bulb #{card_id}"


def cards(card_ids: Iterable[int]) -> str:
    """Several Bulb cards: "Red Bulb #3 and Bubble Bulb #43"."""
    return listing(card(c) for c in card_ids)


def _cell(view: JingleBellRunView, cell: int) -> str:
    """A cell with the Pattern card lying there, counted from 1 for people: "cell 6 (P07)" is cell 5 of the data."""
    pattern = next((g.pattern for g in view.grid if g.cell == cell), None)
    return f"cell {cell + 1} ({pattern})" if pattern else f"cell {cell + 1}"


def _pick(view: JingleBellRunView) -> str:
    return "second pick" if view.step == "pick" else "first pick"


def label(view: JingleBellRunView, move: object) -> str:
    """One line per move, from the seat's view."""
    me = view.seat if view.seat is not None else view.active
    match move:
        case ChooseCorner(corner=corner):
            where = "on" if view.start_on_corner else "beside"
            return (f"Start {where} the {CORNER_NAMES[corner]} corner (cell {CORNERS[corner] + 1}) and race to the "
                    f"{CORNER_NAMES[OPPOSITE[corner]]} corner")
        case TakeBubble(market_card=bubble):
            return f"Take {card(bubble)} from the Market as your whole take"
        case TakeCard(source="deck"):
            return f"Draw the top card of the deck blind as your {_pick(view)}"
        case TakeCard(source=source):
            return f"Take {card(source)} from the Market as your {_pick(view)}"  # type: ignore[arg-type]
        case Steal(brokens=brokens, seat=victim):
            held = view.hand_counts[victim] if victim < len(view.hand_counts) else len(brokens)
            taken = count(min(len(brokens), held), "random card")
            return f"Discard {cards(brokens)} to take {taken} from {seat_name(victim)}"
        case SwapPatterns(plug=plug, a=a, b=b):
            return f"Discard {card(plug)} to swap the Pattern cards of {_cell(view, a)} and {_cell(view, b)}"
        case Move(to=to, cards=paid):
            finish = me < len(view.finishes) and view.finishes[me] == to
            goal = ", your finish," if finish else ""
            return f"Move to {_cell(view, to)}{goal} paying {cards(paid)}"
        case DiscardDown(cards=dropped):
            return f"Discard {cards(dropped)} to keep {view.hand_limit} cards"
    raise TypeError(f"not a Jingle Bell Run move: {move!r}")


def text(event: object) -> str:
    """One line per event, from the event alone."""
    line = _line(event)
    return line[:1].upper() + line[1:]


def _line(event: object) -> str:
    match event:
        case ev.CornerChosen(seat=seat, corner=corner):
            return f"{seat_name(seat)} chose the {CORNER_NAMES[corner]} corner"
        case ev.CardTaken(seat=seat, card=taken):
            return f"{seat_name(seat)} took {card(taken)} from the Market"
        case ev.CardDrawn(seat=seat):
            return f"{seat_name(seat)} drew a card blind from the deck"
        case ev.CardSeen(seat=seat, card=drawn):
            return f"{seat_name(seat)} drew {card(drawn)}"
        case ev.MarketRefilled(cards=laid):
            return f"the Market was refilled with {cards(laid)}"
        case ev.MarketWiped(cards=wiped):
            return f"three Bubble Bulbs showed at once: the Market's {count(len(wiped), 'card')} went to the discard"
        case ev.DeckReshuffled(count=size):
            return f"the discard pile was shuffled into a new deck of {count(size, 'card')}"
        case ev.CardsStolen(seat=seat, victim=victim, brokens=brokens, count=number):
            return (f"{seat_name(seat)} discarded {cards(brokens)} and took {count(number, 'random card')} "
                    f"from {seat_name(victim)}")
        case ev.StolenCardsSeen(seat=seat, victim=victim, cards=taken):
            return f"{seat_name(seat)} took {cards(taken)} from {seat_name(victim)}"
        case ev.PatternsSwapped(seat=seat, plug=plug, a=a, b=b):
            return f"{seat_name(seat)} played {card(plug)} to swap the Pattern cards of cells {a + 1} and {b + 1}"
        case ev.CharacterMoved(seat=seat, cell=cell, cards=paid):
            return f"{seat_name(seat)} paid {cards(paid)} and moved to cell {cell + 1}"
        case ev.CardsDiscarded(seat=seat, cards=dropped):
            return f"{seat_name(seat)} discarded {cards(dropped)} down to the hand limit"
        case ev.TurnPassed(seat=seat, round=rounds):
            return f"{seat_name(seat)}'s turn ({count(rounds, 'round')} complete)"
        case ev.GameEnded(reason="finish-line", winner=winner) if winner is not None:
            return f"{seat_name(winner)} reached their finish and won the race"
        case ev.GameEnded(reason=reason):
            return "the game is over: " + ("the round cap was reached" if reason == "turn-cap" else reason)
        case StepSkipped(seat=seat, reason=reason):
            return skipped(seat, SKIPS.get(reason, reason))
    raise TypeError(f"not a Jingle Bell Run event: {event!r}")
