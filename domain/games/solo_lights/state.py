"""Solo Lights' options and state (companion 12.1)."""

from __future__ import annotations

from typing import Annotated

import msgspec
from msgspec import Meta

from domain.contract import ConfigBase
from domain.lights import Direction

from .components import Reason


class SoloLightsConfig(ConfigBase, frozen=True, kw_only=True):
    """The difficulty options of companion 12.1 (one seat)."""

    strings_to_win: Annotated[int, Meta(ge=5, le=9)] = 5
    """Strings to complete before Santa is revealed to win (5-9; SL-10, SL-14)."""
    characters: Annotated[int, Meta(ge=4, le=6)] = 5
    """Character cards in the face-down stack (4-6), Santa always at the bottom: fewer is harder."""
    in_sequence: bool = False
    """True makes each string fill in order, from the end its first card chose (SL-1)."""
    power_surge: bool = True
    """True shuffles the Power Surge Event card into the Bulb deck (SL-7)."""


class SoloLightsState(msgspec.Struct, frozen=True, kw_only=True):
    """The whole table: the decks' order and the covered discard are hidden, everything else is the seat's."""

    seed: int
    counter: int = 0
    strings_to_win: int = 5
    characters: int = 5
    in_sequence: bool = False
    power_surge: bool = True
    hand: tuple[int, ...] = ()  # card ids, sorted
    deck: tuple[int, ...] = ()  # the Bulb deck, top card first
    discard: tuple[int, ...] = ()  # oldest first: the top card is last
    box: tuple[int, ...] = ()  # G-4: cards left out, used Presents, a fired Power Surge (SL-6, SL-7)
    pattern_deck: tuple[int, ...] = ()  # top card first
    options: tuple[int, ...] = ()  # SL-3: Pattern cards to choose the next string from, in the order drawn
    pattern_discard: tuple[int, ...] = ()  # set-up step 6: the revealed Pattern card not picked
    current: int | None = None  # SL-3: the string's Pattern card, fixed until completion
    string: tuple[int | None, ...] = (None,) * 5  # the current string's cards, left to right
    direction: Direction | None = None  # SL-1 with `in_sequence`: the end the first card chose
    done: tuple[int, ...] = ()  # SL-14: completed Pattern cards, face down, in order
    links: tuple[int, ...] = ()  # SL-14: Plugs and Bubbles used as Plugs between strings; never return
    stack: tuple[int, ...] = ()  # face-down Characters, top first, Santa last
    flipped: tuple[int, ...] = ()  # face-up Characters, oldest first (SL-8 rewinds the last)
    opening: bool = True  # set-up step 6: the first choice is between the two revealed patterns
    plug_needed: bool = False  # SL-4: a string was completed and no Plug links it yet
    turn: int = 0  # moves made
    finished: bool = False
    reason: Reason | None = None
