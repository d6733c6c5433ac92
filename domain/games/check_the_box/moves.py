"""Check the Box's moves (companion 11.3): one tag per kind of decision."""

from __future__ import annotations

from domain.contract import MoveBase

from .components import Kind


class Ask(MoveBase, frozen=True, kw_only=True, tag="ask"):
    """Ask another seat for every card of one kind you hold (CB-7)."""

    seat: int
    """The seat asked: another seat, from 0, that holds at least one card."""
    kind: Kind
    """The kind asked for: one the asker holds."""


class DrawTwo(MoveBase, frozen=True, kw_only=True, tag="draw-two"):
    """Use a Present just drawn from the box: draw two more cards (CB-5)."""


class Decline(MoveBase, frozen=True, kw_only=True, tag="decline"):
    """Let the Presents just drawn go unused (CB-5)."""


class Continue(MoveBase, frozen=True, kw_only=True, tag="continue"):
    """End a box draw that brought no Present bonus (CB-5)."""


Move = Ask | DrawTwo | Decline | Continue
