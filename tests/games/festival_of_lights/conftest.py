"""Scripted Festival of Lights tables: exactly the cards a rule needs placed, every other card in the box (G-4)."""

from __future__ import annotations

import msgspec
import pytest

from domain.games.festival_of_lights import GAME
from domain.games.festival_of_lights.components import BULBS, CHARACTERS
from domain.games.festival_of_lights.state import FestivalOfLightsConfig, FestivalOfLightsState
from domain.lights import card_id, kind_of
from domain.lights.components import COLOURS, EVENT_CARDS, PATTERN_CARDS, PRESENT_CARDS


def build(
    players: int = 4,
    hands: dict[int, list[str]] | None = None,
    piles: dict[int, dict[str, list[str]]] | None = None,
    stored: dict[int, int] | None = None,
    bubbles: dict[int, int] | None = None,
    discard: list[str] | None = None,
    patterns: list[str] | None = None,
    config: FestivalOfLightsConfig | None = None,
    **fields: object,
) -> FestivalOfLightsState:
    """A table with the named cards placed; every card not named lies in the box face down."""
    base = GAME.setup(config or FestivalOfLightsConfig(), players, 7)
    pools: dict[str, list[int]] = {}
    for card in (*BULBS, *CHARACTERS):
        pools.setdefault(kind_of(card), []).append(card)

    def take(kinds: list[str]) -> tuple[int, ...]:
        return tuple(pools[kind].pop(0) for kind in kinds)

    hands, piles, stored, bubbles = hands or {}, piles or {}, stored or {}, bubbles or {}
    chosen = tuple(card_id(key) for key in patterns or ["P01", "P02", "P03", "P04"][:players])
    state = msgspec.structs.replace(
        base,
        patterns=chosen,
        hands=tuple(tuple(sorted(take(hands.get(seat, [])))) for seat in range(players)),
        piles=tuple(tuple(take(piles.get(seat, {}).get(colour, [])) for colour in COLOURS) for seat in range(players)),
        stored=tuple(take(["broken"] * stored.get(seat, 0)) for seat in range(players)),
        bubbles=tuple(take(["bubble"] * bubbles.get(seat, 0)) for seat in range(players)),
        discard=take(discard or []),
        returned=(),
    )
    rest = [card for pool in pools.values() for card in pool]
    others = [card for card in PATTERN_CARDS if card not in chosen]
    state = msgspec.structs.replace(state, box=(*rest, *others, *EVENT_CARDS, *PRESENT_CARDS))
    return msgspec.structs.replace(state, **fields)


def reveal_all(state: FestivalOfLightsState, kinds: list[str]):
    """Every seat reveals the named kind, in seat order; the events of all the moves."""
    from domain.games.festival_of_lights.moves import Reveal

    events: list = []
    for seat, kind in enumerate(kinds):
        state, more = GAME.apply(state, seat, Reveal(kind=kind))
        events += more
    return state, events


def pile(state: FestivalOfLightsState, seat: int, colour: str) -> list[str]:
    """The kinds in `seat`'s pile of `colour`."""
    return [kind_of(card) for card in state.piles[seat][COLOURS.index(colour)]]


def kinds(cards) -> list[str]:
    """The kinds of these cards, in order."""
    return [kind_of(card) for card in cards]


@pytest.fixture
def table():
    """The scripted-table builder."""
    return build
