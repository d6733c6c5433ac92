"""Every bot level answers with a move the rules offer, on every registered game and on the toy."""

from __future__ import annotations

import random

import pytest

from domain.ai import LEVELS, Budget, choose
from domain.registry import GAMES

GAME_SLUGS = ["toy-gift-auction", *sorted(GAMES)]
pytestmark = pytest.mark.usefixtures("short_playouts")
# Small enough to keep the suite quick; the bench measures the real budget.
QUICK = Budget(iterations=4, seconds=5.0)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game", GAME_SLUGS, indirect=True)
def test_every_level_answers_with_an_offered_move_from_several_tables(game, level, sample_tables) -> None:
    rng = random.Random(7)
    for state, seat in sample_tables(game, 0, per_variant=3):
        moves = game.legal_moves(state, seat)
        move = choose(game, level, game.view(state, seat), moves, rng, QUICK)
        assert move in moves
        game.apply(state, seat, move)


def test_an_unknown_level_is_refused(toy) -> None:
    state = toy.setup(toy.Config(), 2, 1)
    seat = min(toy.actors(state))
    with pytest.raises(ValueError, match="unknown bot level"):
        choose(toy, "grandmaster", toy.view(state, seat), toy.legal_moves(state, seat), random.Random(1))


def test_a_bot_with_no_offered_move_is_refused(toy) -> None:
    state = toy.setup(toy.Config(), 2, 1)
    with pytest.raises(ValueError, match="no legal move"):
        choose(toy, "random", toy.view(state, 0), [], random.Random(1))
