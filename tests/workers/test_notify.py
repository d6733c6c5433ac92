"""Turn notices: signed POSTs to a game's webhook, delivered by the workers and retried until taken."""

from __future__ import annotations

import hashlib
import hmac
import json
from collections.abc import Iterator

import pytest
from litestar.testing import TestClient

from service.app import create_app
from service.notify import DELIVERY_HEADER, SIGNATURE_HEADER, sign
from tests.service.conftest import make_settings
from tests.service.helpers import SECRET, Receiver, bearer, create
from tests.workers.conftest import Workers, wait_until

SLUG = "blink"


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    hook = Receiver(fail=1)
    yield hook
    hook.server.shutdown()


@pytest.fixture
def notifying(redis_url: str, key_prefix: str, receiver: Receiver, env: dict[str, str]) -> Iterator[TestClient]:
    allow = f"http://127.0.0.1:{receiver.port}/"
    env["YULETIDE_NOTIFY_ALLOW"] = allow
    with TestClient(create_app(make_settings(redis_url, key_prefix, notify_allow=(allow,)))) as client:
        yield client


def test_every_new_version_is_posted_signed_and_a_refused_post_is_retried(
    notifying: TestClient, receiver: Receiver, workers: Workers
) -> None:
    workers.start()
    created = create(
        notifying, SLUG, [{"kind": "human"}, {"kind": "human"}], seed=3,
        notify={"url": receiver.url, "secret": SECRET},
    )
    game_id = created["game_id"]
    # Notices of two versions may arrive in either order (docs/api.md); the move waits for version 1's first
    # POST, so the refused one is version 1's whatever the timing of the queue.
    wait_until(lambda: receiver.received, seconds=60)
    view = notifying.get(f"/v1/{SLUG}/games/{game_id}").json()
    actor = view["actors"][0]
    token = created["seats"][actor]["token"]
    move = notifying.get(f"/v1/{SLUG}/games/{game_id}/legal-moves", headers=bearer(token)).json()["moves"][0]
    assert notifying.post(f"/v1/{SLUG}/games/{game_id}/moves", json=move, headers=bearer(token)).status_code == 200

    # Version 1's first POST was answered 500: it came again, so versions 1 and 2 both arrive in the end. A
    # delivery may repeat (a retry after a late answer), so the count is "at least"; the first is always refused.
    def delivered() -> bool:
        versions = [body["version"] for body in receiver.bodies()]
        return versions.count(1) >= 2 and versions.count(2) >= 1

    wait_until(delivered, seconds=60)
    assert receiver.bodies()[0]["version"] == 1, "the first notice was version 1's, refused with a 500"
    assert {body["version"] for body in receiver.bodies()} == {1, 2}
    # Every delivery of one version carries the same id, which is how a receiver drops repeats.
    ids = {(json.loads(body)["version"], headers[DELIVERY_HEADER]) for headers, body in receiver.received}
    assert ids == {(1, f"{game_id}-1"), (2, f"{game_id}-2")}
    for headers, body in receiver.received:
        expected = "sha256=" + hmac.new(SECRET.encode(), body, hashlib.sha256).hexdigest()
        assert hmac.compare_digest(headers[SIGNATURE_HEADER], expected)
        assert headers["Content-Type"] == "application/json"
    last = receiver.bodies()[-1]
    assert set(last) == {"game_id", "game", "version", "waiting_for", "finished"}
    assert last["game_id"] == game_id and last["game"] == SLUG and last["finished"] is False
    # A changed body no longer matches its signature: a receiver can tell.
    headers, body = receiver.received[-1]
    assert not hmac.compare_digest(headers[SIGNATURE_HEADER], sign(SECRET, body.replace(b"false", b"true ")))
    assert SECRET not in json.dumps(notifying.get(f"/v1/{SLUG}/games/{game_id}").json())


def test_a_webhook_the_server_does_not_allow_is_refused(notifying: TestClient) -> None:
    for url in ("http://169.254.169.254/latest/meta-data", "http://user:pass@127.0.0.1/hook", "https://elsewhere.example/"):
        answer = notifying.post(
            f"/v1/{SLUG}/games",
            json={"seats": [{"kind": "human"}, {"kind": "human"}], "notify": {"url": url, "secret": SECRET}},
        )
        assert answer.status_code == 403 and answer.json()["code"] == "notify-url-not-allowed", url
