"""Greedy plays the game's own heuristic when the game ships one, else a one-ply lookahead."""

from __future__ import annotations

import random
import sys
import types

import msgspec

from domain.ai import choose
from domain.ai.policies import heuristic_for


def test_greedy_plays_the_games_own_heuristic_when_it_ships_one(toy, monkeypatch) -> None:
    package = "domain.games.toy_gift_auction"
    bots = types.ModuleType(f"{package}.bots")
    bots.BOTS = {"greedy": lambda view, moves, rng: moves[-1]}
    monkeypatch.setitem(sys.modules, package, types.ModuleType(package))
    monkeypatch.setitem(sys.modules, f"{package}.bots", bots)
    heuristic_for.cache_clear()
    try:
        state = toy.setup(toy.Config(), 2, 4)
        seat = state.picker
        moves = toy.legal_moves(state, seat)
        assert choose(toy, "greedy", toy.view(state, seat), moves, random.Random(1)) is moves[-1]
    finally:
        heuristic_for.cache_clear()


def test_a_game_without_heuristics_has_none() -> None:
    assert heuristic_for("toy-gift-auction") is None


def test_the_generic_greedy_bids_the_card_that_surely_wins_the_prize(toy) -> None:
    state = toy.setup(toy.Config(), 2, 4)
    state = msgspec.structs.replace(state, hands=((1, 2, 13), (5, 6, 7)), lot=state.offer[0])
    moves = toy.legal_moves(state, 0)
    for seed in range(5):
        move = choose(toy, "greedy", toy.view(state, 0), moves, random.Random(seed))
        assert move.card == 13
