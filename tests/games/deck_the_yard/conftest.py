"""Scripted Deck the Yard tables: deal exactly the cards a rule needs, the rest under the Bulb deck's top."""

from __future__ import annotations

import msgspec
import pytest

from domain.games.deck_the_yard import GAME
from domain.games.deck_the_yard.components import HAND_CARDS, PATTERNS, SPECIAL_CARDS
from domain.games.deck_the_yard.state import DeckTheYardConfig, DeckTheYardState
from domain.lights import card_id, kind_of


def build(
    hand: list[str] | None = None,
    string: list[str] | None = None,
    current: str | None = "P01",
    patterns: list[str] | None = None,
    deck_top: list[str] | None = None,
    deck_rest: bool = True,
    claims: list[str] | None = None,
    difficulty: str = "normal",
    **fields: object,
) -> DeckTheYardState:
    """A yard with the named cards placed (kinds, or Pattern keys for claims); the other cards follow `deck_top`.

    With `deck_rest=False` the unnamed cards lie in the discard instead, so the deck holds `deck_top` only.
    """
    base = GAME.setup(DeckTheYardConfig(difficulty=difficulty), 1, 7)  # type: ignore[arg-type]
    pools: dict[str, list[int]] = {}
    for card in (*HAND_CARDS, *SPECIAL_CARDS):
        pools.setdefault(kind_of(card), []).append(card)

    def take(kind: str) -> int:
        return card_id(kind) if kind.startswith("P") else pools[kind].pop(0)

    claimed = tuple(take(k) for k in claims or [])
    shown = [card_id(k) for k in patterns or ([current, "P02"] if current not in (None, "P02") else ["P01", "P02"])]
    held = tuple(sorted(take(k) for k in hand or []))
    strung = tuple(take(k) for k in string or [])
    top = tuple(take(k) for k in deck_top or [])
    rest = tuple(sorted(card for cards in pools.values() for card in cards))
    state = msgspec.structs.replace(
        base, hand=held, string=strung, current=None if current is None else card_id(current),
        patterns=tuple(shown), pattern_deck=tuple(p for p in PATTERNS if p not in shown and p not in claimed),
        deck=top + rest if deck_rest else top, discard=() if deck_rest else rest, claims=claimed,
    )
    return msgspec.structs.replace(state, **fields)


def play(state: DeckTheYardState, move: object):
    """Apply a move of the one seat through the kit, returning the new state and its events."""
    return GAME.apply(state, 0, move)


def kinds(cards: tuple[int, ...]) -> list[str]:
    """The kinds of these cards, sorted."""
    return sorted(kind_of(card) for card in cards)


def cards_of(state: DeckTheYardState, kind: str) -> list[int]:
    """The hand's cards of `kind`."""
    return [card for card in state.hand if kind_of(card) == kind]


@pytest.fixture
def table():
    """The scripted-table builder."""
    return build


@pytest.fixture
def act():
    """Apply a move."""
    return play
