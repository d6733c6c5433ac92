"""Golden playthrough: a seeded game played by the greedy bot, the seat's view recorded after each move."""

from __future__ import annotations

from domain.games.solo_lights import GAME
from domain.games.solo_lights.state import SoloLightsConfig
from tests.games.golden import assert_matches_golden, record


def test_solo_lights_playthrough_matches_its_golden_file():
    recorded = record(GAME, SoloLightsConfig(), 1, 5, chunk=lambda state: state.turn, with_setup=True, with_events=True)
    assert_matches_golden("solo-lights-1p.jsonl", recorded)
