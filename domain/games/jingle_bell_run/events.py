"""Jingle Bell Run's events, past tense; only the faces of cards entering a hand unseen are private (G-5)."""

from __future__ import annotations

from domain.contract import Event, StepSkipped

from .components import Corner


class CornerChosen(Event, frozen=True, kw_only=True, tag="corner-chosen"):
    """A seat placed its Character beside (or on, with `start_on_corner`) a corner (JB-1)."""

    seat: int
    corner: Corner


class CardTaken(Event, frozen=True, kw_only=True, tag="card-taken"):
    """A seat took a face-up Market card (a Bubble taken alone is the whole take, JB-2)."""

    seat: int
    card: int


class CardDrawn(Event, frozen=True, kw_only=True, tag="card-drawn"):
    """A seat drew the blind top card of the deck (JB-2); its face is in `CardSeen`, for that seat only."""

    seat: int


class CardSeen(Event, frozen=True, kw_only=True, tag="card-seen"):
    """The face of the card a seat drew blind (`to` that seat)."""

    seat: int
    card: int


class MarketRefilled(Event, frozen=True, kw_only=True, tag="market-refilled"):
    """Cards laid face up from the deck to bring the Market back to five (JB-2)."""

    cards: tuple[int, ...]


class MarketWiped(Event, frozen=True, kw_only=True, tag="market-wiped"):
    """Three Bubbles showed at once: the whole Market went to the discard (JB-3)."""

    cards: tuple[int, ...]


class DeckReshuffled(Event, frozen=True, kw_only=True, tag="deck-reshuffled"):
    """The empty deck was refilled from the shuffled discard pile (JB-11, G-3)."""

    count: int


class CardsStolen(Event, frozen=True, kw_only=True, tag="cards-stolen"):
    """A seat discarded Brokens and took `count` random cards from `victim` (JB-4)."""

    seat: int
    victim: int
    brokens: tuple[int, ...]
    count: int


class StolenCardsSeen(Event, frozen=True, kw_only=True, tag="stolen-cards-seen"):
    """Which cards changed hands in a steal, for the taker and the victim only (JB-4)."""

    seat: int
    victim: int
    cards: tuple[int, ...]


class PatternsSwapped(Event, frozen=True, kw_only=True, tag="patterns-swapped"):
    """A Plug swapped the Pattern cards of two cells (JB-5)."""

    seat: int
    plug: int
    a: int
    b: int


class CharacterMoved(Event, frozen=True, kw_only=True, tag="character-moved"):
    """A seat paid five cards and moved its Character to `cell` (JB-6); public, so `to` stays unset."""

    seat: int
    cell: int
    cards: tuple[int, ...]


class CardsDiscarded(Event, frozen=True, kw_only=True, tag="cards-discarded"):
    """A seat discarded down to the hand limit (JB-8)."""

    seat: int
    cards: tuple[int, ...]


class TurnPassed(Event, frozen=True, kw_only=True, tag="turn-passed"):
    """The turn passed clockwise to `seat` (G-1); `round` counts completed rounds."""

    seat: int
    round: int


class GameEnded(Event, frozen=True, kw_only=True, tag="game-ended"):
    """The game is over: "finish-line" (JB-9, `winner` set) or "turn-cap" (G-8)."""

    reason: str
    winner: int | None = None


JingleBellRunEvent = (
    CornerChosen | CardTaken | CardDrawn | CardSeen | MarketRefilled | MarketWiped | DeckReshuffled | CardsStolen
    | StolenCardsSeen | PatternsSwapped | CharacterMoved | CardsDiscarded | TurnPassed | GameEnded | StepSkipped
)
