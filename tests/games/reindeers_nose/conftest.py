"""Scripted Reindeer's Nose tables: deal exactly the bulbs a rule needs (G-4 holds)."""

from __future__ import annotations

import msgspec
import pytest

from domain.games.reindeers_nose import GAME
from domain.games.reindeers_nose.state import ReindeersNoseConfig, ReindeersNoseState
from domain.lights import kind_of
from domain.lights.components import COLOURS

R, G, Y, B = "red", "green", "yellow", "blue"


def build(hands: list[list[str]], **fields: object) -> ReindeersNoseState:
    """A table of len(hands) seats playing the colours the hands hold, each hand exactly as listed."""
    players = len(hands)
    colours = tuple(colour for colour in COLOURS if any(colour in hand for hand in hands))
    base = GAME.setup(ReindeersNoseConfig(colours=colours, allow_three_players=players == 3), players, 7)
    pools: dict[str, list[int]] = {}
    for card in sorted(card for hand in base.hands for card in hand):
        pools.setdefault(kind_of(card), []).append(card)
    dealt = tuple(tuple(sorted(pools[colour].pop(0) for colour in hand)) for hand in hands)
    return msgspec.structs.replace(base, hands=dealt, **fields)


def kinds(cards: tuple[int, ...]) -> list[str]:
    """The colours of these cards, sorted."""
    return sorted(kind_of(card) for card in cards)


@pytest.fixture
def table():
    """The scripted-table builder."""
    return build
