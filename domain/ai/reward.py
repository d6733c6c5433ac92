"""What a finished (or cut-off) playout is worth to each seat."""

from __future__ import annotations

from domain.contract import Scoreboard


def rank_reward(rank: int, ranks: list[int]) -> float:
    """1 for a sole first place, 0 for a sole last; a shared place splits the places it covers."""
    if len(ranks) < 2:
        return 1.0
    beaten = sum(other > rank for other in ranks)
    tied = sum(other == rank for other in ranks) - 1
    return (beaten + tied / 2) / (len(ranks) - 1)


def running_ranks(points: list[int]) -> list[int]:
    """Ranks by points alone (1 = most, ties share): how a game cut off mid-way is judged."""
    return [1 + sum(other > mine for other in points) for mine in points]


def seat_rewards(board: Scoreboard) -> list[float]:
    """Reward per seat (index = seat): rank-based when several seats play, raw points when solo.

    A final scoreboard's ranks include the game's tie-breaks; a running one is ranked by points.
    """
    lines = sorted(board.seats, key=lambda line: line.seat)
    if len(lines) == 1:
        return [float(lines[0].points)]
    if board.final:
        ranks = [line.rank for line in lines]
    else:
        ranks = running_ranks([line.points for line in lines])
    return [rank_reward(rank, ranks) for rank in ranks]


def margin(board: Scoreboard, seat: int) -> float:
    """A seat's points minus the best other seat's (its own points when solo): the greedy's yardstick."""
    mine = next(line.points for line in board.seats if line.seat == seat)
    others = [line.points for line in board.seats if line.seat != seat]
    return float(mine - max(others)) if others else float(mine)

