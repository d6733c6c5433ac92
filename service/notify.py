"""Turn notifications: a signed POST to the game's webhook after every new version, off the move's path.

With Redis, each notice is an RQ job on the notice queue (one per game version, retried with back-off), which
only the workers' notice threads serve, a few at a time per receiver (`notice_lane`); without Redis, a task of
the embedded server does the same. The body is JSON; the header `X-Yuletide-Signature: sha256=<hex>` is the
HMAC-SHA256 of the exact body bytes under the game's secret, so a receiver can tell a notice came from this
server and was not changed on the way.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import logging
import zlib
from concurrent.futures import ThreadPoolExecutor
from typing import Annotated, Any
from urllib.parse import urlsplit

import httpx
import msgspec
from msgspec import Meta, Struct

from domain.registry import GAMES
from service.settings import Settings
from service.store import GameRecord, NotifyTarget, Store

log = logging.getLogger("yuletide.notify")

SIGNATURE_HEADER = "X-Yuletide-Signature"
DELIVERY_HEADER = "X-Yuletide-Delivery"
# Seconds between the tries of one notice (RQ's retry intervals; the embedded server waits the same).
RETRY_INTERVALS = (1, 4, 15, 60, 300)
TIMEOUT_SECONDS = 5.0


class NotifyOptions(Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Where to POST a notice after every new version of the game."""

    url: Annotated[str, Meta(min_length=8, max_length=2000, pattern=r"^https?://[^\s]+$")]
    """The webhook: an http(s) URL the server allows (YULETIDE_NOTIFY_ALLOW lists the allowed prefixes)."""
    secret: Annotated[str, Meta(min_length=16, max_length=200)]
    """The key of the HMAC-SHA256 signature each notice carries in `X-Yuletide-Signature`; never shown again."""


class TurnNotice(Struct, frozen=True, kw_only=True):
    """The body of a notification POST."""

    game_id: str
    """The game that changed."""
    game: str
    """The game's slug: its endpoints live under `/v1/<game>/`."""
    version: int
    """The version the game is at now."""
    waiting_for: list[int]
    """The seats the game waits for now (people and bots); empty once it is over."""
    finished: bool
    """True once the game is over."""


def allowed(url: str, prefixes: tuple[str, ...]) -> bool:
    """True when the URL is a plain http(s) URL under one of the allowed prefixes."""
    try:
        parts = urlsplit(url)
        host = parts.hostname
    except ValueError:  # not a URL Python can read (a broken IPv6 literal, say): not one to call
        return False
    if parts.scheme not in ("http", "https") or not host or parts.username or parts.password:
        return False
    return any(url.startswith(prefix) for prefix in prefixes)


def target(options: NotifyOptions | None, settings: Settings) -> NotifyTarget | None:
    """The record's webhook for the create body's options; refused unless the server allows the URL."""
    from service.errors import ApiError

    if options is None:
        return None
    if not allowed(options.url, settings.notify_allow):
        raise ApiError(
            "notify-url-not-allowed",
            "This server sends notifications only to the addresses its operator allows (YULETIDE_NOTIFY_ALLOW).",
        )
    return NotifyTarget(url=options.url, secret=options.secret)


def sign(secret: str, body: bytes) -> str:
    """The signature header's value for a body."""
    return "sha256=" + hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


def notice(game_id: str, version: int, state: bytes, record: GameRecord) -> bytes:
    """The body of the notice of one version."""
    game = GAMES[record.slug]
    current = msgspec.msgpack.decode(state, type=game.State)
    finished = bool(game.is_finished(current)) or record.cancelled
    waiting = [] if finished else sorted(game.actors(current))
    body = TurnNotice(game_id=game_id, game=record.slug, version=version, waiting_for=waiting, finished=finished)
    return msgspec.json.encode(body)


def post(url: str, secret: str, body: bytes, delivery: str) -> None:
    """One try at delivering a notice; raises unless the receiver answers 2xx (redirects are not followed)."""
    headers = {"Content-Type": "application/json", SIGNATURE_HEADER: sign(secret, body), DELIVERY_HEADER: delivery}
    answer = httpx.post(url, content=body, headers=headers, timeout=TIMEOUT_SECONDS, follow_redirects=False)
    answer.raise_for_status()


def notice_lane(url: str, game_id: str, settings: Settings) -> str:
    """The RQ rate-limit key the game's notices go through: one of YULETIDE_NOTICE_HOST_CONCURRENCY lanes of the
    receiver's host and port, picked by the game id.

    A lane holds one notice queued or being delivered at a time and lets the next in when it is done, oldest
    first, so a game's notices go out one by one in order, a receiver is sent at most that many at once, and a
    slow receiver holds up only the notices addressed to it.
    """
    parts = urlsplit(url)
    try:
        port = parts.port or (443 if parts.scheme == "https" else 80)
    except ValueError:  # a port Python cannot read: the lane keeps the address as written
        port = parts.netloc
    lane = zlib.crc32(game_id.encode()) % settings.notice_host_concurrency
    return f"{settings.key_prefix}:notices:{(parts.hostname or '').lower()}:{port}:{lane}"


