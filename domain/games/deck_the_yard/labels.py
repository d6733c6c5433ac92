"""Deck the Yard's move labels and event texts, for a UI and a game log."""

from __future__ import annotations

from domain.contract import StepSkipped
from domain.kit import count, skipped
from domain.lights import card
from domain.lights.names import kind_name, pattern_name

from . import events as ev
from .moves import ChoosePattern, Decline, Discard, PayPlug, Play, TakeEffect
from .view import DeckTheYardView

def name(card_id: int) -> str:
    """A card as a log names it: "the red bulb (card 3)", "Santa", "Pattern P01"."""
    face = card(card_id)
    if face.family == "bulb":
        return f"the {kind_name(face.kind)} (card {card_id})"
    if face.family == "pattern":
        return pattern_name(card_id)
    if face.family == "present":
        return f"a Present (card {card_id})"
    return f"the {face.name} {face.family.capitalize()}"


def label(view: DeckTheYardView, move: object) -> str:
    """One line per move, from the seat's view."""
    match move:
        case ChoosePattern(pattern=pattern):
            return f"Build the string on {pattern_name(pattern, colours=True)}"
        case Play(card=played):
            wild = f" for {view.next_colour}" if card(played).kind == "bubble" and view.next_colour else ""
            return f"Play {name(played)}{wild} as bulb {len(view.string) + 1} of the string"
        case Discard(card=discarded):
            return f"Discard {name(discarded)}"
    kind = card(view.pending.id).kind if view.pending is not None else ""
    drawn = name(view.pending.id) if view.pending is not None else "the card just drawn"
    match move:
        case PayPlug() if kind == "character":
            return f"Pay a Plug to claim {drawn}"
        case PayPlug() if kind == "broken":
            return "Pay a Plug so the Broken Bulb does not wipe the string"
        case PayPlug() if kind == "present":
            return "Pay a Plug so the Present causes no Power Surge"
        case PayPlug():
            return "Pay a Plug for the card just drawn"
        case Decline():
            return f"Let {drawn} go to the discard"
        case TakeEffect() if kind == "broken":
            return "Let the Broken Bulb wipe the string"
        case TakeEffect() if kind == "present":
            return "Let the Present cause a Power Surge"
        case TakeEffect():
            return "Let the card just drawn take effect"
    raise TypeError(f"not a Deck the Yard move: {move!r}")


def text(event: object) -> str:
    """One line per event, from the event alone."""
    match event:
        case ev.PatternChosen(pattern=pattern):
            return f"The string is built on {pattern_name(pattern, colours=True)}"
        case ev.BulbPlayed(card=played, slot=slot):
            return f"Played {name(played)} as bulb {slot + 1} of the string"
        case ev.CardDiscarded(card=discarded):
            return f"Discarded {name(discarded)}"
        case ev.PatternClaimed(pattern=pattern):
            return f"The string matched {name(pattern)}: the Pattern is claimed and its bulbs discarded"
        case ev.PatternRevealed(pattern=pattern):
            return f"{pattern_name(pattern, colours=True)} was revealed"
        case ev.CardDrawn():
            return "Drew a card into the hand"
        case ev.CardSeen(card=seen):
            return f"Drew {name(seen)}"
        case ev.SpecialDrawn(card=special):
            return f"Drew a special card: {name(special)}"
        case ev.PlugPaid(plug=plug, against=against):
            return f"Paid {name(plug)} against {name(against)}"
        case ev.CharacterClaimed(card=character):
            return f"Claimed {name(character)}"
        case ev.StringWiped(cards=cards):
            return f"The Broken Bulb wiped the string: {count(len(cards), 'bulb')} discarded"
        case ev.PowerSurged(cards=cards):
            return f"Power Surge! The hand ({count(len(cards), 'card')}) was discarded and five are drawn again"
        case ev.SetAside(card=aside):
            return f"Set aside {name(aside)} during the Power Surge"
        case ev.AsideShuffled(count=number):
            return f"{count(number, 'card')} set aside {'was' if number == 1 else 'were'} shuffled into the Bulb deck"
        case ev.PlayOutBegan(hand=held):
            return f"The Bulb deck ran out: the play-out begins with {count(held, 'card')} in hand"
        case ev.GameEnded(claims=claims, target=target):
            result = "won" if claims >= target else "lost"
            return f"The game is over with {count(claims, 'claim')} of the {target} needed: {result}"
        case StepSkipped(seat=seat, reason=reason):
            return skipped(seat, reason)
    return f"Something happened: {type(event).__name__}"

