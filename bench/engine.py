"""Engine bench: how fast each rules engine plays on one core, and how its games end.

    python -m bench.engine [--games 50] [--game SLUG] [--policy random|greedy]

For every registered game at its largest table with default options, seeded playouts where the moving
seat is drawn among the actors. A step is one `legal_moves` plus one `apply`, as a server does per move.
Greedy steps also count the bot's decision, which is reported beside them. Printed per game and policy:
steps per second, games per second, the median game length in moves, and the share of games that ended
by the rules rather than the G-8 turn cap.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from domain.ai.policies import greedy_move
from domain.registry import GAMES

TURN_CAP = "turn-cap"


def playout(game, seed: int, policy: str) -> tuple[int, float, float, str | None]:
    """One seeded game: (moves, seconds in legal_moves + apply, seconds choosing, the final reason)."""
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
            move = greedy_move(game, game.view(state, seat), legal, rng)
        else:
            move = rng.choice(legal)
        chosen = time.perf_counter()
        state, _ = game.apply(state, seat, move)
        engine += (listed - started) + (time.perf_counter() - chosen)
        choosing += chosen - listed
        moves += 1
    return moves, engine, choosing, game.score(state).reason


def measure(slug: str, policy: str, games: int) -> dict[str, float]:
    """Play `games` seeded games of one game with one policy and sum them up."""
    game = GAMES[slug]
    lengths, endings = [], []
    engine = choosing = 0.0
    for seed in range(games):
        moves, spent, chose, reason = playout(game, seed, policy)
        lengths.append(moves)
        endings.append(reason)
        engine += spent
        choosing += chose
    steps = sum(lengths)
    return {
        "steps_per_s": steps / engine,
        "games_per_s": games / (engine + choosing),
        "median_moves": statistics.median(lengths),
        "by_rules": sum(1 for reason in endings if reason != TURN_CAP) / games,
        "bot_ms": 1000 * choosing / steps if policy == "greedy" else 0.0,
    }


def main() -> None:
    """Print one table row per game and policy."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--game", action="append", choices=sorted(GAMES))
    parser.add_argument("--policy", action="append", choices=("random", "greedy"))
    args = parser.parse_args()
    print("| game | seats | policy | steps/s | games/s | median moves | ended by the rules | greedy ms/move |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for slug in args.game or sorted(GAMES):
        for policy in args.policy or ("random", "greedy"):
            row = measure(slug, policy, args.games)
            print(
                f"| {slug} | {GAMES[slug].meta.max_seats} | {policy} | {row['steps_per_s']:,.0f} "
                f"| {row['games_per_s']:.1f} | {row['median_moves']:g} | {row['by_rules']:.0%} "
                f"| {row['bot_ms']:.2f} |",
                flush=True,
            )


if __name__ == "__main__":
    main()
