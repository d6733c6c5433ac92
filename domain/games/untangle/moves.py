"""Every decision an Untangle seat can post (companion 4.3); cards are box ids of cards in your hand."""

from __future__ import annotations

from domain.contract import MoveBase

from .components import Direction, End


class Untangle(MoveBase, frozen=True, kw_only=True, tag="untangle"):
    """Step 2: swap the knot cards at `index` and `index + 1` (UN-1, UN-2)."""

    index: int


class Replace(MoveBase, frozen=True, kw_only=True, tag="replace"):
    """Step 3: cover the knot card at `index` with a plain or Bubble `card` from your hand; it is discarded (UN-4)."""

    card: int
    index: int


class Remove(MoveBase, frozen=True, kw_only=True, tag="remove"):
    """Step 3: play the Broken `broken` on the knot card at `index`; both are discarded, the gap closes (UN-11)."""

    broken: int
    index: int


class Extend(MoveBase, frozen=True, kw_only=True, tag="extend"):
    """Step 3: add a plain or Bubble `card` from your hand at one `end` of the knot (UN-5)."""

    card: int
    end: End


class DiscardAndDraw(MoveBase, frozen=True, kw_only=True, tag="discard-and-draw"):
    """Step 3: discard `cards` (one or more, increasing ids), then draw up to three in hand (UN-6)."""

    cards: tuple[int, ...]


class Complete(MoveBase, frozen=True, kw_only=True, tag="complete"):
    """Step 4: complete `pattern` with the five knot cards from `start`, read in `direction` (UN-8)."""

    pattern: str
    start: int
    direction: Direction


Move = Untangle | Replace | Remove | Extend | DiscardAndDraw | Complete
