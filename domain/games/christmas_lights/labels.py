"""Christmas Lights' move labels and event texts, for a UI and a game log."""

from __future__ import annotations

from domain.contract import StepSkipped
from domain.kit import count, listing, seat_name, sentence, skipped
from domain.lights.components import CARDS, card_id

from . import events as ev
from .moves import (
    Accept,
    ArrangeHand,
    Decline,
    DiscardForNew,
    DiscardSpecial,
    EndTurn,
    OfferCard,
    Peek,
    PlaceSpecial,
    PlayCard,
    PutUp,
    Refill,
    SwapCard,
    TakeBulb,
    Withdraw,
)
from .question import All, AnyOf, CardIs, CountIs, FitsNext, HasPair, KindSpec, Not, OneOf, Question, SameCards
from .view import ChristmasLightsView

FROM_END = {"left-to-right": "from the left", "right-to-left": "from the right"}
DISCARDED_BECAUSE = {
    "no-match": "it did not fit",
    "not-placed": "not placed",
    "unsold": "unsold",
    "power-surge": "Power Surge",
    "boxing-day": "Boxing Day",
}
DREW_BECAUSE = {"refill": "to refill", "light-switch": "for Light Switch", "power-surge": "for Power Surge",
                "boxing-day": "for Boxing Day"}
TURN_ENDED = {"refilled": "refilled and ended their turn", "power-outage": "lost the rest of their turn to Power Outage",
              "power-surge": "ended their turn with Power Surge"}
CHOSE = {"take-bulb": "took a Bulb card", "peek": "looked at their card {ref}",
         "discard-for-new": "discarded their card {ref} for an unseen one", "decline": "declined the Event"}


def bulb_name(kind: str | None) -> str:
    """A card kind as the box names it: "red bulb", "Bubble", "Broken Bulb", "Plug"."""
    return {None: "unseen card", "bubble": "Bubble", "broken": "Broken Bulb", "plug": "Plug"}.get(kind, f"{kind} bulb")


def bulb(kind: str | None) -> str:
    """A card kind with its article: "a red bulb", "a Bubble", "a Broken Bulb", "a Plug"."""
    return ("an " if kind is None else "a ") + bulb_name(kind)


def pattern_name(key: str) -> str:
    """A Pattern card by its lights, left to right, as a table shows it: "the red-green-blue-white-yellow Pattern"."""
    bulbs = CARDS[card_id(key)].bulbs
    return f"the {'-'.join(bulbs)} Pattern" if bulbs else f"Pattern {key}"


def event_name(key: str | None) -> str:
    """The printed name of an Event card, from its key."""
    return CARDS[card_id(key)].name if key else "the Event"


# --- the sale question, as the seller asks it ("Do I hold ...?") ---------------------------------------


def _kinds(spec: KindSpec) -> str:
    names = spec.one_of if isinstance(spec, OneOf) else [spec]
    words = {"bubble": "Bubble", "broken": "Broken", "plug": "Plug"}
    return " or ".join(words.get(name, name) for name in names)


def _claim(question: Question) -> str:
    """The question as a statement about the seller's hand, in the seller's words."""
    match question:
        case CardIs(card=ref, is_=spec):
            return f"my card {ref + 1} is a {_kinds(spec)} card"
        case SameCards(cards=(first, second)):
            return f"my cards {first + 1} and {second + 1} are the same kind"
        case CountIs(kind=spec, compare=compare, n=n):
            return f"I hold {compare.replace('-', ' ')} {n} {_kinds(spec)} {'card' if n == 1 else 'cards'}"
        case HasPair():
            return "I hold two cards of the same kind"
        case FitsNext(card=ref):
            return f"my card {ref + 1} is the one my string needs next"
        case Not(question=inner):
            return f"it is not true that {_part(inner)}"
        case All(questions=parts):
            return " and ".join(_part(part) for part in parts)
        case AnyOf(questions=parts):
            return " or ".join(_part(part) for part in parts)
    return "an unknown question"


def _part(question: Question) -> str:
    """A part of a longer claim, in brackets when it joins parts of its own."""
    nested = isinstance(question, (All, AnyOf)) and len(question.questions) > 1
    return f"({_claim(question)})" if nested else _claim(question)


