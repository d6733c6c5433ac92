"""Without REDIS_URL the server runs on its own embedded store and plays AI seats in-process."""

from __future__ import annotations

import time

from litestar.testing import TestClient

from service.http.app import create_app
from service.support.settings import Settings
from tests.service.helpers import SECRET, Receiver


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


def test_the_embedded_server_plays_time_outs_and_posts_turn_notices_by_itself() -> None:
    receiver = Receiver()
    allow = f"http://127.0.0.1:{receiver.port}/"
    settings = Settings(allow_seeds=True, rate_limit="0/minute", ai_budget="0/hour", notify_allow=(allow,))
    try:
        with TestClient(create_app(settings)) as client:
            created = client.post("/v1/blink/games", json={
                "seats": [{"kind": "human"}, {"kind": "human"}], "seed": 4, "clock": {"turn_seconds": 1},
                "notify": {"url": receiver.url, "secret": SECRET},
            }).json()
            game_id = created["game_id"]
            deadline = time.monotonic() + 10
            while not any(e["event"]["type"] == "timed-out" for e in client.get(f"/v1/blink/games/{game_id}/events").json()["events"]):
                assert time.monotonic() < deadline, "the embedded clock played no time-out"
                time.sleep(0.05)
            version = client.get(f"/v1/blink/games/{game_id}").json()["version"]
            while {body["version"] for body in receiver.bodies()} < {1, version}:
                assert time.monotonic() < deadline, f"notices seen: {receiver.bodies()}"
                time.sleep(0.05)
    finally:
        receiver.server.shutdown()
