"""Bot bench: seeded games between bot levels on every registered game.

    python -m bench.bots --games 2 --seed 1 [--game xmas-sweater] [--iterations N] [--seconds S]

Two-seat games report win rates (seats alternate game by game; a tie counts half), solo games the mean
score per level with the rulebook band, and every game the expert's move times and games per second.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import sys
import time
from collections import Counter, defaultdict

import msgspec

from domain.ai import DEFAULT_BUDGET, LEVELS, Budget, choose
from domain.ai.ismcts import search
from domain.registry import GAMES

MATCHUPS = (("expert", "random"), ("expert", "greedy"), ("greedy", "random"))
# Target win rate of the first level of each pairing (the greedy pairing has none).
TARGETS = {("expert", "random"): 0.95, ("expert", "greedy"): 0.70}
P95_TARGET = 1.0
SOLO_TARGETS = {"xmas-sweater": 220}


class Task(msgspec.Struct, frozen=True):
    """One game to play: which game and variant, the level in each seat, the seed and the budget."""

    slug: str
    variant: int
    levels: tuple[str, ...]
    seed: int
    budget: Budget


class Outcome(msgspec.Struct, frozen=True):
    """What one game produced."""

    task: Task
    ranks: list[int]
    points: list[int]
    band: str | None
    seconds: float
    expert_times: list[float]
    expert_iterations: list[int]


def play(task: Task) -> Outcome:
    """Play one seeded game to the end; every seat decides from its own view only."""
    game = GAMES[task.slug]
    config, players = game.variants()[task.variant]
    state = game.setup(config, players, task.seed)
    rngs = [random.Random(f"{task.seed}:{seat}") for seat in range(players)]
    times, iterations = [], []
    started = time.perf_counter()
    while not game.is_finished(state):
        seat = min(game.actors(state))
        view, moves = game.view(state, seat), game.legal_moves(state, seat)
        level = task.levels[seat]
        if level == "expert" and len(moves) > 1:
            result = search(game, view, moves, rngs[seat], task.budget)
            times.append(result.seconds)
            iterations.append(result.iterations)
            move = result.move
        else:
            move = choose(game, level, view, moves, rngs[seat], task.budget)
        state, _ = game.apply(state, seat, move)
    board = game.score(state)
    lines = sorted(board.seats, key=lambda line: line.seat)
    return Outcome(
        task=task,
        ranks=[line.rank for line in lines],
        points=[line.points for line in lines],
        band=getattr(board, "band", None),
        seconds=time.perf_counter() - started,
        expert_times=times,
        expert_iterations=iterations,
    )


def variant_for(slug: str, players: int) -> int | None:
    """Index of the first variant the game offers for this many seats, or None."""
    for index, (_config, count) in enumerate(GAMES[slug].variants()):
        if count == players:
            return index
    return None


def tasks_for(slug: str, games: int, seed: int, budget: Budget) -> list[Task]:
    """Solo games per level and two-seat games per pairing, seats alternating."""
    tasks = []
    solo = variant_for(slug, 1)
    if solo is not None:
        tasks += [Task(slug, solo, (level,), seed + i, budget) for level in LEVELS for i in range(games)]
    duel = variant_for(slug, 2)
    if duel is not None:
        for pairing in MATCHUPS:
            for i in range(games):
                levels = pairing if i % 2 == 0 else pairing[::-1]
                tasks.append(Task(slug, duel, levels, seed + i, budget))
    return tasks


def first_level_share(outcome: Outcome, level: str) -> float:
    """1 when the seat of `level` ranked better, 0.5 on a shared rank, else 0."""
    seat = outcome.task.levels.index(level)
    mine, theirs = outcome.ranks[seat], outcome.ranks[1 - seat]
    return 1.0 if mine < theirs else 0.5 if mine == theirs else 0.0


def duel_rows(outcomes: list[Outcome]) -> list[str]:
    """Markdown rows of the two-seat table."""
    groups = defaultdict(list)
    for outcome in outcomes:
        if len(outcome.task.levels) == 2:
            pairing = next(p for p in MATCHUPS if set(p) == set(outcome.task.levels))
            groups[(outcome.task.slug, pairing)].append(outcome)
    rows = []
    for (slug, pairing), group in sorted(groups.items()):
        rate = sum(first_level_share(o, pairing[0]) for o in group) / len(group)
        target = TARGETS.get(pairing)
        status = "-" if target is None else f"≥ {target:.0%}: {'met' if rate >= target else 'not met'}"
        speed = len(group) / sum(o.seconds for o in group)
        rows.append(
            f"| {slug} | {pairing[0]} vs {pairing[1]} | {len(group)} | {rate:.0%} | {status} | {speed:.2f} |"
        )
    return rows


def solo_rows(outcomes: list[Outcome]) -> list[str]:
    """Markdown rows of the solo table."""
    groups = defaultdict(list)
    for outcome in outcomes:
        if len(outcome.task.levels) == 1:
            groups[(outcome.task.slug, outcome.task.levels[0])].append(outcome)
    rows = []
    for (slug, level), group in sorted(
        groups.items(), key=lambda item: (item[0][0], LEVELS.index(item[0][1]))
    ):
        mean = statistics.fmean(o.points[0] for o in group)
        bands = ", ".join(f"{band} {count}" for band, count in Counter(o.band for o in group).most_common())
        target = SOLO_TARGETS.get(slug) if level == "expert" else None
        status = "-" if target is None else f"≥ {target}: {'met' if mean >= target else 'not met'}"
        speed = len(group) / sum(o.seconds for o in group)
        rows.append(f"| {slug} | {level} | {len(group)} | {mean:.1f} | {bands} | {status} | {speed:.2f} |")
    return rows


def timing_rows(outcomes: list[Outcome]) -> list[str]:
    """Markdown rows of the expert's move times (only decisions with a real choice)."""
    times, iterations = defaultdict(list), defaultdict(list)
    for outcome in outcomes:
        times[outcome.task.slug] += outcome.expert_times
        iterations[outcome.task.slug] += outcome.expert_iterations
    rows = []
    for slug in sorted(times):
        spent = sorted(times[slug])
        if not spent:
            continue
        p95 = spent[min(len(spent) - 1, int(0.95 * len(spent)))]
        status = "met" if p95 <= P95_TARGET else "not met"
        rows.append(
            f"| {slug} | {len(spent)} | {statistics.median(spent) * 1000:.0f} | {p95 * 1000:.0f} | {status} "
            f"| {statistics.median(iterations[slug]):.0f} |"
        )
    return rows


