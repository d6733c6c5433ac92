"""Jingle Bell Run's options (companion 6.1) and the whole state of a game, hidden parts included."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
from msgspec import Meta

from domain.contract import ConfigBase
from domain.kit import first_seat_option

from .components import Corner

# The decision steps (companion 6.3): choosing corners at set-up, the action, the second pick, the hand limit.
Step = Literal["corner", "action", "pick", "discard"]
MAX_ROUNDS = 150  # G-8, companion 6.1


class JingleBellRunConfig(ConfigBase, frozen=True, kw_only=True):
    """Options of companion 6.1 (the seat count, 2-6, is the number of seats at create)."""

    first_seat: first_seat_option(6) = "random"
    """The seat that chooses a corner first and takes the first turn (G-2, "the youngest player"): a seat
    number from 0, or `random`."""
    start_on_corner: bool = False
    """Characters start on their corner card rather than beside it, so the race is 6 moves, not 7 (JB-1)."""
    max_turns: Annotated[int, Meta(ge=1, le=MAX_ROUNDS)] = MAX_ROUNDS
    """The cap (G-8), 1-150, counted in completed rounds: the game ends after this many."""


class JingleBellRunState(msgspec.Struct, frozen=True, kw_only=True):
    """The table: grid, Market, discard and Characters are public; hands and the deck are not (JB-11)."""

    seed: int
    counter: int = 0
    players: int = 2
    max_turns: int = MAX_ROUNDS
    start_on_corner: bool = False
    first: int = 0  # the seat that chose first and took the first turn; a round ends when play comes back
    active: int = 0
    round: int = 0  # completed rounds (G-8)
    step: Step = "corner"
    grid: tuple[int, ...] = ()  # Pattern card ids by cell, row-major
    box: tuple[int, ...] = ()  # every card of the box not in play: two Patterns, Events, Characters, Presents
    deck: tuple[int, ...] = ()  # top card first
    discard: tuple[int, ...] = ()  # face up, oldest first
    market: tuple[int, ...] = ()  # face up, in the order laid out
    hands: tuple[tuple[int, ...], ...] = ()
    # Per seat, the cards it took face up from the Market and surely still holds (public); empty in states stored
    # before it was kept.
    known: tuple[tuple[int, ...], ...] = ()
    corners: tuple[Corner | None, ...] = ()  # each seat's start corner, None until chosen
    positions: tuple[int | None, ...] = ()  # each Character's cell, None while beside its corner (JB-1)
    winner: int | None = None
    finished: bool = False
    reason: str | None = None  # "finish-line" (JB-9) or "turn-cap" (G-8)
