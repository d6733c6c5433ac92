"""Reindeer's Nose's moves (companion 9.3): one tag per kind of decision."""

from __future__ import annotations

from domain.contract import MoveBase
from domain.lights.components import Colour


class PassCard(MoveBase, frozen=True, kw_only=True, tag="pass-card"):
    """Seal a bulb of this colour face down for the seat on your left (9.3, a simultaneous commit)."""

    colour: Colour
    """The colour of the bulb passed: one the seat holds."""


class TouchNose(MoveBase, frozen=True, kw_only=True, tag="touch-nose"):
    """Point to your nose: first with four matching bulbs, then as soon as another seat has (RN-3, RN-4)."""


Move = PassCard | TouchNose
