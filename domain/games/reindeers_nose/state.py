"""Reindeer's Nose's options and state (companion 9.1, 9.3)."""

from __future__ import annotations

from typing import Annotated

import msgspec
from msgspec import Meta

from domain.contract import ConfigBase
from domain.kit import Race
from domain.lights.components import Colour

from .components import HANDS_LIMIT, MAX_HANDS, MAX_PASSES, PASSES_LIMIT


class ReindeersNoseConfig(ConfigBase, frozen=True, kw_only=True):
    """Options of companion 9.1 (the seat count, 4-6 or 3 with `allow_three_players`, is the seats at create)."""

    allow_three_players: bool = False
    """True lets three seats play, as in the rulebook's three-player example (RN-1); otherwise 4-6 seats."""
    colours: tuple[Colour, ...] | None = None
    """The bulb colours in play, one per seat and all different (9.1); null draws them at random."""
    max_passes: Annotated[int, Meta(ge=1, le=PASSES_LIMIT)] = MAX_PASSES
    """Pass ticks a hand may last (1-400); after that many with no set the hand is redealt without a penalty (RN-8)."""
    max_hands: Annotated[int, Meta(ge=1, le=HANDS_LIMIT)] = MAX_HANDS
    """Hands dealt over the whole game, redeals included (1-200), before it ends at the turn cap (G-8)."""


class ReindeersNoseState(msgspec.Struct, frozen=True, kw_only=True):
    """The whole table: hands, sealed passes and the Pattern pile under its top card are hidden, the rest public."""

    seed: int
    counter: int = 0
    players: int = 4
    colours: tuple[Colour, ...] = ()  # the colours in play, one per seat
    max_passes: int = MAX_PASSES
    max_hands: int = MAX_HANDS
    hand: int = 0  # hands dealt so far, redeals included (G-8)
    passes: int = 0  # pass ticks resolved in this hand (RN-8)
    hands: tuple[tuple[int, ...], ...] = ()  # card ids, sorted
    commits: tuple[int | None, ...] = ()  # G-6 kind 2: the card each seat has sealed for its left neighbour
    touched: tuple[int, ...] = ()  # RN-4: seats touching their nose this hand, in the order applied
    race: Race | None = None  # RN-4: the current or last nose race (G-6 kind 3)
    pattern_pile: tuple[int, ...] = ()  # 9.2: the face-up penalty pile, top card first
    penalties: tuple[tuple[int, ...], ...] = ()  # Pattern cards received, per seat (RN-7)
    box: tuple[int, ...] = ()  # G-4: cards of the box this game leaves out
    eliminated: int | None = None  # RN-7: the seat that received its third Pattern card
    finished: bool = False
    reason: str | None = None
