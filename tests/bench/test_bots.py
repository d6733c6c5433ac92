"""The bot bench's scoring of a game: the first level's share of the seats it finished ahead of."""

from __future__ import annotations

from bench.bots import Outcome, Task, play, share, table_for
from domain.ai import Budget

BUDGET = Budget(iterations=4, seconds=1.0)


def outcome(levels: tuple[str, ...], ranks: list[int], teams: list[int | None] | None = None) -> Outcome:
    task = Task("test", 0, levels, 1, BUDGET)
    return Outcome(task, ranks, [0] * len(ranks), 0.0, [], [], teams=teams or [None] * len(ranks))


def test_a_seat_alone_counts_every_other_seat_and_a_shared_place_as_half() -> None:
    assert share(outcome(("expert", "greedy"), [1, 2]), "expert") == 1.0
    assert share(outcome(("expert", "greedy"), [1, 1]), "expert") == 0.5
    assert share(outcome(("greedy", "expert", "greedy"), [1, 2, 3]), "expert") == 0.5


def test_in_a_team_game_the_share_is_the_team_result_not_a_tie_with_the_teammate() -> None:
    levels = ("expert", "greedy", "greedy", "greedy")
    assert share(outcome(levels, [1, 2, 1, 2], [0, 1, 0, 1]), "expert") == 1.0
    assert share(outcome(levels, [2, 1, 2, 1], [0, 1, 0, 1]), "expert") == 0.0
    assert share(outcome(levels, [1, 1, 1, 1], [0, 1, 0, 1]), "expert") == 0.5


def test_a_lights_on_game_reads_the_teams_off_its_scoreboard() -> None:
    variant, seats = table_for("lights-on")
    levels = ("random",) + ("greedy",) * (seats - 1)
    played = play(Task("lights-on", variant, levels, 3, BUDGET))
    assert played.teams == [0, 1, 0, 1]
    won = played.ranks[0] < played.ranks[1]
    assert share(played, "random") == (1.0 if won else 0.5 if played.ranks[0] == played.ranks[1] else 0.0)
