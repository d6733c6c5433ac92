"""Events of Xmas Sweater, past tense; all public (entries are revealed only once all are in)."""

from __future__ import annotations

import msgspec

from domain.contract import Event


class DiceRolled(Event, frozen=True, kw_only=True, tag="dice-rolled"):
    """A new roll of the three D12 and the black D6 (public chance step)."""

    roll: int
    red: int
    green: int
    white: int
    black: int
    active_seat: int | None = None


class BlackDieRerolled(Event, frozen=True, kw_only=True, tag="black-die-rerolled"):
    """XS-19: the active seat rerolled the black die; the new face is final."""

    seat: int
    black: int


class BlackDieKept(Event, frozen=True, kw_only=True, tag="black-die-kept"):
    """XS-19: the active seat kept the black die."""

    seat: int


class EntryCommitted(Event, frozen=True, kw_only=True, tag="entry-committed"):
    """XS-23: a seat committed its entry for this roll; what it wrote stays hidden for now."""

    seat: int


class RevealedEntry(msgspec.Struct, frozen=True, kw_only=True):
    """One seat's entry as revealed: a written value, or a gift box (None when all were marked)."""

    seat: int
    kind: str
    die: str | None = None
    modifier: str | None = None
    row: int | None = None
    col: int | None = None
    value: int | None = None
    gift_box: int | None = None


class EntriesRevealed(Event, frozen=True, kw_only=True, tag="entries-revealed"):
    """G-6: the last seat committed, so every entry of the roll resolved at once."""

    roll: int
    entries: list[RevealedEntry] = []


class GameEnded(Event, frozen=True, kw_only=True, tag="game-ended"):
    """XS-17: the end check fired after a roll (or the turn cap was reached)."""

    reason: str


XmasSweaterEvent = (
    DiceRolled | BlackDieRerolled | BlackDieKept | EntryCommitted | EntriesRevealed | GameEnded
)
