"""Lights On's components as data (companion 7.2): the 35-card deck, the token piles, gestures, constants."""

from __future__ import annotations

from typing import Literal

from domain.lights import kind_of, split_box
from domain.lights.components import COLOURS, Kind

# Companion 7.2 (PROPOSED): the public gestures; a team's secret signal is one of them (LO-12).
Gesture = Literal[
    "scratch-head", "touch-ear", "tap-table", "sip-cocoa", "adjust-hat", "cross-arms",
    "lean-back", "wink", "yawn", "drum-fingers", "stretch", "look-up",
]
GESTURES: tuple[Gesture, ...] = (
    "scratch-head", "touch-ear", "tap-table", "sip-cocoa", "adjust-hat", "cross-arms",
    "lean-back", "wink", "yawn", "drum-fingers", "stretch", "look-up",
)
Token = Literal["plug", "broken"]
Call = Literal["lights-on", "lights-off"]

# Rulebook "Components": 5 of each colour and 5 Bubbles make the deck; 5 Broken and 5 Plugs are tokens.
DECK_KINDS: tuple[Kind, ...] = (*COLOURS, "bubble")
PER_KIND = 5
TOKENS_PER_PILE = 5
# G-4: the lowest ids of each kind play; every other card of the box (Patterns included) stays in `box`.
PLAY, BOX = split_box({**{kind: PER_KIND for kind in DECK_KINDS}, "broken": TOKENS_PER_PILE, "plug": TOKENS_PER_PILE})
DECK: tuple[int, ...] = tuple(card for card in PLAY if kind_of(card) in DECK_KINDS)
PLUGS: tuple[int, ...] = tuple(card for card in PLAY if kind_of(card) == "plug")
BROKENS: tuple[int, ...] = tuple(card for card in PLAY if kind_of(card) == "broken")

PLAYERS = 4
TEAMS: tuple[tuple[int, int], tuple[int, int]] = ((0, 2), (1, 3))  # teammates sit diagonally
HAND_SIZE = 4  # set-up step 2
MARKET_SIZE = 4  # set-up step 4
TOKENS_TO_END = 3  # LO-9: three Plugs win, three Brokens lose
STALL_MOVES = 200  # LO-11: applied play-step moves in a round without a call
MAX_ROUNDS = 100  # G-8: the largest `max_rounds` a table may choose
DEFAULT_ROUNDS = 25  # companion 7.1


def team_of(seat: int) -> int:
    """The team of a seat: 0 for seats 0 and 2, 1 for seats 1 and 3."""
    return seat % 2


def teammate(seat: int) -> int:
    """The seat diagonally opposite: the caller's partner."""
    return (seat + 2) % PLAYERS


def opponents(seat: int) -> tuple[int, int]:
    """The two seats of the other team."""
    return TEAMS[1 - team_of(seat)]


def is_set(kinds: list[str] | tuple[str, ...]) -> bool:
    """LO-3: four cards of one kind, a colour or Bubble; Bubbles are not wild."""
    return len(kinds) == HAND_SIZE and len(set(kinds)) == 1
