"""Bot bench: seeded games between bot levels on every registered game, with 95% intervals.

    python -m bench.bots --seeds 20 [--game SLUG ...] [--pairing A-B ...] [--iterations N] [--seconds S] [--workers 2]
    python -m bench.bots --decisions 60 [--game SLUG ...]

Competitive games are played at their smallest table with one seat of the first level and every other seat of the
second (expert vs greedy, expert vs random, greedy vs random). Seats are swapped on paired seeds: every seed is
played once with the first level in each seat, so a pairing of `--seeds` seeds at a table of n seats is n x seeds
games, each seat and each deal met by both levels. A game's score is the share of the other seats the first level
finished ahead of (a shared place counts half): in a two-seat game, a win, a loss or half; at any table 0.5 when
the levels play alike. In a team game (Lights On) only the other team's seats count, so the share is the result of
the first level's team, its teammate of the second level. Solo games report each level's mean score. Every rate
and mean comes with its 95% interval.
`--pairing oracle-greedy` and `--pairing oracle-random` (only when named) give the expert's search the true table:
a ceiling, not a level. `--pairing seer-greedy` and `--pairing seer-random` (only when named) give it the true hands
but keep the draw piles' order unknown: the ceiling of what inferring the hidden hands could bring.
`--decisions N` plays no game out and times N expert decisions per game at positions of greedy games.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Sequence

import msgspec

from domain.ai import DEFAULT_BUDGET, LEVELS, Budget, choose
from domain.ai.expert import search
from domain.ai.policies import next_actor
from domain.ai.reward import rivals, team
from domain.registry import GAMES

PAIRINGS = (("expert", "greedy"), ("expert", "random"), ("greedy", "random"))
# Played only when asked for: the expert's search given the true table instead of samples of it (a cheat), the
# ceiling of what searching with these playouts can win against greedy, or against random, in a game of this much
# luck.
CEILINGS = (("oracle", "greedy"), ("oracle", "random"), ("seer", "greedy"), ("seer", "random"))
# What stays hidden from the seer, by game: the piles whose order nobody at the table knows (shuffled afresh for
# each of its samples). The seer is defined only for these games.
UNKNOWN_ORDER = {
    "blink": ("deck", "pattern_deck"),
    "check-the-box": ("pile",),
    "jingle-bell-run": ("deck",),
    "lights-on": ("deck",),
    "looney-lights": ("deck",),
    "untangle": ("deck",),
}
# Target share of the first level of each pairing (the greedy pairing has none).
TARGETS = {("expert", "random"): 0.95, ("expert", "greedy"): 0.70}
P95_TARGET = 1.0
TIMING_HEADER = (
    "| game | expert decisions | median ms | p95 ms | p95 ≤ 1 s | median playouts |",
    "| --- | ---: | ---: | ---: | --- | ---: |",
)
Z95 = 1.96


class Task(msgspec.Struct, frozen=True):
    """One game to play: which game and variant, the level in each seat, the seed and the expert's budget."""

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
    seconds: float
    expert_times: list[float]
    expert_iterations: list[int]
    # Each seat's team where the game plays in teams (its scoreboard's `team`), else None: teammates share a result.
    teams: list[int | None] = msgspec.field(default_factory=list)


class Clairvoyant:
    """A game whose every sampled table is the true one: what the oracle level searches on."""

    def __init__(self, game: object, state: object) -> None:
        self._game, self._state = game, state

    def __getattr__(self, name: str) -> object:
        return getattr(self._game, name)

    def determinize(self, _view: object, _rng: random.Random) -> object:
        return self._state


class Seer(Clairvoyant):
    """A game whose sampled tables are the true one with its draw piles shuffled: what the seer searches on."""

    def determinize(self, _view: object, rng: random.Random) -> object:
        piles = {}
        for name in UNKNOWN_ORDER[self._game.meta.slug]:  # type: ignore[attr-defined]
            pile = list(getattr(self._state, name))
            rng.shuffle(pile)
            piles[name] = tuple(pile)
        return msgspec.structs.replace(self._state, seed=rng.getrandbits(63), **piles)  # type: ignore[arg-type]


