"""What happened, as the table heard and saw it (companion section 3.3: inverted redaction)."""

from __future__ import annotations

from typing import Union

from domain.contract import Event, StepSkipped
from domain.games.christmas_lights.moves import Mark
from domain.games.christmas_lights.question import Question
from domain.lights.components import Kind


class TurnStarted(Event, frozen=True, kw_only=True, tag="turn-started"):
    """A seat's turn began."""

    seat: int
    round: int


class TurnEnded(Event, frozen=True, kw_only=True, tag="turn-ended"):
    """A seat's turn ended (by choice, after REFILL, or by an Event card)."""

    seat: int
    reason: str = "ended"


class CardRevealed(Event, frozen=True, kw_only=True, tag="card-revealed"):
    """PLAY turned a card face-up (CL-5)."""

    seat: int
    ref: int
    kind: Kind


class BulbPlaced(Event, frozen=True, kw_only=True, tag="bulb-placed"):
    """A card went into a string at pattern slot `position`; `replaced` is the Broken it covered."""

    seat: int
    position: int
    kind: Kind
    replaced: Kind | None = None


class PlugPlaced(Event, frozen=True, kw_only=True, tag="plug-placed"):
    """A Plug joined the two strings (CL-8)."""

    seat: int


class CardDiscarded(Event, frozen=True, kw_only=True, tag="card-discarded"):
    """A card went face-up onto the discard pile."""

    seat: int | None
    kind: Kind
    reason: str


class StringCompleted(Event, frozen=True, kw_only=True, tag="string-completed"):
    """A string matched its Pattern card, now face-up (CL-9)."""

    seat: int
    pattern: str
    strings: int


class EventDrawn(Event, frozen=True, kw_only=True, tag="event-drawn"):
    """A Bubble Bulb drew an Event card (CL-10)."""

    seat: int
    event: str


class PatternRevealed(Event, frozen=True, kw_only=True, tag="pattern-revealed"):
    """Lump of Coal: the current Pattern card is face-up until completed (CL-11)."""

    seat: int
    pattern: str


class CommitMade(Event, frozen=True, kw_only=True, tag="commit-made"):
    """A seat sealed its answer to an Event card; what it chose stays hidden until all have (G-6)."""

    seat: int


class EventAnswered(Event, frozen=True, kw_only=True, tag="event-answered"):
    """A seat's sealed answer, opened: `choice` is take-bulb, peek, discard-for-new or decline."""

    seat: int
    choice: str
    ref: int | None = None


class CardsDrawn(Event, frozen=True, kw_only=True, tag="cards-drawn"):
    """A seat drew cards to the right end of its hand (faces in a separate event)."""

    seat: int
    count: int
    reason: str


class FacesSeen(Event, frozen=True, kw_only=True, tag="faces-seen"):
    """The faces of cards that entered a hand, for the seats allowed to see them (section 3.3)."""

    seat: int
    refs: list[int]
    kinds: list[Kind]


class DeckReshuffled(Event, frozen=True, kw_only=True, tag="deck-reshuffled"):
    """The discard pile became the new Bulb deck (CL-19)."""

    count: int


class CardsSwapped(Event, frozen=True, kw_only=True, tag="cards-swapped"):
    """SWAP: two cards changed hands (their faces follow in FacesSeen, CL-14)."""

    seat: int
    ref: int
    other: int
    their_ref: int


class CardsPutUp(Event, frozen=True, kw_only=True, tag="cards-put-up"):
    """SALE: cards went face-up on the table."""

    seat: int
    refs: list[int]
    kinds: list[Kind]


class SaleOffered(Event, frozen=True, kw_only=True, tag="sale-offered"):
    """SALE: a card was offered to a seat for an answer (G-10: said aloud)."""

    seat: int
    sale_card: int
    buyer: int
    question: Question


class SaleDeclined(Event, frozen=True, kw_only=True, tag="sale-declined"):
    """The offered seat said no."""

    buyer: int
    sale_card: int


class SaleAnswered(Event, frozen=True, kw_only=True, tag="sale-answered"):
    """The buyer answered truthfully (CL-17) and took the card into its hand."""

    seat: int
    buyer: int
    kind: Kind
    question: Question
    answer: bool


class HandArranged(Event, frozen=True, kw_only=True, tag="hand-arranged"):
    """A seat reordered its hand and changed how it holds cards (public, CL-23)."""

    seat: int
    order: list[int]
    marks: list[Mark]


class GameEnded(Event, frozen=True, kw_only=True, tag="game-ended"):
    """The game is over."""

    reason: str


ChristmasLightsEvent = Union[
    TurnStarted, TurnEnded, CardRevealed, BulbPlaced, PlugPlaced, CardDiscarded, StringCompleted,
    EventDrawn, PatternRevealed, CommitMade, EventAnswered, CardsDrawn, FacesSeen, DeckReshuffled,
    CardsSwapped, CardsPutUp, SaleOffered, SaleDeclined, SaleAnswered, HandArranged, GameEnded,
    StepSkipped,
]
