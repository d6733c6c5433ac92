"""Lights On's options and state (companion 7.1, 7.2)."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
from msgspec import Meta

from domain.contract import ConfigBase
from domain.kit import Race, waiting
from domain.lights.components import Kind

from .catalog import GestureId
from .components import DECK_KINDS, DEFAULT_ROUNDS, MAX_ROUNDS, Call, Gesture, Token

Step = Literal["countdown", "play", "vote", "over"]


class LightsOnConfig(ConfigBase, frozen=True, kw_only=True):
    """Options of companion 7.1 (the table is always four seats, two teams; `gestures` is a fixed vocabulary)."""

    team_signals: tuple[Gesture | None, Gesture | None] = (None, None)
    """Each team's secret signal (LO-12), team 0 (seats 0 and 2) first: a gesture id, or null to draw one from
    the seed, different from the other team's (rules notes, decision 1)."""
    max_rounds: Annotated[int, Meta(ge=1, le=MAX_ROUNDS)] = DEFAULT_ROUNDS
    """The round cap (LO-11, G-8), 1-100 rounds settled: then the game ends with reason `turn-cap`."""


class Sign(msgspec.Struct, frozen=True, kw_only=True):
    """A gesture made this round: public (G-10), its meaning team-private (LO-12)."""

    seat: int
    """The seat that made it."""
    gesture: GestureId
    """The gesture made."""


class CallResult(msgspec.Struct, frozen=True, kw_only=True):
    """The last call and its reveal (LO-5, LO-6): `seat` showed `kinds`; `lit` is four identical bulbs."""

    caller: int
    """The seat that called."""
    call: Call
    """What it called: `lights-on` (its teammate reveals) or `lights-off` (an opponent reveals)."""
    seat: int
    """The seat that revealed its hand."""
    kinds: tuple[Kind, ...]
    """The four cards revealed, by kind."""
    lit: bool
    """True when they were four of one kind (LO-3: Bubbles are not wild)."""
    team: int
    """The team that took the token: 0 (seats 0 and 2) or 1 (seats 1 and 3)."""
    token: Token
    """The token it took: `plug` (good) or `broken` (bad)."""


class LightsOnState(msgspec.Struct, frozen=True, kw_only=True):
    """The whole table: hands, the deck order, the other team's signal and sealed votes are hidden."""

    seed: int
    counter: int = 0
    players: int = 4
    max_rounds: int = DEFAULT_ROUNDS
    signals: tuple[str, ...] = ()  # LO-12: per team, team-private
    round: int = 1
    rounds_ended: int = 0  # G-8: rounds settled, by a call or a stall
    ready: tuple[bool | None, ...] = ()  # the countdown's sealed `ready` (G-6 kind 2)
    votes: tuple[bool | None, ...] | None = None  # LO-8: the open new-lights vote, sealed
    asker: int | None = None  # LO-8: the seat that asked "New lights?"
    hands: tuple[tuple[int, ...], ...] = ()  # card ids, sorted
    market: tuple[int, ...] = ()  # four face-up slots, left to right
    deck: tuple[int, ...] = ()  # top card first
    discard: tuple[int, ...] = ()  # LO-8: the round discard, oldest first
    supply_plugs: tuple[int, ...] = ()
    supply_brokens: tuple[int, ...] = ()
    plugs: tuple[tuple[int, ...], ...] = ((), ())  # LO-5: tokens belong to the team
    brokens: tuple[tuple[int, ...], ...] = ((), ())
    box: tuple[int, ...] = ()  # G-4
    race: Race | None = None  # LO-1: the round's race, won by the first call (LO-7)
    moves_in_round: int = 0  # LO-11: applied play-step moves this round
    signs: tuple[Sign, ...] = ()  # gestures made this round, oldest first
    # Per seat, per kind of DECK_KINDS: the bulbs it surely holds, from the swaps everyone saw this round (LO-2).
    known: tuple[tuple[int, ...], ...] = ()
    # Per team: the gestures its signal may be, as the table saw (LO-12); empty before a clue. A lit "Lights ON"
    # narrows it to the gestures the revealing seat made that round.
    signal_clues: tuple[tuple[str, ...], ...] = ((), ())
    last_call: CallResult | None = None
    winner: int | None = None  # the winning team (LO-9)
    finished: bool = False
    reason: str | None = None


def known_counts(state: LightsOnState) -> tuple[tuple[int, ...], ...]:
    """Per seat, per kind of DECK_KINDS: the bulbs the table saw it take and not give back this round (none yet
    after a deal)."""
    return state.known or ((0,) * len(DECK_KINDS),) * state.players


def step_of(state: LightsOnState) -> Step:
    """Which step the table is in: the countdown, open play, a new-lights vote, or over."""
    if state.finished:
        return "over"
    if waiting(state.ready):
        return "countdown"
    return "play" if state.votes is None else "vote"
