"""Every decision a Looney Lights seat can post (companion 8.3); cards are box ids of cards in your hand."""

from __future__ import annotations

from domain.contract import MoveBase
from domain.lights.catalog import CardId
from domain.lights.components import Colour


class Play(MoveBase, frozen=True, kw_only=True, tag="play"):
    """Play `card` on the discard pile; a Bubble announces `colour` (LL-1, LL-7), other cards leave it null."""

    card: CardId
    """The card played, from your hand (during a forced play, the card you just drew)."""
    colour: Colour | None = None
    """For a Bubble: the colour it announces, which play continues with (LL-7); null for every other card."""


class PlayBroken(MoveBase, frozen=True, kw_only=True, tag="play-broken"):
    """Play the Broken `broken`, then cover it at once with `then` (plain or Bubble, announcing `colour`) (LL-3)."""

    broken: CardId
    """The Broken Bulb played, from your hand."""
    then: CardId
    """The card from your hand that covers it at once: a plain bulb or a Bubble (LL-3)."""
    colour: Colour | None = None
    """When `then` is a Bubble: the colour it announces (LL-7); null otherwise."""


class Draw(MoveBase, frozen=True, kw_only=True, tag="draw"):
    """Nothing is playable: draw until a playable card arrives (LL-2, LL-6)."""


Move = Play | PlayBroken | Draw
