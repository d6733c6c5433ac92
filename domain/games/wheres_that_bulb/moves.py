"""Where's That Bulb?'s one kind of decision: flip a card of the grid."""

from __future__ import annotations

from domain.contract import MoveBase

from .catalog import Position


class Flip(MoveBase, frozen=True, kw_only=True, tag="flip"):
    """Turn the face-down card at a grid position face up."""

    position: Position
    """The grid position to flip, 0-59 (an id in the catalog's `positions`): a card still on the grid, not the
    one already flipped this turn."""


Move = Flip
