"""LO-1 over HTTP on the real Redis: two seats post a swap for the same Market card at once; one wins, one is too late."""

from __future__ import annotations

import asyncio

import pytest
from litestar.testing import AsyncTestClient

from service.http.app import create_app
from tests.service.conftest import make_settings

SLUG = "lights-on"


@pytest.mark.anyio
@pytest.mark.parametrize("anyio_backend", ["asyncio"])
async def test_two_seats_swapping_for_one_market_card_at_once_one_gets_it_and_one_is_too_late(
    redis_url: str, key_prefix: str
) -> None:
    async with AsyncTestClient(create_app(make_settings(redis_url, key_prefix))) as client:
        answer = await client.post(f"/v1/{SLUG}/games", json={"seats": [{"kind": "human"}] * 4, "seed": 3})
        assert answer.status_code == 201, answer.text
        game_id = answer.json()["game_id"]
        headers = [{"Authorization": f"Bearer {seat['token']}"} for seat in answer.json()["seats"]]
        base = f"/v1/{SLUG}/games/{game_id}"
        for seat in range(4):
            ready = await client.post(f"{base}/moves", json={"type": "ready"}, headers=headers[seat])
            assert ready.status_code == 200, ready.text

        async def swaps(seat: int) -> list[dict]:
            listed = (await client.get(f"{base}/legal-moves", headers=headers[seat])).json()["moves"]
            return [move for move in listed if move["type"] == "swap"]

        offered = {seat: await swaps(seat) for seat in (0, 1)}
        wanted = next(m["take"] for m in offered[0] if any(o["take"] == m["take"] for o in offered[1]))
        moves = {seat: next(m for m in offered[seat] if m["take"] == wanted) for seat in (0, 1)}
        before = (await client.get(base)).headers["etag"]

        answers = await asyncio.gather(
            *(client.post(f"{base}/moves", json=moves[seat], headers=headers[seat]) for seat in (0, 1))
        )
        codes = sorted(answer.status_code for answer in answers)
        assert codes == [200, 409], [answer.text for answer in answers]
        refused = next(answer for answer in answers if answer.status_code == 409)
        assert refused.json()["code"] == "too-late"
        after = (await client.get(base)).headers["etag"]
        assert int(after.strip('"')) == int(before.strip('"')) + 1  # the state changed once
        winner = 0 if answers[0].status_code == 200 else 1
        hands = {seat: (await client.get(base, headers=headers[seat])).json() for seat in (0, 1)}
        assert wanted not in [card["id"] for card in hands[winner]["market"]]
        events = (await client.get(f"{base}/events")).json()["events"]
        swapped = [item["event"]["seat"] for item in events if item["event"]["type"] == "swapped"]
        assert swapped == [winner]
