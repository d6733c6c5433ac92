"""Seeded randomness: every draw derives from (seed, counter), so a game replays to the same bytes."""

from __future__ import annotations

import _random
import hashlib
import random
from collections.abc import Iterable
from typing import TypeVar

T = TypeVar("T")

# `random.Random(n)` is `Random.__new__` (unseeded), then `Random.seed(n)`, whose integer branch is the C
# seeding below plus `gauss_next = None`: calling those directly gives the same generator state without
# the Python-level argument checks.
_new_generator = random.Random.__new__
_seed_generator = _random.Random.seed
_sha256 = hashlib.sha256


def rng_at(seed: int, counter: int) -> random.Random:
    """The generator for the `counter`-th chance step of a game seeded with `seed`."""
    rng = _new_generator(random.Random)
    _seed_generator(rng, int.from_bytes(_sha256(f"yuletide:{seed}:{counter}".encode()).digest(), "big"))
    rng.gauss_next = None
    return rng


def shuffle(items: Iterable[T], seed: int, counter: int) -> tuple[tuple[T, ...], int]:
    """The items in the order of chance step `counter` (G-3), and the next counter."""
    pile = list(items)
    if len(pile) > 1:  # shuffling fewer than two items draws nothing, so no generator is needed
        rng_at(seed, counter).shuffle(pile)
    return tuple(pile), counter + 1


def random_seed() -> int:
    """A fresh 128-bit seed from the operating system."""
    return random.SystemRandom().getrandbits(128)


def seed_commitment(seed: int) -> str:
    """sha256 of the seed's decimal form: published at creation, checked against the revealed seed."""
    return hashlib.sha256(str(seed).encode()).hexdigest()
