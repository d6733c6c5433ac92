"""Nothing is lost under concurrency: simultaneous commits all land, each exactly once."""

from __future__ import annotations

import asyncio

import pytest
from litestar.testing import AsyncTestClient

from service.http.app import create_app
from service.support.settings import Settings

SLUG = "xmas-sweater"


@pytest.mark.anyio
@pytest.mark.parametrize("anyio_backend", ["asyncio"])
async def test_six_seats_committing_at_once_all_land_with_one_version_each(settings: Settings) -> None:
    async with AsyncTestClient(create_app(settings)) as client:
        created = (await client.post(f"/v1/{SLUG}/games", json={"seats": [{"kind": "human"}] * 6, "seed": 5})).json()
        game_id = created["game_id"]
        tokens = [seat["token"] for seat in created["seats"]]

        async def commit(token: str):
            headers = {"Authorization": f"Bearer {token}"}
            listed = (await client.get(f"/v1/{SLUG}/games/{game_id}/legal-moves", headers=headers)).json()
            return await client.post(f"/v1/{SLUG}/games/{game_id}/moves", json=listed["moves"][-1], headers=headers)

        for _round in range(3):
            answers = await asyncio.gather(*(commit(token) for token in tokens))
            assert [answer.status_code for answer in answers] == [200] * 6, [a.text for a in answers]
        view = await client.get(f"/v1/{SLUG}/games/{game_id}")
        assert view.headers["etag"] == f'"{1 + 18}"'


@pytest.mark.anyio
@pytest.mark.parametrize("anyio_backend", ["asyncio"])
async def test_the_same_idempotent_move_sent_twice_at_once_is_applied_once(settings: Settings) -> None:
    async with AsyncTestClient(create_app(settings)) as client:
        created = (await client.post(f"/v1/{SLUG}/games", json={"seats": [{"kind": "human"}] * 2, "seed": 5})).json()
        game_id = created["game_id"]
        headers = {"Authorization": f"Bearer {created['seats'][0]['token']}", "Idempotency-Key": "once"}
        listed = (await client.get(f"/v1/{SLUG}/games/{game_id}/legal-moves", headers=headers)).json()
        move = listed["moves"][0]
        answers = await asyncio.gather(
            *(client.post(f"/v1/{SLUG}/games/{game_id}/moves", json=move, headers=headers) for _ in range(5))
        )
        assert [answer.status_code for answer in answers] == [200] * 5
        assert len({answer.content for answer in answers}) == 1
        assert (await client.get(f"/v1/{SLUG}/games/{game_id}")).headers["etag"] == '"2"'
