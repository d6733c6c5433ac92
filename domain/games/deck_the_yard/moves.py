"""Deck the Yard's moves (companion 13.3): one tag per kind of decision."""

from __future__ import annotations

from domain.contract import MoveBase
from domain.lights.catalog import CardId


class ChoosePattern(MoveBase, frozen=True, kw_only=True, tag="choose-pattern"):
    """Start the empty string on one of the revealed Pattern cards (DY-1)."""

    pattern: CardId
    """The Pattern card chosen: one of the view's `patterns`."""


class Play(MoveBase, frozen=True, kw_only=True, tag="play"):
    """Add a plain bulb of the next colour, or a Bubble, to the string's next slot, left to right (DY-2)."""

    card: CardId
    """The card played from the hand."""


class Discard(MoveBase, frozen=True, kw_only=True, tag="discard"):
    """Discard one card from the hand, with no other effect."""

    card: CardId
    """The card discarded from the hand."""


class PayPlug(MoveBase, frozen=True, kw_only=True, tag="pay-plug"):
    """Discard a Plug from the hand for the special card just drawn: claim a Character, stop a Broken or Present."""


class Decline(MoveBase, frozen=True, kw_only=True, tag="decline"):
    """Let the Character just drawn go to the discard (DY-4)."""


class TakeEffect(MoveBase, frozen=True, kw_only=True, tag="take-effect"):
    """Suffer the Broken (the string is wiped, DY-5) or the Present (a Power Surge, DY-6) just drawn."""


Move = ChoosePattern | Play | Discard | PayPlug | Decline | TakeEffect
