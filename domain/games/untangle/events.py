"""Untangle's events, past tense; only the faces of cards entering a hand are private (G-5)."""

from __future__ import annotations

from domain.contract import Event, StepSkipped
from domain.lights.catalog import CardId

from .components import Direction, End


class TurnStarted(Event, frozen=True, kw_only=True, tag="turn-started"):
    """A seat's turn began."""

    seat: int
    """The seat whose turn starts."""
    round: int
    """Rounds completed so far (G-8), from 0."""


class CardsDrawn(Event, frozen=True, kw_only=True, tag="cards-drawn"):
    """A seat drew `count` cards (step 1, UN-14, or after discarding, UN-6)."""

    seat: int
    """The seat that drew."""
    count: int
    """How many cards it drew, at least 1."""


class CardsSeen(Event, frozen=True, kw_only=True, tag="cards-seen"):
    """The faces of the cards a seat just drew, for that seat only."""

    seat: int
    """The seat that drew them (the only reader of this event)."""
    cards: tuple[CardId, ...]
    """The cards drawn, in the order drawn."""


class DeckReshuffled(Event, frozen=True, kw_only=True, tag="deck-reshuffled"):
    """The empty Bulb deck was refilled from the shuffled discard pile (setup step 5, G-3)."""

    count: int
    """Cards in the new Bulb deck."""


class Untangled(Event, frozen=True, kw_only=True, tag="untangled"):
    """Two adjacent knot cards swapped places (step 2)."""

    seat: int
    """The seat that untangled."""
    index: int
    """The knot position of the left card of the pair, from 0; the other was at `index + 1`."""
    cards: tuple[CardId, CardId]
    """The two cards as they lay before the swap, left one first; the next seat may not swap them back (UN-2)."""


class Replaced(Event, frozen=True, kw_only=True, tag="replaced"):
    """A card from hand covered a knot card, which was discarded (UN-4)."""

    seat: int
    """The seat that played the card."""
    card: CardId
    """The card now in the knot."""
    index: int
    """Its knot position, from 0 (the left end)."""
    covered: CardId
    """The knot card it covered, now on the discard pile."""


class Removed(Event, frozen=True, kw_only=True, tag="removed"):
    """A Broken took a knot card out; both were discarded and the knot closed up (UN-11)."""

    seat: int
    """The seat that played the Broken Bulb."""
    broken: CardId
    """The Broken Bulb played, now on the discard pile."""
    index: int
    """The knot position the card was taken from, from 0; the cards to its right moved one place left."""
    removed: CardId
    """The knot card taken out, now on the discard pile."""


class Extended(Event, frozen=True, kw_only=True, tag="extended"):
    """A card from hand was added at one end of the knot (UN-5)."""

    seat: int
    """The seat that played the card."""
    card: CardId
    """The card added to the knot."""
    end: End
    """Which end it went to: `left` or `right`."""


class CardsDiscarded(Event, frozen=True, kw_only=True, tag="cards-discarded"):
    """A seat discarded cards from its hand, face up (UN-6)."""

    seat: int
    """The seat that discarded."""
    cards: tuple[CardId, ...]
    """The cards discarded, ids in increasing order; they lie face up on the discard pile."""


class PatternCompleted(Event, frozen=True, kw_only=True, tag="pattern-completed"):
    """A Pattern card was revealed and its five knot cards discarded (step 4, UN-17)."""

    seat: int
    """The seat that completed it."""
    pattern: str
    """The Pattern card revealed: its key `P01`-`P18` (the `key` of an entry of `cards`)."""
    start: int
    """The knot position of the window's left card, from 0; the five positions from it are empty until the refill."""
    direction: Direction
    """How the five cards spelled the pattern: `left-to-right` or `right-to-left`."""
    cards: tuple[CardId, ...]
    """The five knot cards of the window, left to right, now on the discard pile."""


class KnotRefilled(Event, frozen=True, kw_only=True, tag="knot-refilled"):
    """Step 5: revealed deck cards filled the emptied positions; Brokens revealed were discarded (UN-10)."""

    cards: tuple[CardId, ...]
    """The cards placed, in the order the emptied positions were filled, left to right."""
    brokens: tuple[CardId, ...] = ()
    """Broken Bulbs revealed on the way, discarded (UN-10)."""
    closed: int = 0
    """Emptied positions that closed up because no card was left to fill them (UN-10), usually 0."""


class GameEnded(Event, frozen=True, kw_only=True, tag="game-ended"):
    """The game is over: a third pattern completed (UN-16) or the round cap (G-8); all patterns revealed."""

    reason: str
    """How it ended: `three-patterns` (UN-16) or `turn-cap` (G-8)."""
    winner: int | None
    """The seat that completed its third pattern; null at the round cap."""
    patterns: tuple[tuple[str, ...], ...]
    """Every seat's Pattern cards, revealed, by seat: completed ones first, then those left (keys `P01`-`P18`)."""


UntangleEvent = (
    TurnStarted | CardsDrawn | CardsSeen | DeckReshuffled | Untangled | Replaced | Removed | Extended
    | CardsDiscarded | PatternCompleted | KnotRefilled | GameEnded | StepSkipped
)
