"""Shared checks for games whose views keep what the table saw of hidden hands as caps (`domain/kit/bounds.py`):
the caps always hold for the true hands, and sampled tables deal within them."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any

from domain.lights import kind_of
from tests.games.leaks import steps

# The caps a view shows for one seat: (view, seat) -> {kind: most it can hold}.
Caps = Callable[[Any, int], dict[str, int]]


def held(hand: tuple[int, ...]) -> Counter:
    """A hand of Christmas Lights cards counted by kind."""
    return Counter(kind_of(card) for card in hand)


def assert_caps_hold(
    game: Any,
    config: Any,
    tables: list[tuple[int, int]],
    policy: str,
    caps: Caps,
    floors: Caps | None = None,
    **play: Any,
) -> None:
    """At every state of each seeded game (`(seed, seats)`), every seat's true hand fits the caps a spectator reads,
    and holds at least the `floors` (the cards it is proven to hold), where the game shows those."""
    for seed, players in tables:
        for _before, _seat, _move, state, _ in steps(game, config, players, seed, policy, **play):
            view = game.view(state, None)
            for seat in range(players):
                cards = held(state.hands[seat])
                assert all(cards[kind] <= n for kind, n in caps(view, seat).items()), (seed, seat, view)
                if floors is not None:
                    assert all(cards[kind] >= n for kind, n in floors(view, seat).items()), (seed, seat, view)


def assert_samples_within_caps(game: Any, config: Any, seeds: range, caps: Caps, **play: Any) -> None:
    """At every state of seeded greedy two-seat games, seat 0's sampled tables deal seat 1 within its caps."""
    rng = random.Random(seeds.start)
    for seed in seeds:
        for _before, _seat, _move, state, _ in steps(game, config, 2, seed, "greedy", **play):
            view = game.view(state, 0)
            for _ in range(3):
                cards = held(game.determinize(view, rng).hands[1])
                assert all(cards[kind] <= n for kind, n in caps(view, 1).items()), (seed, view)
