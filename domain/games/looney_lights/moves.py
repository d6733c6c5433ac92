"""Every decision a Looney Lights seat can post (companion 8.3); cards are box ids of cards in your hand."""

from __future__ import annotations

from domain.contract import MoveBase

from domain.lights.components import Colour


class Play(MoveBase, frozen=True, kw_only=True, tag="play"):
    """Play `card` on the discard pile; a Bubble announces `colour` (LL-1, LL-7), other cards leave it null."""

    card: int
    colour: Colour | None = None


class PlayBroken(MoveBase, frozen=True, kw_only=True, tag="play-broken"):
    """Play the Broken `broken`, then cover it at once with `then` (plain or Bubble, announcing `colour`) (LL-3)."""

    broken: int
    then: int
    colour: Colour | None = None


class Draw(MoveBase, frozen=True, kw_only=True, tag="draw"):
    """Nothing is playable: draw until a playable card arrives (LL-2, LL-6)."""


Move = Play | PlayBroken | Draw
