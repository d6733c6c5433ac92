"""Looney Lights' events, past tense; only the faces of drawn cards are private (G-5, LL-9)."""

from __future__ import annotations

from domain.contract import Event, StepSkipped


class TurnStarted(Event, frozen=True, kw_only=True, tag="turn-started"):
    """A seat's turn began."""

    seat: int
    turn: int


class StartCardRevealed(Event, frozen=True, kw_only=True, tag="start-card-revealed"):
    """Setup step 3: a card was revealed to start the discard; a special one went back into the deck (LL-5)."""

    card: int
    returned: bool


class CardPlayed(Event, frozen=True, kw_only=True, tag="card-played"):
    """A card went on the discard pile; `colour` is the colour play continues with (LL-1, LL-4, LL-7)."""

    seat: int
    card: int
    colour: str


class BrokenPlayed(Event, frozen=True, kw_only=True, tag="broken-played"):
    """A Broken and the card covering it went on the discard pile (LL-3)."""

    seat: int
    broken: int
    then: int
    colour: str


class CardsDrawn(Event, frozen=True, kw_only=True, tag="cards-drawn"):
    """A seat drew `count` cards looking for a playable one (LL-6)."""

    seat: int
    count: int


class CardsSeen(Event, frozen=True, kw_only=True, tag="cards-seen"):
    """The faces of the cards a seat just drew, for that seat only."""

    seat: int
    cards: tuple[int, ...]


class DeckReshuffled(Event, frozen=True, kw_only=True, tag="deck-reshuffled"):
    """The empty deck was refilled from the discard pile, its top card kept (LL-6, G-3)."""

    count: int


class TurnPassed(Event, frozen=True, kw_only=True, tag="turn-passed"):
    """Nothing could be drawn and nothing was playable, so the turn passed (LL-6)."""

    seat: int


class GameEnded(Event, frozen=True, kw_only=True, tag="game-ended"):
    """The game is over: a seat went out (LL-8), the table was blocked, or the turn cap (G-8)."""

    reason: str
    winner: int | None
    cards_left: tuple[int, ...]


LooneyLightsEvent = (
    TurnStarted | StartCardRevealed | CardPlayed | BrokenPlayed | CardsDrawn | CardsSeen | DeckReshuffled
    | TurnPassed | GameEnded | StepSkipped
)
