"""Blink's events, past tense; all public (G-10) except the faces of the cards a seat draws."""

from __future__ import annotations

from typing import Literal

from domain.contract import Event
from domain.lights.catalog import CardId
from domain.lights.components import Colour, Kind

DrawReason = Literal["draw", "caught"]


class RoundStarted(Event, frozen=True, kw_only=True, tag="round-started"):
    """Set-up: the dealer dealt, the string is `pattern`, and `revealed` were turned up to find `blinking` (BL-1)."""

    round: int
    """The round starting, from 1."""
    dealer: int
    """The seat that dealt."""
    pattern: CardId
    """The Pattern card that is the string now."""
    revealed: tuple[Kind, ...]
    """The cards turned up, in order, until one showed a colour of the string."""
    blinking: Colour | None
    """The blinking colour now; null when nothing blinks."""


class CardPlayed(Event, frozen=True, kw_only=True, tag="card-played"):
    """`seat` played a `kind` (a Bubble naming `colour`); `blink` says whether it shouted "Blink!"."""

    seat: int
    """The seat that played."""
    kind: Kind
    """The kind of card played."""
    colour: Colour | None = None
    """For a Bubble: the colour it stands for; null otherwise."""
    blink: bool = False
    """True when the seat shouted "Blink!" with this play."""
    cards_left: int
    """Cards left in that seat's hand after the play."""
    blinking: Colour | None
    """The blinking colour now; null when nothing blinks."""


class PatternPlugged(Event, frozen=True, kw_only=True, tag="pattern-plugged"):
    """BL-3: a Plug put `pattern` on the string; `revealed` were turned up to find `blinking` (BL-8)."""

    seat: int
    """The seat that played the Plug."""
    pattern: CardId
    """The Pattern card that is the string now."""
    revealed: tuple[Kind, ...]
    """The cards turned up, in order, until one showed a colour of the string."""
    blinking: Colour | None
    """The blinking colour now; null when nothing blinks."""


class CardsDrawn(Event, frozen=True, kw_only=True, tag="cards-drawn"):
    """`seat` drew `count` cards (0 when deck and discard were empty, G-3)."""

    seat: int
    """The seat that drew."""
    count: int
    """How many cards were drawn (0 when deck and discard were empty)."""
    reason: DrawReason
    """Why the cards were drawn: `draw` (nothing playable) or `caught` (a penalty, BL-5)."""


class CardsSeen(Event, frozen=True, kw_only=True, tag="cards-seen"):
    """The faces of the cards `seat` just drew (sent to that seat only)."""

    seat: int
    """The seat that drew them (the only reader of this event)."""
    kinds: tuple[Kind, ...]
    """The kinds of the cards drawn, in the order drawn."""


class DeckRefreshed(Event, frozen=True, kw_only=True, tag="deck-refreshed"):
    """BL-7: the discard but its top card was shuffled into a new Bulb deck (or the covered patterns)."""

    deck: Literal["bulbs", "patterns"]
    """Which deck was rebuilt: `bulbs` or `patterns`."""
    size: int
    """Cards in the rebuilt deck."""


class CardKept(Event, frozen=True, kw_only=True, tag="card-kept"):
    """BL-4: `seat` kept the playable card it drew."""

    seat: int
    """The seat that kept its card."""


class BlinkCalled(Event, frozen=True, kw_only=True, tag="blink-called"):
    """BL-5: `seat` shouted "Blink!" late, in time."""

    seat: int
    """The seat that shouted."""


class SeatCaught(Event, frozen=True, kw_only=True, tag="seat-caught"):
    """BL-5: `by` caught `seat` with one card before it shouted."""

    seat: int
    """The seat that was caught; it draws one card."""
    by: int
    """The seat that caught it."""


class TurnStarted(Event, frozen=True, kw_only=True, tag="turn-started"):
    """`seat` takes its turn."""

    seat: int
    """The seat whose turn starts."""


class RoundWon(Event, frozen=True, kw_only=True, tag="round-won"):
    """BL-9: `seat` emptied its hand; with `championship` it took Character `trophy`."""

    seat: int
    """The seat that emptied its hand."""
    trophy: CardId | None = None
    """The Character card it took in a championship; null otherwise."""


class GameEnded(Event, frozen=True, kw_only=True, tag="game-ended"):
    """The game is over: "went-out", "champion" (BL-9) or "turn-cap" (G-8)."""

    reason: str
    """How the game ended: `went-out`, `champion` or `turn-cap`."""


BlinkEvent = (
    RoundStarted | CardPlayed | PatternPlugged | CardsDrawn | CardsSeen | DeckRefreshed | CardKept | BlinkCalled
    | SeatCaught | TurnStarted | RoundWon | GameEnded
)
