"""Reindeer's Nose's events, past tense; all public (G-10) except the faces of a seat's own cards."""

from __future__ import annotations

from domain.contract import Event
from domain.lights.components import Colour


class HandDealt(Event, frozen=True, kw_only=True, tag="hand-dealt"):
    """RN-9: every bulb in play was shuffled and four dealt to each seat; `hand` counts the deals."""

    hand: int


class CardsSeen(Event, frozen=True, kw_only=True, tag="cards-seen"):
    """The colours `seat` holds after a deal (sent to that seat only)."""

    seat: int
    colours: tuple[Colour, ...]


class PassSealed(Event, frozen=True, kw_only=True, tag="pass-sealed"):
    """`seat` put a card face down for its left neighbour; which card stays hidden (RN-10)."""

    seat: int


class CardsPassed(Event, frozen=True, kw_only=True, tag="cards-passed"):
    """9.3: every seat took the card from its right; `tick` counts the passes of this hand."""

    tick: int


class CardReceived(Event, frozen=True, kw_only=True, tag="card-received"):
    """The colour `seat` took from its right neighbour, and the colour it gave (sent to that seat only)."""

    seat: int
    received: Colour
    gave: Colour


class NoseTouched(Event, frozen=True, kw_only=True, tag="nose-touched"):
    """RN-4: `seat` touched its nose; `order` is 1 for the first touch of the hand."""

    seat: int
    order: int


class PassesDropped(Event, frozen=True, kw_only=True, tag="passes-dropped"):
    """9.3: the first touch froze passing; the sealed cards of `seats` went back to their hands."""

    seats: tuple[int, ...]


class PatternReceived(Event, frozen=True, kw_only=True, tag="pattern-received"):
    """RN-4: `seat` was last to touch its nose and took Pattern card `pattern`; it now holds `count`."""

    seat: int
    pattern: int
    count: int


class HandAbandoned(Event, frozen=True, kw_only=True, tag="hand-abandoned"):
    """RN-8: `passes` ticks produced no set; the hand is redealt without a penalty."""

    passes: int


class GameEnded(Event, frozen=True, kw_only=True, tag="game-ended"):
    """The game is over: "eliminated" (RN-7, `seat` took its third Pattern card) or "turn-cap" (G-8)."""

    reason: str
    seat: int | None = None


ReindeersNoseEvent = (
    HandDealt | CardsSeen | PassSealed | CardsPassed | CardReceived | NoseTouched | PassesDropped
    | PatternReceived | HandAbandoned | GameEnded
)
