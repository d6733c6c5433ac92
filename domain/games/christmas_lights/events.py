"""What happened, as the table heard and saw it (companion section 3.3: inverted redaction)."""

from __future__ import annotations

from typing import Union

from domain.lights.catalog import CardKey
from domain.contract import Event, StepSkipped
from domain.games.christmas_lights.moves import Mark
from domain.games.christmas_lights.question import Question
from domain.lights.components import Kind


class TurnStarted(Event, frozen=True, kw_only=True, tag="turn-started"):
    """A seat's turn began."""

    seat: int
    """The seat whose turn starts."""
    round: int
    """Rounds completed so far (CL-24), from 0."""


class TurnEnded(Event, frozen=True, kw_only=True, tag="turn-ended"):
    """A seat's turn ended (by choice, after REFILL, or by an Event card)."""

    seat: int
    """The seat whose turn ended."""
    reason: str = "ended"
    """Why: `ended` (the seat ended it), `refilled` (after REFILL), `power-outage` or `power-surge` (CL-12)."""


class CardRevealed(Event, frozen=True, kw_only=True, tag="card-revealed"):
    """PLAY turned a card face-up (CL-5)."""

    seat: int
    """The seat that played the card."""
    ref: int
    """The ref the card had in that hand, from 0; the cards after it shift one place left."""
    kind: Kind
    """What the card turned out to be."""


class BulbPlaced(Event, frozen=True, kw_only=True, tag="bulb-placed"):
    """A card went into a string at pattern slot `position`; `replaced` is the Broken it covered."""

    seat: int
    """The seat whose string it is."""
    position: int
    """The pattern slot it went into, 0-4 from the left whatever the direction."""
    kind: Kind
    """The kind of card placed."""
    replaced: Kind | None = None
    """`broken` when it covered a Broken Bulb (which went aside, counted as used); null otherwise."""


class PlugPlaced(Event, frozen=True, kw_only=True, tag="plug-placed"):
    """A Plug joined the two strings (CL-8)."""

    seat: int
    """The seat that placed the Plug; its second string starts empty."""


class CardDiscarded(Event, frozen=True, kw_only=True, tag="card-discarded"):
    """A card went face-up onto the discard pile."""

    seat: int | None
    """The seat the card came from (its hand, its play or its sale); null when it came from no seat."""
    kind: Kind
    """The kind of the card, now on top of the discard pile."""
    reason: str
    """Why: `no-match` (a played card that did not fit), `not-placed` (a Bubble or Broken its player chose
    not to place), `unsold` (SALE), `power-surge` or `boxing-day` (Event cards)."""


class StringCompleted(Event, frozen=True, kw_only=True, tag="string-completed"):
    """A string matched its Pattern card, now face-up (CL-9)."""

    seat: int
    """The seat that completed it."""
    pattern: CardKey
    """The Pattern card completed, now face-up: its key `P01`-`P18` (the `key` of an entry of `cards`)."""
    strings: int
    """Strings that seat has completed now: 1 or 2."""


class EventDrawn(Event, frozen=True, kw_only=True, tag="event-drawn"):
    """A Bubble Bulb drew an Event card (CL-10)."""

    seat: int
    """The seat whose Bubble drew it."""
    event: CardKey
    """The Event card's key (the `key` of an entry of `cards`): `light-switch`, `power-surge`,
    `power-outage`, `christmas-eve`, `lump-of-coal` or `boxing-day`."""


class PatternRevealed(Event, frozen=True, kw_only=True, tag="pattern-revealed"):
    """Lump of Coal: the current Pattern card is face-up until completed (CL-11)."""

    seat: int
    """The seat whose pattern is shown."""
    pattern: CardKey
    """The Pattern card now face-up: its key `P01`-`P18` (the `key` of an entry of `cards`)."""


class CommitMade(Event, frozen=True, kw_only=True, tag="commit-made"):
    """A seat sealed its answer to an Event card; what it chose stays hidden until all have (G-6)."""

    seat: int
    """The seat that sealed its answer."""


class EventAnswered(Event, frozen=True, kw_only=True, tag="event-answered"):
    """A seat's sealed answer, opened: `choice` is take-bulb, peek, discard-for-new or decline."""

    seat: int
    """The seat whose answer this is."""
    choice: str
    """What it chose: `take-bulb`, `peek`, `discard-for-new` or `decline`."""
    ref: int | None = None
    """For `peek` and `discard-for-new`: the ref in its hand of the card chosen, from 0; null otherwise."""