def ask(question: Question) -> str:
    """The question in quotes as the seller puts it: 'Do I hold two cards of the same kind?'."""
    match question:
        case CardIs(card=ref, is_=spec):
            line = f"Is my card {ref + 1} a {_kinds(spec)} card?"
        case SameCards(cards=(first, second)):
            line = f"Are my cards {first + 1} and {second + 1} the same kind?"
        case CountIs() | HasPair():
            line = f"Do {_claim(question)}?"
        case FitsNext(card=ref):
            line = f"Is my card {ref + 1} the one my string needs next?"
        case Not(question=inner):
            line = f"Is it false that {_claim(inner)}?"
        case _:
            line = f"Is it true that {_claim(question)}?"
    return f'"{line}"'


# --- labels -------------------------------------------------------------------------------------------


def _mine(view: ChristmasLightsView, ref: int) -> str:
    """The viewer's card at `ref`, with its face when the viewer has seen it."""
    hand = view.seats[view.seat].hand if view.seat is not None else []
    face = hand[ref].face if 0 <= ref < len(hand) else None
    return f"your card {ref + 1}" + (f" ({bulb(face)})" if face else "")


def _theirs(view: ChristmasLightsView, seat: int, ref: int) -> str:
    hand = view.seats[seat].hand if 0 <= seat < len(view.seats) else []
    face = hand[ref].face if 0 <= ref < len(hand) else None
    return f"{seat_name(seat)}'s card {ref + 1}" + (f" ({bulb(face)})" if face else "")


def _on_sale(view: ChristmasLightsView, index: int) -> str:
    kind = view.sale[index].kind if 0 <= index < len(view.sale) else None
    return f"sale card {index + 1}" + (f" ({bulb(kind)})" if kind else "")


def arrangement(order: list[int], marks: list[str]) -> str:
    """An arranged hand in words: the new order (as old refs) and how the cards are held."""
    moved = "the same order" if order == sorted(order) else f"the order {', '.join(str(ref + 1) for ref in order)} (cards as they were numbered)"
    turned = [f"card {ref + 1} {mark}" for ref, mark in enumerate(marks) if mark != "upright"]
    return f"{moved}, {listing(turned) if turned else 'every card upright'}"


def label(view: ChristmasLightsView, move: object) -> str:
    """One line per move, from the seat's view."""
    match move:
        case PlayCard(ref=ref, pattern=pattern, direction=direction):
            start = f" to start {pattern_name(pattern)} {FROM_END.get(direction or '', '')}".rstrip() if pattern else ""
            return f"Play {_mine(view, ref)}{start}"
        case PlaceSpecial(position=position):
            mine = view.seats[view.seat].string if view.seat is not None else []
            over = " over the Broken Bulb" if 0 <= position < len(mine) and mine[position] == "broken" else ""
            return f"Place the {bulb_name(view.revealed)} at position {position + 1} of your string{over}"
        case DiscardSpecial():
            return f"Discard the {bulb_name(view.revealed)} instead of placing it"
        case TakeBulb():
            return "Light Switch: draw a Bulb card and look at it"
        case Peek(ref=ref):
            return f"Christmas Eve: look at {_mine(view, ref)}"
        case DiscardForNew(ref=ref):
            return f"Boxing Day: discard {_mine(view, ref)} and draw an unseen card"
        case Decline() if view.event is not None:
            return f"{event_name(view.event)}: decline"
        case Decline():
            offered = _on_sale(view, view.offer.sale_card) if view.offer else "the card"
            return f"Decline {offered} offered to you"
        case Accept():
            if view.offer is None:
                return "Buy the card offered to you"
            return (f"Buy {_on_sale(view, view.offer.sale_card)} and answer {seat_name(view.active)}'s question "
                    f"{ask(view.offer.question)}")
        case SwapCard(ref=ref, seat=seat, their_ref=theirs):
            return f"Swap {_mine(view, ref)} for {_theirs(view, seat, theirs)}"
        case PutUp(refs=refs):
            return f"Put {listing(_mine(view, ref) for ref in refs)} up for sale"
        case OfferCard(sale_card=index, seat=seat, question=question):
            return f"Offer {_on_sale(view, index)} to {seat_name(seat)} for an answer to {ask(question)}"
        case Withdraw(sale_card=index):
            return f"Withdraw {_on_sale(view, index)} from sale (it is discarded)"
        case Refill(count=number):
            return f"Draw {count(number, 'card')} and end your turn"
        case EndTurn():
            return "End your turn" + (" (unsold cards are discarded)" if view.sale else "")
        case ArrangeHand(order=order, marks=marks):
            return f"Arrange your hand: {arrangement(list(order), list(marks))}"
    raise TypeError(f"not a Christmas Lights move: {move!r}")


# --- event texts --------------------------------------------------------------------------------------


