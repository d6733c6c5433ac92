"""Golden playthrough: a seeded game played by the greedy bot, the views recorded after each claim."""

from __future__ import annotations

from domain.games.deck_the_yard import GAME
from domain.games.deck_the_yard.state import DeckTheYardConfig
from tests.games.golden import assert_matches_golden, record


def test_deck_the_yard_playthrough_matches_its_golden_file():
    recorded = record(GAME, DeckTheYardConfig(), 1, 5, chunk=lambda state: len(state.claims), label="claim",
                      with_setup=True, with_events=True)
    assert_matches_golden("deck-the-yard-1p.jsonl", recorded)
