"""Blink's moves (companion 14.3): one tag per kind of decision."""

from __future__ import annotations

from domain.contract import MoveBase
from domain.lights.components import Colour, Kind


class Play(MoveBase, frozen=True, kw_only=True, tag="play"):
    """Play a card of this kind; a Bubble names a colour; `blink` calls "Blink!" when one card is left (BL-2, BL-5)."""

    kind: Kind
    """The kind of card to play from hand."""
    colour: Colour | None = None
    """For a Bubble: the colour it stands for; null for every other kind."""
    blink: bool = False
    """True to shout "Blink!" with this play, which leaves one card in hand."""


class Draw(MoveBase, frozen=True, kw_only=True, tag="draw"):
    """Draw a card because nothing in hand is playable (BL-4)."""


class Keep(MoveBase, frozen=True, kw_only=True, tag="keep"):
    """Keep the playable card just drawn and end the turn (BL-4)."""


class CallBlink(MoveBase, frozen=True, kw_only=True, tag="call-blink"):
    """Shout "Blink!" late, before anyone catches you (BL-5)."""


class Catch(MoveBase, frozen=True, kw_only=True, tag="catch"):
    """Catch a seat down to one card that did not shout "Blink!": it draws one (BL-5)."""

    seat: int
    """The seat being caught."""


Move = Play | Draw | Keep | CallBlink | Catch
