"""Scripted Solo Lights tables: the named cards placed, the other bulbs under `deck_top` (G-4 holds)."""

from __future__ import annotations

import msgspec
import pytest

from domain.games.solo_lights import GAME
from domain.games.solo_lights.components import BULBS, PATTERNS, POWER_SURGE, PRESENTS, character_stack
from domain.games.solo_lights.state import SoloLightsConfig, SoloLightsState
from domain.lights import ALL_CARDS, card_id, kind_of

SPECIAL = {"present": list(PRESENTS), "power-surge": [POWER_SURGE]}


def build(
    hand: list[str] | None = None,
    deck_top: list[str] | None = None,
    pattern: str | None = "P01",
    string: list[str | None] | None = None,
    options: list[str] | None = None,
    done: list[str] | None = None,
    links: list[str] | None = None,
    flipped: int = 0,
    config: SoloLightsConfig | None = None,
    **fields: object,
) -> SoloLightsState:
    """A table building `pattern` (None: between strings) with these cards; unnamed specials stay in the box."""
    config = config or SoloLightsConfig()
    base = GAME.setup(config, 1, 7)
    pools: dict[str, list[int]] = {**{kind: list(cards) for kind, cards in SPECIAL.items()}}
    for card in BULBS:
        pools.setdefault(kind_of(card), []).append(card)

    def take(kind: str) -> int:
        return pools[kind].pop(0)

    dealt = tuple(sorted(take(kind) for kind in hand or []))
    placed = tuple(None if kind is None else take(kind) for kind in string or [None] * 5)
    linked = tuple(take(kind) for kind in links or [])
    top = [take(kind) for kind in deck_top or []]
    rest = sorted(card for kind, cards in pools.items() if kind not in SPECIAL for card in cards)
    current = card_id(pattern) if pattern else None
    shown = [card_id(key) for key in [*(options or []), *(done or [])]]
    stack = character_stack(config.characters)
    state = msgspec.structs.replace(
        base, hand=dealt, deck=(*top, *rest), discard=(), string=placed, links=linked, current=current,
        options=tuple(card_id(key) for key in options or []), done=tuple(card_id(key) for key in done or []),
        pattern_discard=(), pattern_deck=tuple(p for p in PATTERNS if p != current and p not in shown),
        stack=stack[flipped:], flipped=stack[:flipped], opening=False, plug_needed=False,
    )
    in_play = {*state.hand, *state.deck, *state.links, *state.stack, *state.flipped, *PATTERNS, *placed}
    state = msgspec.structs.replace(state, box=tuple(card for card in ALL_CARDS if card not in in_play))
    return msgspec.structs.replace(state, **fields)


def kinds(cards: tuple[int, ...]) -> list[str]:
    """The kinds of these cards, sorted."""
    return sorted(kind_of(card) for card in cards)


@pytest.fixture
def table():
    """The scripted-table builder."""
    return build


@pytest.fixture
def act():
    """Apply a move through the kit."""
    return lambda state, move: GAME.apply(state, 0, move)
