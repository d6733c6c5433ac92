"""Untangle's events, past tense; only the faces of cards entering a hand are private (G-5)."""

from __future__ import annotations

from domain.contract import Event, StepSkipped

from .components import Direction, End


class TurnStarted(Event, frozen=True, kw_only=True, tag="turn-started"):
    """A seat's turn began."""

    seat: int
    round: int


class CardsDrawn(Event, frozen=True, kw_only=True, tag="cards-drawn"):
    """A seat drew `count` cards (step 1, UN-14, or after discarding, UN-6)."""

    seat: int
    count: int


class CardsSeen(Event, frozen=True, kw_only=True, tag="cards-seen"):
    """The faces of the cards a seat just drew, for that seat only."""

    seat: int
    cards: tuple[int, ...]


class DeckReshuffled(Event, frozen=True, kw_only=True, tag="deck-reshuffled"):
    """The empty Bulb deck was refilled from the shuffled discard pile (setup step 5, G-3)."""

    count: int


class Untangled(Event, frozen=True, kw_only=True, tag="untangled"):
    """Two adjacent knot cards swapped places (step 2)."""

    seat: int
    index: int
    cards: tuple[int, int]


class Replaced(Event, frozen=True, kw_only=True, tag="replaced"):
    """A card from hand covered a knot card, which was discarded (UN-4)."""

    seat: int
    card: int
    index: int
    covered: int


class Removed(Event, frozen=True, kw_only=True, tag="removed"):
    """A Broken took a knot card out; both were discarded and the knot closed up (UN-11)."""

    seat: int
    broken: int
    index: int
    removed: int


class Extended(Event, frozen=True, kw_only=True, tag="extended"):
    """A card from hand was added at one end of the knot (UN-5)."""

    seat: int
    card: int
    end: End


class CardsDiscarded(Event, frozen=True, kw_only=True, tag="cards-discarded"):
    """A seat discarded cards from its hand, face up (UN-6)."""

    seat: int
    cards: tuple[int, ...]


class PatternCompleted(Event, frozen=True, kw_only=True, tag="pattern-completed"):
    """A Pattern card was revealed and its five knot cards discarded (step 4, UN-17)."""

    seat: int
    pattern: str
    start: int
    direction: Direction
    cards: tuple[int, ...]


class KnotRefilled(Event, frozen=True, kw_only=True, tag="knot-refilled"):
    """Step 5: revealed deck cards filled the emptied positions; Brokens revealed were discarded (UN-10)."""

    cards: tuple[int, ...]
    brokens: tuple[int, ...] = ()
    closed: int = 0  # positions that closed up because no card was left (UN-10)


class GameEnded(Event, frozen=True, kw_only=True, tag="game-ended"):
    """The game is over: a third pattern completed (UN-16) or the round cap (G-8); all patterns revealed."""

    reason: str
    winner: int | None
    patterns: tuple[tuple[str, ...], ...]


UntangleEvent = (
    TurnStarted | CardsDrawn | CardsSeen | DeckReshuffled | Untangled | Replaced | Removed | Extended
    | CardsDiscarded | PatternCompleted | KnotRefilled | GameEnded | StepSkipped
)
