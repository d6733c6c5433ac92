"""The direct legality check agrees with the full enumeration over many random states: a move is accepted
exactly when it is among the legal moves, and a refused one gets the same detail as the lookup gave."""

from __future__ import annotations

import random
from collections.abc import Iterator

import msgspec
import pytest

from domain.games.christmas_lights import GAME, sale
from domain.games.christmas_lights.moves import ArrangeHand, OfferCard
from domain.games.christmas_lights.rules import _arrange_problem
from domain.kit import move_tag

STEPS = 200  # moves played per variant and seed


def near_misses(move: object) -> Iterator[object]:
    """Copies of a move with one field nudged: a number moved by one, a sequence shortened, reversed, grown or
    of the other sequence type."""
    for name in move.__struct_fields__:
        value = getattr(move, name)
        if isinstance(value, bool) or not isinstance(value, int | tuple | list):
            continue
        if isinstance(value, int):
            nudged = [value - 1, value + 1, -1]
        else:
            grown = [*value[:-1], 0]
            nudged = [value[:-1], value[::-1], value + value[:1], type(value)(grown), tuple(value), list(value)]
            nudged = [v for v in nudged if v != value or type(v) is not type(value)]
        for new in nudged:
            yield msgspec.structs.replace(move, **{name: new})


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
    rng = random.Random(seed)
    for config, players in GAME.variants():
        state = GAME.setup(config, players, seed)
        seen: list = []  # moves offered earlier in the game: plausible, and often no longer legal
        for _ in range(STEPS):
            if GAME.is_finished(state):
                break
            for seat in sorted(GAME.actors(state)):
                legal = GAME.moves(state, seat)
                tried = rng.sample(legal, min(len(legal), 20)) + rng.sample(seen, min(len(seen), 20))
                tried += [miss for move in rng.sample(tried, min(len(tried), 4)) for miss in near_misses(move)]
                for move in tried:
                    assert GAME.refusal(state, seat, move) == by_lookup(state, seat, move), move
                seen += legal
            seat = rng.choice(sorted(GAME.actors(state)))
            state, _ = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)))
