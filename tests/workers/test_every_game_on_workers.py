"""Every hosted game, at its largest table, played to a final score over HTTP by AI seats of every level on
real `yuletide worker` processes."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from litestar.testing import TestClient

from domain.ai import LEVELS
from domain.registry import GAMES
from tests.workers.conftest import Workers, versions_in_log, wait_until


@pytest.fixture
def quick_experts(env: dict[str, str]) -> dict[str, str]:
    """A small expert budget: this test proves the levels play on workers, not how well."""
    return {**env, "YULETIDE_EXPERT_SECONDS": "0.02", "YULETIDE_EXPERT_ITERATIONS": "12"}


@pytest.fixture
def two_workers(quick_experts: dict[str, str]) -> Iterator[Workers]:
    pool = Workers(quick_experts)
    pool.start()
    pool.start()
    yield pool
    pool.stop_all()


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_ai_seats_of_every_level_play_the_largest_table_to_a_final_score(
    slug: str, client: TestClient, two_workers: Workers
) -> None:
    game = GAMES[slug]
    seats = [{"kind": "ai", "level": LEVELS[seat % len(LEVELS)]} for seat in range(game.meta.max_seats)]
    created = client.post(f"/v1/{slug}/games", json={"seats": seats, "seed": 5})
    assert created.status_code == 201, created.text
    game_id = created.json()["game_id"]
    final = wait_until(lambda: (v := client.get(f"/v1/{slug}/games/{game_id}").json())["finished"] and v, 240)
    assert final["actors"] == []
    assert final["seed"] is not None, "the seed is revealed once the game is over"
    board = client.get(f"/v1/{slug}/games/{game_id}/score").json()
    assert board["final"] is True
    assert sorted(line["seat"] for line in board["seats"]) == list(range(game.meta.max_seats))
    logged = versions_in_log(client, game_id, slug)
    assert logged == sorted(logged), "every AI write landed in order"
