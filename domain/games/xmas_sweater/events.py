"""Events of Xmas Sweater, past tense; all public (entries are revealed only once all are in)."""

from __future__ import annotations

import msgspec

from domain.contract import Event
from domain.games.xmas_sweater.catalog import AnyDieId, GiftBoxId


class DiceRolled(Event, frozen=True, kw_only=True, tag="dice-rolled"):
    """A new roll of the three D12 and the black D6 (public chance step)."""

    roll: int
    """The roll's number, from 1."""
    red: int
    """The red die's face, 1-12."""
    green: int
    """The green die's face, 1-12."""
    white: int
    """The white die's face, 1-12."""
    black: int
    """The black die's face, 1-6."""
    active_seat: int | None = None
    """The active seat of this roll (seat number from 0); null on the base rules, which have none."""


class BlackDieRerolled(Event, frozen=True, kw_only=True, tag="black-die-rerolled"):
    """XS-19: the active seat rerolled the black die; the new face is final."""

    seat: int
    """The active seat that rerolled (seat number from 0)."""
    black: int
    """The black die's new face, 1-6; it is final for this roll."""


class BlackDieKept(Event, frozen=True, kw_only=True, tag="black-die-kept"):
    """XS-19: the active seat kept the black die."""

    seat: int
    """The active seat that kept it (seat number from 0)."""


class EntryCommitted(Event, frozen=True, kw_only=True, tag="entry-committed"):
    """XS-23: a seat committed its entry for this roll; what it wrote stays hidden for now."""

    seat: int
    """The seat that committed (seat number from 0)."""


class RevealedEntry(msgspec.Struct, frozen=True, kw_only=True):
    """One seat's entry as revealed: a written value, or a gift box (None when all were marked)."""

    seat: int
    """The seat whose entry this is (seat number from 0)."""
    kind: str
    """What the seat did: "write" (wrote a number) or "gift-box" (marked a gift box)."""
    die: AnyDieId | None = None
    """The coloured die written (an id of `dice`: "red", "green" or "white"); null for a gift box."""
    modifier: str | None = None
    """How the black die changed the face: "none", "plus" or "minus"; null for a gift box."""
    row: int | None = None
    """The row written in, 1-6; null for a gift box."""
    col: int | None = None
    """The column written in, 1-7; null for a gift box."""
    value: int | None = None
    """The number written, 0-18; null for a gift box."""
    gift_box: GiftBoxId | None = None
    """The gift box marked (an id of `gift_boxes`, 1-6); null for a write, or when all six boxes were
    already marked."""


class EntriesRevealed(Event, frozen=True, kw_only=True, tag="entries-revealed"):
    """G-6: the last seat committed, so every entry of the roll resolved at once."""

    roll: int
    """The roll's number, from 1."""
    entries: list[RevealedEntry] = []
    """Every seat's entry of the roll, one per seat in seat order."""


class GameEnded(Event, frozen=True, kw_only=True, tag="game-ended"):
    """XS-17: the end check fired after a roll (or the turn cap was reached)."""

    reason: str
    """Why it ended: "four-rows" (a sheet has four complete rows), "all-gift-boxes" (a sheet has all six
    gift boxes marked) or "turn-cap" (roll 50 was played)."""


XmasSweaterEvent = (
    DiceRolled | BlackDieRerolled | BlackDieKept | EntryCommitted | EntriesRevealed | GameEnded
)
