"""AI seats answering a race (G-6): never faster than the service's reaction setting, and not by seat order."""

from __future__ import annotations

import asyncio
import time

from litestar.testing import TestClient
from redis.asyncio import Redis as AsyncRedis

from service.usecases import autoplay, play
from service.store.games import Store
from tests.service.conftest import make_settings

SLUG = "lights-on"


def test_ai_seats_wait_their_reaction_time_before_a_race_answer_and_take_turns_winning(
    client: TestClient, redis_url: str, key_prefix: str, monkeypatch
) -> None:
    seats = [{"kind": "ai", "level": "greedy"}] * 4
    game_id = client.post(f"/v1/{SLUG}/games", json={"seats": seats, "seed": 5}).json()["game_id"]
    settings = make_settings(redis_url, key_prefix, bot_reaction_ms=40)
    answers: list[tuple[int, bool, float]] = []
    last = [time.monotonic()]
    real_act = play.act

    async def recording_act(store, game, game_id, seat, move, **kwargs):
        loaded = await store.load(game_id)
        racing = game.is_race(play.decode_state(game, loaded))
        answers.append((seat, racing, time.monotonic() - last[0]))
        outcome = await real_act(store, game, game_id, seat, move, **kwargs)
        last[0] = time.monotonic()
        return outcome

    async def scenario():
        redis = AsyncRedis.from_url(redis_url)
        try:
            return await autoplay.play_ai_turns(Store(redis, prefix=key_prefix), game_id, settings, max_moves=40)
        finally:
            await redis.aclose()

    monkeypatch.setattr(play, "act", recording_act)
    turns = asyncio.run(scenario())
    final = client.get(f"/v1/{SLUG}/games/{game_id}").json()
    # The bots draw from the game id, so a game may end before the driver's share of 40 moves is played.
    if final["finished"]:
        assert turns.stopped == "idle" and turns.applied == final["version"] - 1 <= 40
    else:
        assert turns.stopped == "budget" and turns.applied == 40
    raced = [(seat, waited) for seat, racing, waited in answers if racing]
    assert len(raced) >= 20, "most of a Lights On round is one race"
    assert all(waited >= 0.04 for _seat, waited in raced), "no race answer came before the reaction time"
    assert len({seat for seat, _waited in raced}) > 1, "race answers were not all the lowest seat's"