def play(task: Task) -> Outcome:
    """Play one seeded game to the end; every seat decides from what it may know (`bot_view`)."""
    game = GAMES[task.slug]
    config, players = game.variants()[task.variant]
    state = game.setup(config, players, task.seed)
    rngs = [random.Random(f"{task.seed}:{seat}") for seat in range(players)]
    # Who acts first when several seats may: each is taken to be as quick as the others.
    races = random.Random(f"{task.seed}:race")
    times, iterations = [], []
    started = time.perf_counter()
    while not game.is_finished(state):
        seat = next_actor(game, state, races)
        level = task.levels[seat]
        view, moves = game.bot_view(state, seat, level), game.legal_moves(state, seat)
        if level == "expert" and len(moves) > 1:
            result = search(game, view, moves, rngs[seat], task.budget)
            times.append(result.seconds)
            iterations.append(result.iterations)
            move = result.move
        elif level in ("oracle", "seer"):
            table = (Clairvoyant if level == "oracle" else Seer)(game, state)
            move = search(table, view, moves, rngs[seat], task.budget).move
        else:
            move = choose(game, level, view, moves, rngs[seat], task.budget)
        state, _ = game.apply(state, seat, move)
    lines = sorted(game.score(state).seats, key=lambda line: line.seat)
    return Outcome(
        task=task,
        ranks=[line.rank for line in lines],
        points=[line.points for line in lines],
        seconds=time.perf_counter() - started,
        expert_times=times,
        expert_iterations=iterations,
        teams=[team(line) for line in lines],
    )


def table_for(slug: str) -> tuple[int, int] | None:
    """(variant index, seats) of the game's smallest table of two or more seats, or None for a solo-only game."""
    tables = [(count, index) for index, (_config, count) in enumerate(GAMES[slug].variants()) if count > 1]
    if not tables:
        return None
    count, index = min(tables)
    return index, count


def solo_variant(slug: str) -> int | None:
    """Index of the game's first solo variant, or None."""
    return next((i for i, (_config, count) in enumerate(GAMES[slug].variants()) if count == 1), None)


def tasks_for(
    slug: str, seeds: int, first_seed: int, budget: Budget, pairings: Sequence[tuple[str, ...]] = PAIRINGS
) -> list[Task]:
    """Every pairing with its first level in each seat of each seed; solo games per level."""
    tasks = []
    table = table_for(slug)
    if table is not None:
        variant, seats = table
        for first, other in pairings:
            for seed in range(first_seed, first_seed + seeds):
                for seat in range(seats):
                    levels = tuple(first if s == seat else other for s in range(seats))
                    tasks.append(Task(slug, variant, levels, seed, budget))
    solo = solo_variant(slug)
    if solo is not None:
        tasks += [Task(slug, solo, (level,), first_seed + i, budget) for level in LEVELS for i in range(seeds)]
    return tasks


def share(outcome: Outcome, level: str) -> float:
    """The share of the other seats the (one) seat of `level` finished ahead of; a shared place counts half. In a
    team game only the other teams' seats count: a teammate shares the result, so the share is the team's."""
    seat = outcome.task.levels.index(level)
    mine = outcome.ranks[seat]
    others = [outcome.ranks[other] for other in rivals(outcome.teams or [None] * len(outcome.ranks), seat)]
    return sum(1.0 if mine < rank else 0.5 if mine == rank else 0.0 for rank in others) / len(others)


def wilson(successes: float, trials: int) -> tuple[float, float]:
    """The 95% Wilson score interval of a rate (fractional successes, as shares are, are taken as they are)."""
    if trials == 0:
        return 0.0, 1.0
    rate = successes / trials
    centre = (rate + Z95**2 / (2 * trials)) / (1 + Z95**2 / trials)
    half = Z95 * math.sqrt(rate * (1 - rate) / trials + Z95**2 / (4 * trials**2)) / (1 + Z95**2 / trials)
    return max(0.0, centre - half), min(1.0, centre + half)


