"""Solo Lights' events, past tense; all public except the faces of the cards drawn into the hand."""

from __future__ import annotations

from domain.contract import Event
from domain.lights.catalog import CardId
from domain.lights.components import Kind

from .components import Reason


class PatternChosen(Event, frozen=True, kw_only=True, tag="pattern-chosen"):
    """SL-3: the next string is built on `pattern`."""

    pattern: CardId
    """The Pattern card chosen."""


class PatternDiscarded(Event, frozen=True, kw_only=True, tag="pattern-discarded"):
    """Set-up step 6: the revealed Pattern card not picked was discarded."""

    pattern: CardId
    """The Pattern card discarded."""


class BulbPlayed(Event, frozen=True, kw_only=True, tag="bulb-played"):
    """A bulb of `kind` went to `position` (1-5) of the string."""

    kind: Kind
    """The kind of bulb played: a plain colour or a Bubble."""
    position: int
    """Where it went, 1-5 from the left of the string."""


class PlugPlayed(Event, frozen=True, kw_only=True, tag="plug-played"):
    """SL-4: a Plug (or a Bubble used as one) linked the completed string."""

    kind: Kind
    """The card that links the strings: `plug` or `bubble`."""


class Rewound(Event, frozen=True, kw_only=True, tag="rewound"):
    """SL-8: a Bubble was discarded and `character` turned face down again."""

    character: CardId
    """The Character card turned back face down, on top of the stack."""


class CardDiscarded(Event, frozen=True, kw_only=True, tag="card-discarded"):
    """Step 2: a card of `kind` was discarded face up to draw another."""

    kind: Kind
    """The kind of card discarded."""


class CardsDrawn(Event, frozen=True, kw_only=True, tag="cards-drawn"):
    """`count` Bulb cards went into the hand; their faces go to the seat alone (CardsSeen)."""

    count: int
    """How many cards were drawn (1-5)."""


class CardsSeen(Event, frozen=True, kw_only=True, tag="cards-seen"):
    """The faces of the cards just drawn into the hand (sent to the seat only)."""

    kinds: tuple[Kind, ...]
    """The kinds of the cards drawn, in the order drawn."""


class CharacterFlipped(Event, frozen=True, kw_only=True, tag="character-flipped"):
    """SL-5: a Broken Bulb was drawn and discarded, and `character` turned face up."""

    character: CardId
    """The Character card turned face up (Santa loses the game, SL-9)."""


class PresentDrawn(Event, frozen=True, kw_only=True, tag="present-drawn"):
    """SL-6: a Present went to the box and `pattern` joined the options (None: the Pattern deck was empty)."""

    pattern: CardId | None
    """The Pattern card added to the options; null when the Pattern deck was empty."""


class PowerSurged(Event, frozen=True, kw_only=True, tag="power-surged"):
    """SL-7: Power Surge showed on the deck: the hand (`discarded`) was discarded, the Event boxed."""

    discarded: tuple[Kind, ...]
    """The kinds of the cards the hand held, all discarded."""


class DeckReshuffled(Event, frozen=True, kw_only=True, tag="deck-reshuffled"):
    """SL-11: the discard pile, `count` cards, became the new Bulb deck."""

    count: int
    """Cards in the new Bulb deck."""


class StringCompleted(Event, frozen=True, kw_only=True, tag="string-completed"):
    """SL-14: the string on `pattern` was completed, `strings` so far; `drawn` joined the options (SL-3)."""

    pattern: CardId
    """The Pattern card of the completed string, now face down among the completed ones."""
    strings: int
    """Strings completed so far, this one included."""
    drawn: CardId | None = None
    """The Pattern card drawn to join the options; null when none was (the game was won, or the deck is empty)."""


class GameEnded(Event, frozen=True, kw_only=True, tag="game-ended"):
    """SL-10 ("all-strings", won), SL-9 ("santa", lost) or SL-12 ("no-pattern", lost) ended the game."""

    reason: Reason
    """How it ended: `all-strings` (won, SL-10), `santa` (lost, SL-9) or `no-pattern` (lost, SL-12)."""
    won: bool
    """True when the seat won."""


SoloLightsEvent = (
    PatternChosen | PatternDiscarded | BulbPlayed | PlugPlayed | Rewound | CardDiscarded | CardsDrawn | CardsSeen
    | CharacterFlipped | PresentDrawn | PowerSurged | DeckReshuffled | StringCompleted | GameEnded
)
