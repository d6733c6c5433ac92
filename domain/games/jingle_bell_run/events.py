"""Jingle Bell Run's events, past tense; only the faces of cards entering a hand unseen are private (G-5)."""

from __future__ import annotations

from domain.contract import Event, StepSkipped
from domain.lights.catalog import CardId

from .catalog import Cell, CornerId


class CornerChosen(Event, frozen=True, kw_only=True, tag="corner-chosen"):
    """A seat placed its Character beside (or on, with `start_on_corner`) a corner (JB-1)."""

    seat: int
    """The seat that chose."""
    corner: CornerId
    """The corner it starts from; its finish is the opposite one."""


class CardTaken(Event, frozen=True, kw_only=True, tag="card-taken"):
    """A seat took a face-up Market card (a Bubble taken alone is the whole take, JB-2)."""

    seat: int
    """The seat that took the card."""
    card: CardId
    """The card id taken from the Market."""


class CardDrawn(Event, frozen=True, kw_only=True, tag="card-drawn"):
    """A seat drew the blind top card of the deck (JB-2); its face is in `CardSeen`, for that seat only."""

    seat: int
    """The seat that drew."""


class CardSeen(Event, frozen=True, kw_only=True, tag="card-seen"):
    """The face of the card a seat drew blind (`to` that seat)."""

    seat: int
    """The seat that drew (the only reader of this event)."""
    card: CardId
    """The card id it drew."""


class MarketRefilled(Event, frozen=True, kw_only=True, tag="market-refilled"):
    """Cards laid face up from the deck to bring the Market back to five (JB-2)."""

    cards: tuple[CardId, ...]
    """The card ids laid face up, in order, 1-5."""


class MarketWiped(Event, frozen=True, kw_only=True, tag="market-wiped"):
    """Three Bubbles showed at once: the whole Market went to the discard (JB-3)."""

    cards: tuple[CardId, ...]
    """The card ids of the Market that went to the discard pile."""


class DeckReshuffled(Event, frozen=True, kw_only=True, tag="deck-reshuffled"):
    """The empty deck was refilled from the shuffled discard pile (JB-11, G-3)."""

    count: int
    """Cards in the new deck."""


class CardsStolen(Event, frozen=True, kw_only=True, tag="cards-stolen"):
    """A seat discarded Brokens and took `count` random cards from `victim` (JB-4)."""

    seat: int
    """The seat that stole."""
    victim: int
    """The seat it took cards from."""
    brokens: tuple[CardId, ...]
    """The card ids of the Broken Bulbs it discarded."""
    count: int
    """Cards taken: one per Broken, or the victim's whole hand when it held fewer."""


class StolenCardsSeen(Event, frozen=True, kw_only=True, tag="stolen-cards-seen"):
    """Which cards changed hands in a steal, for the taker and the victim only (JB-4)."""

    seat: int
    """The seat that stole."""
    victim: int
    """The seat the cards were taken from."""
    cards: tuple[CardId, ...]
    """The card ids that changed hands."""


class PatternsSwapped(Event, frozen=True, kw_only=True, tag="patterns-swapped"):
    """A Plug swapped the Pattern cards of two cells (JB-5)."""

    seat: int
    """The seat that played the Plug."""
    plug: CardId
    """The card id of the Plug, now on the discard pile."""
    a: Cell
    """One cell whose Pattern card moved."""
    b: Cell
    """The other cell whose Pattern card moved."""


class CharacterMoved(Event, frozen=True, kw_only=True, tag="character-moved"):
    """A seat paid five cards and moved its Character to `cell` (JB-6); public, so `to` stays unset."""

    seat: int
    """The seat whose Character moved."""
    cell: Cell
    """The cell it entered."""
    cards: tuple[CardId, ...]
    """The card ids of the five cards paid, now on the discard pile."""


class CardsDiscarded(Event, frozen=True, kw_only=True, tag="cards-discarded"):
    """A seat discarded down to the hand limit (JB-8)."""

    seat: int
    """The seat that discarded."""
    cards: tuple[CardId, ...]
    """The card ids discarded, now on the discard pile."""


class TurnPassed(Event, frozen=True, kw_only=True, tag="turn-passed"):
    """The turn passed clockwise to `seat` (G-1); `round` counts completed rounds."""

    seat: int
    """The seat whose turn it is now."""
    round: int
    """Rounds completed so far (G-8)."""


class GameEnded(Event, frozen=True, kw_only=True, tag="game-ended"):
    """The game is over: "finish-line" (JB-9, `winner` set) or "turn-cap" (G-8)."""

    reason: str
    """Why: "finish-line" (a Character entered its finish, JB-9) or "turn-cap" (G-8)."""
    winner: int | None = None
    """The seat that reached its finish; null at the turn cap."""


JingleBellRunEvent = (
    CornerChosen | CardTaken | CardDrawn | CardSeen | MarketRefilled | MarketWiped | DeckReshuffled | CardsStolen
    | StolenCardsSeen | PatternsSwapped | CharacterMoved | CardsDiscarded | TurnPassed | GameEnded | StepSkipped
)
