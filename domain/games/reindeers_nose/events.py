"""Reindeer's Nose's events, past tense; all public (G-10) except the faces of a seat's own cards."""

from __future__ import annotations

from domain.contract import Event
from domain.lights.catalog import CardId
from domain.lights.components import Colour


class HandDealt(Event, frozen=True, kw_only=True, tag="hand-dealt"):
    """RN-9: every bulb in play was shuffled and four dealt to each seat; `hand` counts the deals."""

    hand: int
    """Hands dealt so far, this one included, from 1."""


class CardsSeen(Event, frozen=True, kw_only=True, tag="cards-seen"):
    """The colours `seat` holds after a deal (sent to that seat only)."""

    seat: int
    """The seat whose hand this is."""
    colours: tuple[Colour, ...]
    """The colours of its four bulbs, grouped in box order."""


class PassSealed(Event, frozen=True, kw_only=True, tag="pass-sealed"):
    """`seat` put a card face down for its left neighbour; which card stays hidden (RN-10)."""

    seat: int
    """The seat that sealed its pass."""


class CardsPassed(Event, frozen=True, kw_only=True, tag="cards-passed"):
    """9.3: every seat took the card from its right; `tick` counts the passes of this hand."""

    tick: int
    """Pass ticks resolved in this hand, this one included, from 1."""


class CardReceived(Event, frozen=True, kw_only=True, tag="card-received"):
    """The colour `seat` took from its right neighbour, and the colour it gave (sent to that seat only)."""

    seat: int
    """The seat that took the card."""
    received: Colour
    """The colour it took from the seat on its right."""
    gave: Colour
    """The colour it gave to the seat on its left."""


class NoseTouched(Event, frozen=True, kw_only=True, tag="nose-touched"):
    """RN-4: `seat` touched its nose; `order` is 1 for the first touch of the hand."""

    seat: int
    """The seat that touched its nose."""
    order: int
    """Its place among this hand's touches: 1 for the first."""


class PassesDropped(Event, frozen=True, kw_only=True, tag="passes-dropped"):
    """9.3: the first touch froze passing; the sealed cards of `seats` went back to their hands."""

    seats: tuple[int, ...]
    """The seats whose sealed pass went back to their own hand, ascending."""


class PatternReceived(Event, frozen=True, kw_only=True, tag="pattern-received"):
    """RN-4: `seat` was last to touch its nose and took Pattern card `pattern`; it now holds `count`."""

    seat: int
    """The seat that was last to touch its nose."""
    pattern: CardId
    """The Pattern card it took from the top of the pile."""
    count: int
    """Pattern cards it now holds (1-3; the third eliminates it)."""


class HandAbandoned(Event, frozen=True, kw_only=True, tag="hand-abandoned"):
    """RN-8: `passes` ticks produced no set; the hand is redealt without a penalty."""

    passes: int
    """Pass ticks the abandoned hand lasted (the `max_passes` option)."""


class GameEnded(Event, frozen=True, kw_only=True, tag="game-ended"):
    """The game is over: "eliminated" (RN-7, `seat` took its third Pattern card) or "turn-cap" (G-8)."""

    reason: str
    """How the game ended: `eliminated` (RN-7) or `turn-cap` (G-8)."""
    seat: int | None = None
    """The eliminated seat; null at the turn cap."""


ReindeersNoseEvent = (
    HandDealt | CardsSeen | PassSealed | CardsPassed | CardReceived | NoseTouched | PassesDropped
    | PatternReceived | HandAbandoned | GameEnded
)
