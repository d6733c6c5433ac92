"""Looney Lights' options (companion 8.1) and the whole state of a game, hidden parts included."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
from msgspec import Meta

from domain.contract import ConfigBase
from domain.kit import first_seat_option

from domain.lights.components import Colour

from .components import MAX_TURNS

# The active seat's decision (companion 8.3): an ordinary play, or the forced play of the card just drawn (LL-6).
Step = Literal["play", "forced"]


class LooneyLightsConfig(ConfigBase, frozen=True, kw_only=True):
    """Options: who takes the first turn (G-2, "the youngest player") and the turn cap (G-8)."""

    first_seat: first_seat_option(6) = "random"
    """The seat that takes the first turn (seat number from 0, below the seat count), or `random` to draw it
    from the seed (G-2)."""
    max_turns: Annotated[int, Meta(ge=1, le=MAX_TURNS)] = MAX_TURNS
    """The turn cap (G-8), 1-300 turns: the game ends with reason `turn-cap` once this many turns are over."""


class LooneyLightsState(msgspec.Struct, frozen=True, kw_only=True):
    """The table: the discard pile and `colour` are public; hands, the drawn card and the deck are not."""

    seed: int
    counter: int = 0
    players: int = 2
    max_turns: int = MAX_TURNS
    first: int = 0  # the seat that took the first turn
    active: int = 0
    turn: int = 0  # turns completed (G-8)
    step: Step = "play"
    colour: Colour = "red"  # current_colour (companion 8.2): what the next card must match
    deck: tuple[int, ...] = ()  # top card first
    discard: tuple[int, ...] = ()  # face up, oldest first; the last card is the top
    hands: tuple[tuple[int, ...], ...] = ()
    # Per seat and kind (the order of domain.lights KINDS): the most it can hold, from what the table saw it do
    # (empty in states stored before it was kept: every seat then starts uncapped).
    most: tuple[tuple[int, ...], ...] = ()
    drawn: int | None = None  # LL-6: the card the active seat drew and now must play (step "forced")
    drew: int = 0  # cards the active seat drew this turn (public: the table sees them taken)
    passes: int = 0  # turns in a row that passed because nothing could be played or drawn
    winner: int | None = None
    finished: bool = False
    reason: str | None = None
