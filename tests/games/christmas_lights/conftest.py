"""Scripted Christmas Lights tables: deal exactly the cards a rule needs, the rest to the deck."""

from __future__ import annotations

import msgspec
import pytest

from domain.games.christmas_lights import GAME
from domain.games.christmas_lights.state import ChristmasLightsState, ChristmasLightsConfig, HandCard, Player
from domain.lights.components import BULBS


def build(
    players: int = 2,
    hands: dict[int, list[str]] | None = None,
    patterns: dict[int, tuple[str, str]] | None = None,
    strings: dict[int, tuple[str, str, list[str | None]]] | None = None,
    completed: dict[int, tuple[str, ...]] | None = None,
    aside: dict[int, list[str]] | None = None,
    plugged: tuple[int, ...] = (),
    events: tuple[str, ...] | None = None,
    santa: int = 0,
    deck_top: list[str] | None = None,
    **fields: object,
) -> ChristmasLightsState:
    """A state with the named cards placed; every other bulb goes to the deck (G-4 still holds)."""
    base = GAME.setup(ChristmasLightsConfig(first_seat=santa), players, 11)
    pools: dict[str, list[int]] = {}
    for bulb in BULBS:
        pools.setdefault(bulb.kind, []).append(bulb.id)

    def take(kind: str) -> int:
        return pools[kind].pop(0)

    hands, patterns, strings = hands or {}, patterns or {}, strings or {}
    completed, aside = completed or {}, aside or {}
    seats = []
    for seat in range(players):
        player: Player = base.seats[seat]
        changes: dict[str, object] = {"hand": tuple(HandCard(card=take(k)) for k in hands.get(seat, []))}
        if seat in patterns:
            changes["patterns"] = patterns[seat]
        if seat in strings:
            pattern, direction, kinds = strings[seat]
            changes.update(current=pattern, direction=direction,
                           string=tuple(take(k) if k else None for k in kinds))
        if seat in completed:
            changes["completed"] = completed[seat]
        if seat in aside:
            changes["aside"] = tuple(take(k) for k in aside[seat])
        if seat in plugged:
            changes["plug"] = take("plug")
        seats.append(msgspec.structs.replace(player, **changes))
    top = [take(k) for k in deck_top or []]
    rest = sorted(card for pool in pools.values() for card in pool)
    state = msgspec.structs.replace(base, seats=tuple(seats), deck=tuple(top + rest), santa=santa, active=santa)
    if events is not None:
        state = msgspec.structs.replace(state, event_deck=events)
    return msgspec.structs.replace(state, **fields)


@pytest.fixture
def table():
    """The scripted-table builder."""
    return build


def play(state: ChristmasLightsState, seat: int, move: object):
    """Apply a move, returning the new state and its events."""
    return GAME.apply(state, seat, move)


def readable(events: list, seat: int | None) -> list:
    """The events `seat` may read."""
    return [e for e in events if e.to is None or (seat is not None and seat in e.to)]


@pytest.fixture
def act():
    """Apply a move."""
    return play


@pytest.fixture
def visible():
    """Filter events for a seat."""
    return readable
