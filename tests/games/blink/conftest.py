"""Scripted Blink tables: deal exactly the bulbs a rule needs, put the rest in the deck (G-4 holds)."""

from __future__ import annotations

import msgspec
import pytest

from domain.games.blink import GAME
from domain.games.blink.components import BULBS, PATTERNS
from domain.games.blink.state import BlinkConfig, BlinkState
from domain.lights import card_id, kind_of


def build(
    players: int = 4,
    hands: dict[int, list[str]] | None = None,
    discard: list[str] | None = None,
    deck_top: list[str] | None = None,
    deck_rest: bool = True,
    pattern: str = "P01",
    next_patterns: list[str] | None = None,
    championship: bool = False,
    **fields: object,
) -> BlinkState:
    """A table on `pattern` with the named bulbs placed; the other bulbs go under `deck_top` (or to the discard)."""
    base = GAME.setup(BlinkConfig(dealer_seat=players - 1, championship=championship), players, 7)
    pools: dict[str, list[int]] = {}
    for card in BULBS:
        pools.setdefault(kind_of(card), []).append(card)

    def take(kind: str) -> int:
        return pools[kind].pop(0)

    hands = hands or {}
    dealt = tuple(tuple(sorted(take(k) for k in hands.get(seat, []))) for seat in range(players))
    pile = tuple(take(k) for k in discard or [])
    top = [take(k) for k in deck_top or []]
    rest = tuple(sorted(card for cards in pools.values() for card in cards))
    deck = tuple(top) + rest if deck_rest else tuple(top)
    if not deck_rest:
        pile = rest + pile  # the unused bulbs lie covered in the discard
    first = card_id(pattern)
    upcoming = [card_id(key) for key in next_patterns or []]
    others = tuple(upcoming + [p for p in PATTERNS if p != first and p not in upcoming])
    state = msgspec.structs.replace(
        base, hands=dealt, discard=pile, deck=deck, strings=(first,), pattern_deck=others, active=0, dealer=players - 1,
    )
    return msgspec.structs.replace(state, **fields)


def play(state: BlinkState, seat: int, move: object):
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
