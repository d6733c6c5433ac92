"""The direct legality check agrees with the full enumeration over many random states: a move is accepted
exactly when it is among the legal moves, and a refused one gets the same detail as the lookup gave."""

from __future__ import annotations

import pytest

from domain.games.christmas_lights import GAME, sale
from domain.games.christmas_lights.moves import ArrangeHand, OfferCard
from domain.games.christmas_lights.rules import _arrange_problem
from domain.kit import move_tag
from tests.games.legality import assert_refusal_matches_lookup


def by_lookup(state, seat: int, move) -> str | None:
    """The refusal as it was written before the direct check: every other move looked up among `moves`."""
    if isinstance(move, ArrangeHand):
        return _arrange_problem(state.seats[seat], move)
    legal = GAME.moves(state, seat)
    if isinstance(move, OfferCard) and any(isinstance(m, OfferCard) for m in legal):
        return sale.offer_problem(state, seat, move)
    if move in legal:
        return None
    if not any(type(m) is type(move) for m in legal):
        return f"'{move_tag(move)}' is not possible at this point of the turn"
    size = len(state.seats[seat].hand)
    return f"that '{move_tag(move)}' is not one of the choices now (you hold {size} cards)"


@pytest.mark.parametrize("seed", range(6))
def test_a_move_is_accepted_exactly_when_it_is_among_the_legal_moves(seed: int) -> None:
    assert_refusal_matches_lookup(GAME, seed, by_lookup)
