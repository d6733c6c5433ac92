"""Seeded randomness: every draw derives from (seed, counter), so a game replays to the same bytes."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Iterable
from typing import TypeVar

T = TypeVar("T")


def rng_at(seed: int, counter: int) -> random.Random:
    """The generator for the `counter`-th chance step of a game seeded with `seed`."""
    digest = hashlib.sha256(f"yuletide:{seed}:{counter}".encode()).digest()
    return random.Random(int.from_bytes(digest, "big"))


def shuffle(items: Iterable[T], seed: int, counter: int) -> tuple[tuple[T, ...], int]:
    """The items in the order of chance step `counter` (G-3), and the next counter."""
    pile = list(items)
    rng_at(seed, counter).shuffle(pile)
    return tuple(pile), counter + 1


def random_seed() -> int:
    """A fresh 128-bit seed from the operating system."""
    return random.SystemRandom().getrandbits(128)


def seed_commitment(seed: int) -> str:
    """sha256 of the seed's decimal form: published at creation, checked against the revealed seed."""
    return hashlib.sha256(str(seed).encode()).hexdigest()

