"""How labels and log lines of every Christmas Lights game name the cards of the box, so they all say it alike."""

from __future__ import annotations

from domain.lights.components import CARDS

# The special Bulb cards and the families that count as one kind, as the rulebook prints their names.
NAMES = {"bubble": "Bubble", "broken": "Broken Bulb", "plug": "Plug", "character": "Character",
         "pattern": "Pattern", "event": "Event", "present": "Present"}


def kind_name(kind: str | None) -> str:
    """"red bulb", "Bubble", "Broken Bulb", "Plug", "Character"; "card" when the kind is not known."""
    if kind is None:
        return "card"
    return NAMES.get(kind, f"{kind} bulb")


def a_kind(kind: str | None) -> str:
    """The kind with its article: "a red bulb", "a Bubble", "an Event"."""
    name = kind_name(kind)
    return f"{'an' if name[0].lower() in 'aeiou' else 'a'} {name}"


def pattern_name(card_id: int, *, colours: bool = False) -> str:
    """"Pattern P07", with its five colours left to right when asked: "Pattern P07 (red, pink, ...)"."""
    pattern = CARDS[card_id]
    name = f"Pattern {pattern.key}"
    return f"{name} ({', '.join(pattern.bulbs)})" if colours else name


def character_name(card_id: int) -> str:
    """"the Santa Character"."""
    return f"the {CARDS[card_id].name} Character"
