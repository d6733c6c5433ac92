"""Turn notifications: a signed POST to the game's webhook after every new version, off the move's path.

With Redis, each notice is an RQ job on the notice queue (one per game version, retried with back-off), which
only the workers' notice threads serve, a few at a time per receiver (`notice_lane`); without Redis, a task of
the embedded server does the same. The body is JSON; the header `X-Yuletide-Signature: sha256=<hex>` is the
HMAC-SHA256 of the exact body bytes under the game's secret, so a receiver can tell a notice came from this
server and was not changed on the way.

A webhook goes only where the operator allows (YULETIDE_NOTIFY_ALLOW, docs/deploy.md "Turn notifications"):
both the URL and each allow-list entry are parsed, and the URL must have an entry's scheme, host and port and
a path at or under the entry's path, segment by segment. Each try resolves the host once, refuses it when an
address is not public (unless an entry names that address literally), and connects to the checked address
itself, so a name that resolves elsewhere a moment later cannot steer the POST to an internal address.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import logging
import socket
import zlib
from concurrent.futures import ThreadPoolExecutor
from ipaddress import IPv4Address, IPv6Address, ip_address, ip_network
from typing import Any
from urllib.parse import urlsplit

import httpx
import msgspec
from msgspec import Struct

from domain.registry import GAMES
from service.support.settings import Settings, load_settings
from service.support.origins import BadWebhook, Refused, Webhook, allow_entries, check
from service.store.records import GameRecord, NotifyTarget
from service.store.games import Store

log = logging.getLogger("yuletide.notify")

SIGNATURE_HEADER = "X-Yuletide-Signature"
DELIVERY_HEADER = "X-Yuletide-Delivery"
# Seconds between the tries of one notice (RQ's retry intervals; the embedded server waits the same).
RETRY_INTERVALS = (1, 4, 15, 60, 300)
TIMEOUT_SECONDS = 5.0


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


class NotTaken(Exception):
    """One try that failed (the receiver's status, or the network's cause); the notice is tried again."""


# Addresses: what a host may resolve to ---------------------------------------------------------------------

# Cloud metadata services (AWS, ECS, EKS, Alibaba, Azure's wire server): most are link-local or private
# anyway, but Azure's is a public address.
METADATA = frozenset(ip_address(text) for text in (
    "169.254.169.254", "169.254.170.2", "169.254.170.23", "fd00:ec2::254", "fd00:ec2::23",
    "100.100.100.200", "168.63.129.16",
))
_NAT64 = ip_network("64:ff9b::/96")


def internal(address: IPv4Address | IPv6Address) -> str | None:
    """What kind of address this is when it is not a public one (None when it is); an IPv6 address that
    carries an IPv4 one (mapped, NAT64, 6to4) is judged by the IPv4 address it leads to."""
    if isinstance(address, IPv6Address):
        if address.ipv4_mapped is not None:
            address = address.ipv4_mapped
        elif address in _NAT64:
            address = IPv4Address(int(address) & 0xFFFFFFFF)
        elif address.sixtofour is not None and internal(address.sixtofour):
            return internal(address.sixtofour)
    if address in METADATA:
        return "cloud metadata"
    for kind in ("loopback", "link_local", "multicast", "unspecified", "private", "reserved"):
        if getattr(address, f"is_{kind}"):
            return kind.replace("_", "-")
    return None if address.is_global else "non-public"


def addresses(hook: Webhook, prefixes: tuple[str, ...]) -> list[IPv4Address | IPv6Address]:
    """The host's addresses, resolved once for this try; Refused when any is not public and no entry names
    it (with the URL's port) as its host, NotTaken when the name does not resolve now."""
    if hook.address is not None:
        found = [hook.address]
    else:
        try:
            infos = socket.getaddrinfo(hook.host, hook.port, type=socket.SOCK_STREAM)
        except OSError as exc:
            raise NotTaken(f"{hook.host} did not resolve ({exc})") from None
        found = list(dict.fromkeys(
            ip_address(str(info[4][0]).partition("%")[0])
            for info in infos if info[0] in (socket.AF_INET, socket.AF_INET6)
        ))
        if not found:
            raise NotTaken(f"{hook.host} has no IP address")
    named = {(entry.address, entry.port) for entry in allow_entries(prefixes) if entry.address is not None}
    for address in found:
        kind = internal(address)
        if kind is not None and (address, hook.port) not in named:
            raise Refused(f"{hook.host} resolves to {address}, a {kind} address no YULETIDE_NOTIFY_ALLOW entry names")
    return found


# Delivery -------------------------------------------------------------------------------------------------


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


def post(
    hook: Webhook, found: list[IPv4Address | IPv6Address], secret: str, body: bytes, delivery: str,
    transport: httpx.BaseTransport | None = None,
) -> None:
    """POST a notice to the checked addresses in turn, each connection made to the address itself with the
    host's name in `Host` (and, over https, in SNI and the certificate check). Raises NotTaken unless one
    answers 2xx; redirects are not followed, and no proxy or .netrc of the environment is used."""
    headers = {
        "Host": hook.authority,
        "Content-Type": "application/json",
        SIGNATURE_HEADER: sign(secret, body),
        DELIVERY_HEADER: delivery,
    }
    extensions = {"sni_hostname": hook.host} if hook.scheme == "https" and hook.address is None else {}
    cause = "no address"
    with httpx.Client(
        trust_env=False, follow_redirects=False, timeout=TIMEOUT_SECONDS, transport=transport
    ) as client:
        for address in found:
            pinned = f"[{address}]" if address.version == 6 else str(address)
            try:
                answer = client.post(
                    hook.at(f"{pinned}:{hook.port}"), content=body, headers=headers, extensions=extensions
                )
            except (httpx.ConnectError, httpx.ConnectTimeout) as exc:  # nothing was sent: try the next address
                cause = f"{address}: {_cause(exc)}"
                continue
            except httpx.HTTPError as exc:
                raise NotTaken(f"{address}: {_cause(exc)}") from None
            if not answer.is_success:
                raise NotTaken(f"the receiver answered {answer.status_code}")
            return
    raise NotTaken(f"no connection ({cause})")


def _cause(exc: Exception) -> str:
    return f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__


def deliver_once(where: NotifyTarget, body: bytes, delivery: str, prefixes: tuple[str, ...]) -> None:
    """One try at delivering a notice: check the stored URL against today's allow list, resolve and check the
    host, POST. Raises Refused (do not try again) or NotTaken (try again later)."""
    try:
        hook = check(where.url, prefixes)
    except BadWebhook as exc:  # stored before the rules it breaks
        raise Refused(f"the webhook {exc}") from None
    post(hook, addresses(hook, prefixes), where.secret, body, delivery)


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

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.tasks: set[asyncio.Task[Any]] = set()

    async def on_version(self, game_id: str, version: int, state: bytes, record: GameRecord) -> None:
        """Deliver the notice of this version in the background."""
        assert record.notify is not None
        body = notice(game_id, version, state, record)
        task = asyncio.create_task(self.deliver(record.notify, body, f"{game_id}-{version}"))
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    async def deliver(self, where: NotifyTarget, body: bytes, delivery: str) -> None:
        """Try, then try again after each interval, until the receiver takes it; one WARNING line per failed
        try, and none after a refusal, which is final."""
        waits = (0, *RETRY_INTERVALS)
        for number, wait in enumerate(waits, start=1):
            await asyncio.sleep(wait)
            try:
                await asyncio.to_thread(deliver_once, where, body, delivery, self.settings.notify_allow)
                return
            except Refused as exc:
                log.warning("a notice was refused, not tried again: %s", exc, extra={"delivery": delivery})
                return
            except NotTaken as exc:
                left = len(waits) - number
                log.warning(
                    "a notice was not taken (%s); %s", exc,
                    f"{left} more tries" if left else "given up after every try", extra={"delivery": delivery},
                )

    async def close(self) -> None:
        """Stop notices still waiting for another try."""
        for task in list(self.tasks):
            task.cancel()
        if self.tasks:
            await asyncio.gather(*self.tasks, return_exceptions=True)


class _FailedTryLogged(logging.Filter):
    """Drops RQ's ERROR record, traceback and all, for a job that raised NotTaken: the job has logged that
    try as one WARNING line already, and RQ tries it again on its own."""

    tail = f"{NotTaken.__module__}.{NotTaken.__qualname__}:"

    def filter(self, record: logging.LogRecord) -> bool:
        args = record.args if isinstance(record.args, tuple) else ()
        text = args[-1] if args and isinstance(args[-1], str) else ""
        return not (record.levelno >= logging.ERROR and text.rstrip().rsplit("\n", 1)[-1].startswith(self.tail))


_QUIET = _FailedTryLogged()


async def deliver_from_store(
    store: Store, game_id: str, version: int, body: str, settings: Settings | None = None
) -> bool:
    """A delivery job's work: one try at POSTing the notice to the game's webhook. False when the game is gone
    or the webhook is refused (a WARNING; RQ does not try again); raises NotTaken, after one WARNING line, when
    the receiver did not take it, so RQ tries again."""
    from rq import get_current_job


    settings = settings or load_settings()
    logging.getLogger("rq.worker").addFilter(_QUIET)  # once: a filter already there is not added again
    loaded = await store.load(game_id)
    if loaded is None or loaded.record.notify is None:
        return False
    delivery = f"{game_id}-{version}"
    try:
        await asyncio.to_thread(deliver_once, loaded.record.notify, body.encode(), delivery, settings.notify_allow)
    except Refused as exc:
        log.warning("a notice was refused, not tried again: %s", exc, extra={"delivery": delivery})
        return False
    except NotTaken as exc:
        job = get_current_job()
        left = job.retries_left if job is not None else None
        then = "tried again later" if left is None else f"{left} more tries" if left else "given up after every try"
        log.warning("a notice was not taken (%s); %s", exc, then, extra={"delivery": delivery})
        raise
    return True
