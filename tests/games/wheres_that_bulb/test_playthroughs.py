"""Golden playthrough: a seeded game played by the greedy bot, every seat's view recorded after each turn with the
turn's events, each flip with the face it showed. Greedy bots, which remember, end it by the rules in 61 turns; the
cap of 100 only bounds it."""

from __future__ import annotations

from domain.games.wheres_that_bulb import GAME
from domain.games.wheres_that_bulb.state import WheresThatBulbConfig
from tests.games.golden import assert_matches_golden, record


def test_wheres_that_bulb_playthrough_matches_its_golden_file():
    recorded = record(GAME, WheresThatBulbConfig(first_seat=0, max_turns=100), 2, 11, chunk=lambda state: state.turn, with_events=True)
    assert_matches_golden("wheres-that-bulb-2p.jsonl", recorded)
