"""Lights On's component catalog: the Christmas Lights box, plus the gestures a seat can make (companion 7.2)."""

from __future__ import annotations

from typing import Annotated

import msgspec
from msgspec import Meta

from domain.lights.catalog import LightsBox
from domain.lights.components import CARDS

from .components import GESTURES, Gesture

# A field holding a gesture says so in the contract: `x-catalog` names the catalog list it points into.
GestureId = Annotated[
    Gesture,
    Meta(description="A gesture id: an entry of `gestures` in the game's component catalog.",
         extra_json_schema={"x-catalog": "gestures"}),
]

# How a UI may word each gesture of the vocabulary; the engine never reads these.
GESTURE_NAMES: dict[str, str] = {
    "scratch-head": "Scratch your head",
    "touch-ear": "Touch your ear",
    "tap-table": "Tap the table",
    "sip-cocoa": "Sip your cocoa",
    "adjust-hat": "Adjust your hat",
    "cross-arms": "Cross your arms",
    "lean-back": "Lean back",
    "wink": "Wink",
    "yawn": "Yawn",
    "drum-fingers": "Drum your fingers",
    "stretch": "Stretch",
    "look-up": "Look up",
}


class GestureCard(msgspec.Struct, frozen=True, kw_only=True):
    """One gesture of the public vocabulary (LO-12): it has no effect in play, but a team may agree on it as
    its secret signal."""

    id: Gesture
    """The gesture's id, as `gesture` moves, `gestured` events and the team signal name it."""
    name: str
    """The gesture in words, as a player would make it ("Scratch your head")."""


class LightsOnBox(LightsBox, frozen=True, kw_only=True):
    """Every card of the Christmas Lights box (35 bulbs play, 5 Plugs and 5 Broken Bulbs are the tokens) and
    the gestures of Lights On."""

    gestures: tuple[GestureCard, ...]
    """The twelve gestures a seat can make, in the order the rules list them."""


CATALOG = LightsOnBox(
    cards=CARDS, gestures=tuple(GestureCard(id=gesture, name=GESTURE_NAMES[gesture]) for gesture in GESTURES)
)
