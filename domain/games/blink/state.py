"""Blink's options and state (companion 14.1, 14.2)."""

from __future__ import annotations

from typing import Annotated

import msgspec
from msgspec import Meta

from domain.contract import ConfigBase
from domain.kit import Race, first_seat_option
from domain.lights.components import Colour

from .components import MAX_SEATS, MAX_TURNS


class BlinkConfig(ConfigBase, frozen=True, kw_only=True):
    """Options of companion 14.1 (the seat count, 2-5, is the number of seats at create)."""

    dealer_seat: first_seat_option(MAX_SEATS) = "random"
    """The dealer (G-2 "choose a dealer"): a seat number, or `random`; the seat after it starts."""
    championship: bool = False
    """Play rounds until a seat has taken two Character cards, instead of one round (BL-9)."""
    max_turns: Annotated[int, Meta(ge=1, le=MAX_TURNS)] = MAX_TURNS
    """The turn cap over the whole game (G-8): the game ends after this many turns."""


class BlinkState(msgspec.Struct, frozen=True, kw_only=True):
    """The whole table: hands, the decks' order and the covered discard are hidden, the rest is public."""

    seed: int
    counter: int = 0
    players: int = 2
    max_turns: int = MAX_TURNS
    championship: bool = False
    round: int = 1
    dealer: int = 0
    active: int = 0  # the seat whose turn it is
    hands: tuple[tuple[int, ...], ...] = ()  # card ids, sorted
    deck: tuple[int, ...] = ()  # the Bulb deck, top card first
    discard: tuple[int, ...] = ()  # oldest first: the top card is last, tucked Brokens first
    strings: tuple[int, ...] = ()  # Pattern cards played this round, oldest first; the last is the string
    pattern_deck: tuple[int, ...] = ()  # top card first
    blinking: Colour | None = None  # 14.2: the blinking colour (None after BL-8 found no match)
    drawn: int | None = None  # BL-4: the playable card the active seat just drew, awaiting play or keep
    draws: int = 0  # cards drawn by the active seat this turn (BL-4)
    unannounced: int | None = None  # BL-5: the seat down to one card that did not call "Blink!"
    race: Race | None = None  # BL-5: the current or last Blink window (G-6 kind 3)
    # Per seat and kind (the order of domain.lights KINDS): the most it can hold this round, from what the table
    # saw it do (empty in states stored before it was kept: every seat then starts uncapped).
    most: tuple[tuple[int, ...], ...] = ()
    # Per seat and kind: the most it can hold this round if it plays in the house order (plain colours, then
    # Broken, Bubble, Plug): 0 for every playable kind ranked before a special it played from its hand, widened
    # like `most` by every card it takes unseen since (empty: nothing read yet). A reading of its play, not a rule.
    passed: tuple[tuple[int, ...], ...] = ()
    trophies: tuple[tuple[int, ...], ...] = ()  # BL-9: Character cards won, per seat
    characters: tuple[int, ...] = ()  # BL-9: Character cards not yet won
    box: tuple[int, ...] = ()  # G-4: cards of the box this game leaves out
    winner: int | None = None  # the seat that emptied its hand last
    turn: int = 0  # turns ended over the whole game (G-8)
    finished: bool = False
    reason: str | None = None
