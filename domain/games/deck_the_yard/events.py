"""Deck the Yard's events, past tense; all public except the faces of cards drawn into the hand."""

from __future__ import annotations

from domain.contract import Event


class PatternChosen(Event, frozen=True, kw_only=True, tag="pattern-chosen"):
    """DY-1: the string is built on `pattern`."""

    pattern: int


class BulbPlayed(Event, frozen=True, kw_only=True, tag="bulb-played"):
    """DY-2: `card` went to slot `slot` (0 = leftmost) of the string."""

    card: int
    slot: int


class CardDiscarded(Event, frozen=True, kw_only=True, tag="card-discarded"):
    """`card` was discarded from the hand."""

    card: int


class PatternClaimed(Event, frozen=True, kw_only=True, tag="pattern-claimed"):
    """The string matched `pattern`: its bulbs went to the discard and the Pattern to the Claim pile."""

    pattern: int


class PatternRevealed(Event, frozen=True, kw_only=True, tag="pattern-revealed"):
    """DY-1: `pattern` was revealed from the Pattern deck."""

    pattern: int


class CardDrawn(Event, frozen=True, kw_only=True, tag="card-drawn"):
    """A card went from the Bulb deck to the hand; its face is in `card-seen`."""


class CardSeen(Event, frozen=True, kw_only=True, tag="card-seen"):
    """The face of the card just drawn into the hand (the player only)."""

    card: int


class SpecialDrawn(Event, frozen=True, kw_only=True, tag="special-drawn"):
    """DY-3: a Character, Broken or Present was drawn and is resolved face up."""

    card: int


class PlugPaid(Event, frozen=True, kw_only=True, tag="plug-paid"):
    """A Plug was discarded for `against`, the special card just drawn."""

    plug: int
    against: int


class CharacterClaimed(Event, frozen=True, kw_only=True, tag="character-claimed"):
    """DY-4: `card` went to the Claim pile."""

    card: int


class StringWiped(Event, frozen=True, kw_only=True, tag="string-wiped"):
    """DY-5: a Broken sent every bulb of the string to the discard; a Pattern is chosen again."""

    cards: tuple[int, ...]


class PowerSurged(Event, frozen=True, kw_only=True, tag="power-surged"):
    """DY-6: a Present caused a Power Surge: the hand (`cards`) was discarded and is drawn again."""

    cards: tuple[int, ...]


class SetAside(Event, frozen=True, kw_only=True, tag="set-aside"):
    """DY-6: `card`, drawn during a Power Surge refill, was set aside with no effect."""

    card: int


class AsideShuffled(Event, frozen=True, kw_only=True, tag="aside-shuffled"):
    """DY-6: the `count` set-aside cards were shuffled into the Bulb deck."""

    count: int


class PlayOutBegan(Event, frozen=True, kw_only=True, tag="play-out-began"):
    """DY-7: the hand could not be refilled to five; the remaining cards are played out with no drawing."""

    hand: int


class GameEnded(Event, frozen=True, kw_only=True, tag="game-ended"):
    """DY-7: the play-out is over; `claims` cards claimed against `target` (DY-8)."""

    reason: str
    claims: int
    target: int


DeckTheYardEvent = (
    PatternChosen | BulbPlayed | CardDiscarded | PatternClaimed | PatternRevealed | CardDrawn | CardSeen
    | SpecialDrawn | PlugPaid | CharacterClaimed | StringWiped | PowerSurged | SetAside | AsideShuffled
    | PlayOutBegan | GameEnded
)
