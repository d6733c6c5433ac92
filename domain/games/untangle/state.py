"""Untangle's options (companion 4.1) and the whole state of a game, hidden parts included."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
from msgspec import Meta

from domain.contract import ConfigBase
from domain.kit import first_seat_option

# The decision steps of a turn (companion 4.3); drawing, checking a lone match and refilling are automatic.
Step = Literal["untangle", "action", "complete"]
MAX_ROUNDS = 100  # G-8, companion 4.1


class UntangleConfig(ConfigBase, frozen=True, kw_only=True):
    """Options: who takes the first turn (G-2, "the youngest player") and the round cap (G-8)."""

    first_seat: first_seat_option(6) = "random"
    """Who takes the first turn (G-2, "the youngest player"): a seat number from 0, or `random` (drawn from the
    seed)."""
    max_turns: Annotated[int, Meta(ge=1, le=MAX_ROUNDS)] = MAX_ROUNDS
    """The round cap (G-8), 1-100: the game ends when this many rounds are complete."""


# The latest plays the state keeps for the expert's reading (rules notes, decision 13): enough to read every seat's
# patterns from, and a bound on what a long game adds to each stored state.
PLAYS_KEPT = 120


class Play(msgspec.Struct, frozen=True, array_like=True, gc=False):
    """A swap, a card played into the knot or a card discarded, as the whole table saw it (only the expert's reading
    uses these)."""

    seat: int
    done: int  # patterns the seat had completed before it
    knot: tuple[int | None, ...]  # the knot just before
    kind: str  # "swap", or the kind of the card played or discarded ("broken" for a removal)
    # The pair's left index, or the position covered or removed; -1 the left end, len(knot) the right end; None for
    # a card discarded instead of played (UN-6).
    at: int | None
    barred: int | None = None  # for a swap: the index the seat could not swap then (UN-2)


class UntangleState(msgspec.Struct, frozen=True, kw_only=True):
    """The table: the knot, discard and completed patterns are public; hands, secret patterns and deck are not."""

    seed: int
    counter: int = 0
    players: int = 2
    max_turns: int = MAX_ROUNDS
    first: int = 0  # the seat that took the first turn; a round ends when the turn comes back to it
    active: int = 0
    round: int = 0  # completed rounds (G-8)
    step: Step = "untangle"
    knot: tuple[int | None, ...] = ()  # card ids left to right; None only for emptied positions (UN-9)
    deck: tuple[int, ...] = ()  # top card first
    discard: tuple[int, ...] = ()  # face up, oldest first
    hands: tuple[tuple[int, ...], ...] = ()
    patterns: tuple[tuple[str, ...], ...] = ()  # each seat's secret, not yet completed patterns
    completed: tuple[tuple[str, ...], ...] = ()  # revealed when completed (UN-17)
    box_patterns: tuple[str, ...] = ()
    ban: tuple[int, int] | None = None  # UN-2: the pair the previous seat swapped, barred to the active seat
    swapped: tuple[int, int] | None = None  # the pair the active seat swapped this turn
    # Every swap, card played into the knot and card discarded, oldest first. All public; no view serves it, only
    # the expert's reading of the other seats' patterns (`bot_view`).
    plays: tuple[Play, ...] = ()
    winner: int | None = None
    finished: bool = False
    reason: str | None = None
