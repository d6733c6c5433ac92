"""Where's That Bulb?'s one kind of decision: flip a card of the grid."""

from __future__ import annotations

from typing import Annotated

from msgspec import Meta

from domain.contract import MoveBase

from .components import POSITIONS


class Flip(MoveBase, frozen=True, kw_only=True, tag="flip"):
    """Turn the face-down card at a grid position face up."""

    position: Annotated[int, Meta(ge=0, le=POSITIONS - 1)]


Move = Flip
