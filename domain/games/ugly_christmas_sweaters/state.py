"""Ugly Christmas Sweaters configuration and state (companion sections 1.1 and 1.3)."""

from __future__ import annotations

from typing import Literal

import msgspec

from domain.contract import ConfigBase
from domain.kit import first_seat_option

from .catalog import CardId, FadId, IconId, SantaId

Cards = tuple[int, ...]
CardIds = tuple[CardId, ...]


class UcsConfig(ConfigBase, frozen=True, kw_only=True):
    """Every option of section 1.1 except the seat count, each with its default."""

    secret_santa_mode: Literal["casual", "avid"] = "casual"
    """`casual`: fresh Secret Santa cards each round (one; two in Express), worth 3 VP each when met.
    `avid`: three cards for the whole game that must all be met to qualify (UCS-33); not with Express."""
    express: bool = False
    """The Express variant: one round, two Secret Santas, players+1 claimable Fads, and Trendy Yarn and
    Perfect Fit cards replaced during the round (UCS-36 to UCS-40)."""
    gameplay_refresh: Literal["expert", "novice", "beginner", "fixed"] = "expert"
    """Which gameplay cards are replaced at the start of rounds 2 and 3: `expert` Fad, Trendy Yarn and
    Perfect Fit; `novice` Fad and Trendy Yarn; `beginner` the Fad; `fixed` none. No effect in Express."""
    kickstarter_cards: bool = False
    """Deal the Kickstarter bonus cards face up, one per seat (entries of `kickstarter_cards` in the catalog)."""
    first_seat: first_seat_option(4) = "random"
    """The seat (from 0) holding Draft Order "1" for the first trick, or `random`; a seat the table does not
    have is refused."""


class Play(msgspec.Struct, frozen=True, kw_only=True):
    """A card in the trade area with the value and icon it counts as (a patch copies, UCS-13/14)."""

    seat: int
    """The seat that played the card."""
    card: CardId
    """The card played."""
    value: int
    """The value it counts as for the draft order, 0-12: the printed value, or for a patch the value of
    the card it copies (0 for a leading patch when the pool had nothing to copy)."""
    icon: IconId | None = None
    """The icon it counts as when following; null for a patch that copied nothing."""


class Sweater(msgspec.Struct, frozen=True, kw_only=True):
    """One sweater build: a stack per slot (left, right, bottom; last = live, UCS-19)."""

    slots: tuple[CardIds, CardIds, CardIds] = ((), (), ())
    """The left, right and bottom slots, each a stack of cards from the first knitted to the last: the last
    card is the live piece that counts, the ones under it are covered and dead (UCS-19)."""
    floating: CardId | None = None
    """A patch that started this sweater and has no slot yet (UCS-20); null otherwise. While it floats the
    three slots are empty."""
    fad: FadId | None = None
    """Express: the Fad this sweater claimed, which locks it (UCS-37); null when it has none."""


class SeatRound(msgspec.Struct, frozen=True, kw_only=True):
    """One seat's scorepad line for one round."""

    points: int
    """Victory points the seat scored this round."""
    breakdown: dict[str, int]
    """Those points by scoring rule, among `sweaters`, `runs`, `fads`, `matches`, `secret-santa` and
    `little-brothers` (a rule may be absent when no sweater was complete)."""
    unbuilt: int = 0
    """Sweaters left with one or two live pieces at the end of the round (a tie-break, UCS-30)."""
    fad_points: int = 0
    """The part of `points` that came from 3 VP Fad bonuses (a tie-break, UCS-31)."""
    santas_shown: tuple[SantaId, ...] = ()
    """The Secret Santa cards revealed at this scoring: every card of the round in casual mode, only the
    cards met in avid mode."""
    santas_met: tuple[SantaId, ...] = ()
    """The Secret Santa cards this round's sweaters met, 3 VP each."""


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
