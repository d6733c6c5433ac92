"""The legality check shared by the game tests: a game's direct `refusal` agrees with the full enumeration over
many random states, so a move is accepted exactly when it is among the legal moves and a refused one gets the
same detail as the lookup gives."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

import msgspec

from domain.kit import GameBase

STEPS = 200  # moves played per variant and seed


def near_misses(move: object) -> Iterator[object]:
    """Copies of a move with one field nudged: a number moved by one, a sequence shortened, reversed, grown or
    of the other sequence type."""
    for name in move.__struct_fields__:
        value = getattr(move, name)
        if isinstance(value, bool) or not isinstance(value, int | tuple | list):
            continue
        if isinstance(value, int):
            nudged = [value - 1, value + 1, -1]
        else:
            grown = [*value[:-1], 0]
            nudged = [value[:-1], value[::-1], value + value[:1], type(value)(grown), tuple(value), list(value)]
            nudged = [v for v in nudged if v != value or type(v) is not type(value)]
        for new in nudged:
            yield msgspec.structs.replace(move, **{name: new})


def assert_refusal_matches_lookup(
    game: GameBase, seed: int, by_lookup: Callable[[Any, int, Any], str | None] | None = None
) -> None:
    """Play every variant of `game` from `seed`, checking `refusal` against `by_lookup` (the kit's lookup
    among `moves` unless given) for legal moves, moves offered earlier and near misses of both."""
    if by_lookup is None:

        def by_lookup(state: Any, seat: int, move: Any) -> str | None:
            return GameBase.refusal(game, state, seat, move)

    rng = random.Random(seed)
    for config, players in game.variants():
        state = game.setup(config, players, seed)
        seen: list = []  # moves offered earlier in the game: plausible, and often no longer legal
        for _ in range(STEPS):
            if game.is_finished(state):
                break
            for seat in sorted(game.actors(state)):
                legal = game.moves(state, seat)
                tried = rng.sample(legal, min(len(legal), 20)) + rng.sample(seen, min(len(seen), 20))
                tried += [miss for move in rng.sample(tried, min(len(tried), 4)) for miss in near_misses(move)]
                for move in tried:
                    assert game.refusal(state, seat, move) == by_lookup(state, seat, move), move
                seen += legal
            seat = rng.choice(sorted(game.actors(state)))
            state, _ = game.apply(state, seat, rng.choice(game.legal_moves(state, seat)))
