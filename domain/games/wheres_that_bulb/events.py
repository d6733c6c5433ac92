"""Where's That Bulb?'s events, past tense. No event names the face of a card that turns face down again."""

from __future__ import annotations

from domain.contract import Event

from .catalog import Face, Position


class CardFlipped(Event, frozen=True, kw_only=True, tag="card-flipped"):
    """WB-6: a seat turned up the card at a grid position (the face shows only in the views while it is up)."""

    seat: int
    """The seat that flipped."""
    position: Position
    """The grid position of the card turned up, 0-59 (its face is only in the views)."""


class CardsTurnedDown(Event, frozen=True, kw_only=True, tag="cards-turned-down"):
    """The cards the last turn left on show were turned face down before the next flip."""

    positions: tuple[Position, ...]
    """The grid positions of the cards turned face down, 1 or 2, ascending."""


class PairTaken(Event, frozen=True, kw_only=True, tag="pair-taken"):
    """A pair was removed face up from the grid and scored to the seat, who takes another turn (WB-4)."""

    seat: int
    """The seat that found the pair and takes another turn."""
    positions: tuple[Position, Position]
    """The grid positions of the two cards, in the order flipped; both are empty from now on."""
    faces: tuple[Face, Face]
    """The faces of the two cards, in the same order."""


class TurnEnded(Event, frozen=True, kw_only=True, tag="turn-ended"):
    """No pair (or a Broken Bulb): the flipped cards stay on show until the next flip; `next_seat` plays."""

    seat: int
    """The seat whose turn ended."""
    next_seat: int
    """The seat that plays next, clockwise (G-1)."""


class GameEnded(Event, frozen=True, kw_only=True, tag="game-ended"):
    """The game is over: "all-matched" (WB-5) or "turn-cap" (G-8)."""

    reason: str
    """Why: "all-matched" (only the four Broken Bulbs are left, WB-5) or "turn-cap" (G-8)."""


WheresThatBulbEvent = CardFlipped | CardsTurnedDown | PairTaken | TurnEnded | GameEnded
