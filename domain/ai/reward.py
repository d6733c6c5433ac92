"""What a finished (or cut-off) playout is worth to each seat."""

from __future__ import annotations

from domain.contract import Scoreboard, SeatScore


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


def team(line: SeatScore) -> int | None:
    """The team a scoreboard line plays for (its breakdown's `team`, as in Lights On), else None: a seat alone."""
    return line.breakdown.get("team")


def rivals(teams: list[int | None], seat: int) -> list[int]:
    """The seats `seat` plays against, given each seat's team (None: it plays alone): every other seat but its
    teammates."""
    side = teams[seat]
    return [other for other, theirs in enumerate(teams) if other != seat and (side is None or theirs != side)]


def margin(board: Scoreboard, seat: int) -> float:
    """A seat's points minus the best rival seat's (its own points when solo): the greedy's yardstick. A teammate is
    no rival: in a team game the margin is over the other teams."""
    lines = sorted(board.seats, key=lambda line: line.seat)
    points = [lines[other].points for other in rivals([team(line) for line in lines], seat)]
    return float(lines[seat].points - max(points)) if points else float(lines[seat].points)
