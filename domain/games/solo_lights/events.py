"""Solo Lights' events, past tense; all public except the faces of the cards drawn into the hand."""

from __future__ import annotations

from domain.contract import Event
from domain.lights.components import Kind

from .components import Reason


class PatternChosen(Event, frozen=True, kw_only=True, tag="pattern-chosen"):
    """SL-3: the next string is built on `pattern`."""

    pattern: int


class PatternDiscarded(Event, frozen=True, kw_only=True, tag="pattern-discarded"):
    """Set-up step 6: the revealed Pattern card not picked was discarded."""

    pattern: int


class BulbPlayed(Event, frozen=True, kw_only=True, tag="bulb-played"):
    """A bulb of `kind` went to `position` (1-5) of the string."""

    kind: Kind
    position: int


class PlugPlayed(Event, frozen=True, kw_only=True, tag="plug-played"):
    """SL-4: a Plug (or a Bubble used as one) linked the completed string."""

    kind: Kind


class Rewound(Event, frozen=True, kw_only=True, tag="rewound"):
    """SL-8: a Bubble was discarded and `character` turned face down again."""

    character: int


class CardDiscarded(Event, frozen=True, kw_only=True, tag="card-discarded"):
    """Step 2: a card of `kind` was discarded face up to draw another."""

    kind: Kind


class CardsDrawn(Event, frozen=True, kw_only=True, tag="cards-drawn"):
    """`count` Bulb cards went into the hand; their faces go to the seat alone (CardsSeen)."""

    count: int


class CardsSeen(Event, frozen=True, kw_only=True, tag="cards-seen"):
    """The faces of the cards just drawn into the hand (sent to the seat only)."""

    kinds: tuple[Kind, ...]


class CharacterFlipped(Event, frozen=True, kw_only=True, tag="character-flipped"):
    """SL-5: a Broken Bulb was drawn and discarded, and `character` turned face up."""

    character: int


class PresentDrawn(Event, frozen=True, kw_only=True, tag="present-drawn"):
    """SL-6: a Present went to the box and `pattern` joined the options (None: the Pattern deck was empty)."""

    pattern: int | None


class PowerSurged(Event, frozen=True, kw_only=True, tag="power-surged"):
    """SL-7: Power Surge showed on the deck: the hand (`discarded`) was discarded, the Event boxed."""

    discarded: tuple[Kind, ...]


class DeckReshuffled(Event, frozen=True, kw_only=True, tag="deck-reshuffled"):
    """SL-11: the discard pile, `count` cards, became the new Bulb deck."""

    count: int


class StringCompleted(Event, frozen=True, kw_only=True, tag="string-completed"):
    """SL-14: the string on `pattern` was completed, `strings` so far; `drawn` joined the options (SL-3)."""

    pattern: int
    strings: int
    drawn: int | None = None


class GameEnded(Event, frozen=True, kw_only=True, tag="game-ended"):
    """SL-10 ("all-strings", won), SL-9 ("santa", lost) or SL-12 ("no-pattern", lost) ended the game."""

    reason: Reason
    won: bool


SoloLightsEvent = (
    PatternChosen | PatternDiscarded | BulbPlayed | PlugPlayed | Rewound | CardDiscarded | CardsDrawn | CardsSeen
    | CharacterFlipped | PresentDrawn | PowerSurged | DeckReshuffled | StringCompleted | GameEnded
)
