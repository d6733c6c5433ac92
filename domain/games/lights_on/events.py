"""Lights On's events, past tense; all public (G-10) except a seat's first look at its own hand."""

from __future__ import annotations

from typing import Literal

from domain.contract import Event
from domain.lights.catalog import CardId
from domain.lights.components import Kind

from .catalog import GestureId
from .components import Call, Token


class RoundDealt(Event, frozen=True, kw_only=True, tag="round-dealt"):
    """LO-10: all 35 cards shuffled, four dealt face down to each seat and `market` turned up."""

    round: int
    """The round dealt, from 1."""
    market: tuple[CardId, ...]
    """The four Market cards turned up, left to right."""


class SeatReady(Event, frozen=True, kw_only=True, tag="seat-ready"):
    """`seat` is ready for the countdown."""

    seat: int
    """The seat that said it is ready."""


class Go(Event, frozen=True, kw_only=True, tag="go"):
    """The countdown ended ("Three... two... one... GO!"): every seat is ready and the race is on (LO-1)."""

    round: int
    """The round being played."""


class HandSeen(Event, frozen=True, kw_only=True, tag="hand-seen"):
    """The faces of `seat`'s hand at GO (sent to that seat only)."""

    seat: int
    """The seat looking at its hand, the only reader of this event."""
    kinds: tuple[Kind, ...]
    """Its four cards by kind."""


class Swapped(Event, frozen=True, kw_only=True, tag="swapped"):
    """LO-2: `seat` put card `gave` (a `gave_kind`) into the Market and took card `took` (a `took_kind`)."""

    seat: int
    """The seat that swapped."""
    gave: CardId
    """The card it put into the Market, in the slot of the card it took."""
    gave_kind: Kind
    """That card's kind."""
    took: CardId
    """The Market card it took into its hand."""
    took_kind: Kind
    """That card's kind."""


class Gestured(Event, frozen=True, kw_only=True, tag="gestured"):
    """`seat` made gesture `g` for all to see (G-10)."""

    seat: int
    """The seat that made the gesture."""
    g: GestureId
    """The gesture made."""


class NewLightsAsked(Event, frozen=True, kw_only=True, tag="new-lights-asked"):
    """LO-8: `seat` asked "New lights?"; a vote is open."""

    seat: int
    """The seat that asked."""


class VoteCast(Event, frozen=True, kw_only=True, tag="vote-cast"):
    """`seat` sealed its vote; what it voted stays hidden until all four are in (G-6)."""

    seat: int
    """The seat that voted."""


class VoteClosed(Event, frozen=True, kw_only=True, tag="vote-closed"):
    """LO-8: every vote revealed, by seat; `passed` when all four said yes."""

    votes: tuple[bool, ...]
    """Each seat's vote, by seat: true for yes."""
    passed: bool
    """True when all four said yes and the Market is replaced."""


class VoteCancelled(Event, frozen=True, kw_only=True, tag="vote-cancelled"):
    """LO-8: a swap or a call by `seat` cancelled the open vote."""

    seat: int
    """The seat whose move cancelled the vote."""
    by: Literal["swap", "call"]
    """What cancelled it: a `swap` or a `call`."""


class MarketRefreshed(Event, frozen=True, kw_only=True, tag="market-refreshed"):
    """LO-8: the old Market went to the round discard and `market` was drawn (`reshuffled`: the discard was used)."""

    market: tuple[CardId, ...]
    """The four new Market cards, left to right."""
    reshuffled: bool
    """True when the deck ran short and the round discard was shuffled into it."""


class LightsCalled(Event, frozen=True, kw_only=True, tag="lights-called"):
    """LO-4, LO-6: `caller` said "Lights ON" or "Lights OFF", naming `seat`, who revealed `kinds`."""

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


class TokenTaken(Event, frozen=True, kw_only=True, tag="token-taken"):
    """LO-5, LO-6: `team` took a Plug or a Broken Bulb."""

    team: int
    """The team that took it: 0 (seats 0 and 2) or 1 (seats 1 and 3)."""
    token: Token
    """`plug` (three win) or `broken` (three lose) (LO-9)."""


class RoundStalled(Event, frozen=True, kw_only=True, tag="round-stalled"):
    """LO-11: the round reached its move limit without a call; no token, a new deal."""

    round: int
    """The round that stalled."""


class GameEnded(Event, frozen=True, kw_only=True, tag="game-ended"):
    """The game is over: "three-plugs", "three-brokens" (LO-9) or "turn-cap" (LO-11, G-8); `winner` a team or None."""

    reason: str
    """How it ended: `three-plugs`, `three-brokens` (LO-9) or `turn-cap` (LO-11, G-8)."""
    winner: int | None
    """The winning team, 0 (seats 0 and 2) or 1 (seats 1 and 3); null for a draw."""


LightsOnEvent = (
    RoundDealt | SeatReady | Go | HandSeen | Swapped | Gestured | NewLightsAsked | VoteCast | VoteClosed
    | VoteCancelled | MarketRefreshed | LightsCalled | TokenTaken | RoundStalled | GameEnded
)
