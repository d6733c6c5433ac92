"""Check the Box's events, past tense; all public except the faces a drawer sees and its declines."""

from __future__ import annotations

from typing import Literal

from domain.contract import Event

from .components import Kind

DrawReason = Literal["check-the-box", "refill", "present"]


class TurnStarted(Event, frozen=True, kw_only=True, tag="turn-started"):
    """`seat` asks next; `extra` when its last ask completed a set (CB-2)."""

    seat: int
    """The seat that asks now."""
    extra: bool = False
    """True when this is an extra turn earned by completing a set with its last ask (CB-2)."""


class Asked(Event, frozen=True, kw_only=True, tag="asked"):
    """G-10: `seat` asked `target` for `kind`."""

    seat: int
    """The seat that asked."""
    target: int
    """The seat it asked."""
    kind: Kind
    """The kind it asked for (so it holds at least one, CB-7)."""


class CardsHanded(Event, frozen=True, kw_only=True, tag="cards-handed"):
    """G-10: `seat` handed `count` cards of `kind` to `to_seat`."""

    seat: int
    """The seat that was asked and handed its cards over."""
    to_seat: int
    """The seat that asked and received them."""
    kind: Kind
    """The kind handed over."""
    count: int
    """How many cards changed hands: every card of the kind the seat held, 1-2 (a third would have made a set)."""


class BoxChecked(Event, frozen=True, kw_only=True, tag="box-checked"):
    """G-10: `seat` had none of the kind and said "Check the Box" to `asker`."""

    seat: int
    """The seat that was asked and held none of the kind."""
    asker: int
    """The seat that asked, and now draws from the box (CB-4)."""


class CardsDrawn(Event, frozen=True, kw_only=True, tag="cards-drawn"):
    """`seat` drew `count` cards from the box; the faces go to it alone (CardsSeen)."""

    seat: int
    """The seat that drew."""
    count: int
    """Cards drawn, 1-5: fewer than asked for when the pile ran out."""
    reason: DrawReason
    """Why it drew: "check-the-box" (one card, CB-4), "refill" (an empty hand, up to five, CB-6) or
    "present" (a Present's bonus, two cards, CB-5)."""


class CardsSeen(Event, frozen=True, kw_only=True, tag="cards-seen"):
    """The faces of the cards `seat` just drew (sent to that seat only)."""

    seat: int
    """The seat that drew (the only reader of this event)."""
    kinds: tuple[Kind, ...]
    """The kinds of the cards it drew, in kind order."""


class DrawEnded(Event, frozen=True, kw_only=True, tag="draw-ended"):
    """CB-5: `seat` finished its box draw (the same event after `continue` and `decline`)."""

    seat: int
    """The seat whose box draw is over."""


class PresentDeclined(Event, frozen=True, kw_only=True, tag="present-declined"):
    """CB-5: `seat` let its Present bonus go (sent to that seat only)."""

    seat: int
    """The seat that declined (the only reader of this event)."""


class SetPlaced(Event, frozen=True, kw_only=True, tag="set-placed"):
    """CB-2: `seat` placed a set of three `kind` face up."""

    seat: int
    """The seat that placed the set."""
    kind: Kind
    """The kind of the three cards placed."""


class GameEnded(Event, frozen=True, kw_only=True, tag="game-ended"):
    """CB-8 ("all-sets") or the G-8 cap ("turn-cap") ended the game."""

    reason: str
    """Why: "all-sets" (all 17 sets are on the table, CB-8) or "turn-cap" (G-8)."""


CheckTheBoxEvent = (
    TurnStarted | Asked | CardsHanded | BoxChecked | CardsDrawn | CardsSeen | DrawEnded | PresentDeclined
    | SetPlaced | GameEnded
)
