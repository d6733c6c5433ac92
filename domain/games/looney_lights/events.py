"""Looney Lights' events, past tense; only the faces of drawn cards are private (G-5, LL-9)."""

from __future__ import annotations

from domain.contract import Event, StepSkipped
from domain.lights.catalog import CardId


class TurnStarted(Event, frozen=True, kw_only=True, tag="turn-started"):
    """A seat's turn began."""

    seat: int
    """The seat whose turn it is now."""
    turn: int
    """Turns completed before this one (G-8), from 0."""


class StartCardRevealed(Event, frozen=True, kw_only=True, tag="start-card-revealed"):
    """Setup step 3: a card was revealed to start the discard; a special one went back into the deck (LL-5)."""

    card: CardId
    """The card turned up from the deck."""
    returned: bool
    """True when it was a special card and went back into the deck; false when it starts the discard pile."""


class CardPlayed(Event, frozen=True, kw_only=True, tag="card-played"):
    """A card went on the discard pile; `colour` is the colour play continues with (LL-1, LL-4, LL-7)."""

    seat: int
    """The seat that played."""
    card: CardId
    """The card played, now the top of the discard pile."""
    colour: str
    """The current colour after the play, one of the six bulb colours: the bulb's own, the one a Bubble
    announced, or unchanged after a Plug."""


class BrokenPlayed(Event, frozen=True, kw_only=True, tag="broken-played"):
    """A Broken and the card covering it went on the discard pile (LL-3)."""

    seat: int
    """The seat that played."""
    broken: CardId
    """The Broken Bulb played."""
    then: CardId
    """The card that covered it, now the top of the discard pile."""
    colour: str
    """The current colour after the play, one of the six bulb colours: the covering bulb's, or the one its
    Bubble announced."""


class CardsDrawn(Event, frozen=True, kw_only=True, tag="cards-drawn"):
    """A seat drew `count` cards looking for a playable one (LL-6)."""

    seat: int
    """The seat that drew."""
    count: int
    """How many cards it drew, from 0 (nothing was left to draw)."""


class CardsSeen(Event, frozen=True, kw_only=True, tag="cards-seen"):
    """The faces of the cards a seat just drew, for that seat only."""

    seat: int
    """The seat that drew them, the only reader of this event."""
    cards: tuple[CardId, ...]
    """The cards drawn, in the order drawn; the last is the one that can be played, if any."""


class DeckReshuffled(Event, frozen=True, kw_only=True, tag="deck-reshuffled"):
    """The empty deck was refilled from the discard pile, its top card kept (LL-6, G-3)."""

    count: int
    """Cards in the new deck."""


class TurnPassed(Event, frozen=True, kw_only=True, tag="turn-passed"):
    """Nothing could be drawn and nothing was playable, so the turn passed (LL-6)."""

    seat: int
    """The seat whose turn passed."""


class GameEnded(Event, frozen=True, kw_only=True, tag="game-ended"):
    """The game is over: a seat went out (LL-8), the table was blocked, or the turn cap (G-8)."""

    reason: str
    """How it ended: `went-out` (a seat emptied its hand), `blocked` (every seat passed in a row) or
    `turn-cap`."""
    winner: int | None
    """The seat that went out; null when the game ended otherwise."""
    cards_left: tuple[int, ...]
    """Cards left in each hand, by seat: fewest ranks best (LL-8)."""


LooneyLightsEvent = (
    TurnStarted | StartCardRevealed | CardPlayed | BrokenPlayed | CardsDrawn | CardsSeen | DeckReshuffled
    | TurnPassed | GameEnded | StepSkipped
)