def text(event: object) -> str:
    """One line per event, from the event alone."""
    match event:
        case ev.TurnStarted(seat=seat, round=done):
            return f"{sentence(seat_name(seat))}'s turn (round {done + 1})"
        case ev.TurnEnded(seat=seat, reason=reason):
            return f"{sentence(seat_name(seat))} {TURN_ENDED.get(reason, 'ended their turn')}"
        case ev.CardRevealed(seat=seat, ref=ref, kind=kind):
            return f"{sentence(seat_name(seat))} played their card {ref + 1}: {bulb(kind)}"
        case ev.BulbPlaced(seat=seat, position=position, kind=kind, replaced=replaced):
            over = f", covering {bulb(replaced)}" if replaced else ""
            return f"{sentence(seat_name(seat))} placed {bulb(kind)} at position {position + 1} of their string{over}"
        case ev.PlugPlaced(seat=seat):
            return f"{sentence(seat_name(seat))} placed a Plug; their second string can start"
        case ev.CardDiscarded(seat=seat, kind=kind, reason=reason):
            why = DISCARDED_BECAUSE.get(reason, reason)
            if seat is None:
                return f"{sentence(bulb(kind))} was discarded ({why})"
            return f"{sentence(seat_name(seat))} discarded {bulb(kind)} ({why})"
        case ev.StringCompleted(seat=seat, pattern=pattern, strings=strings):
            return f"{sentence(seat_name(seat))} completed {pattern_name(pattern)} ({count(strings, 'string')} done)"
        case ev.EventDrawn(seat=seat, event=key):
            return f"{sentence(seat_name(seat))}'s Bubble drew the Event card {event_name(key)}"
        case ev.PatternRevealed(seat=seat, pattern=pattern):
            return f"Lump of Coal: {seat_name(seat)}'s {pattern_name(pattern)} is face-up until completed"
        case ev.CommitMade(seat=seat):
            return f"{sentence(seat_name(seat))} sealed their answer to the Event"
        case ev.EventAnswered(seat=seat, choice=choice, ref=ref):
            return f"{sentence(seat_name(seat))} {CHOSE.get(choice, choice).format(ref=None if ref is None else ref + 1)}"
        case ev.CardsDrawn(seat=seat, count=number, reason=reason):
            why = DREW_BECAUSE.get(reason, f"({reason})")
            return f"{sentence(seat_name(seat))} drew {count(number, 'card')} {why}"
        case ev.FacesSeen(seat=seat, refs=refs, kinds=kinds):
            faces = listing(f"card {ref + 1} is {bulb(kind)}" for ref, kind in zip(refs, kinds))
            return f"In {seat_name(seat)}'s hand, {faces}"
        case ev.DeckReshuffled(count=number):
            return f"The discard pile was shuffled into a new Bulb deck ({count(number, 'card')})"
        case ev.CardsSwapped(seat=seat, ref=ref, other=other, their_ref=theirs):
            return f"{sentence(seat_name(seat))} swapped their card {ref + 1} for {seat_name(other)}'s card {theirs + 1}"
        case ev.CardsPutUp(seat=seat, kinds=kinds):
            return f"{sentence(seat_name(seat))} put {listing(bulb(kind) for kind in kinds)} up for sale"
        case ev.SaleOffered(seat=seat, sale_card=index, buyer=buyer, question=question):
            return (f"{sentence(seat_name(seat))} offered sale card {index + 1} to {seat_name(buyer)} "
                    f"for an answer to {ask(question)}")
        case ev.SaleDeclined(buyer=buyer, sale_card=index):
            return f"{sentence(seat_name(buyer))} declined sale card {index + 1}"
        case ev.SaleAnswered(seat=seat, buyer=buyer, kind=kind, question=question, answer=yes):
            return (f"{sentence(seat_name(buyer))} bought {bulb(kind)} from {seat_name(seat)} and answered "
                    f"{'yes' if yes else 'no'} to {ask(question)}")
        case ev.HandArranged(seat=seat, order=order, marks=marks):
            return f"{sentence(seat_name(seat))} arranged their hand: {arrangement(list(order), list(marks))}"
        case ev.GameEnded(reason=reason):
            how = {"completed": "a seat completed both strings and the round is finished",
                   "turn-cap": "the round cap was reached"}.get(reason, reason)
            return f"The game is over: {how}"
        case StepSkipped(seat=seat, reason=reason):
            return skipped(seat, reason)
    raise TypeError(f"not a Christmas Lights event: {event!r}")
