"""The direct legality check agrees with the full enumeration over many random states: a move is accepted
exactly when it is among the legal moves, and a refused one gets the same detail as the kit's lookup gives."""

from __future__ import annotations

import pytest

from domain.games.ugly_christmas_sweaters import GAME
from tests.games.legality import assert_refusal_matches_lookup


@pytest.mark.parametrize("seed", range(6))
def test_a_move_is_accepted_exactly_when_it_is_among_the_legal_moves(seed: int) -> None:
    assert_refusal_matches_lookup(GAME, seed)
