"""Golden playthrough: a seeded game played by the greedy bot, every seat's view recorded after each turn."""

from __future__ import annotations

from domain.games.check_the_box import GAME
from domain.games.check_the_box.state import CheckTheBoxConfig
from tests.games.golden import assert_matches_golden, record


def test_check_the_box_playthrough_matches_its_golden_file():
    recorded = record(GAME, CheckTheBoxConfig(first_seat="random"), 4, 5, chunk=lambda state: state.turn, with_setup=True)
    assert_matches_golden("check-the-box-4p.jsonl", recorded)
