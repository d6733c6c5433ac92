"""Jingle Bell Run's moves, one tag per kind of decision (companion 6.3)."""

from __future__ import annotations

from typing import Literal

from domain.contract import MoveBase
from domain.lights.catalog import CardId

from .catalog import Cell, CornerId


class ChooseCorner(MoveBase, frozen=True, kw_only=True, tag="choose-corner"):
    """Place your Character beside a corner of the grid (setup step 5, JB-1)."""

    corner: CornerId
    """The corner to start from: "nw", "ne", "sw" or "se", one not yet full; the finish is the opposite one."""


class TakeBubble(MoveBase, frozen=True, kw_only=True, tag="take-bubble"):
    """Take one Bubble Bulb from the Market as the whole take (JB-2)."""

    market_card: CardId
    """The Bubble Bulb to take: a card id of the Market."""


class TakeCard(MoveBase, frozen=True, kw_only=True, tag="take-card"):
    """Take a non-Bubble Market card by id, or "deck" for the blind top card; a take is two of these (JB-2)."""

    source: CardId | Literal["deck"]
    """A card id of a non-Bubble Market card, or "deck" for the blind top card of the deck."""


class Steal(MoveBase, frozen=True, kw_only=True, tag="steal"):
    """Discard Broken Bulbs to take as many random cards from another seat's hand (JB-4)."""

    brokens: tuple[CardId, ...]
    """The Broken Bulbs to discard, 1 or more card ids from the hand, ascending: as many cards are taken."""
    seat: int
    """The seat to take from: another seat holding at least one card."""


class SwapPatterns(MoveBase, frozen=True, kw_only=True, tag="swap-patterns"):
    """Play a Plug to swap the Pattern cards of two cells without a Character (JB-5)."""

    plug: CardId
    """The Plug to discard: a card id from the hand."""
    a: Cell
    """One cell to swap, 0-15, with no Character on it; lower than `b`."""
    b: Cell
    """The other cell to swap, 0-15, with no Character on it."""


class Move(MoveBase, frozen=True, kw_only=True, tag="move"):
    """Pay five cards matching the lights of an adjacent cell and move your Character there (JB-6, JB-7)."""

    to: Cell
    """The cell to enter, 0-15: the start corner while beside the grid, else an orthogonal neighbour."""
    cards: tuple[CardId, ...]
    """The five cards paid, card ids from the hand in ascending order: one per light of the cell's Pattern
    card, Bubbles standing in for any colour."""


class DiscardDown(MoveBase, frozen=True, kw_only=True, tag="discard-down"):
    """Discard down to seven cards after the action (JB-8)."""

    cards: tuple[CardId, ...]
    """The cards to discard, card ids from the hand in ascending order: exactly as many as the hand holds above
    seven."""


JingleBellRunMove = ChooseCorner | TakeBubble | TakeCard | Steal | SwapPatterns | Move | DiscardDown