class CardsDrawn(Event, frozen=True, kw_only=True, tag="cards-drawn"):
    """A seat drew cards to the right end of its hand (faces in a separate event)."""

    seat: int
    """The seat that drew."""
    count: int
    """How many cards it drew, at least 1; they take the next refs at the right end of its hand."""
    reason: str
    """Why: `refill`, `light-switch`, `power-surge` or `boxing-day`."""


class FacesSeen(Event, frozen=True, kw_only=True, tag="faces-seen"):
    """The faces of cards that entered a hand, for the seats allowed to see them (section 3.3)."""

    seat: int
    """The seat whose hand holds the cards."""
    refs: list[int]
    """The cards' refs in that hand, from 0."""
    kinds: list[Kind]
    """Their faces, one per ref, in the same order."""


class DeckReshuffled(Event, frozen=True, kw_only=True, tag="deck-reshuffled"):
    """The discard pile became the new Bulb deck (CL-19)."""

    count: int
    """Cards in the new Bulb deck."""


class CardsSwapped(Event, frozen=True, kw_only=True, tag="cards-swapped"):
    """SWAP: two cards changed hands (their faces follow in FacesSeen, CL-14)."""

    seat: int
    """The seat that swapped (the active seat)."""
    ref: int
    """The ref in its hand of the card it gave, from 0; the card it took now has that ref."""
    other: int
    """The seat it swapped with."""
    their_ref: int
    """The ref in the other seat's hand of the card taken, from 0; the card given now has that ref."""


class CardsPutUp(Event, frozen=True, kw_only=True, tag="cards-put-up"):
    """SALE: cards went face-up on the table."""

    seat: int
    """The seller (the active seat)."""
    refs: list[int]
    """The refs the cards had in the seller's hand, in increasing order; they have left the hand."""
    kinds: list[Kind]
    """Their faces, one per ref, in the same order: the view's `sale` list, from index 0."""


class SaleOffered(Event, frozen=True, kw_only=True, tag="sale-offered"):
    """SALE: a card was offered to a seat for an answer (G-10: said aloud)."""

    seat: int
    """The seller."""
    sale_card: int
    """The card offered: its index in the view's `sale` list, from 0."""
    buyer: int
    """The seat it was offered to, which now accepts or declines."""
    question: Question
    """The yes/no question about the seller's hand that the buyer answers if it accepts."""


class SaleDeclined(Event, frozen=True, kw_only=True, tag="sale-declined"):
    """The offered seat said no."""

    buyer: int
    """The seat that declined."""
    sale_card: int
    """The card it declined: its index in the `sale` list, from 0 (discarded once every other seat declined)."""


class SaleAnswered(Event, frozen=True, kw_only=True, tag="sale-answered"):
    """The buyer answered truthfully (CL-17) and took the card into its hand."""

    seat: int
    """The seller, whose hand the question was about."""
    buyer: int
    """The seat that bought the card; it joins the right end of its hand, face known to it."""
    kind: Kind
    """The kind of the card bought."""
    question: Question
    """The question that was answered."""
    answer: bool
    """The truthful answer about the seller's hand: true for yes."""


class HandArranged(Event, frozen=True, kw_only=True, tag="hand-arranged"):
    """A seat reordered its hand and changed how it holds cards (public, CL-23)."""

    seat: int
    """The seat that arranged its hand."""
    order: list[int]
    """The new order, as the old refs: the card at new ref i was at ref `order[i]`."""
    marks: list[Mark]
    """How each card is held now, by new ref: `upright`, `sideways` or `upside-down`."""


class GameEnded(Event, frozen=True, kw_only=True, tag="game-ended"):
    """The game is over."""

    reason: str
    """How it ended: `completed` (a seat completed both strings and the round was finished, CL-21) or
    `turn-cap` (G-8)."""


ChristmasLightsEvent = Union[
    TurnStarted, TurnEnded, CardRevealed, BulbPlaced, PlugPlaced, CardDiscarded, StringCompleted,
    EventDrawn, PatternRevealed, CommitMade, EventAnswered, CardsDrawn, FacesSeen, DeckReshuffled,
    CardsSwapped, CardsPutUp, SaleOffered, SaleDeclined, SaleAnswered, HandArranged, GameEnded,
    StepSkipped,
]
