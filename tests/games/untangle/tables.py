"""Scripted Untangle tables: place exactly the cards a rule needs; every other bulb goes to the deck (G-4)."""

from __future__ import annotations

import msgspec

from domain.games.untangle import GAME
from domain.games.untangle.components import GAME_BULBS, PATTERN_IDS
from domain.games.untangle.state import UntangleConfig, UntangleState
from domain.lights import kind_of

# Alternating green and purple: no window of five can spell a pattern, whose colours are all different.
TANGLE = ["green", "purple"] * 5


def build(
    players: int = 2,
    knot: list[str | None] | None = None,
    hands: dict[int, list[str]] | None = None,
    patterns: dict[int, tuple[str, ...]] | None = None,
    completed: dict[int, tuple[str, ...]] | None = None,
    deck_top: list[str] | None = None,
    discard: list[str] | None = None,
    active: int = 0,
    **fields: object,
) -> UntangleState:
    """A state at `active`'s untangle step with these cards; unnamed patterns go to the other seats in order."""
    pools: dict[str, list[int]] = {}
    for card in GAME_BULBS:
        pools.setdefault(kind_of(card), []).append(card)

    def take(kind: str | None) -> int | None:
        return None if kind is None else pools[kind].pop(0)

    knot_ids = tuple(take(kind) for kind in (TANGLE if knot is None else knot))
    dealt = [(hands or {}).get(seat, ["blue", "pink", "yellow"]) for seat in range(players)]
    hand_ids = tuple(tuple(take(kind) for kind in hand) for hand in dealt)
    discard_ids = tuple(take(kind) for kind in discard or [])
    top = [take(kind) for kind in deck_top or []]
    deck = tuple(top + sorted(card for pool in pools.values() for card in pool))
    patterns, completed = dict(patterns or {}), dict(completed or {})
    named = {p for group in (*patterns.values(), *completed.values()) for p in group}
    spare = [p for p in PATTERN_IDS if p not in named]
    for seat in range(players):
        if seat not in patterns:
            count = 3 - len(completed.get(seat, ()))
            patterns[seat], spare = tuple(spare[:count]), spare[count:]
    base = GAME.setup(UntangleConfig(first_seat=active), players, 7)
    state = msgspec.structs.replace(
        base, knot=knot_ids, hands=hand_ids, deck=deck, discard=discard_ids, active=active, first=active,
        patterns=tuple(tuple(sorted(patterns[s])) for s in range(players)),
        completed=tuple(completed.get(s, ()) for s in range(players)), box_patterns=tuple(spare),
        step="untangle", ban=None, swapped=None,
    )
    return msgspec.structs.replace(state, **fields)


def ids(state: UntangleState, seat: int, kind: str) -> list[int]:
    """The ids of the cards of `kind` in `seat`'s hand."""
    return [card for card in state.hands[seat] if kind_of(card) == kind]


def kinds(cards) -> list[str | None]:
    """The kinds of a row of cards, None kept."""
    return [None if card is None else kind_of(card) for card in cards]


def names(events: list) -> list[str]:
    """The type tags of events, in order."""
    return [event.__struct_config__.tag for event in events]