def report(outcomes: list[Outcome], budget: Budget) -> str:
    """The three tables as markdown."""
    return "\n".join(
        [
            f"Expert budget: {budget.iterations} iterations or {budget.seconds} s per move.",
            "",
            "| game | pairing | games | first level's win rate | target | games/s |",
            "| --- | --- | --- | --- | --- | --- |",
            *duel_rows(outcomes),
            "",
            "| game | level | games | mean score | bands | target | games/s |",
            "| --- | --- | --- | --- | --- | --- | --- |",
            *solo_rows(outcomes),
            "",
            "| game | expert decisions | median ms | p95 ms | p95 ≤ 1 s | median iterations |",
            "| --- | --- | --- | --- | --- | --- |",
            *timing_rows(outcomes),
        ]
    )


def arguments(argv: list[str]) -> argparse.Namespace:
    """Command-line options; the defaults finish in minutes on two cores."""
    parser = argparse.ArgumentParser(prog="python -m bench.bots", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2, help="games per pairing and per solo level")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game; the rest follow")
    parser.add_argument("--game", action="append", choices=sorted(GAMES), help="only this game (repeatable)")
    parser.add_argument(
        "--iterations", type=int, default=DEFAULT_BUDGET.iterations, help="expert playouts per move"
    )
    parser.add_argument(
        "--seconds", type=float, default=DEFAULT_BUDGET.seconds, help="expert seconds per move"
    )
    parser.add_argument("--workers", type=int, default=2, help="games played in parallel")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> None:
    """Play every task, in parallel, and print the tables."""
    options = arguments(sys.argv[1:] if argv is None else argv)
    budget = Budget(iterations=options.iterations, seconds=options.seconds)
    tasks = [
        task
        for slug in options.game or sorted(GAMES)
        for task in tasks_for(slug, options.games, options.seed, budget)
    ]
    # Expert games are the long ones: start them first so the workers finish together.
    tasks.sort(key=lambda task: "expert" not in task.levels)
    outcomes = []
    with multiprocessing.Pool(options.workers) as pool:
        for outcome in pool.imap_unordered(play, tasks):
            outcomes.append(outcome)
            print(
                f"{len(outcomes)}/{len(tasks)} {outcome.task.slug} {outcome.task.levels} "
                f"{outcome.points} in {outcome.seconds:.1f} s",
                file=sys.stderr,
                flush=True,
            )
    print(report(outcomes, budget))


if __name__ == "__main__":
    main()
