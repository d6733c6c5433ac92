"""Ugly Christmas Sweaters configuration and state (companion sections 1.1 and 1.3)."""

from __future__ import annotations

from typing import Literal

import msgspec

from domain.contract import ConfigBase
from domain.kit import first_seat_option

Cards = tuple[int, ...]


class UcsConfig(ConfigBase, frozen=True, kw_only=True):
    """Every option of section 1.1 except the seat count, each with its default."""

    secret_santa_mode: Literal["casual", "avid"] = "casual"
    express: bool = False
    gameplay_refresh: Literal["expert", "novice", "beginner", "fixed"] = "expert"
    kickstarter_cards: bool = False
    first_seat: first_seat_option(4) = "random"


class Play(msgspec.Struct, frozen=True, kw_only=True):
    """A card in the trade area with the value and icon it counts as (a patch copies, UCS-13/14)."""

    seat: int
    card: int
    value: int
    icon: int | None = None


class Sweater(msgspec.Struct, frozen=True, kw_only=True):
    """One sweater build: a stack per slot (left, right, bottom; last = live, UCS-19)."""

    slots: tuple[Cards, Cards, Cards] = ((), (), ())
    floating: int | None = None  # UCS-20: a patch that started the sweater and has no slot yet
    fad: int | None = None  # UCS-37: the Express Fad claimed by (and locking) this sweater


class SeatRound(msgspec.Struct, frozen=True, kw_only=True):
    """One seat's scorepad line for one round."""

    points: int
    breakdown: dict[str, int]
    unbuilt: int = 0  # UCS-30
    fad_points: int = 0  # UCS-31
    santas_shown: Cards = ()  # Secret Santa cards revealed at this scoring
    santas_met: Cards = ()


class UcsState(msgspec.Struct, frozen=True, kw_only=True):
    """The whole game: public table, hidden hands, piles and Secret Santas, the seed and draw counter."""

    config: UcsConfig
    players: int
    seed: int
    counter: int = 1
    round: int = 1
    trick: int = 1  # UCS-0: trick number within the round
    tricks: int = 0  # tricks completed over the whole game (the Round Tracker, G-8)
    phase: str = "play"  # play, billy, draft, claim, tina (round-end only while the round closes)
    hands: tuple[Cards, ...] = ()
    piles: tuple[Cards, ...] = ()  # UCS-9: face-down personal draw piles, top = last
    pool: Cards = ()
    trade: tuple[Play, ...] = ()
    play_order: tuple[int, ...] = ()
    ranks: tuple[int, ...] = ()  # seat holding Draft Order card k+1 (UCS-16)
    queue: tuple[int, ...] = ()  # drafters still to draft this trick, first = now
    knitting: tuple[tuple[Sweater, ...], ...] = ()
    perfect_fit: int = 0
    perfect_fit_pile: Cards = ()
    perfect_fit_discard: Cards = ()
    trendy_yarn: int = 0
    trendy_yarn_pile: Cards = ()
    trendy_yarn_discard: Cards = ()
    fads: Cards = ()
    fad_pile: Cards = ()
    fad_discard: Cards = ()
    santas: tuple[Cards, ...] = ()  # each seat's Secret Santa cards, hidden from others
    santas_met: tuple[Cards, ...] = ()  # UCS-33: Avid cards met and revealed
    santa_pile: Cards = ()
    santa_box: Cards = ()
    kickstarter: tuple[int | None, ...] = ()  # the unused bonus card each seat holds (UCS-44)
    kickstarter_box: Cards = ()
    ending: bool = False  # UCS-22: the end of the round was triggered this trick
    claim_seat: int = -1  # UCS-37: the placer choosing between several Fads
    claim_sweater: int = -1
    claim_options: Cards = ()
    claim_then: str = "draft"  # the step that resumes once the Fad is claimed
    results: tuple[tuple[SeatRound, ...], ...] = ()
    finished: bool = False  # the last round is scored, or the G-8 cap was hit
    reason: str | None = None
