"""Deck the Yard's options and state (companion 13.1)."""

from __future__ import annotations

import msgspec

from domain.contract import ConfigBase

from .components import Difficulty


class DeckTheYardConfig(ConfigBase, frozen=True, kw_only=True):
    """Options of companion 13.1 (one seat): the difficulty sets the claims needed to win (DY-8)."""

    difficulty: Difficulty = "normal"
    """Claims needed to win (DY-8): `normal` 8, `hard` 9, `heroic` 10 Patterns and Characters."""


class DeckTheYardState(msgspec.Struct, frozen=True, kw_only=True):
    """The whole yard: the Bulb and Pattern deck orders are hidden, everything else the player sees.

    Card ids are those of `domain.lights` (G-4). Every card is in exactly one of the tuples below, or is
    `pending` (a special card drawn and waiting for the player's answer).
    """

    seed: int
    counter: int = 0
    difficulty: Difficulty = "normal"
    pattern_deck: tuple[int, ...] = ()  # face down, top first
    patterns: tuple[int, ...] = ()  # DY-1: revealed and unclaimed, in the order revealed
    current: int | None = None  # DY-1: the Pattern the string is built on, fixed until completed or wiped
    string: tuple[int, ...] = ()  # DY-2: the bulbs played, left to right
    hand: tuple[int, ...] = ()  # sorted card ids
    deck: tuple[int, ...] = ()  # the Bulb deck, top first
    discard: tuple[int, ...] = ()  # oldest first; never shuffled back (13.2)
    claims: tuple[int, ...] = ()  # the Claim pile: Patterns and Characters, in the order claimed
    pending: int | None = None  # DY-3: the special card drawn that waits for pay-plug or the alternative
    reminder: tuple[int, ...] = ()  # set-up step 5: the Power Surge card, face up
    box: tuple[int, ...] = ()  # G-4: the Event cards this game leaves out
    playout: bool = False  # DY-7: a refill fell short; no more drawing
    turn: int = 0  # moves applied
    finished: bool = False
    reason: str | None = None
