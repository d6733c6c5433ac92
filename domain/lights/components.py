"""The Christmas Lights box as data: bulbs, patterns, events, characters, presents (companion section 3.2)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Literal

import msgspec

# G-13: the six bulb colours of the Christmas Lights family.
Colour = Literal["red", "green", "yellow", "blue", "purple", "pink"]
COLOURS: tuple[Colour, ...] = ("red", "green", "yellow", "blue", "purple", "pink")

# What a bulb card is: a colour, or one of the three special cards.
Kind = Literal["red", "green", "yellow", "blue", "purple", "pink", "bubble", "broken", "plug"]
KINDS: tuple[Kind, ...] = (*COLOURS, "bubble", "broken", "plug")
# Where each kind stands in KINDS: the order views sort hands by and per-kind rows are kept in.
KIND_INDEX: dict[str, int] = {kind: index for index, kind in enumerate(KINDS)}
SPECIALS: tuple[Kind, ...] = ("bubble", "broken", "plug")

# The families of cards in the box; a card that is not a bulb counts as its family in sets and decks.
Family = Literal["bulb", "pattern", "event", "character", "present"]
CardKind = Literal[
    "red", "green", "yellow", "blue", "purple", "pink", "bubble", "broken", "plug",
    "pattern", "event", "character", "present",
]


class BulbCard(msgspec.Struct, frozen=True, kw_only=True):
    """One of the 61 Bulb cards; its id is its index in BULBS."""

    id: int
    kind: Kind


class PatternCard(msgspec.Struct, frozen=True, kw_only=True):
    """A Pattern card: five different colours, left to right."""

    id: str
    bulbs: tuple[Colour, Colour, Colour, Colour, Colour]


class EventCard(msgspec.Struct, frozen=True, kw_only=True):
    """One of the six Event cards drawn when a Bubble Bulb is placed."""

    id: str
    name: str


class CharacterCard(msgspec.Struct, frozen=True, kw_only=True):
    """A Character card (Santa marks the starting player)."""

    id: str
    name: str


class PresentCard(msgspec.Struct, frozen=True, kw_only=True):
    """A Present card, used only by bonus games."""

    id: str


def _bulbs() -> tuple[BulbCard, ...]:
    # Rulebook "Components": 7 of each colour, 6 Bubble, 5 Broken, 8 Plug = 61.
    counts: list[tuple[Kind, int]] = [(colour, 7) for colour in COLOURS]
    counts += [("bubble", 6), ("broken", 5), ("plug", 8)]
    kinds = [kind for kind, count in counts for _ in range(count)]
    return tuple(BulbCard(id=index, kind=kind) for index, kind in enumerate(kinds))


BULBS: tuple[BulbCard, ...] = _bulbs()

_R, _G, _Y, _B, _U, _P = "red", "green", "yellow", "blue", "purple", "pink"

# CL-1: the 18 patterns of companion section 3.2, each missing one colour.
PATTERNS: tuple[PatternCard, ...] = tuple(
    PatternCard(id=f"P{index + 1:02d}", bulbs=bulbs)  # type: ignore[arg-type]
    for index, bulbs in enumerate(
        [
            (_R, _P, _G, _B, _Y),
            (_G, _R, _Y, _U, _B),
            (_Y, _G, _B, _P, _U),
            (_B, _Y, _U, _R, _P),
            (_U, _B, _P, _G, _R),
            (_P, _U, _R, _Y, _G),
            (_R, _G, _Y, _P, _B),
            (_G, _Y, _B, _R, _U),
            (_Y, _B, _U, _G, _P),
            (_B, _U, _P, _Y, _R),
            (_U, _P, _R, _B, _G),
            (_P, _R, _G, _U, _Y),
            (_R, _B, _G, _Y, _U),
            (_G, _U, _Y, _B, _P),
            (_Y, _P, _B, _U, _R),
            (_B, _R, _U, _P, _G),
            (_U, _G, _P, _R, _Y),
            (_P, _Y, _R, _G, _B),
        ]
    )
)
PATTERNS_BY_ID: dict[str, PatternCard] = {pattern.id: pattern for pattern in PATTERNS}

# Rulebook "Event Cards": one of each.
EVENTS: tuple[EventCard, ...] = (
    EventCard(id="light-switch", name="Light Switch"),
    EventCard(id="power-surge", name="Power Surge"),
    EventCard(id="power-outage", name="Power Outage"),
    EventCard(id="christmas-eve", name="Christmas Eve"),
    EventCard(id="lump-of-coal", name="Lump of Coal"),
    EventCard(id="boxing-day", name="Boxing Day"),
)
EVENT_IDS: tuple[str, ...] = tuple(event.id for event in EVENTS)

# Companion section 3.2: the six characters, the pairs of Where's That Bulb?.
CHARACTERS: tuple[CharacterCard, ...] = (
    CharacterCard(id="santa", name="Santa"),
    CharacterCard(id="mrs-claus", name="Mrs. Claus"),
    CharacterCard(id="male-elf", name="Male Elf"),
    CharacterCard(id="female-elf", name="Female Elf"),
    CharacterCard(id="reindeer", name="Reindeer"),
    CharacterCard(id="snowman", name="Snowman"),
)
CHARACTER_IDS: tuple[str, ...] = tuple(character.id for character in CHARACTERS)

PRESENTS: tuple[PresentCard, ...] = tuple(PresentCard(id=f"present-{n}") for n in (1, 2, 3))


class Card(msgspec.Struct, frozen=True, kw_only=True):
    """Any card of the box, by its id in the one id space of every Christmas Lights game (G-4)."""

    id: int
    """The card's id: the number views, moves and events use for it."""
    family: Family
    """Which family of cards in the box it belongs to."""
    kind: CardKind
    """What the card counts as: a Bulb card's kind, otherwise its family (FL-1: Characters match)."""
    key: str
    """Its own name within the family: the bulb's kind, "P01", "light-switch", "santa", "present-1"."""
    name: str = ""
    """The name printed on an Event or Character card; empty for the others."""
    bulbs: tuple[Colour, ...] = ()
    """A Pattern card's five colours, left to right; empty for the others."""


