"""Golden playthroughs: seeded games played by the greedy bot, every seat's view recorded after each turn."""

from __future__ import annotations

import pytest

from domain.games.christmas_lights import GAME
from domain.games.christmas_lights.state import ChristmasLightsConfig
from tests.games.golden import assert_matches_golden, record

GAMES = [
    ("christmas-lights-2p.jsonl", 2, 3, ChristmasLightsConfig(first_seat=0)),
    ("christmas-lights-5p.jsonl", 5, 2, ChristmasLightsConfig(first_seat="random", max_turns=3)),
]


@pytest.mark.parametrize(("name", "players", "seed", "config"), GAMES, ids=[g[0] for g in GAMES])
def test_christmas_lights_playthrough_matches_its_golden_file(name, players, seed, config):
    recorded = record(GAME, config, players, seed, chunk=lambda state: state.active)
    assert_matches_golden(name, recorded)
