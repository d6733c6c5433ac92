"""Golden playthrough: a seeded game played by the greedy bot, every seat's view recorded after each turn, the seat drawn among the actors so Blink windows are raced."""

from __future__ import annotations

from domain.games.blink import GAME
from domain.games.blink.state import BlinkConfig
from tests.games.golden import assert_matches_golden, record


def test_blink_playthrough_matches_its_golden_file():
    recorded = record(GAME, BlinkConfig(dealer_seat="random"), 4, 20, chunk=lambda state: state.turn, any_actor=True, with_setup=True)
    assert_matches_golden("blink-4p.jsonl", recorded)
