"""Ugly Christmas Sweaters moves: one tag per kind of decision (section 1.3)."""

from __future__ import annotations

from typing import Literal

from domain.contract import MoveBase

from .catalog import CardId, FadId

Slot = Literal["left", "right", "bottom"]


class PlayCard(MoveBase, frozen=True, kw_only=True, tag="play-card"):
    """Lead or follow with a card from hand; `copy_from` names the pool card a leading patch copies."""

    card: CardId
    """The card played from your hand."""
    copy_from: CardId | None = None
    """Only when leading with a patch: the non-patch pool card whose value and icon it copies (UCS-14);
    null otherwise, and for a leading patch when the pool holds only patches."""


class DraftCard(MoveBase, frozen=True, kw_only=True, tag="draft"):
    """Take a pool card and knit it: `sweater` None starts a new sweater (UCS-19/20)."""

    card: CardId
    """The pool card drafted."""
    sweater: int | None = None
    """The index of the sweater in your knitting area it goes into; null to start a new sweater."""
    slot: Slot | None = None
    """The slot it fills, or whose card it covers: its printed orientation, any slot for a patch, another
    slot with Mixed-up Maria. Null only for a patch starting a new sweater, which floats (UCS-20)."""
    floating_slot: Slot | None = None
    """When the target sweater holds only a floating patch: the slot that patch takes now (not `slot`);
    null otherwise."""
    use_maria: bool = False
    """True to spend Mixed-up Maria and knit a printed card into a slot other than its orientation."""


class UseBilly(MoveBase, frozen=True, kw_only=True, tag="use-billy"):
    """Billy's a Brute: swap your best Draft Order card with the winner's "1" (section 1.5)."""


class Decline(MoveBase, frozen=True, kw_only=True, tag="decline"):
    """Let an optional window pass (G-6)."""


class ClaimFad(MoveBase, frozen=True, kw_only=True, tag="claim-fad"):
    """Express: choose which qualifying Fad the sweater just completed claims (UCS-37)."""

    fad: FadId
    """The Fad claimed: one of the view's `claim_options`."""


class UseTina(MoveBase, frozen=True, kw_only=True, tag="use-tina"):
    """Tina Can Tink: move one uncovered card of your sweaters elsewhere before scoring (section 1.5)."""

    card: CardId
    """The live card moved, from a sweater of yours that has claimed no Fad."""
    sweater: int | None = None
    """The index in your knitting area of another sweater of yours it goes into; null to start a new
    sweater (a sweater the card leaves keeps its index, even when left empty)."""
    slot: Slot | None = None
    """The slot it fills or covers there, as in a draft (no Mixed-up Maria); null for a patch starting a
    new sweater."""
    floating_slot: Slot | None = None
    """When the target sweater holds only a floating patch: the slot that patch takes now; null otherwise."""


UcsMove = PlayCard | DraftCard | UseBilly | Decline | ClaimFad | UseTina
