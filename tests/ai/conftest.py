"""Fixtures of the bot tests: the unregistered toy game beside every registered one, and sample tables."""

from __future__ import annotations

import random

import pytest

from domain.registry import GAMES
from tests.toy_game import GAME


TOY = GAME
TOY_SLUG = TOY.meta.slug


def game_named(slug: str):
    """A registered game by slug, or the toy."""
    return TOY if slug == TOY_SLUG else GAMES[slug]


def tables(game, seed: int, per_variant: int) -> list:
    """(state, seat) pairs where a seat must act, spread over random playouts of every variant."""
    found = []
    for index, (config, players) in enumerate(game.variants()):
        rng = random.Random(seed * 1000 + index)
        state = game.setup(config, players, seed * 1000 + index)
        visited = []
        while not game.is_finished(state):
            seat = rng.choice(sorted(game.actors(state)))
            visited.append((state, seat))
            state, _ = game.apply(state, seat, rng.choice(game.legal_moves(state, seat)))
        step = max(1, len(visited) // per_variant)
        found.extend(visited[::step][:per_variant])
    return found


class GiftAuctionWithoutBots(type(TOY)):
    """The toy game registering no heuristic: bots fall back to the generic greedy and uniform playouts."""

    bots = {}


@pytest.fixture
def plain_toy():
    """The toy without its heuristic, for tests of the search itself rather than of the toy's bot."""
    return GiftAuctionWithoutBots()


@pytest.fixture
def toy():
    """The two-seat Gift Auction, known only to these tests."""
    return TOY


@pytest.fixture
def game(request):
    """The game named by an indirect parameter."""
    return game_named(request.param)


@pytest.fixture
def sample_tables():
    """The `tables` helper, for tests that need states where a seat must act."""
    return tables


@pytest.fixture
def short_playouts(monkeypatch):
    """Cut the expert's playouts short, so sweeping every game and variant stays quick."""
    import domain.ai.expert

    monkeypatch.setattr(domain.ai.expert, "MAX_PLIES", 2)
