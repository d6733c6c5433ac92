"""Golden playthrough: a seeded game played by the greedy bot, every seat's view recorded after each turn."""

from __future__ import annotations

from domain.games.looney_lights import GAME
from domain.games.looney_lights.state import LooneyLightsConfig
from tests.games.golden import assert_matches_golden, record


def test_looney_lights_playthrough_matches_its_golden_file():
    recorded = record(GAME, LooneyLightsConfig(first_seat="random"), 4, 2024, chunk=lambda state: state.turn)
    assert_matches_golden("looney-lights-4p.jsonl", recorded)
