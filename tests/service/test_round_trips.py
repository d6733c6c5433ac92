"""The act path reads once and writes once (one pipeline, one compare-and-set script)."""

from __future__ import annotations

import pytest
from litestar.testing import TestClient
from redis.asyncio.connection import Connection

from tests.service.helpers import bearer, create

SLUG = "xmas-sweater"


def test_a_move_costs_one_read_and_one_atomic_write(client: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    created = create(client, SLUG, [{"kind": "human"}, {"kind": "human"}], seed=1)
    game_id, token = created["game_id"], created["seats"][0]["token"]
    move = client.get(f"/v1/{SLUG}/games/{game_id}/legal-moves", headers=bearer(token)).json()["moves"][0]
    client.post(f"/v1/{SLUG}/games/{game_id}/moves", json=move, headers=bearer(created["seats"][1]["token"]))
    sent: list[bytes] = []
    original = Connection.send_packed_command

    async def counting(self, command, check_health=True):
        sent.append(b"".join(command) if isinstance(command, list) else command)
        return await original(self, command, check_health)

    monkeypatch.setattr(Connection, "send_packed_command", counting)
    answer = client.post(f"/v1/{SLUG}/games/{game_id}/moves", json=move, headers=bearer(token))
    assert answer.status_code == 200, answer.text
    assert len(sent) == 2, sent
    assert b"HMGET" in sent[0] and b"EVALSHA" in sent[1]
