"""Where's That Bulb?'s events, past tense. All are public: a flip shows its face to the whole table (WB-6)."""

from __future__ import annotations

from domain.contract import Event

from .catalog import Face, Position


class CardFlipped(Event, frozen=True, kw_only=True, tag="card-flipped"):
    """WB-6: a seat turned up the card at a grid position, and the whole table saw its face."""

    seat: int
    """The seat that flipped."""
    position: Position
    """The grid position of the card turned up, 0-59."""
    face: Face
    """The face it showed: a bulb kind ("red", "bubble", "broken", "plug", ...) or a Character ("santa", ...).
    Once the card is turned face down again, only this event (and whoever kept notes) remembers it."""


class CardsTurnedDown(Event, frozen=True, kw_only=True, tag="cards-turned-down"):
    """The turn ended without a pair (no match, or a Broken Bulb): its cards were flipped face down again."""

    positions: tuple[Position, ...]
    """The grid positions of the cards turned face down, 1 (a Broken first) or 2, in the order flipped."""


class PairTaken(Event, frozen=True, kw_only=True, tag="pair-taken"):
    """A pair was removed face up from the grid and scored to the seat, who takes another turn (WB-4)."""

    seat: int
    """The seat that found the pair and takes another turn."""
    positions: tuple[Position, Position]
    """The grid positions of the two cards, in the order flipped; both are empty from now on."""
    faces: tuple[Face, Face]
    """The faces of the two cards, in the same order."""


class TurnEnded(Event, frozen=True, kw_only=True, tag="turn-ended"):
    """No pair (or a Broken Bulb): the turn is over, its cards face down again; `next_seat` plays."""

    seat: int
    """The seat whose turn ended."""
    next_seat: int
    """The seat that plays next, clockwise (G-1)."""


class GameEnded(Event, frozen=True, kw_only=True, tag="game-ended"):
    """The game is over: "all-matched" (WB-5) or "turn-cap" (G-8)."""

    reason: str
    """Why: "all-matched" (only the four Broken Bulbs are left, WB-5) or "turn-cap" (G-8)."""


WheresThatBulbEvent = CardFlipped | CardsTurnedDown | PairTaken | TurnEnded | GameEnded
