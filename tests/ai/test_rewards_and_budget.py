"""Playout rewards follow the ranks, solo games use points, and the budget reads its two settings."""

from __future__ import annotations

import msgspec
import pytest

from domain.ai import Budget
from domain.ai.reward import margin, rank_reward, running_ranks, seat_rewards
from service.support.settings import load_settings
from domain.contract import Scoreboard, SeatScore


def _board(points: list[int], ranks: list[int], final: bool = True) -> Scoreboard:
    lines = [
        SeatScore(seat=s, points=p, rank=r, breakdown={})
        for s, (p, r) in enumerate(zip(points, ranks, strict=True))
    ]
    return Scoreboard(final=final, seats=lines)


def test_a_sole_first_place_is_worth_one_and_a_sole_last_nothing() -> None:
    assert rank_reward(1, [1, 2, 3]) == 1.0
    assert rank_reward(3, [1, 2, 3]) == 0.0
    assert rank_reward(2, [1, 2, 3]) == 0.5


def test_a_shared_place_splits_the_places_it_covers() -> None:
    assert rank_reward(1, [1, 1]) == 0.5
    assert rank_reward(1, [1, 1, 3]) == 0.75
    assert rank_reward(3, [1, 1, 3]) == 0.0


def test_a_final_board_is_judged_by_its_ranks_after_tie_breaks() -> None:
    assert seat_rewards(_board([10, 10], [2, 1])) == [0.0, 1.0]


def test_a_running_board_is_judged_by_points_alone() -> None:
    assert running_ranks([5, 9, 5]) == [2, 1, 2]
    assert seat_rewards(_board([5, 9, 5], [1, 1, 1], final=False)) == [0.25, 1.0, 0.25]


def test_a_solo_game_is_judged_by_its_points() -> None:
    assert seat_rewards(_board([231], [1])) == [231.0]


def test_the_service_settings_give_the_expert_its_budget_and_keep_defaults_for_the_rest() -> None:
    from service.support.settings import load_settings

    assert load_settings({}).expert_iterations == Budget().iterations
    assert load_settings({}).expert_seconds == Budget().seconds
    settings = load_settings({"YULETIDE_EXPERT_ITERATIONS": "500", "YULETIDE_EXPERT_SECONDS": "2.5"})
    assert (settings.expert_iterations, settings.expert_seconds) == (500, 2.5)


def test_a_budget_with_nothing_to_spend_is_refused() -> None:
    with pytest.raises(ValueError):
        Budget(iterations=0)
    with pytest.raises(ValueError):
        Budget(seconds=0.0)
    with pytest.raises(msgspec.ValidationError):
        load_settings({"YULETIDE_EXPERT_ITERATIONS": "0"})


def test_the_margin_is_over_the_best_rival_and_a_teammate_is_no_rival() -> None:
    assert margin(_board([7, 4, 9], [2, 3, 1]), 0) == -2.0
    assert margin(_board([6], [1]), 0) == 6.0
    teams = Scoreboard(
        final=True,
        seats=[
            SeatScore(seat=s, points=p, rank=r, breakdown={"team": s % 2})
            for s, (p, r) in enumerate([(3, 1), (1, 2), (3, 1), (1, 2)])
        ],
    )
    assert margin(teams, 0) == 2.0
    assert margin(teams, 1) == -2.0
