"""The full state of a Christmas Lights game, hidden parts included."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec
from msgspec import Meta

from domain.contract import ConfigBase
from domain.games.christmas_lights.moves import Commit, Direction, Mark
from domain.games.christmas_lights.question import Question
from domain.kit import first_seat_option

# The four steps of a turn (rulebook "On Your Turn"); moves of a later step skip the earlier ones.
Step = Literal["play", "swap", "sale", "refill"]
EMPTY_STRING: tuple[int | None, ...] = (None, None, None, None, None)


class ChristmasLightsConfig(ConfigBase, frozen=True, kw_only=True):
    """Options of companion section 3.1 (the seat count comes separately)."""

    first_seat: first_seat_option(6) = "random"
    """Who gets the Santa card and starts (CL-3): a seat number from 0, or `random` (drawn from the seed)."""
    max_turns: Annotated[int, Meta(ge=1, le=1000)] = 60
    """The round cap (G-8), 1-1000: the game ends when the turn comes back to Santa after this many rounds."""


class HandCard(msgspec.Struct, frozen=True, kw_only=True):
    """A card in a hand: which card, how it is held, and whether its owner has seen its face (section 3.3)."""

    card: int
    mark: Mark = "upright"
    known: bool = False


class Player(msgspec.Struct, frozen=True, kw_only=True):
    """Everything in front of one seat."""

    character: str = ""
    hand: tuple[HandCard, ...] = ()
    patterns: tuple[str, ...] = ()
    completed: tuple[str, ...] = ()
    current: str | None = None  # CL-4: locked when the first card of a string lands
    direction: Direction | None = None
    string: tuple[int | None, ...] = EMPTY_STRING  # card ids by pattern slot, left to right
    plug: int | None = None
    aside: tuple[int, ...] = ()  # CL-9: Broken and Bubble Bulbs used
    shown: str | None = None  # Lump of Coal: the current pattern, face-up until completed


class Pending(msgspec.Struct, frozen=True, kw_only=True):
    """A Bubble or Broken revealed by PLAY, waiting to be placed or discarded (CL-6, CL-7)."""

    card: int
    pattern: str | None = None
    direction: Direction | None = None


class SaleCard(msgspec.Struct, frozen=True, kw_only=True):
    """A card put up for sale and the seats it was already offered to (CL-15)."""

    card: int
    offered: tuple[int, ...] = ()


class Offer(msgspec.Struct, frozen=True, kw_only=True):
    """An offer waiting for the buyer's accept or decline."""

    sale_card: int
    buyer: int
    question: Question


class ChristmasLightsState(msgspec.Struct, frozen=True, kw_only=True):
    """The whole game; views project it per seat."""

    seed: int
    counter: int = 1
    players: int = 4
    max_turns: int = 60
    santa: int = 0
    seats: tuple[Player, ...] = ()
    deck: tuple[int, ...] = ()  # top card first
    discard: tuple[int, ...] = ()  # face-up, oldest first
    event_deck: tuple[str, ...] = ()
    box_events: tuple[str, ...] = ()
    box_patterns: tuple[str, ...] = ()
    box_characters: tuple[str, ...] = ()
    active: int = 0
    round: int = 0  # completed rounds (CL-24)
    step: Step = "play"
    plays: int = 0
    pending: Pending | None = None
    sale: tuple[SaleCard, ...] = ()
    offer: Offer | None = None
    event: str | None = None  # the Event card being resolved by everyone (CL-13)
    commits: tuple[Commit | None, ...] = ()
    ending: bool = False  # CL-21: someone completed both patterns
    finished: bool = False
    reason: str | None = None


def replace_seat(state: ChristmasLightsState, seat: int, player: Player) -> ChristmasLightsState:
    """`state` with seat `seat`'s area replaced."""
    seats = list(state.seats)
    seats[seat] = player
    return msgspec.structs.replace(state, seats=tuple(seats))


def plug_due(player: Player) -> bool:
    """CL-8: after the first string, a Plug is needed before the second string starts."""
    return len(player.completed) == 1 and player.plug is None
