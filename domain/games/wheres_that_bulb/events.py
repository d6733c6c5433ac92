"""Where's That Bulb?'s events, past tense. No event names the face of a card that turns face down again."""

from __future__ import annotations

from domain.contract import Event


class CardFlipped(Event, frozen=True, kw_only=True, tag="card-flipped"):
    """WB-6: a seat turned up the card at a grid position (the face shows only in the views while it is up)."""

    seat: int
    position: int


class CardsTurnedDown(Event, frozen=True, kw_only=True, tag="cards-turned-down"):
    """The cards the last turn left on show were turned face down before the next flip."""

    positions: tuple[int, ...]


class PairTaken(Event, frozen=True, kw_only=True, tag="pair-taken"):
    """A pair was removed face up from the grid and scored to the seat, who takes another turn (WB-4)."""

    seat: int
    positions: tuple[int, int]
    faces: tuple[str, str]


class TurnEnded(Event, frozen=True, kw_only=True, tag="turn-ended"):
    """No pair (or a Broken Bulb): the flipped cards stay on show until the next flip; `next_seat` plays."""

    seat: int
    next_seat: int


class GameEnded(Event, frozen=True, kw_only=True, tag="game-ended"):
    """The game is over: "all-matched" (WB-5) or "turn-cap" (G-8)."""

    reason: str


WheresThatBulbEvent = CardFlipped | CardsTurnedDown | PairTaken | TurnEnded | GameEnded
