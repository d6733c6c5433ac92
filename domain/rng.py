"""Seeded randomness: every draw derives from (seed, counter), so a game replays to the same bytes."""

from __future__ import annotations

import hashlib
import random


def rng_at(seed: int, counter: int) -> random.Random:
    """The generator for the `counter`-th chance step of a game seeded with `seed`."""
    digest = hashlib.sha256(f"yuletide:{seed}:{counter}".encode()).digest()
    return random.Random(int.from_bytes(digest, "big"))


def random_seed() -> int:
    """A fresh 128-bit seed from the operating system."""
    return random.SystemRandom().getrandbits(128)


def seed_commitment(seed: int) -> str:
    """sha256 of the seed's decimal form: published at creation, checked against the revealed seed."""
    return hashlib.sha256(str(seed).encode()).hexdigest()


def pick_first_seat(first_seat: int | str, players: int, seed: int) -> int:
    """G-2: a configured first seat, or one drawn from the seed when it is "random"."""
    if first_seat == "random":
        return rng_at(seed, 0).randrange(players)
    return int(first_seat) % players
