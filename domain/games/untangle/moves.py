"""Every decision an Untangle seat can post (companion 4.3); cards are box ids of cards in your hand."""

from __future__ import annotations

from domain.contract import MoveBase
from domain.lights.catalog import CardId

from .components import Direction, End


class Untangle(MoveBase, frozen=True, kw_only=True, tag="untangle"):
    """Step 2: swap the knot cards at `index` and `index + 1` (UN-1, UN-2)."""

    index: int
    """The left card of the pair: a knot position from 0 (the left end) to knot length - 2."""


class Replace(MoveBase, frozen=True, kw_only=True, tag="replace"):
    """Step 3: cover the knot card at `index` with a plain or Bubble `card` from your hand; it is discarded (UN-4)."""

    card: CardId
    """The plain or Bubble card from your hand that goes into the knot."""
    index: int
    """The knot position it covers, from 0 (the left end); the card there is discarded."""


class Remove(MoveBase, frozen=True, kw_only=True, tag="remove"):
    """Step 3: play the Broken `broken` on the knot card at `index`; both are discarded, the gap closes (UN-11)."""

    broken: CardId
    """The Broken Bulb from your hand to play."""
    index: int
    """The knot position of the card it takes out, from 0 (the left end)."""


class Extend(MoveBase, frozen=True, kw_only=True, tag="extend"):
    """Step 3: add a plain or Bubble `card` from your hand at one `end` of the knot (UN-5)."""

    card: CardId
    """The plain or Bubble card from your hand to add."""
    end: End
    """Which end of the knot it goes to: `left` or `right`."""


class DiscardAndDraw(MoveBase, frozen=True, kw_only=True, tag="discard-and-draw"):
    """Step 3: discard `cards` (one or more, increasing ids), then draw up to three in hand (UN-6)."""

    cards: tuple[CardId, ...]
    """The cards from your hand to discard: at least one, each once, ids in increasing order."""


class Complete(MoveBase, frozen=True, kw_only=True, tag="complete"):
    """Step 4: complete `pattern` with the five knot cards from `start`, read in `direction` (UN-8)."""

    pattern: str
    """One of your Pattern cards still to complete: its key `P01`-`P18` (the `key` of an entry of `cards`)."""
    start: int
    """The knot position of the window's left card, from 0; the window is it and the four to its right."""
    direction: Direction
    """How the five cards are read against the pattern: `left-to-right` or `right-to-left`."""


Move = Untangle | Replace | Remove | Extend | DiscardAndDraw | Complete
