"""Jingle Bell Run's moves, one tag per kind of decision (companion 6.3)."""

from __future__ import annotations

from typing import Annotated, Literal

from msgspec import Meta

from domain.contract import MoveBase

from .components import CELLS, Corner

Cell = Annotated[int, Meta(ge=0, le=CELLS - 1)]


class ChooseCorner(MoveBase, frozen=True, kw_only=True, tag="choose-corner"):
    """Place your Character beside a corner of the grid (setup step 5, JB-1)."""

    corner: Corner


class TakeBubble(MoveBase, frozen=True, kw_only=True, tag="take-bubble"):
    """Take one Bubble Bulb from the Market as the whole take (JB-2)."""

    market_card: int


class TakeCard(MoveBase, frozen=True, kw_only=True, tag="take-card"):
    """Take a non-Bubble Market card by id, or "deck" for the blind top card; a take is two of these (JB-2)."""

    source: int | Literal["deck"]


class Steal(MoveBase, frozen=True, kw_only=True, tag="steal"):
    """Discard Broken Bulbs to take as many random cards from another seat's hand (JB-4)."""

    brokens: tuple[int, ...]
    seat: int


class SwapPatterns(MoveBase, frozen=True, kw_only=True, tag="swap-patterns"):
    """Play a Plug to swap the Pattern cards of two cells without a Character (JB-5)."""

    plug: int
    a: Cell
    b: Cell


class Move(MoveBase, frozen=True, kw_only=True, tag="move"):
    """Pay five cards matching the lights of an adjacent cell and move your Character there (JB-6, JB-7)."""

    to: Cell
    cards: tuple[int, ...]


class DiscardDown(MoveBase, frozen=True, kw_only=True, tag="discard-down"):
    """Discard down to seven cards after the action (JB-8)."""

    cards: tuple[int, ...]


JingleBellRunMove = ChooseCorner | TakeBubble | TakeCard | Steal | SwapPatterns | Move | DiscardDown
