"""Helpers to lay out Ugly Christmas Sweaters tables by hand (cards written as in companion 1.6)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from msgspec.structs import replace

from domain.games.ugly_christmas_sweaters import GAME
from domain.games.ugly_christmas_sweaters.components import COLOURS, PERFECT_FITS, card_id
from domain.games.ugly_christmas_sweaters.state import Sweater, UcsConfig, UcsState
from domain.games.ugly_christmas_sweaters.trade import play_order

_LETTERS = {"P": "purple", "G": "green", "R": "red", "Y": "yellow"}


def card(name: str) -> int:
    """`R7` is the Red 7; `Rp` is the Red patch."""
    colour = COLOURS.index(_LETTERS[name[0]])
    return card_id(colour, 0 if name[1:] == "p" else int(name[1:]))


def cards(names: str) -> tuple[int, ...]:
    """A sorted tuple of cards from a space-separated list."""
    return tuple(sorted(card(n) for n in names.split()))


def sweater(names: str, fad: int | None = None) -> Sweater:
    """A sweater from three cards given left, right, bottom (`-` leaves a slot empty)."""
    slots = tuple(() if n == "-" else (card(n),) for n in names.split())
    return Sweater(slots=slots, fad=fad)


def table(
    players: int = 4,
    config: UcsConfig | None = None,
    hands: list[str] | None = None,
    piles: list[str] | None = None,
    pool: str = "",
    fit: int = 4,
    yarn: str = "purple",
    leader: int = 0,
    **fields,
) -> UcsState:
    """A state in the lead step with the given hands, pool, Perfect Fit value and Trendy Yarn colour."""
    state = GAME.setup(config or UcsConfig(first_seat=0), players, 7)
    hands = hands or [""] * players
    piles = piles or [""] * players
    return replace(
        state,
        hands=tuple(cards(h) if h else () for h in hands),
        piles=tuple(cards(p) if p else () for p in piles),
        pool=cards(pool) if pool else (),
        perfect_fit=PERFECT_FITS.index(fit),
        trendy_yarn=COLOURS.index(yarn),
        play_order=play_order(leader, players),
        **fields,
    )


def run(state: UcsState, *plays: tuple[int, object]) -> tuple[UcsState, list]:
    """Apply (seat, move) pairs in order, collecting the events."""
    events = []
    for seat, move in plays:
        state, more = GAME.apply(state, seat, move)
        events += more
    return state, events


@pytest.fixture
def ucs() -> SimpleNamespace:
    """The table-building helpers."""
    return SimpleNamespace(game=GAME, card=card, cards=cards, sweater=sweater, table=table, run=run)
