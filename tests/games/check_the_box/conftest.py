"""Scripted Check the Box tables: deal exactly the cards a rule needs, the rest to the box pile."""

from __future__ import annotations

import msgspec
import pytest

from domain.games.check_the_box import GAME
from domain.games.check_the_box.components import KINDS, PLAY
from domain.games.check_the_box.state import CheckTheBoxConfig, CheckTheBoxState
from domain.lights import kind_of


def build(
    players: int = 2,
    hands: dict[int, list[str]] | None = None,
    sets: dict[int, list[str]] | None = None,
    pile_top: list[str] | None = None,
    pile_rest: bool = True,
    **fields: object,
) -> CheckTheBoxState:
    """A state with the named cards placed; every other playing card goes under `pile_top` (G-4 holds)."""
    base = GAME.setup(CheckTheBoxConfig(first_seat=0), players, 7)
    pools = {kind: [card for card in PLAY if kind_of(card) == kind] for kind in KINDS}

    def take(kind: str) -> int:
        return pools[kind].pop(0)

    hands, sets = hands or {}, sets or {}
    dealt = tuple(tuple(sorted(take(k) for k in hands.get(seat, []))) for seat in range(players))
    placed = tuple(tuple(take(k) for k in sets.get(seat, []) for _ in range(3)) for seat in range(players))
    top = [take(k) for k in pile_top or []]
    rest = sorted(card for pool in pools.values() for card in pool)
    pile = tuple(top + rest) if pile_rest else tuple(top)
    box = base.box if pile_rest else tuple(sorted(base.box + tuple(rest)))
    # The bounds of the set-up deal say nothing about these hands: every seat starts unbounded.
    state = msgspec.structs.replace(base, hands=dealt, sets=placed, pile=pile, box=box, active=0, most=())
    return msgspec.structs.replace(state, **fields)


def play(state: CheckTheBoxState, seat: int, move: object):
    """Apply a move through the kit, returning the new state and its events."""
    return GAME.apply(state, seat, move)


def readable(events: list, seat: int | None) -> list:
    """The events `seat` may read."""
    return [e for e in events if e.to is None or (seat is not None and seat in e.to)]


@pytest.fixture
def table():
    """The scripted-table builder."""
    return build


@pytest.fixture
def act():
    """Apply a move."""
    return play


@pytest.fixture
def visible():
    """Filter events for a seat."""
    return readable
