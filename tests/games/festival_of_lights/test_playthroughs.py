"""Golden playthrough: a seeded 4-seat game played by the greedy bot, every seat's view recorded after each round."""

from __future__ import annotations

from domain.games.festival_of_lights import GAME
from domain.games.festival_of_lights.state import FestivalOfLightsConfig
from tests.games.golden import assert_matches_golden, record


def test_festival_of_lights_playthrough_matches_its_golden_file():
    recorded = record(
        GAME, FestivalOfLightsConfig(), 4, 12, chunk=lambda state: (state.round, state.step == "over"),
        label="round", with_setup=True, with_events=True,
    )
    assert_matches_golden("festival-of-lights-4p.jsonl", recorded)
