"""Lights On's events, past tense; all public (G-10) except a seat's first look at its own hand."""

from __future__ import annotations

from typing import Literal

from domain.contract import Event
from domain.lights.components import Kind

from .components import Call, Gesture, Token


class RoundDealt(Event, frozen=True, kw_only=True, tag="round-dealt"):
    """LO-10: all 35 cards shuffled, four dealt face down to each seat and `market` turned up."""

    round: int
    market: tuple[int, ...]


class SeatReady(Event, frozen=True, kw_only=True, tag="seat-ready"):
    """`seat` is ready for the countdown."""

    seat: int


class Go(Event, frozen=True, kw_only=True, tag="go"):
    """The countdown ended ("Three... two... one... GO!"): every seat is ready and the race is on (LO-1)."""

    round: int


class HandSeen(Event, frozen=True, kw_only=True, tag="hand-seen"):
    """The faces of `seat`'s hand at GO (sent to that seat only)."""

    seat: int
    kinds: tuple[Kind, ...]


class Swapped(Event, frozen=True, kw_only=True, tag="swapped"):
    """LO-2: `seat` put card `gave` (a `gave_kind`) into the Market and took card `took` (a `took_kind`)."""

    seat: int
    gave: int
    gave_kind: Kind
    took: int
    took_kind: Kind


class Gestured(Event, frozen=True, kw_only=True, tag="gestured"):
    """`seat` made gesture `g` for all to see (G-10)."""

    seat: int
    g: Gesture


class NewLightsAsked(Event, frozen=True, kw_only=True, tag="new-lights-asked"):
    """LO-8: `seat` asked "New lights?"; a vote is open."""

    seat: int


class VoteCast(Event, frozen=True, kw_only=True, tag="vote-cast"):
    """`seat` sealed its vote; what it voted stays hidden until all four are in (G-6)."""

    seat: int


class VoteClosed(Event, frozen=True, kw_only=True, tag="vote-closed"):
    """LO-8: every vote revealed, by seat; `passed` when all four said yes."""

    votes: tuple[bool, ...]
    passed: bool


class VoteCancelled(Event, frozen=True, kw_only=True, tag="vote-cancelled"):
    """LO-8: a swap or a call by `seat` cancelled the open vote."""

    seat: int
    by: Literal["swap", "call"]


class MarketRefreshed(Event, frozen=True, kw_only=True, tag="market-refreshed"):
    """LO-8: the old Market went to the round discard and `market` was drawn (`reshuffled`: the discard was used)."""

    market: tuple[int, ...]
    reshuffled: bool


class LightsCalled(Event, frozen=True, kw_only=True, tag="lights-called"):
    """LO-4, LO-6: `caller` said "Lights ON" or "Lights OFF", naming `seat`, who revealed `kinds`."""

    caller: int
    call: Call
    seat: int
    kinds: tuple[Kind, ...]
    lit: bool


class TokenTaken(Event, frozen=True, kw_only=True, tag="token-taken"):
    """LO-5, LO-6: `team` took a Plug or a Broken Bulb."""

    team: int
    token: Token


class RoundStalled(Event, frozen=True, kw_only=True, tag="round-stalled"):
    """LO-11: the round reached its move limit without a call; no token, a new deal."""

    round: int


class GameEnded(Event, frozen=True, kw_only=True, tag="game-ended"):
    """The game is over: "three-plugs", "three-brokens" (LO-9) or "turn-cap" (LO-11, G-8); `winner` a team or None."""

    reason: str
    winner: int | None


LightsOnEvent = (
    RoundDealt | SeatReady | Go | HandSeen | Swapped | Gestured | NewLightsAsked | VoteCast | VoteClosed
    | VoteCancelled | MarketRefreshed | LightsCalled | TokenTaken | RoundStalled | GameEnded
)