def _cards() -> tuple[Card, ...]:
    # Bulbs first, so a Bulb card's id is its index in BULBS; Player Aids carry no rules data and are left out.
    cards = [Card(id=bulb.id, family="bulb", kind=bulb.kind, key=bulb.kind) for bulb in BULBS]
    for pattern in PATTERNS:
        cards.append(Card(id=len(cards), family="pattern", kind="pattern", key=pattern.id, bulbs=pattern.bulbs))
    for event in EVENTS:
        cards.append(Card(id=len(cards), family="event", kind="event", key=event.id, name=event.name))
    for character in CHARACTERS:
        cards.append(Card(id=len(cards), family="character", kind="character", key=character.id, name=character.name))
    for present in PRESENTS:
        cards.append(Card(id=len(cards), family="present", kind="present", key=present.id))
    return tuple(cards)


# G-4: every card of the box has one integer id; each family holds one range of ids.
CARDS: tuple[Card, ...] = _cards()
ALL_CARDS = range(len(CARDS))
# Each card's kind by id, for the engines' hot loops: `CARD_KINDS[card]` is `kind_of(card)` without a call.
CARD_KINDS: tuple[CardKind, ...] = tuple(card.kind for card in CARDS)
BULB_CARDS = range(0, len(BULBS))
PATTERN_CARDS = range(BULB_CARDS.stop, BULB_CARDS.stop + len(PATTERNS))
EVENT_CARDS = range(PATTERN_CARDS.stop, PATTERN_CARDS.stop + len(EVENTS))
CHARACTER_CARDS = range(EVENT_CARDS.stop, EVENT_CARDS.stop + len(CHARACTERS))
PRESENT_CARDS = range(CHARACTER_CARDS.stop, CHARACTER_CARDS.stop + len(PRESENTS))
_BY_KEY: dict[str, int] = {card.key: card.id for card in CARDS if card.family != "bulb"}


def card(card_id: int) -> Card:
    """The card with this id."""
    return CARDS[card_id]


def card_id(key: str) -> int:
    """The id of a Pattern, Event, Character or Present card by its own key ("P01", "santa", ...)."""
    return _BY_KEY[key]


def kind_of(card: int) -> CardKind:
    """What card `card` counts as: the kind printed on a Bulb card, otherwise the card's family."""
    return CARD_KINDS[card]


def kinds_of(cards: Iterable[int | None]) -> list[CardKind | None]:
    """The kinds of these cards in order, None kept for an empty slot."""
    return [None if card is None else CARD_KINDS[card] for card in cards]


def is_colour(kind: str) -> bool:
    """True for the six plain coloured bulbs."""
    return kind in COLOURS


def census(cards: Iterable[int], prefix: str = "") -> dict[str, int]:
    """G-4: the cards of every zone counted by kind, plus distinct ids: equal to the box when each is in one zone."""
    cards = list(cards)
    counts = dict(sorted(Counter(f"{prefix}{kind_of(card)}" for card in cards).items()))
    counts[f"{prefix}distinct"] = len(set(cards))
    return counts
