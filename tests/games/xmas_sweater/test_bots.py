"""The greedy bot decides from the view and the legal moves alone, and always answers legally."""

from __future__ import annotations

import random

from domain.games.xmas_sweater import GAME
from domain.games.xmas_sweater.bots import greedy, potential
from domain.games.xmas_sweater.components import GIFT_BOXES, ROWS_TO_END
from domain.games.xmas_sweater.moves import KeepBlack, RerollBlack, Write
from domain.games.xmas_sweater.score import breakdown
from domain.games.xmas_sweater.sheet import complete_rows
from domain.games.xmas_sweater.state import XmasSweaterConfig as Config


def test_greedy_is_listed_among_the_bots() -> None:
    assert GAME.bots == {"greedy": greedy}


def test_greedy_plays_a_whole_variant_game_with_legal_moves_only() -> None:
    rng = random.Random(3)
    state = GAME.setup(Config(active_roller_variant=True), 3, 3)
    seen_reroll_step = False
    while not GAME.is_finished(state):
        seat = min(GAME.actors(state))
        moves = GAME.legal_moves(state, seat)
        move = greedy(GAME.view(state, seat), moves, rng)
        seen_reroll_step |= move in (RerollBlack(), KeepBlack())
        assert move in moves
        state, _ = GAME.apply(state, seat, move)
    assert seen_reroll_step and GAME.score(state).final


def test_greedy_writes_rather_than_marking_a_box_on_an_empty_sheet() -> None:
    state = GAME.setup(Config(), 1, 8)
    move = greedy(GAME.view(state, 0), GAME.legal_moves(state, 0), random.Random(0))
    assert isinstance(move, Write)


def test_greedy_beats_the_nice_band_on_average_over_a_few_solo_games() -> None:
    points = []
    for seed in range(4):
        rng = random.Random(seed)
        state = GAME.setup(Config(), 1, seed)
        while not GAME.is_finished(state):
            state, _ = GAME.apply(
                state, 0, greedy(GAME.view(state, 0), GAME.legal_moves(state, 0), rng)
            )
        points.append(GAME.score(state).seats[0].points)
    assert sum(points) / len(points) >= 160


def test_the_potential_of_a_finished_sheet_is_its_score() -> None:
    # The potential counts a sheet's points itself (row by row, for speed); at the end they must be the score's.
    for seed in range(12):
        rng = random.Random(seed)
        state = GAME.setup(Config(), 1, seed)
        while not GAME.is_finished(state):
            moves = GAME.legal_moves(state, 0)
            move = greedy(GAME.view(state, 0), moves, rng) if seed % 2 else rng.choice(moves)
            state, _ = GAME.apply(state, 0, move)
        sheet, boxes = state.sheets[0], state.boxes[0]
        assert complete_rows(sheet) >= ROWS_TO_END or boxes == len(GIFT_BOXES)
        assert potential(sheet, boxes) == GAME.score(state).seats[0].points == sum(breakdown(sheet, boxes).values())
