"""Golden playthrough: a seeded game played by the greedy bot, every seat's view recorded after each round, the seat drawn among the actors so races are raced."""

from __future__ import annotations

from domain.games.lights_on import GAME
from domain.games.lights_on.state import LightsOnConfig
from tests.games.golden import assert_matches_golden, record


def test_lights_on_playthrough_matches_its_golden_file():
    recorded = record(
        GAME, LightsOnConfig(), 4, 8, chunk=lambda state: state.rounds_ended, any_actor=True,
        with_setup=True, with_events=True,
    )
    assert_matches_golden("lights-on-4p.jsonl", recorded)
