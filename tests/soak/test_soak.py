"""Long soaks, run by `scripts/test -m soak` (not in CI): many AI games at once on real workers."""

from __future__ import annotations

import os
import time

import pytest

from tests.workers.conftest import Workers, versions_in_log

pytestmark = pytest.mark.soak

GAMES = int(os.environ.get("YULETIDE_SOAK_GAMES", "60"))


@pytest.mark.parametrize("slug", ["xmas-sweater", "ugly-christmas-sweaters"])
def test_many_ai_games_at_once_all_finish_with_every_move_once(slug, client, env) -> None:
    pool = Workers(env)
    for _ in range(3):
        pool.start()
    try:
        seats = [{"kind": "ai", "level": "random"}, {"kind": "ai", "level": "greedy"}]
        ids = [client.post(f"/v1/{slug}/games", json={"seats": seats, "seed": s}).json()["game_id"] for s in range(GAMES)]
        deadline = time.monotonic() + 60 * 30
        pending = set(ids)
        while pending and time.monotonic() < deadline:
            pending = {g for g in pending if not client.get(f"/v1/{slug}/games/{g}").json()["finished"]}
            time.sleep(0.5)
        assert not pending, f"{len(pending)} games never finished"
        for game_id in ids:
            logged = versions_in_log(client, game_id, slug)
            assert logged and logged == sorted(logged)
            assert client.get(f"/v1/{slug}/games/{game_id}/score").json()["final"] is True
    finally:
        pool.stop_all()
