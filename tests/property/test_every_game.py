"""The shared property suite: every registered game, every variant it accepts, many seeds (DESIGN section 1)."""

from __future__ import annotations

import os
import random

import msgspec
import pytest

from domain.contract import Game, IllegalMove
from domain.registry import GAMES

SEEDS = int(os.environ.get("YULETIDE_PROPERTY_SEEDS", "8"))
# How many of the offered moves are tried on each visited state (all of them when fewer).
MOVES_TRIED = int(os.environ.get("YULETIDE_PROPERTY_MOVES", "6"))

CASES = [
    pytest.param(slug, index, id=f"{slug}-v{index}")
    for slug, game in sorted(GAMES.items())
    for index in range(len(game.variants()))
]


def _encode(value: object) -> bytes:
    return msgspec.msgpack.encode(value)


def _playout(game: Game, config: object, players: int, seed: int):
    """A random game: yields (state, seat, move) for every move played, then the final state."""
    rng = random.Random(seed)
    state = game.setup(config, players, seed)
    history = []
    bound = game.max_turns if game.max_turns is not None else 10_000
    steps = 0
    while not game.is_finished(state):
        actors = sorted(game.actors(state))
        assert actors, "a running game waits for nobody"
        seat = rng.choice(actors)
        moves = game.legal_moves(state, seat)
        assert moves, f"G-7: actor {seat} was offered no move"
        move = rng.choice(moves)
        history.append((state, seat, move, moves))
        state, _events = game.apply(state, seat, move)
        steps += 1
        assert game.turn(state) <= bound, "the game ran past its turn cap"
        assert steps <= 100_000, "a playout never ended"
    history.append((state, None, None, []))
    return history


@pytest.mark.parametrize(("slug", "index"), CASES)
def test_random_playouts_end_and_every_offered_move_applies(slug: str, index: int) -> None:
    game = GAMES[slug]
    config, players = game.variants()[index]
    for seed in range(SEEDS):
        history = _playout(game, config, players, seed)
        final = history[-1][0]
        assert game.is_finished(final)
        assert game.actors(final) == frozenset()
        board = game.score(final)
        assert board.final
        assert sorted(line.seat for line in board.seats) == list(range(players))
        rng = random.Random(seed)
        for state, seat, _move, moves in history[:-1]:
            for move in rng.sample(moves, min(len(moves), MOVES_TRIED)):
                game.apply(state, seat, move)


@pytest.mark.parametrize(("slug", "index"), CASES)
def test_moves_not_offered_are_refused(slug: str, index: int) -> None:
    game = GAMES[slug]
    config, players = game.variants()[index]
    for seed in range(SEEDS):
        history = _playout(game, config, players, seed)
        seen: list[object] = []
        refused = 0
        for state, seat, _move, moves in history:
            offered = {s: game.legal_moves(state, s) for s in range(players)}
            for s in range(players):
                if s not in game.actors(state):
                    assert offered[s] == [], f"seat {s} is not an actor but was offered moves"
            for s in range(players):
                for stale in seen[-20:]:
                    if stale in offered[s] or game.open_fields(stale):
                        continue
                    with pytest.raises(IllegalMove):
                        game.apply(state, s, stale)
                    refused += 1
            seen.extend(moves)
        assert refused > 0, "no stale move was ever tried"


@pytest.mark.parametrize(("slug", "index"), CASES)
def test_replay_is_deterministic_and_states_round_trip(slug: str, index: int) -> None:
    game = GAMES[slug]
    config, players = game.variants()[index]
    for seed in range(SEEDS):
        history = _playout(game, config, players, seed)
        replayed = game.setup(config, players, seed)
        for state, seat, move, _moves in history:
            assert _encode(replayed) == _encode(state)
            decoded = msgspec.msgpack.decode(_encode(state), type=game.State)
            assert decoded == state
            assert _encode(decoded) == _encode(state)
            if move is not None:
                replayed, _ = game.apply(replayed, seat, move)


@pytest.mark.parametrize(("slug", "index"), CASES)
def test_components_are_conserved(slug: str, index: int) -> None:
    game = GAMES[slug]
    config, players = game.variants()[index]
    for seed in range(SEEDS):
        history = _playout(game, config, players, seed)
        counts = {repr(game.conservation(state)) for state, *_ in history}
        assert len(counts) == 1, f"component counts changed during play: {counts}"


@pytest.mark.parametrize(("slug", "index"), CASES)
def test_views_leak_nothing(slug: str, index: int) -> None:
    """A state rebuilt from a seat's view with every hidden part re-sampled gives that seat the same view."""
    game = GAMES[slug]
    config, players = game.variants()[index]
    for seed in range(SEEDS):
        history = _playout(game, config, players, seed)
        rng = random.Random(seed)
        for state, *_ in history[:: max(1, len(history) // 25)]:
            for seat in [*range(players), None]:
                view = game.view(state, seat)
                assert b'"seed"' not in msgspec.json.encode(view) or game.is_finished(state)
                for _ in range(2):
                    other = game.determinize(view, rng)
                    assert _encode(game.view(other, seat)) == _encode(view)
                    if seat is not None:
                        assert _encode(game.legal_moves(other, seat)) == _encode(
                            game.legal_moves(state, seat)
                        )
