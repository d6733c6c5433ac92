"""Moves of Xmas Sweater (companion 2.3): the tagged union a seat posts back verbatim."""

from __future__ import annotations

from typing import Annotated, Literal

from msgspec import Meta

from domain.contract import MoveBase

Die = Literal["red", "green", "white"]
Modifier = Literal["none", "plus", "minus"]


class RerollBlack(MoveBase, frozen=True, kw_only=True, tag="reroll-black"):
    """XS-19: the active seat rerolls the black die once, before anyone writes."""


class KeepBlack(MoveBase, frozen=True, kw_only=True, tag="keep-black"):
    """XS-19: the active seat keeps the black die as rolled."""


class Write(MoveBase, frozen=True, kw_only=True, tag="write"):
    """Write one D12 (optionally modified by the black die) into a cell of its colour (1-based)."""

    die: Die
    modifier: Modifier = "none"
    row: Annotated[int, Meta(ge=1, le=6)]
    col: Annotated[int, Meta(ge=1, le=7)]


class MarkGiftBox(MoveBase, frozen=True, kw_only=True, tag="mark-gift-box"):
    """XS-9: mark the leftmost unmarked gift box instead of writing (always legal)."""


Entry = Write | MarkGiftBox
Move = RerollBlack | KeepBlack | Write | MarkGiftBox
