"""Without REDIS_URL the server runs on its own embedded store and plays AI seats in-process."""

from __future__ import annotations

import time

from litestar.testing import TestClient

from service.app import create_app
from service.settings import Settings


def test_the_embedded_server_plays_a_solo_ai_game_to_the_end_by_itself() -> None:
    settings = Settings(allow_seeds=True, rate_limit="0/minute", ai_budget="0/hour")
    assert settings.embedded
    with TestClient(create_app(settings)) as client:
        assert client.get("/health/ready").json() == {"status": "ok", "store": "embedded"}
        created = client.post("/v1/xmas-sweater/games", json={"seats": [{"kind": "ai", "level": "random"}], "seed": 2})
        game_id = created.json()["game_id"]
        deadline = time.monotonic() + 60
        while not (view := client.get(f"/v1/xmas-sweater/games/{game_id}").json())["finished"]:
            assert time.monotonic() < deadline, "the in-process AI did not finish the game"
            time.sleep(0.05)
        assert view["seed"] == "2"
        assert client.get(f"/v1/xmas-sweater/games/{game_id}/score").json()["final"] is True
