"""Festival of Lights' moves (companion 5.3): one tag per kind of decision."""

from __future__ import annotations

from domain.contract import MoveBase
from domain.lights.components import Colour

from .components import Kind


class Reveal(MoveBase, frozen=True, kw_only=True, tag="reveal"):
    """Seal one card of your hand, by kind, for this round's reveal (FL-1)."""

    kind: Kind
    """The kind of card to reveal, one you hold: a colour, `bubble`, `broken`, `plug` or `character`."""


class UseBroken(MoveBase, frozen=True, kw_only=True, tag="use-broken"):
    """Spend a stored Broken Bulb to score your dropped card (FL-3)."""


class Decline(MoveBase, frozen=True, kw_only=True, tag="decline"):
    """Keep your stored Broken Bulb and let the dropped card go to the discard (FL-3)."""


class TakeFromDiscard(MoveBase, frozen=True, kw_only=True, tag="take-from-discard"):
    """Use your Plug: score one card of this kind from the discard pile instead (FL-4)."""

    kind: Kind
    """The kind of card to take, one the discard pile holds within the Plug's reach."""


class PlaceCharacter(MoveBase, frozen=True, kw_only=True, tag="place-character"):
    """Put your Character on your pile of this colour, starting it if need be (FL-6)."""

    colour: Colour
    """The colour of the pile the Character joins, any of the six (FL-6)."""


class AssignBubbles(MoveBase, frozen=True, kw_only=True, tag="assign-bubbles"):
    """Seal a colour pile for each of your Bubble Bulbs, listed in colour order (FL-7)."""

    colours: tuple[Colour, ...]
    """One colour per Bubble under your Pattern card, in the colour order red, green, yellow, blue, purple,
    pink; a colour may repeat."""


Move = Reveal | UseBroken | Decline | TakeFromDiscard | PlaceCharacter | AssignBubbles
