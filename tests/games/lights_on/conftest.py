"""Scripted Lights On tables: deal exactly the bulbs a rule needs, the rest to the deck (G-4 holds)."""

from __future__ import annotations

import msgspec
import pytest

from domain.games.lights_on import GAME
from domain.games.lights_on.components import DECK, DECK_KINDS, HAND_SIZE, MARKET_SIZE
from domain.games.lights_on.flow import RACE_ANSWERS
from domain.games.lights_on.state import LightsOnConfig, LightsOnState
from domain.kit import open_race
from domain.lights import kind_of

SIGNALS = ("wink", "yawn")  # team 0's and team 1's secret gestures at every scripted table


def build(
    hands: dict[int, list[str]] | None = None, market: list[str] | None = None, **fields: object
) -> LightsOnState:
    """A table after GO with the named bulbs placed; unnamed hands and slots get mixed kinds, the rest is the deck."""
    base = GAME.setup(LightsOnConfig(team_signals=SIGNALS), 4, 7)
    pools = {kind: [card for card in DECK if kind_of(card) == kind] for kind in DECK_KINDS}

    def take(kind: str) -> int:
        return pools[kind].pop(0)

    hands = hands or {}
    own = [[take(kind) for kind in hands.get(seat, [])] for seat in range(4)]
    shown = [take(kind) for kind in market or []]
    # One card of each kind in turn, so a filled hand or slot row never holds four of a kind.
    mixed = [pool.pop(0) for _ in range(len(DECK)) for pool in pools.values() if pool]
    dealt = tuple(tuple(sorted(cards + [mixed.pop(0) for _ in range(HAND_SIZE - len(cards))])) for cards in own)
    slots = tuple(shown) + tuple(mixed.pop(0) for _ in range(MARKET_SIZE - len(shown)))
    state = msgspec.structs.replace(
        base, hands=dealt, market=slots, deck=tuple(mixed), discard=(), ready=(True,) * 4,
        race=open_race(range(4), RACE_ANSWERS),
    )
    return msgspec.structs.replace(state, **fields)


def play(state: LightsOnState, seat: int, move: object):
    """Apply a move through the kit, returning the new state and its events."""
    return GAME.apply(state, seat, move)


def kinds(cards: tuple[int, ...]) -> list[str]:
    """The kinds of these cards, sorted."""
    return sorted(kind_of(card) for card in cards)


@pytest.fixture
def table():
    """The scripted-table builder."""
    return build


@pytest.fixture
def act():
    """Apply a move."""
    return play
