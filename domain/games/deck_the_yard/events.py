"""Deck the Yard's events, past tense; all public except the faces of cards drawn into the hand."""

from __future__ import annotations

from domain.contract import Event
from domain.lights.catalog import CardId


class PatternChosen(Event, frozen=True, kw_only=True, tag="pattern-chosen"):
    """DY-1: the string is built on `pattern`."""

    pattern: CardId
    """The Pattern card chosen."""


class BulbPlayed(Event, frozen=True, kw_only=True, tag="bulb-played"):
    """DY-2: `card` went to slot `slot` (0 = leftmost) of the string."""

    card: CardId
    """The card played: a plain bulb or a Bubble."""
    slot: int
    """The slot it filled, 0-4 from the left of the string."""


class CardDiscarded(Event, frozen=True, kw_only=True, tag="card-discarded"):
    """`card` was discarded from the hand."""

    card: CardId
    """The card discarded."""


class PatternClaimed(Event, frozen=True, kw_only=True, tag="pattern-claimed"):
    """The string matched `pattern`: its bulbs went to the discard and the Pattern to the Claim pile."""

    pattern: CardId
    """The Pattern card claimed."""


class PatternRevealed(Event, frozen=True, kw_only=True, tag="pattern-revealed"):
    """DY-1: `pattern` was revealed from the Pattern deck."""

    pattern: CardId
    """The Pattern card revealed."""


class CardDrawn(Event, frozen=True, kw_only=True, tag="card-drawn"):
    """A card went from the Bulb deck to the hand; its face is in `card-seen`."""


class CardSeen(Event, frozen=True, kw_only=True, tag="card-seen"):
    """The face of the card just drawn into the hand (the player only)."""

    card: CardId
    """The card drawn: a plain bulb, a Bubble or a Plug."""


class SpecialDrawn(Event, frozen=True, kw_only=True, tag="special-drawn"):
    """DY-3: a Character, Broken or Present was drawn and is resolved face up."""

    card: CardId
    """The special card drawn: a Character, a Broken Bulb or a Present."""


class PlugPaid(Event, frozen=True, kw_only=True, tag="plug-paid"):
    """A Plug was discarded for `against`, the special card just drawn."""

    plug: CardId
    """The Plug discarded from the hand."""
    against: CardId
    """The special card it was paid for."""


class CharacterClaimed(Event, frozen=True, kw_only=True, tag="character-claimed"):
    """DY-4: `card` went to the Claim pile."""

    card: CardId
    """The Character card claimed."""


class StringWiped(Event, frozen=True, kw_only=True, tag="string-wiped"):
    """DY-5: a Broken sent every bulb of the string to the discard; a Pattern is chosen again."""

    cards: tuple[CardId, ...]
    """The cards of the string, left to right, now discarded."""


class PowerSurged(Event, frozen=True, kw_only=True, tag="power-surged"):
    """DY-6: a Present caused a Power Surge: the hand (`cards`) was discarded and is drawn again."""

    cards: tuple[CardId, ...]
    """The cards the hand held, now discarded."""


class SetAside(Event, frozen=True, kw_only=True, tag="set-aside"):
    """DY-6: `card`, drawn during a Power Surge refill, was set aside with no effect."""

    card: CardId
    """The special card set aside."""


class AsideShuffled(Event, frozen=True, kw_only=True, tag="aside-shuffled"):
    """DY-6: the `count` set-aside cards were shuffled into the Bulb deck."""

    count: int
    """How many cards were set aside and shuffled in."""


class PlayOutBegan(Event, frozen=True, kw_only=True, tag="play-out-began"):
    """DY-7: the hand could not be refilled to five; the remaining cards are played out with no drawing."""

    hand: int
    """Cards left in the hand to play out (0-4)."""


class GameEnded(Event, frozen=True, kw_only=True, tag="game-ended"):
    """DY-7: the play-out is over; `claims` cards claimed against `target` (DY-8)."""

    reason: str
    """How the game ended: `played-out` (DY-7)."""
    claims: int
    """Patterns and Characters claimed."""
    target: int
    """The claims the difficulty needs to win (8-10, DY-8)."""


DeckTheYardEvent = (
    PatternChosen | BulbPlayed | CardDiscarded | PatternClaimed | PatternRevealed | CardDrawn | CardSeen
    | SpecialDrawn | PlugPaid | CharacterClaimed | StringWiped | PowerSurged | SetAside | AsideShuffled
    | PlayOutBegan | GameEnded
)
