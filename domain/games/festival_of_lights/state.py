"""Festival of Lights' options and state (companion 5.1, 5.3)."""

from __future__ import annotations

from typing import Literal

import msgspec

from domain.contract import ConfigBase
from domain.kit import NotAsked
from domain.lights.components import Colour

Step = Literal["choose", "rescue", "abilities", "assign", "over"]
Cards = tuple[int, ...]


class FestivalOfLightsConfig(ConfigBase, frozen=True, kw_only=True):
    """Options (the seat count, 3-4, is the number of seats at create; companion 5.1)."""

    plug_takes_fresh_drops: bool = True
    """True: a Plug may take a card dropped in the same round (FL-2, the companion); false follows the printed
    step order, where this round's drops reach the discard pile only after the round's abilities."""


class Ability(msgspec.Struct, frozen=True, kw_only=True):
    """A uniquely revealed (or Plug-taken) Plug or Character waiting for its seat's decision (FL-2, FL-4)."""

    seat: int
    card: int


class FestivalOfLightsState(msgspec.Struct, frozen=True, kw_only=True):
    """The whole table: hands and sealed choices are hidden, everything in front of the seats is public."""

    seed: int
    counter: int = 0
    players: int = 4
    plug_takes_fresh_drops: bool = True
    round: int = 1  # FL-12: rounds 1-8
    step: Step = "choose"
    patterns: Cards = ()  # per seat, its face-up Pattern card
    hands: tuple[Cards, ...] = ()  # card ids, sorted
    choices: tuple[int | None | NotAsked, ...] = ()  # G-6: this round's sealed card per seat
    revealed: tuple[int | None, ...] = ()  # the cards revealed this round, until they resolve
    rescues: tuple[bool | None | NotAsked, ...] = ()  # FL-3: sealed use-broken (True) or decline
    piles: tuple[tuple[Cards, ...], ...] = ()  # per seat, per colour (G-13 order): plain, Characters, Bubbles
    bubbles: tuple[Cards, ...] = ()  # per seat, Bubbles under the Pattern card until game end
    stored: tuple[Cards, ...] = ()  # per seat, Brokens kept for a later rescue (FL-3)
    kept: tuple[Cards, ...] = ()  # per seat, specials scoring 2 with no ability (FL-3, FL-4)
    won: tuple[Cards, ...] = ()  # per seat, plain bulbs taken by the Largest Pile Bonus (FL-9)
    pending: tuple[Ability, ...] = ()  # FL-2: abilities to resolve, in seat order from seat 0
    discard: Cards = ()  # the face-up middle, oldest first
    fresh: Cards = ()  # this round's drops (FL-2: out of a Plug's reach with plug_takes_fresh_drops off)
    assigns: tuple[tuple[Colour, ...] | None | NotAsked, ...] = ()  # FL-7: sealed Bubble colours
    returned: Cards = ()  # G-4: cards put in the box face up (middle specials, used cards, lost piles)
    box: Cards = ()  # G-4: cards in the box face down (left out at set-up, last cards)
    finished: bool = False
    reason: str | None = None
