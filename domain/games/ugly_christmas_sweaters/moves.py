"""Ugly Christmas Sweaters moves: one tag per kind of decision (section 1.3)."""

from __future__ import annotations

from typing import Literal

from domain.contract import MoveBase

Slot = Literal["left", "right", "bottom"]


class PlayCard(MoveBase, frozen=True, kw_only=True, tag="play-card"):
    """Lead or follow with a card from hand; `copy_from` names the pool card a leading patch copies."""

    card: int
    copy_from: int | None = None


class DraftCard(MoveBase, frozen=True, kw_only=True, tag="draft"):
    """Take a pool card and knit it: `sweater` None starts a new sweater (UCS-19/20)."""

    card: int
    sweater: int | None = None
    slot: Slot | None = None
    floating_slot: Slot | None = None
    use_maria: bool = False


class UseBilly(MoveBase, frozen=True, kw_only=True, tag="use-billy"):
    """Billy's a Brute: swap your best Draft Order card with the winner's "1" (section 1.5)."""


class Decline(MoveBase, frozen=True, kw_only=True, tag="decline"):
    """Let an optional window pass (G-6)."""


class ClaimFad(MoveBase, frozen=True, kw_only=True, tag="claim-fad"):
    """Express: choose which qualifying Fad the sweater just completed claims (UCS-37)."""

    fad: int


class UseTina(MoveBase, frozen=True, kw_only=True, tag="use-tina"):
    """Tina Can Tink: move one uncovered card of your sweaters elsewhere before scoring (section 1.5)."""

    card: int
    sweater: int | None = None
    slot: Slot | None = None
    floating_slot: Slot | None = None


UcsMove = PlayCard | DraftCard | UseBilly | Decline | ClaimFad | UseTina
