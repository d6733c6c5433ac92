"""Solo bench: how often a bot level wins a solo game at each difficulty.

    python -m bench.solo --game SLUG --games N --level greedy|expert [--options JSON ...] [--seed S]
        [--iterations N] [--seconds S] [--processes P]

A difficulty is one config of the game: every one-seat entry of the game's `variants()`, or each
`--options` given (a JSON object of config fields, the rest default). Every game is seeded (seed, seed+1, ...)
and the bot decides from the seat's view only (G-12). A game is won when its final scoreboard's `outcome`
is "won" (the solo games' Scoreboard subclasses). Printed per difficulty: games, wins and win rate, mean
points, the median game length in moves, games per second and CPU seconds.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import sys
import time

import msgspec

from domain.ai import Budget, choose
from domain.registry import GAMES


class Task(msgspec.Struct, frozen=True):
    """One game to play: the game, its options as JSON, the level, the seed and the expert's budget."""

    slug: str
    options: str
    level: str
    seed: int
    iterations: int
    seconds: float


class Result(msgspec.Struct, frozen=True):
    """What one game produced."""

    options: str
    won: bool
    points: int
    moves: int
    seconds: float


def play(task: Task) -> Result:
    """Play one seeded solo game to its end with the level's bot."""
    game = GAMES[task.slug]
    config = msgspec.json.decode(task.options.encode(), type=game.Config)
    budget = Budget(iterations=task.iterations, seconds=task.seconds)
    rng = random.Random(task.seed)
    started = time.process_time()
    state = game.setup(config, game.meta.min_seats, task.seed)
    moves = 0
    while not game.is_finished(state):
        seat = min(game.actors(state))
        legal = game.legal_moves(state, seat)
        if len(legal) == 1:
            move = legal[0]
        else:
            move = choose(game, task.level, game.bot_view(state, seat, task.level), legal, rng, budget)
        state, _ = game.apply(state, seat, move)
        moves += 1
    board = game.score(state)
    return Result(
        options=task.options, won=getattr(board, "outcome", None) == "won", points=board.seats[0].points,
        moves=moves, seconds=time.process_time() - started,
    )


def difficulties(slug: str, given: list[str]) -> list[str]:
    """The configs to measure, as JSON: the ones given, else the game's one-seat variants."""
    game = GAMES[slug]
    if given:
        return [msgspec.json.encode(msgspec.json.decode(text.encode(), type=game.Config)).decode() for text in given]
    return [msgspec.json.encode(config).decode() for config, players in game.variants() if players == 1]


def report(results: list[Result], order: list[str]) -> str:
    """A markdown table, one row per difficulty."""
    rows = ["| options | games | wins | win rate | mean points | median moves | games/s (CPU) | CPU s |"]
    rows.append("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for options in order:
        group = [result for result in results if result.options == options]
        wins = sum(result.won for result in group)
        cpu = sum(result.seconds for result in group)
        rows.append(
            f"| `{options}` | {len(group)} | {wins} | {wins / len(group):.0%} "
            f"| {statistics.fmean(r.points for r in group):.2f} | {statistics.median(r.moves for r in group):.0f} "
            f"| {len(group) / cpu:.1f} | {cpu:.1f} |"
        )
    return "\n".join(rows)


def main(argv: list[str]) -> None:
    """Parse the options, play every game (in parallel processes) and print the table."""
    parser = argparse.ArgumentParser(prog="python -m bench.solo", description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, help="the solo game's slug")
    parser.add_argument("--games", type=int, default=100, help="games per difficulty")
    parser.add_argument("--level", choices=("greedy", "expert", "random"), default="greedy")
    parser.add_argument("--options", action="append", default=[], help="a difficulty as a JSON config object")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game of each difficulty")
    parser.add_argument("--iterations", type=int, default=200, help="the expert's iterations per move")
    parser.add_argument("--seconds", type=float, default=0.2, help="the expert's seconds per move")
    parser.add_argument("--processes", type=int, default=1, help="worker processes")
    args = parser.parse_args(argv)
    game = GAMES[args.game]
    if game.meta.max_seats != 1:
        parser.error(f"{args.game} is not a solo game")
    order = difficulties(args.game, args.options)
    tasks = [
        Task(args.game, options, args.level, args.seed + index, args.iterations, args.seconds)
        for options in order
        for index in range(args.games)
    ]
    started = time.perf_counter()
    if args.processes > 1:
        with multiprocessing.Pool(args.processes) as pool:
            results = pool.map(play, tasks, chunksize=1)
    else:
        results = [play(task) for task in tasks]
    print(f"{args.game}, level {args.level}" + (f", budget {args.iterations} it / {args.seconds} s" if args.level == "expert" else ""))
    print(report(results, order))
    print(f"\nwall {time.perf_counter() - started:.1f} s, CPU {sum(r.seconds for r in results):.1f} s")


if __name__ == "__main__":
    main(sys.argv[1:])
