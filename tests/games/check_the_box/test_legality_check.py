"""The direct legality check agrees with the full enumeration over many random states: a move is accepted
exactly when it is among the legal moves, and a refused one gets the same detail as the kit's lookup gives."""

from __future__ import annotations

import random
from collections.abc import Iterator

import msgspec
import pytest

from domain.games.check_the_box import GAME
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


@pytest.mark.parametrize("seed", range(6))
def test_a_move_is_accepted_exactly_when_it_is_among_the_legal_moves(seed: int) -> None:
    rng = random.Random(seed)
    for config, players in GAME.variants():
        state = GAME.setup(config, players, seed)
        seen: list = []  # moves offered earlier in the game: plausible, and often no longer legal
        for _ in range(STEPS):
            if GAME.is_finished(state):
                break
            for seat in sorted(GAME.actors(state)):
                legal = GAME.moves(state, seat)
                tried = rng.sample(legal, min(len(legal), 20)) + rng.sample(seen, min(len(seen), 20))
                tried += [miss for move in rng.sample(tried, min(len(tried), 4)) for miss in near_misses(move)]
                for move in tried:
                    assert GAME.refusal(state, seat, move) == GameBase.refusal(GAME, state, seat, move), move
                seen += legal
            seat = rng.choice(sorted(GAME.actors(state)))
            state, _ = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)))