def mean_interval(values: list[float]) -> tuple[float, float, float]:
    """Mean and its 95% interval (normal approximation)."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, mean, mean
    half = Z95 * statistics.stdev(values) / math.sqrt(len(values))
    return mean, mean - half, mean + half


def pairing_rows(outcomes: list[Outcome]) -> list[str]:
    """Markdown rows of the competitive table."""
    groups = defaultdict(list)
    for outcome in outcomes:
        levels = outcome.task.levels
        if len(levels) > 1:
            first = next(level for level in levels if levels.count(level) == 1) if len(levels) > 2 else None
            pairing = next(
                p for p in (*PAIRINGS, *CEILINGS) if set(p) == set(levels) and (first is None or first == p[0])
            )
            groups[(outcome.task.slug, pairing)].append(outcome)
    rows = []
    for (slug, pairing), group in sorted(groups.items()):
        shares = [share(o, pairing[0]) for o in group]
        rate = statistics.fmean(shares)
        low, high = wilson(sum(shares), len(shares))
        target = TARGETS.get(pairing)
        if target is None:
            status = "-"
        else:
            status = f"≥ {target:.0%}: " + ("met" if low >= target else "not shown" if high >= target else "not met")
        seats = len(group[0].task.levels)
        rows.append(
            f"| {slug} | {seats} | {pairing[0]} vs {pairing[1]} | {len(group)} | {rate:.0%} | {low:.0%}-{high:.0%} "
            f"| {status} |"
        )
    return rows


def solo_rows(outcomes: list[Outcome]) -> list[str]:
    """Markdown rows of the solo table."""
    groups = defaultdict(list)
    for outcome in outcomes:
        if len(outcome.task.levels) == 1:
            groups[(outcome.task.slug, outcome.task.levels[0])].append(outcome)
    rows = []
    for (slug, level), group in sorted(groups.items(), key=lambda item: (item[0][0], LEVELS.index(item[0][1]))):
        mean, low, high = mean_interval([float(o.points[0]) for o in group])
        rows.append(f"| {slug} | {level} | {len(group)} | {mean:.1f} | {low:.1f}-{high:.1f} |")
    return rows


def timing_rows(outcomes: list[Outcome]) -> list[str]:
    """Markdown rows of the expert's move times and playouts (only decisions with a real choice)."""
    times, iterations = defaultdict(list), defaultdict(list)
    for outcome in outcomes:
        times[outcome.task.slug] += outcome.expert_times
        iterations[outcome.task.slug] += outcome.expert_iterations
    return [timing_row(slug, times[slug], iterations[slug]) for slug in sorted(times) if times[slug]]


def timing_row(slug: str, times: list[float], iterations: list[int]) -> str:
    """One game's row: decisions, median and p95 ms, whether p95 meets the target, median playouts."""
    spent = sorted(times)
    p95 = spent[min(len(spent) - 1, int(0.95 * len(spent)))]
    status = "met" if p95 <= P95_TARGET else "not met"
    return (
        f"| {slug} | {len(spent)} | {statistics.median(spent) * 1000:.0f} | {p95 * 1000:.0f} | {status} "
        f"| {statistics.median(iterations):.0f} |"
    )


