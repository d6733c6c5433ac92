"""The component catalog of the Christmas Lights box, and the id type that points into it."""

from __future__ import annotations

from typing import Annotated

import msgspec
from msgspec import Meta

from domain.lights.components import CARDS, Card

# A field holding a card id says so in the contract: `x-catalog` names the catalog list it points into.
CardId = Annotated[
    int,
    Meta(ge=0, le=len(CARDS) - 1, description="A card id: an entry of `cards` in the game's component catalog.",
         extra_json_schema={"x-catalog": "cards"}),
]

# A field that names a Pattern, Event or Character card by its key ("P07", "light-switch", "santa"): the
# `key` of an entry of `cards` (`x-catalog-field`).
CardKey = Annotated[
    str,
    Meta(description="A card's key: the `key` of an entry of `cards` in the game's component catalog.",
         extra_json_schema={"x-catalog": "cards", "x-catalog-field": "key"}),
]


class LightsBox(msgspec.Struct, frozen=True, kw_only=True):
    """Every card of the Christmas Lights box, in one id space shared by all its games (G-4)."""

    cards: tuple[Card, ...]
    """Every card by id (index = id): 61 Bulb, 18 Pattern, 6 Event, 6 Character and 3 Present cards."""


BOX = LightsBox(cards=CARDS)
