"""Helpers to lay out Where's That Bulb? grids by hand: faces at chosen positions, pairs already taken."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from msgspec.structs import replace

from domain.games.wheres_that_bulb import GAME
from domain.games.wheres_that_bulb.components import PLAY_CARDS, POSITIONS, face_of
from domain.games.wheres_that_bulb.moves import Flip
from domain.games.wheres_that_bulb.state import WheresThatBulbConfig, WheresThatBulbState


def cards_of(face: str) -> list[int]:
    """The ids of the play cards showing `face`, lowest first."""
    return [card for card in PLAY_CARDS if face_of(card) == face]


def table(players: int = 2, at: dict[int, str] | None = None, taken: tuple[tuple[str, ...], ...] = (),
          **fields: object) -> WheresThatBulbState:
    """A grid with `at` faces at their positions, `taken[seat]` faces already paired off, the rest in id order.

    With `taken` the grid holds only the cards not taken (positions past them stay empty).
    """
    left = list(PLAY_CARDS)
    pairs = []
    for seat in range(players):
        seat_cards = []
        for face in taken[seat] if seat < len(taken) else ():
            card = next(c for c in left if face_of(c) == face)
            left.remove(card)
            seat_cards.append(card)
        pairs.append(tuple(seat_cards))
    grid: list[int | None] = [None] * POSITIONS
    for position, face in (at or {}).items():
        card = next(c for c in left if face_of(c) == face)
        left.remove(card)
        grid[position] = card
    free = [p for p in range(POSITIONS) if grid[p] is None]
    for position, card in zip(free, left, strict=False):
        grid[position] = card
    base = WheresThatBulbState(seed=7, counter=2, players=players, grid=tuple(grid), pairs=tuple(pairs))
    return replace(base, **fields)


def flip(state: WheresThatBulbState, *positions: int) -> tuple[WheresThatBulbState, list]:
    """The active seat flips these positions in order through the kit's apply; all events together."""
    events: list = []
    for position in positions:
        state, more = GAME.apply(state, state.active, Flip(position=position))
        events += more
    return state, events


@pytest.fixture
def wb() -> SimpleNamespace:
    """The game and the helpers above."""
    return SimpleNamespace(game=GAME, table=table, flip=flip, cards_of=cards_of, config=WheresThatBulbConfig)