def positions(slug: str, count: int, seed: int) -> list[tuple[object, int]]:
    """`count` (state, seat) positions with a real choice, spread over seeded greedy games at the smallest table."""
    game = GAMES[slug]
    variant, _seats = table_for(slug) or (solo_variant(slug), 1)
    config, players = game.variants()[variant]
    found, game_seed = [], seed
    while len(found) < 4 * count:
        state, rng = game.setup(config, players, game_seed), random.Random(game_seed)
        while not game.is_finished(state):
            seat = next_actor(game, state, rng)
            view, moves = game.bot_view(state, seat, "greedy"), game.legal_moves(state, seat)
            if len(moves) > 1:
                found.append((state, seat))
            state, _ = game.apply(state, seat, choose(game, "greedy", view, moves, rng))
        game_seed += 1
    return found[:: len(found) // count][:count]


def decision_rows(slugs: list[str], count: int, seed: int, budget: Budget) -> list[str]:
    """The timing table from `count` expert decisions per game at positions of greedy games, no game played out."""
    rows = []
    for slug in slugs:
        game, times, iterations = GAMES[slug], [], []
        for index, (state, seat) in enumerate(positions(slug, count, seed)):
            view, moves = game.bot_view(state, seat, "expert"), game.legal_moves(state, seat)
            result = search(game, view, moves, random.Random(f"{seed}:{index}"), budget)
            times.append(result.seconds)
            iterations.append(result.iterations)
        rows.append(timing_row(slug, times, iterations))
    return rows


def report(outcomes: list[Outcome], budget: Budget, seeds: int) -> str:
    """The three tables as markdown."""
    return "\n".join(
        [
            f"Expert budget: {budget.iterations} playouts or {budget.seconds} s per move; {seeds} paired seeds.",
            "",
            "| game | seats | pairing | games | first level's share | 95% interval | target |",
            "| --- | ---: | --- | ---: | ---: | --- | --- |",
            *pairing_rows(outcomes),
            "",
            "| game | level | games | mean score | 95% interval |",
            "| --- | --- | ---: | ---: | --- |",
            *solo_rows(outcomes),
            "",
            *TIMING_HEADER,
            *timing_rows(outcomes),
        ]
    )


def arguments(argv: list[str]) -> argparse.Namespace:
    """Command-line options."""
    parser = argparse.ArgumentParser(prog="python -m bench.bots", description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=2, help="paired seeds per pairing (games: seeds x seats)")
    parser.add_argument("--seed", type=int, default=1, help="the first seed; the rest follow")
    parser.add_argument("--game", action="append", choices=sorted(GAMES), help="only this game (repeatable)")
    parser.add_argument(
        "--pairing",
        action="append",
        choices=[f"{a}-{b}" for a, b in (*PAIRINGS, *CEILINGS)],
        help="only this pairing (repeatable); the cheating ceilings (oracle-..., seer-...) only when named",
    )
    parser.add_argument("--no-solo", action="store_true", help="skip the solo games")
    parser.add_argument("--iterations", type=int, default=DEFAULT_BUDGET.iterations, help="expert playouts per move")
    parser.add_argument("--seconds", type=float, default=DEFAULT_BUDGET.seconds, help="expert seconds per move")
    parser.add_argument("--workers", type=int, default=2, help="games played in parallel")
    parser.add_argument(
        "--decisions",
        type=int,
        metavar="N",
        help="play no game: time N expert decisions per game at positions of greedy games (for the long games)",
    )
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> None:
    """Play every task, in parallel, and print the tables."""
    options = arguments(sys.argv[1:] if argv is None else argv)
    budget = Budget(iterations=options.iterations, seconds=options.seconds)
    if options.decisions:
        print(f"Expert budget: {budget.iterations} playouts or {budget.seconds} s per move; one decision at a time.")
        print("", *TIMING_HEADER, sep="\n")
        print("\n".join(decision_rows(options.game or sorted(GAMES), options.decisions, options.seed, budget)))
        return
    pairings = [tuple(p.split("-")) for p in options.pairing or []] or list(PAIRINGS)
    games = options.game or sorted(GAMES)
    seers = [f"{a}-{b}" for a, b in pairings if a == "seer"]
    if seers and (others := [slug for slug in games if slug not in UNKNOWN_ORDER]):
        sys.exit(f"{seers[0]} is defined for {', '.join(sorted(UNKNOWN_ORDER))}; not for {', '.join(others)}")
    tasks = [
        task
        for slug in games
        for task in tasks_for(slug, options.seeds, options.seed, budget, pairings)
        if len(task.levels) > 1 or not options.no_solo
    ]
    # Expert games are the long ones: start them first so the workers finish together.
    tasks.sort(key=lambda task: not {"expert", "oracle", "seer"} & set(task.levels))
    outcomes = []
    with multiprocessing.Pool(options.workers) as pool:
        for outcome in pool.imap_unordered(play, tasks):
            outcomes.append(outcome)
            print(
                f"{len(outcomes)}/{len(tasks)} {outcome.task.slug} {outcome.task.levels} "
                f"{outcome.points} ranks {outcome.ranks} in {outcome.seconds:.1f} s",
                file=sys.stderr,
                flush=True,
            )
    print(report(outcomes, budget, options.seeds))


if __name__ == "__main__":
    main()
