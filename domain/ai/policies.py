"""The two cheap levels: uniform random, and greedy (the game's own heuristic or a one-ply lookahead)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from domain.ai.reward import margin
from domain.contract import Game, IllegalMove

# fn(view, moves, rng) -> move, as a game registers it in its `bots` mapping.
Heuristic = Callable[[Any, list, random.Random], Any]

# How many re-sampled tables the generic greedy averages each move over.
LOOKAHEAD_SAMPLES = 4


def random_move(moves: list, rng: random.Random) -> Any:
    """Any legal move, uniformly."""
    return rng.choice(moves)


def heuristic_for(game: Game) -> Heuristic | None:
    """The game's own greedy, as registered on the game object (`bots["greedy"]`), or None."""
    return game.bots.get("greedy")


def anchor_for(game: Game) -> Heuristic | None:
    """The heuristic the expert's search starts from: the game's own expert heuristic where it ships one
    (`bots["expert"]`, a sharper but dearer judgement than its greedy's), else its greedy, or None."""
    return game.bots.get("expert") or heuristic_for(game)


def next_actor(game: Game, state: Any, rng: random.Random) -> int:
    """Who moves next when one table is played out move by move.

    When several seats may act at once (a simultaneous step, a race, a first touch) each is taken to be as quick
    as the others, so one is drawn from `rng`: taking the lowest seat, or the bot's own, would hand it every
    contest of speed the rules leave to the players.
    """
    actors = game.actors(state)
    return rng.choice(sorted(actors)) if len(actors) > 1 else next(iter(actors))


def settle_step(game: Game, state: Any, waiting: frozenset, rng: random.Random) -> Any:
    """Let the other seats of a simultaneous step commit at random, so the step resolves and scores."""
    for _ in waiting:
        actors = game.actors(state)
        if not actors or not actors <= waiting:
            break
        seat = min(actors)
        state, _ = game.apply(state, seat, rng.choice(game.legal_moves(state, seat)))
    return state


def lookahead_value(game: Game, tables: list, seat: int, move: Any) -> float:
    """Mean margin for `seat` right after `move`, over re-sampled tables paired with their own replies."""
    total = 0.0
    for state, reply_seed in tables:
        waiting = game.actors(state) - {seat}
        try:
            after, _ = game.apply(state, seat, move)
        except IllegalMove:
            return float("-inf")
        # Every candidate move meets the same replies on a table, so the comparison is fair.
        settled = settle_step(game, after, waiting, random.Random(reply_seed))
        total += margin(game.score(settled), seat)
    return total / len(tables)


def lookahead_move(game: Game, view: Any, moves: list, rng: random.Random) -> Any:
    """Generic greedy: the move with the best immediate margin, ties broken at random."""
    tables = [(game.determinize(view, rng), rng.getrandbits(64)) for _ in range(LOOKAHEAD_SAMPLES)]
    values = [lookahead_value(game, tables, view.seat, move) for move in moves]
    best = max(values)
    return rng.choice([move for move, value in zip(moves, values, strict=True) if value == best])


def greedy_move(game: Game, view: Any, moves: list, rng: random.Random) -> Any:
    """The game's heuristic when it ships one, else the generic one-ply lookahead."""
    heuristic = heuristic_for(game)
    if heuristic is not None:
        return heuristic(view, moves, rng)
    return lookahead_move(game, view, moves, rng)


def rollout_policy(game: Game) -> Callable[[Any, int, random.Random], Any]:
    """How every seat plays inside the expert's playouts: the game's heuristic, else uniform random.

    The generic lookahead is too slow to run at every step of thousands of playouts. Every seat plays as a greedy
    bot would, from what a greedy bot keeps of the table (`bot_view`).
    """
    heuristic = heuristic_for(game)
    if heuristic is None:
        return lambda state, seat, rng: rng.choice(game.legal_moves(state, seat))
    return lambda state, seat, rng: heuristic(
        game.bot_view(state, seat, "greedy"), game.legal_moves(state, seat), rng
    )
