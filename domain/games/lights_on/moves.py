"""Lights On's moves (companion 7.3): one tag per kind of decision."""

from __future__ import annotations

from domain.contract import MoveBase
from domain.lights.catalog import CardId
from domain.lights.components import Kind

from .catalog import GestureId


class Ready(MoveBase, frozen=True, kw_only=True, tag="ready"):
    """Say you are ready for "Three... two... one... GO!" (the countdown, a sealed commit)."""


class Swap(MoveBase, frozen=True, kw_only=True, tag="swap"):
    """Put a card of kind `give` into the Market and take Market card `take` (LO-2)."""

    give: Kind
    """The kind of card you give from your hand (one you hold)."""
    take: CardId
    """The Market card you take, by id (a Market card of another kind)."""


class MakeGesture(MoveBase, frozen=True, kw_only=True, tag="gesture"):
    """Make a public gesture; what it means is for your team to know (LO-12)."""

    g: GestureId
    """The gesture to make."""


class CallLightsOn(MoveBase, frozen=True, kw_only=True, tag="call-lights-on"):
    """Say "Lights ON": your teammate reveals its hand (LO-4)."""


class CallLightsOff(MoveBase, frozen=True, kw_only=True, tag="call-lights-off"):
    """Say "Lights OFF" and point at opponent `seat`, who reveals its hand (LO-6)."""

    seat: int
    """The opponent who must reveal its hand: a seat of the other team."""


class AskNewLights(MoveBase, frozen=True, kw_only=True, tag="ask-new-lights"):
    """Ask "New lights?": a vote on replacing the Market opens (LO-8)."""


class Vote(MoveBase, frozen=True, kw_only=True, tag="vote"):
    """Seal your answer to "New lights?": yes or no (LO-8)."""

    yes: bool
    """True to replace the Market, false to keep it; only four yeses replace it."""


Move = Ready | Swap | MakeGesture | CallLightsOn | CallLightsOff | AskNewLights | Vote
