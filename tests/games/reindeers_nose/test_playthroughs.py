"""Golden playthrough: a seeded game played by the greedy bot, every seat's view recorded after each hand, the seat drawn among the actors so the nose races are raced."""

from __future__ import annotations

from domain.games.reindeers_nose import GAME
from domain.games.reindeers_nose.state import ReindeersNoseConfig
from tests.games.golden import assert_matches_golden, record


def test_reindeers_nose_playthrough_matches_its_golden_file():
    recorded = record(
        GAME, ReindeersNoseConfig(), 4, 20, chunk=lambda state: (state.hand, state.passes), any_actor=True,
        with_setup=True,
    )
    assert_matches_golden("reindeers-nose-4p.jsonl", recorded)
