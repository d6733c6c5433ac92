"""Solo Lights' moves (companion 12.3): one tag per kind of decision."""

from __future__ import annotations

from typing import Annotated, Literal

from msgspec import Meta

from domain.contract import MoveBase
from domain.lights.catalog import CardId
from domain.lights.components import Colour, Kind

Playable = Colour | Literal["bubble"]


class ChoosePattern(MoveBase, frozen=True, kw_only=True, tag="choose-pattern"):
    """Start the next string on one of your Pattern cards (SL-3)."""

    pattern: CardId
    """The Pattern card chosen: one of the view's `options` (at the opening, one of the first two)."""


class Play(MoveBase, frozen=True, kw_only=True, tag="play"):
    """Play a bulb of this kind at a position (1-5, left to right) of the current string (SL-1)."""

    kind: Playable
    """The kind of bulb played from the hand: a plain colour, or a Bubble (wild)."""
    position: Annotated[int, Meta(ge=1, le=5)]
    """The position of the string it goes to, 1-5 from the left."""


class PlayPlug(MoveBase, frozen=True, kw_only=True, tag="play-plug"):
    """Link the completed string with a Plug, or a Bubble used as a Plug (SL-4)."""

    kind: Literal["plug", "bubble"]
    """The card from the hand that links the strings: a Plug, or a Bubble used as one."""


class Rewind(MoveBase, frozen=True, kw_only=True, tag="rewind"):
    """Discard a Bubble to turn the last flipped Character face down again (SL-8)."""


class DiscardAndDraw(MoveBase, frozen=True, kw_only=True, tag="discard-and-draw"):
    """Nothing is playable: discard a card of this kind and draw back to five (step 2, SL-2)."""

    kind: Kind
    """The kind of card discarded from the hand."""


Move = ChoosePattern | Play | PlayPlug | Rewind | DiscardAndDraw
