"""G-12: a bot decides from what its seat may know alone, so re-sampling what the seat cannot see changes nothing."""

from __future__ import annotations

import random

import msgspec
import pytest

from domain.ai import LEVELS, Budget, choose
from domain.registry import GAMES

GAME_SLUGS = ["toy-gift-auction", *sorted(GAMES)]
pytestmark = pytest.mark.usefixtures("short_playouts")
QUICK = Budget(iterations=4, seconds=60.0)


def _encode(value: object) -> bytes:
    return msgspec.msgpack.encode(value)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game", GAME_SLUGS, indirect=True)
def test_a_bot_makes_the_same_choice_when_the_hidden_parts_are_resampled(game, level, sample_tables) -> None:
    """An AI seat decides from `bot_view`: resampling all it does not know keeps that view and the choice."""
    resampler = random.Random(11)
    for index, (state, seat) in enumerate(sample_tables(game, 5, per_variant=2)):
        view = game.bot_view(state, seat, level)
        moves = game.legal_moves(state, seat)
        expected = choose(game, level, view, moves, random.Random(index), QUICK)
        for _ in range(2):
            other = game.determinize(view, resampler)
            other_view = game.bot_view(other, seat, level)
            assert _encode(other_view) == _encode(view)
            assert _encode(game.view(other, seat)) == _encode(game.view(state, seat))
            chosen = choose(
                game, level, other_view, game.legal_moves(other, seat), random.Random(index), QUICK
            )
            assert _encode(chosen) == _encode(expected)
