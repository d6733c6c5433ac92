"""Blink's events, past tense; all public (G-10) except the faces of the cards a seat draws."""

from __future__ import annotations

from typing import Literal

from domain.contract import Event
from domain.lights.components import Colour, Kind

DrawReason = Literal["draw", "caught"]


class RoundStarted(Event, frozen=True, kw_only=True, tag="round-started"):
    """Set-up: the dealer dealt, the string is `pattern`, and `revealed` were turned up to find `blinking` (BL-1)."""

    round: int
    dealer: int
    pattern: int
    revealed: tuple[Kind, ...]
    blinking: Colour | None


class CardPlayed(Event, frozen=True, kw_only=True, tag="card-played"):
    """`seat` played a `kind` (a Bubble naming `colour`); `blink` says whether it shouted "Blink!"."""

    seat: int
    kind: Kind
    colour: Colour | None = None
    blink: bool = False
    cards_left: int
    blinking: Colour | None


class PatternPlugged(Event, frozen=True, kw_only=True, tag="pattern-plugged"):
    """BL-3: a Plug put `pattern` on the string; `revealed` were turned up to find `blinking` (BL-8)."""

    seat: int
    pattern: int
    revealed: tuple[Kind, ...]
    blinking: Colour | None


class CardsDrawn(Event, frozen=True, kw_only=True, tag="cards-drawn"):
    """`seat` drew `count` cards (0 when deck and discard were empty, G-3)."""

    seat: int
    count: int
    reason: DrawReason


class CardsSeen(Event, frozen=True, kw_only=True, tag="cards-seen"):
    """The faces of the cards `seat` just drew (sent to that seat only)."""

    seat: int
    kinds: tuple[Kind, ...]


class DeckRefreshed(Event, frozen=True, kw_only=True, tag="deck-refreshed"):
    """BL-7: the discard but its top card was shuffled into a new Bulb deck (or the covered patterns)."""

    deck: Literal["bulbs", "patterns"]
    size: int


class CardKept(Event, frozen=True, kw_only=True, tag="card-kept"):
    """BL-4: `seat` kept the playable card it drew."""

    seat: int


class BlinkCalled(Event, frozen=True, kw_only=True, tag="blink-called"):
    """BL-5: `seat` shouted "Blink!" late, in time."""

    seat: int


class SeatCaught(Event, frozen=True, kw_only=True, tag="seat-caught"):
    """BL-5: `by` caught `seat` with one card before it shouted."""

    seat: int
    by: int


class TurnStarted(Event, frozen=True, kw_only=True, tag="turn-started"):
    """`seat` takes its turn."""

    seat: int


class RoundWon(Event, frozen=True, kw_only=True, tag="round-won"):
    """BL-9: `seat` emptied its hand; with `championship` it took Character `trophy`."""

    seat: int
    trophy: int | None = None


class GameEnded(Event, frozen=True, kw_only=True, tag="game-ended"):
    """The game is over: "went-out", "champion" (BL-9) or "turn-cap" (G-8)."""

    reason: str


BlinkEvent = (
    RoundStarted | CardPlayed | PatternPlugged | CardsDrawn | CardsSeen | DeckRefreshed | CardKept | BlinkCalled
    | SeatCaught | TurnStarted | RoundWon | GameEnded
)
