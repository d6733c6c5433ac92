"""Golden playthrough: a seeded game played by the greedy bot, every seat's view recorded after each round (per round keeps the file near 150 KB)."""

from __future__ import annotations

from domain.games.jingle_bell_run import GAME
from domain.games.jingle_bell_run.state import JingleBellRunConfig
from tests.games.golden import assert_matches_golden, record


def test_jingle_bell_run_playthrough_matches_its_golden_file():
    recorded = record(GAME, JingleBellRunConfig(first_seat=0, start_on_corner=True), 2, 4, chunk=lambda state: state.round, label="round")
    assert_matches_golden("jingle-bell-run-2p.jsonl", recorded)
