"""Solo Lights' move labels and event texts, for a UI and a game log."""

from __future__ import annotations

from domain.contract import StepSkipped
from domain.kit import count, listing, skipped
from domain.lights import card
from domain.lights.names import a_kind, character_name, pattern_name

from . import events as ev
from .moves import ChoosePattern, DiscardAndDraw, Play, PlayPlug, Rewind
from .view import SoloLightsView

def label(view: SoloLightsView, move: object) -> str:
    """One line per move, from the seat's view."""
    match move:
        case ChoosePattern(pattern=pattern):
            colours = ", ".join(card(pattern).bulbs)
            rest = " and discard the other" if view.opening else ""
            return f"Build the next string on {pattern_name(pattern)} ({colours}){rest}"
        case Play(kind="bubble", position=position):
            wanted = view.pattern_colours[position - 1] if len(view.pattern_colours) >= position else None
            return f"Play a Bubble at position {position}" + (f" as {wanted}" if wanted else "")
        case Play(kind=kind, position=position):
            return f"Play {a_kind(kind)} at position {position}"
        case PlayPlug(kind="plug"):
            return "Link the completed string with a Plug"
        case PlayPlug():
            return "Link the completed string with a Bubble used as a Plug"
        case Rewind():
            last = f"{character_name(view.flipped[-1])} face down" if view.flipped else "the last Character back"
            return f"Discard a Bubble to turn {last} again"
        case DiscardAndDraw(kind=kind):
            return f"Discard {a_kind(kind)} and draw back to five"
    raise TypeError(f"not a Solo Lights move: {move!r}")


def text(event: object) -> str:
    """One line per event, from the event alone."""
    match event:
        case ev.PatternChosen(pattern=pattern):
            return f"The next string is built on {pattern_name(pattern)}"
        case ev.PatternDiscarded(pattern=pattern):
            return f"{pattern_name(pattern)} was discarded"
        case ev.BulbPlayed(kind=kind, position=position):
            return f"Played {a_kind(kind)} at position {position}"
        case ev.PlugPlayed(kind=kind):
            return f"The completed string was linked with {a_kind(kind)}"
        case ev.Rewound(character=character):
            return f"A Bubble was discarded and {character_name(character)} turned face down again"
        case ev.CardDiscarded(kind=kind):
            return f"Discarded {a_kind(kind)} to draw another"
        case ev.CardsDrawn(count=number):
            return f"Drew {count(number, 'card')}"
        case ev.CardsSeen(kinds=kinds):
            return f"Drew {listing(a_kind(kind) for kind in kinds)}"
        case ev.CharacterFlipped(character=character):
            return f"A Broken Bulb was drawn: {character_name(character)} turned face up"
        case ev.PresentDrawn(pattern=None):
            return "A Present was drawn, but no Pattern card was left to add"
        case ev.PresentDrawn(pattern=pattern):
            return f"A Present was drawn: {pattern_name(pattern)} joined the choices"
        case ev.PowerSurged(discarded=discarded):
            return f"Power Surge! The hand was discarded ({listing(a_kind(kind) for kind in discarded)})"
        case ev.DeckReshuffled(count=number):
            return f"The discard pile was shuffled into a new Bulb deck ({count(number, 'card')})"
        case ev.StringCompleted(pattern=pattern, strings=strings, drawn=drawn):
            added = f"; {pattern_name(drawn)} joined the choices" if drawn is not None else ""
            return f"The string on {pattern_name(pattern)} is complete ({count(strings, 'string')} so far){added}"
        case ev.GameEnded(reason="all-strings"):
            return "Every string is complete: the game is won"
        case ev.GameEnded(reason="santa"):
            return "Santa was revealed: the game is lost"
        case ev.GameEnded(reason=reason, won=won):
            why = "no pattern is left to start a string on" if reason == "no-pattern" else reason
            return f"The game is {'won' if won else 'lost'}: {why}"
        case StepSkipped(seat=seat, reason=reason):
            return skipped(seat, reason)
    return f"Something happened: {type(event).__name__}"
