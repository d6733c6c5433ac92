"""Greedy plays the game's own heuristic when the game registers one, else a one-ply lookahead."""

from __future__ import annotations

import random

import msgspec

from domain.ai import choose
from domain.ai.policies import heuristic_for
from tests.ai.conftest import GiftAuctionWithoutBots
from tests.toy_game.bots import greedy


def test_greedy_plays_the_heuristic_the_game_registers(toy) -> None:
    assert heuristic_for(toy) is greedy
    state = toy.setup(toy.Config(), 2, 4)
    seat = state.picker
    moves = toy.legal_moves(state, seat)
    richest = max(moves, key=lambda move: move.prize)
    for seed in range(5):
        assert choose(toy, "greedy", toy.view(state, seat), moves, random.Random(seed)) == richest


def test_a_game_that_registers_no_heuristic_has_none() -> None:
    assert heuristic_for(GiftAuctionWithoutBots()) is None


def test_the_generic_greedy_bids_the_card_that_surely_wins_the_prize(toy) -> None:
    plain = GiftAuctionWithoutBots()
    state = toy.setup(toy.Config(), 2, 4)
    state = msgspec.structs.replace(
        state, hands=((1, 2, 13), (5, 6, 7)), lot=state.offer[0], bids=(None, None)
    )
    moves = plain.legal_moves(state, 0)
    for seed in range(5):
        move = choose(plain, "greedy", plain.view(state, 0), moves, random.Random(seed))
        assert move.card == 13
