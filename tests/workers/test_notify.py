"""Turn notices: signed POSTs to a game's webhook, delivered by the workers and retried until taken."""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
from collections.abc import Iterator
from typing import Any

import pytest
from litestar.testing import TestClient

from service.http.app import create_app
from service.live.notify import DELIVERY_HEADER, SIGNATURE_HEADER, notice_job_id, sign
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
    for url in ("http://169.254.169.254/latest/meta-data", "https://elsewhere.example/"):
        answer = notifying.post(
            f"/v1/{SLUG}/games",
            json={"seats": [{"kind": "human"}, {"kind": "human"}], "notify": {"url": url, "secret": SECRET}},
        )
        assert answer.status_code == 403 and answer.json()["code"] == "notify-url-not-allowed", url


@pytest.fixture
def hooks(redis_url: str, key_prefix: str) -> Iterator[TestClient]:
    allow = ("https://hooks.example.org", "http://127.0.0.1:8813/hooks/")
    with TestClient(create_app(make_settings(redis_url, key_prefix, notify_allow=allow))) as client:
        yield client


def create_with(client: TestClient, url: str) -> Any:
    body = {"seats": [{"kind": "human"}, {"kind": "human"}], "notify": {"url": url, "secret": SECRET}}
    return client.post(f"/v1/{SLUG}/games", json=body)


def test_a_webhook_that_only_starts_like_an_allowed_one_is_refused_at_create(hooks: TestClient) -> None:
    for url in (
        "https://hooks.example.org.attacker.example/x",
        "https://hooks.example.org\u3002attacker.example/x",
        "https://hooks.example.org:8443/x",
        "http://hooks.example.org/x",
        "http://127.0.0.1:8813/hooksx",
        "http://localhost:8813/hooks/x",
        "http://[::ffff:127.0.0.1]:8813/hooks/x",
    ):
        answer = create_with(hooks, url)
        assert answer.status_code == 403, (url, answer.text)
        assert answer.json()["code"] == "notify-url-not-allowed"
        assert "YULETIDE_NOTIFY_ALLOW" in answer.json()["detail"]


def test_a_webhook_url_that_parsers_could_read_two_ways_is_refused_at_create(hooks: TestClient) -> None:
    for url, reason in (
        ("http://127.0.0.1:8813/hooks/../escape", "'..' segment"),
        ("http://127.0.0.1:8813/hooks/%2e%2E/escape", "'..' segment"),
        ("http://127.0.0.1:8813/hooks/a%2F..%2F..%2Fescape", "escaped slash"),
        ("http://user:pass@127.0.0.1/hook", "user or password"),
        ("https://hooks.example.org@attacker.example/x", "user or password"),
        ("https://hooks.example.org\\@attacker.example/x", "backslash"),
        ("http://2130706433:8813/hooks/x", "IPv4 address"),
        ("https://hooks.example.org/x#y", "fragment"),
    ):
        answer = create_with(hooks, url)
        assert answer.status_code == 400, (url, answer.text)
        problem = answer.json()
        assert problem["code"] == "validation-failed"
        assert problem["detail"].startswith("notify.url ") and reason in problem["detail"], problem


def test_a_failed_try_on_a_worker_is_one_warning_line_without_a_traceback(
    redis_url: str, key_prefix: str, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    from redis import Redis
    from rq import Queue, SimpleWorker
    from rq.job import Job
    from rq.serializers import JSONSerializer

    hook = Receiver(fail=100)
    allow = f"http://127.0.0.1:{hook.port}/"
    # The job reads its settings from the environment, as a worker process does.
    for name, value in {"REDIS_URL": redis_url, "YULETIDE_KEY_PREFIX": key_prefix, "YULETIDE_QUEUE": key_prefix,
                        "YULETIDE_NOTIFY_ALLOW": allow}.items():
        monkeypatch.setenv(name, value)
    connection = Redis.from_url(redis_url)
    settings = make_settings(redis_url, key_prefix, notify_allow=(allow,))
    queue = Queue(settings.notice_queue, connection=connection, serializer=JSONSerializer)
    game_id = None
    try:
        with TestClient(create_app(settings)) as client:
            game_id = create_with(client, hook.url).json()["game_id"]
            wait_until(lambda: queue.count, seconds=30)
        worker = SimpleWorker([queue], connection=connection, serializer=JSONSerializer, name=f"{key_prefix}-worker")
        with caplog.at_level(logging.INFO):
            worker.work(burst=True)
        assert len(hook.received) == 1
        notices = [record for record in caplog.records if record.name == "yuletide.notify"]
        assert [record.levelno for record in notices] == [logging.WARNING], caplog.text
        [warning] = notices
        assert warning.exc_info is None and not warning.exc_text
        assert "answered 500" in warning.getMessage() and "5 more tries" in warning.getMessage()
        assert [record for record in caplog.records if record.levelno >= logging.ERROR] == [], caplog.text
        job = Job.fetch(notice_job_id(game_id, 1), connection=connection, serializer=JSONSerializer)
        assert job.retries_left == 4, "RQ still tries the notice again"
    finally:
        hook.server.shutdown()
        if game_id is not None:
            leftovers = connection.keys(f"rq:*notify-{game_id}-*")
            if leftovers:
                connection.delete(*leftovers)
        connection.close()
