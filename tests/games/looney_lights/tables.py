"""Scripted Looney Lights tables: place exactly the cards a rule needs; every other bulb goes to the deck (G-4)."""

from __future__ import annotations

import msgspec

from domain.games.looney_lights import GAME
from domain.games.looney_lights.components import GAME_BULBS
from domain.games.looney_lights.state import LooneyLightsConfig, LooneyLightsState
from domain.lights import kind_of


def build(
    players: int = 2,
    hands: dict[int, list[str]] | None = None,
    colour: str = "red",
    deck_top: list[str] | None = None,
    discard: list[str] | None = None,
    rest_in_deck: bool = True,
    active: int = 0,
    **fields: object,
) -> LooneyLightsState:
    """A state at `active`'s play step with these cards; unnamed hands hold two yellow bulbs; the rest is the deck."""
    pools: dict[str, list[int]] = {}
    for card in GAME_BULBS:
        pools.setdefault(kind_of(card), []).append(card)

    def take(kind: str) -> int:
        return pools[kind].pop(0)

    dealt = [(hands or {}).get(seat, ["yellow", "yellow"]) for seat in range(players)]
    hand_ids = tuple(tuple(take(kind) for kind in hand) for hand in dealt)
    discard_ids = tuple(take(kind) for kind in discard or [colour])
    top = tuple(take(kind) for kind in deck_top or [])
    rest = tuple(sorted(card for pool in pools.values() for card in pool))
    deck, discard_ids = (top + rest, discard_ids) if rest_in_deck else (top, rest + discard_ids)
    base = GAME.setup(LooneyLightsConfig(first_seat=active), players, 7)
    state = msgspec.structs.replace(
        base, hands=hand_ids, deck=deck, discard=discard_ids, colour=colour, active=active, first=active,
    )
    return msgspec.structs.replace(state, **fields)


def ids(state: LooneyLightsState, seat: int, kind: str) -> list[int]:
    """The ids of the cards of `kind` in `seat`'s hand."""
    return [card for card in state.hands[seat] if kind_of(card) == kind]


def names(events: list) -> list[str]:
    """The type tags of events, in order."""
    return [event.__struct_config__.tag for event in events]
