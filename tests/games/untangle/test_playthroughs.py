"""Golden playthrough: a seeded game played by the greedy bot, every seat's view recorded after each turn."""

from __future__ import annotations

from domain.games.untangle import GAME
from domain.games.untangle.state import UntangleConfig
from tests.games.golden import assert_matches_golden, record


def test_untangle_playthrough_matches_its_golden_file():
    recorded = record(GAME, UntangleConfig(first_seat="random"), 4, 2024, chunk=lambda state: state.active)
    assert_matches_golden("untangle-4p.jsonl", recorded)
