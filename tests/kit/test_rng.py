"""Seeded randomness: the generator of a chance step is the one its (seed, counter) has always named."""

from __future__ import annotations

import hashlib
import random

import pytest

from domain.rng import rng_at, shuffle


def documented_generator(seed: int, counter: int) -> random.Random:
    """The derivation as first written: sha256 of "yuletide:{seed}:{counter}" seeds a `random.Random`."""
    digest = hashlib.sha256(f"yuletide:{seed}:{counter}".encode()).digest()
    return random.Random(int.from_bytes(digest, "big"))


@pytest.mark.parametrize("seed", [0, 1, 7, 2**64 + 3, 2**128 - 1])
def test_a_chance_step_draws_exactly_what_its_seed_and_counter_name(seed: int) -> None:
    for counter in range(12):
        fresh, expected = rng_at(seed, counter), documented_generator(seed, counter)
        assert type(fresh) is random.Random
        assert fresh.getstate() == expected.getstate()
        assert [fresh.random() for _ in range(700)] == [expected.random() for _ in range(700)]
        assert fresh.gauss(0, 1) == expected.gauss(0, 1)


@pytest.mark.parametrize("size", [0, 1, 2, 5, 40])
def test_a_shuffle_is_the_chance_steps_shuffle_and_always_uses_up_its_counter(size: int) -> None:
    pile = list(range(size))
    documented_generator(9, 4).shuffle(pile)
    assert shuffle(range(size), 9, 4) == (tuple(pile), 5)
