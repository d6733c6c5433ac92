"""Moves of Xmas Sweater (companion 2.3): the tagged union a seat posts back verbatim."""

from __future__ import annotations

from typing import Annotated, Literal

from msgspec import Meta

from domain.contract import MoveBase
from domain.games.xmas_sweater.catalog import DieId

Die = Literal["red", "green", "white"]
Modifier = Literal["none", "plus", "minus"]


class RerollBlack(MoveBase, frozen=True, kw_only=True, tag="reroll-black"):
    """XS-19: the active seat rerolls the black die once, before anyone writes."""


class KeepBlack(MoveBase, frozen=True, kw_only=True, tag="keep-black"):
    """XS-19: the active seat keeps the black die as rolled."""


class Write(MoveBase, frozen=True, kw_only=True, tag="write"):
    """Write one D12 (optionally modified by the black die) into a cell of its colour (1-based)."""

    die: DieId
    """The coloured die whose face is written (an id of `dice`): "red", "green" or "white"."""
    modifier: Modifier = "none"
    """How the black die changes that face: "none" (the face as it is), "plus" (face + black) or "minus"
    (face - black). The number written is 0-18."""
    row: Annotated[int, Meta(ge=1, le=6)]
    """The row written in, 1-6 from the top; it must be a row of the die's colour (red 1 and 4, green 2
    and 5, white 3 and 6)."""
    col: Annotated[int, Meta(ge=1, le=7)]
    """The column written in, 1-7 from the left."""


class MarkGiftBox(MoveBase, frozen=True, kw_only=True, tag="mark-gift-box"):
    """XS-9: mark the leftmost unmarked gift box instead of writing (always legal)."""


Entry = Write | MarkGiftBox
Move = RerollBlack | KeepBlack | Write | MarkGiftBox
