"""The greedy bot plays whole games from its seat's view and the legal moves alone."""

from __future__ import annotations

import random

import pytest

from domain.games.christmas_lights import GAME
from domain.games.christmas_lights.state import ChristmasLightsConfig


@pytest.mark.parametrize("players", range(2, 7))
def test_greedy_always_picks_an_offered_move_and_games_end(players):
    finished_by_rules = 0
    for seed in range(4):
        rng = random.Random(seed)
        state = GAME.setup(ChristmasLightsConfig(), players, seed)
        while not GAME.is_finished(state):
            seat = min(GAME.actors(state))
            moves = GAME.legal_moves(state, seat)
            move = GAME.bots["greedy"](GAME.view(state, seat), moves, rng)
            assert move in moves
            state, _ = GAME.apply(state, seat, move)
        finished_by_rules += state.reason == "completed"
    assert finished_by_rules >= 2


def test_ranks_below_the_finishers_follow_patterns_then_correct_bulbs(table):
    state = table(players=4, patterns={0: ("P01", "P07"), 1: ("P02", "P08"), 2: ("P03", "P09"), 3: ("P04", "P10")},
                  completed={0: ("P01", "P07"), 1: ("P02",)},
                  strings={2: ("P03", "left-to-right", ["yellow", "green", None, None, None]),
                           3: ("P04", "left-to-right", ["blue", "broken", None, None, None])})
    assert [line.rank for line in GAME.score(state).seats] == [1, 2, 3, 4]
    assert GAME.score(state).seats[2].breakdown["correct_bulbs"] == 2
