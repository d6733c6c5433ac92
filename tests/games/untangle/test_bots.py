"""The greedy bot: it plays only offered moves, from the view, fast, and ends games by the rules (G-12)."""

from __future__ import annotations

import random

from domain.games.untangle import GAME
from domain.games.untangle.bots import greedy
from domain.games.untangle.moves import Replace
from domain.games.untangle.state import UntangleConfig
from tests.games.untangle.tables import build, ids


def test_greedy_completes_a_pattern_it_can_reach_with_one_card():
    state = build(knot=["red", "pink", "green", "blue", "purple"] + ["green", "purple"] * 2 + ["green"],
                  hands={0: ["yellow", "red", "purple"]}, patterns={0: ("P01", "P02", "P03")}, step="action")
    move = greedy(GAME.view(state, 0), GAME.legal_moves(state, 0), random.Random(1))
    assert move == Replace(card=ids(state, 0, "yellow")[0], index=4)


def test_greedy_playouts_at_six_seats_end_by_the_rules():
    # How fast the bot decides is measured by bench/bots.py, never asserted on the wall clock here.
    for seed in range(10):
        rng = random.Random(seed)
        state = GAME.setup(UntangleConfig(), 6, seed)
        while not state.finished:
            seat = state.active
            view, moves = GAME.view(state, seat), GAME.legal_moves(state, seat)
            move = greedy(view, moves, rng)
            assert move in moves
            state, _ = GAME.apply(state, seat, move)
        assert state.reason == "three-patterns"
