"""Check the Box's events, past tense; all public except the faces a drawer sees and its declines."""

from __future__ import annotations

from typing import Literal

from domain.contract import Event

from .components import Kind

DrawReason = Literal["check-the-box", "refill", "present"]


class TurnStarted(Event, frozen=True, kw_only=True, tag="turn-started"):
    """`seat` asks next; `extra` when its last ask completed a set (CB-2)."""

    seat: int
    extra: bool = False


class Asked(Event, frozen=True, kw_only=True, tag="asked"):
    """G-10: `seat` asked `target` for `kind`."""

    seat: int
    target: int
    kind: Kind


class CardsHanded(Event, frozen=True, kw_only=True, tag="cards-handed"):
    """G-10: `seat` handed `count` cards of `kind` to `to_seat`."""

    seat: int
    to_seat: int
    kind: Kind
    count: int


class BoxChecked(Event, frozen=True, kw_only=True, tag="box-checked"):
    """G-10: `seat` had none of the kind and said "Check the Box" to `asker`."""

    seat: int
    asker: int


class CardsDrawn(Event, frozen=True, kw_only=True, tag="cards-drawn"):
    """`seat` drew `count` cards from the box; the faces go to it alone (CardsSeen)."""

    seat: int
    count: int
    reason: DrawReason


class CardsSeen(Event, frozen=True, kw_only=True, tag="cards-seen"):
    """The faces of the cards `seat` just drew (sent to that seat only)."""

    seat: int
    kinds: tuple[Kind, ...]


class DrawEnded(Event, frozen=True, kw_only=True, tag="draw-ended"):
    """CB-5: `seat` finished its box draw (the same event after `continue` and `decline`)."""

    seat: int


class PresentDeclined(Event, frozen=True, kw_only=True, tag="present-declined"):
    """CB-5: `seat` let its Present bonus go (sent to that seat only)."""

    seat: int


class SetPlaced(Event, frozen=True, kw_only=True, tag="set-placed"):
    """CB-2: `seat` placed a set of three `kind` face up."""

    seat: int
    kind: Kind


class GameEnded(Event, frozen=True, kw_only=True, tag="game-ended"):
    """CB-8 ("all-sets") or the G-8 cap ("turn-cap") ended the game."""

    reason: str


CheckTheBoxEvent = (
    TurnStarted | Asked | CardsHanded | BoxChecked | CardsDrawn | CardsSeen | DrawEnded | PresentDeclined
    | SetPlaced | GameEnded
)