def notice_job_id(game_id: str, version: int) -> str:
    """The delivery job of one version's notice. A lane lets its waiting notices out by the second they came (RQ
    keeps whole seconds), then by job id: the version is zero-padded so a game's notices of one second keep their
    order too."""
    return f"notify-{game_id}-{version:012d}"


class QueuedNotifier:
    """Queues one delivery job per version on the notice queue, through the receiver's lanes (`notice_lane`); the
    queueing runs beside the move, never before its answer."""

    def __init__(self, settings: Settings) -> None:
        from redis import Redis
        from rq import Queue
        from rq.serializers import JSONSerializer

        self.settings = settings
        self.connection = Redis.from_url(settings.queue_url)
        self.queue = Queue(settings.notice_queue, connection=self.connection, serializer=JSONSerializer)
        # One thread queues them all, in the order the versions were written: a lane lets them out in that order.
        self.thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="notices")
        self.tasks: set[asyncio.Future[Any]] = set()

    async def on_version(self, game_id: str, version: int, state: bytes, record: GameRecord) -> None:
        """Queue the notice of this version (in the background: the write's caller does not wait for it)."""
        assert record.notify is not None
        body = notice(game_id, version, state, record)
        lane = notice_lane(record.notify.url, game_id, self.settings)
        task = asyncio.get_running_loop().run_in_executor(self.thread, self.enqueue, game_id, version, body, lane)
        self.tasks.add(task)
        task.add_done_callback(self._done)

    def enqueue(self, game_id: str, version: int, body: bytes, lane: str) -> None:
        """Queue the job that delivers one notice, once per version, into its lane."""
        from rq import Retry
        from rq.job import Job
        from rq.rate_limit import RateLimit

        job_id = notice_job_id(game_id, version)
        # RQ takes no `unique` with a rate limit; a version is written once, so this only guards a repeated call.
        if Job.exists(job_id, connection=self.connection):
            return
        self.queue.enqueue_call(
            "workers.jobs.deliver_notice",
            args=(game_id, version, body.decode()),
            job_id=job_id,
            rate_limit=RateLimit(lane, 1),
            retry=Retry(max=len(RETRY_INTERVALS), interval=list(RETRY_INTERVALS)),
            timeout=int(TIMEOUT_SECONDS * 3),
            result_ttl=300,
            failure_ttl=24 * 3600,
        )

    def _done(self, task: asyncio.Future[Any]) -> None:
        self.tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("a notice could not be queued", exc_info=task.exception())

    async def close(self) -> None:
        """Finish queueing, then release the thread and the connection."""
        if self.tasks:
            await asyncio.gather(*self.tasks, return_exceptions=True)
        self.thread.shutdown()
        self.connection.close()


class InProcessNotifier:
    """The embedded server's notifier: a task per notice, with the same tries and back-off as the jobs."""

    def __init__(self) -> None:
        self.tasks: set[asyncio.Task[Any]] = set()

    async def on_version(self, game_id: str, version: int, state: bytes, record: GameRecord) -> None:
        """Deliver the notice of this version in the background."""
        assert record.notify is not None
        body = notice(game_id, version, state, record)
        task = asyncio.create_task(self.deliver(record.notify, body, f"{game_id}-{version}"))
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    async def deliver(self, where: NotifyTarget, body: bytes, delivery: str) -> None:
        """Try, then try again after each interval, until the receiver takes it."""
        for wait in (0, *RETRY_INTERVALS):
            await asyncio.sleep(wait)
            try:
                await asyncio.to_thread(post, where.url, where.secret, body, delivery)
                return
            except httpx.HTTPError as exc:
                log.info("a notice was not taken; trying again", extra={"delivery": delivery, "reason": str(exc)})
        log.warning("a notice was given up after every try", extra={"delivery": delivery})

    async def close(self) -> None:
        """Stop notices still waiting for another try."""
        for task in list(self.tasks):
            task.cancel()
        if self.tasks:
            await asyncio.gather(*self.tasks, return_exceptions=True)


async def deliver_from_store(store: Store, game_id: str, version: int, body: str) -> bool:
    """A delivery job's work: POST the notice to the game's webhook; False when the game is gone."""
    loaded = await store.load(game_id)
    if loaded is None or loaded.record.notify is None:
        return False
    where = loaded.record.notify
    await asyncio.to_thread(post, where.url, where.secret, body.encode(), f"{game_id}-{version}")
    return True
