"""Engine bench: how fast each rules engine plays on one core, and how its games end.

    python -m bench.engine [--games 50] [--rounds 5] [--game SLUG] [--policy random|greedy]

For every registered game at its largest table with default options, seeded playouts where the moving
seat is drawn among the actors. A step is one `legal_moves` plus one `apply`, as a server does per move.

Two step rates are printed. `steps/s` is the engine's own: every step of the playouts is recorded, then
played again in order (each state once, the same `legal_moves` and `apply` calls) with nothing else between
them, five times over (`--rounds`), the fastest replay counting, since other work on a shared machine only
ever adds time. `in play` times the same calls during the playout itself, with the bot's choice between
steps; after a greedy bot's half millisecond of other work the engine runs with cold caches, so that rate is
lower and says as much about the bot as about the engine. Also printed: games per second (choices
included), the median game length in moves, the share of games that ended by the rules rather than the G-8
turn cap, and the greedy bot's time per move.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from domain.ai.policies import greedy_move
from domain.registry import GAMES

TURN_CAP = "turn-cap"


def playout(game, seed: int, policy: str, steps: list) -> tuple[int, float, float, str | None]:
    """One seeded game: (moves, seconds in legal_moves + apply, seconds choosing, the final reason).

    Every step is appended to `steps` as (seat, move), for the replay.
    """
    rng = random.Random(seed)
    state = game.setup(game.Config(), game.meta.max_seats, seed)
    moves = 0
    engine = choosing = 0.0
    while not game.is_finished(state):
        seat = rng.choice(sorted(game.actors(state)))
        started = time.perf_counter()
        legal = game.legal_moves(state, seat)
        listed = time.perf_counter()
        if policy == "greedy":
            move = greedy_move(game, game.bot_view(state, seat, "greedy"), legal, rng)
        else:
            move = rng.choice(legal)
        chosen = time.perf_counter()
        steps.append((seat, move))
        state, _ = game.apply(state, seat, move)
        engine += (listed - started) + (time.perf_counter() - chosen)
        choosing += chosen - listed
        moves += 1
    return moves, engine, choosing, game.score(state).reason


def replay(game, seed: int, steps: list) -> float:
    """Seconds the engine takes for one recorded game's steps alone, in order, from the same set-up."""
    legal_moves, apply, clock = game.legal_moves, game.apply, time.perf_counter
    state = game.setup(game.Config(), game.meta.max_seats, seed)
    started = clock()
    for seat, move in steps:
        legal_moves(state, seat)
        state, _ = apply(state, seat, move)
    return clock() - started


def measure(slug: str, policy: str, games: int, rounds: int = 5) -> dict[str, float]:
    """Play `games` seeded games of one game with one policy, replay their steps, and sum them up."""
    game = GAMES[slug]
    lengths, endings, played = [], [], []
    engine = choosing = 0.0
    for seed in range(games):
        steps: list = []
        moves, spent, chose, reason = playout(game, seed, policy, steps)
        lengths.append(moves)
        endings.append(reason)
        played.append(steps)
        engine += spent
        choosing += chose
    # The least disturbed of `rounds` replays: on a shared machine other work only ever adds time.
    replayed = min(sum(replay(game, seed, steps) for seed, steps in enumerate(played)) for _ in range(rounds))
    total = sum(lengths)
    return {
        "steps_per_s": total / replayed,
        "in_play_per_s": total / engine,
        "games_per_s": games / (engine + choosing),
        "median_moves": statistics.median(lengths),
        "by_rules": sum(1 for reason in endings if reason != TURN_CAP) / games,
        "bot_ms": 1000 * choosing / total if policy == "greedy" else 0.0,
    }


def main() -> None:
    """Print one table row per game and policy."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--rounds", type=int, default=5, help="replays of the recorded steps; the fastest counts")
    parser.add_argument("--game", action="append", choices=sorted(GAMES))
    parser.add_argument("--policy", action="append", choices=("random", "greedy"))
    args = parser.parse_args()
    print("| game | seats | policy | steps/s | in play | games/s | median moves | ended by the rules | greedy ms/move |")
    print("| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for slug in args.game or sorted(GAMES):
        for policy in args.policy or ("random", "greedy"):
            row = measure(slug, policy, args.games, args.rounds)
            print(
                f"| {slug} | {GAMES[slug].meta.max_seats} | {policy} | {row['steps_per_s']:,.0f} "
                f"| {row['in_play_per_s']:,.0f} "
                f"| {row['games_per_s']:.1f} | {row['median_moves']:g} | {row['by_rules']:.0%} "
                f"| {row['bot_ms']:.2f} |",
                flush=True,
            )


if __name__ == "__main__":
    main()
