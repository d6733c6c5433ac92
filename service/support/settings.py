"""Every setting is an environment variable with a documented default (README, "Configuration")."""

from __future__ import annotations

import os
from collections.abc import Mapping

from typing import Annotated

import msgspec
from msgspec import Meta

from service.support.origins import allow_entries


class Settings(msgspec.Struct, frozen=True, kw_only=True):
    """Process-wide configuration, read once at start-up."""

    redis_url: str | None = None
    rq_redis_url: str | None = None
    redis_cluster: bool = False
    redis_timeout_seconds: Annotated[float, Meta(gt=0)] = 5.0
    host: str = "127.0.0.1"
    port: int = 8000
    allow_seeds: bool = False
    idle_ttl_seconds: int = 7 * 24 * 3600
    cors_origins: tuple[str, ...] = ()
    rate_limit: str = "600/minute"
    ai_budget: str = "200/hour"
    trusted_proxies: tuple[str, ...] = ()
    max_body_bytes: int = 64 * 1024
    log_level: str = "INFO"
    key_prefix: str = "yt"
    queue: str = "yuletide-ai"
    expert_iterations: Annotated[int, Meta(ge=1)] = 128
    expert_seconds: Annotated[float, Meta(gt=0)] = 0.75
    bot_reaction_ms: int = 300
    web_concurrency: int = 1
    cas_attempts: int = 8
    worker_metrics_port: int = 9100
    ai_lease_ms: Annotated[int, Meta(ge=500)] = 10_000
    ai_grace_seconds: Annotated[float, Meta(gt=0)] = 5.0
    ai_sweep_seconds: Annotated[float, Meta(gt=0)] = 1.0
    ai_job_seconds: Annotated[float, Meta(gt=0)] = 60.0
    clock_sweep_seconds: Annotated[float, Meta(gt=0)] = 0.2
    notify_allow: tuple[str, ...] = ()
    max_streams: Annotated[int, Meta(ge=1)] = 1000
    seat_stream_reserve: Annotated[int, Meta(ge=0)] | None = None  # None: a fifth of max_streams
    streams_per_client: Annotated[int, Meta(ge=1)] = 100
    spectator_streams_per_client: Annotated[int, Meta(ge=1)] = 20
    spectator_streams_per_game: Annotated[int, Meta(ge=1)] = 200
    streams_per_seat: Annotated[int, Meta(ge=1)] = 4
    stream_max_seconds: Annotated[float, Meta(gt=0)] = 3600.0
    answer_cache_entries: Annotated[int, Meta(ge=0)] = 4096
    hint_iterations: Annotated[int, Meta(ge=1)] = 128
    hint_seconds: Annotated[float, Meta(gt=0)] = 0.5
    hint_wait_seconds: Annotated[float, Meta(ge=0)] = 2.0
    notice_workers: Annotated[int, Meta(ge=1, le=64)] = 4
    notice_host_concurrency: Annotated[int, Meta(ge=1, le=64)] = 2

    def __post_init__(self) -> None:
        # A YULETIDE_NOTIFY_ALLOW entry that is not a plain http(s) URL would never match: refuse to start.
        allow_entries(self.notify_allow)
        if self.seat_stream_reserve is not None and self.seat_stream_reserve >= self.max_streams:
            raise ValueError(
                "YULETIDE_SEAT_STREAM_RESERVE must be below YULETIDE_MAX_STREAMS: spectators need a place too"
            )

    @property
    def embedded(self) -> bool:
        """True when no Redis is configured: the server runs its own store and plays AI in-process."""
        return not self.redis_url

    @property
    def seat_streams_reserved(self) -> int:
        """Stream places only seat streams may take: YULETIDE_SEAT_STREAM_RESERVE, by default a fifth of the
        process's places."""
        return self.max_streams // 5 if self.seat_stream_reserve is None else self.seat_stream_reserve

    @property
    def queue_url(self) -> str | None:
        """The Redis RQ uses (RQ needs one non-cluster Redis; it may differ from the state store)."""
        return self.rq_redis_url or self.redis_url

    # The RQ queues, one per kind of work, all named after YULETIDE_QUEUE (docs/deploy.md, "Queues"). Time-outs
    # need none: every worker's clock thread plays them from the deadlines the store keeps (workers/sweeper.py).

    @property
    def ai_queue(self) -> str:
        """AI turn jobs (service/usecases/ai.py): YULETIDE_QUEUE itself, so jobs queued before an upgrade are still served."""
        return self.queue

    @property
    def hint_queue(self) -> str:
        """Hint jobs (service/usecases/hints.py): a worker's main loop takes one when no AI turn is waiting."""
        return f"{self.queue}-hints"

    @property
    def notice_queue(self) -> str:
        """Turn notice jobs (service/live/notify.py): served only by each worker's notice threads."""
        return f"{self.queue}-notices"


_ENV = {
    "redis_url": "REDIS_URL",
    "rq_redis_url": "RQ_REDIS_URL",
    "redis_cluster": "YULETIDE_REDIS_CLUSTER",
    "redis_timeout_seconds": "YULETIDE_REDIS_TIMEOUT_SECONDS",
    "host": "YULETIDE_HOST",
    "port": "YULETIDE_PORT",
    "allow_seeds": "YULETIDE_ALLOW_SEEDS",
    "idle_ttl_seconds": "YULETIDE_IDLE_TTL_SECONDS",
    "cors_origins": "YULETIDE_CORS_ORIGINS",
    "rate_limit": "YULETIDE_RATE_LIMIT",
    "ai_budget": "YULETIDE_AI_BUDGET",
    "trusted_proxies": "YULETIDE_TRUSTED_PROXIES",
    "max_body_bytes": "YULETIDE_MAX_BODY_BYTES",
    "log_level": "YULETIDE_LOG_LEVEL",
    "key_prefix": "YULETIDE_KEY_PREFIX",
    "queue": "YULETIDE_QUEUE",
    "expert_iterations": "YULETIDE_EXPERT_ITERATIONS",
    "expert_seconds": "YULETIDE_EXPERT_SECONDS",
    "bot_reaction_ms": "YULETIDE_BOT_REACTION_MS",
    "web_concurrency": "YULETIDE_WEB_CONCURRENCY",
    "cas_attempts": "YULETIDE_CAS_ATTEMPTS",
    "worker_metrics_port": "YULETIDE_WORKER_METRICS_PORT",
    "ai_lease_ms": "YULETIDE_AI_LEASE_MS",
    "ai_grace_seconds": "YULETIDE_AI_GRACE_SECONDS",
    "ai_sweep_seconds": "YULETIDE_AI_SWEEP_SECONDS",
    "ai_job_seconds": "YULETIDE_AI_JOB_SECONDS",
    "clock_sweep_seconds": "YULETIDE_CLOCK_SWEEP_SECONDS",
    "notify_allow": "YULETIDE_NOTIFY_ALLOW",
    "max_streams": "YULETIDE_MAX_STREAMS",
    "seat_stream_reserve": "YULETIDE_SEAT_STREAM_RESERVE",
    "streams_per_client": "YULETIDE_STREAMS_PER_CLIENT",
    "spectator_streams_per_client": "YULETIDE_SPECTATOR_STREAMS_PER_CLIENT",
    "spectator_streams_per_game": "YULETIDE_SPECTATOR_STREAMS_PER_GAME",
    "streams_per_seat": "YULETIDE_STREAMS_PER_SEAT",
    "stream_max_seconds": "YULETIDE_STREAM_MAX_SECONDS",
    "answer_cache_entries": "YULETIDE_ANSWER_CACHE_ENTRIES",
    "hint_iterations": "YULETIDE_HINT_ITERATIONS",
    "hint_seconds": "YULETIDE_HINT_SECONDS",
    "hint_wait_seconds": "YULETIDE_HINT_WAIT_SECONDS",
    "notice_workers": "YULETIDE_NOTICE_WORKERS",
    "notice_host_concurrency": "YULETIDE_NOTICE_HOST_CONCURRENCY",
}


def load_settings(environ: Mapping[str, str] | None = None, **overrides: object) -> Settings:
    """Settings from the environment (empty values count as unset), then explicit overrides."""
    environ = os.environ if environ is None else environ
    raw: dict[str, object] = {}
    for field, name in _ENV.items():
        value = environ.get(name, "").strip()
        if not value:
            continue
        if field in ("cors_origins", "trusted_proxies", "notify_allow"):
            raw[field] = [origin.strip() for origin in value.split(",") if origin.strip()]
        elif field in ("allow_seeds", "redis_cluster"):
            raw[field] = value.lower() in {"1", "true", "yes", "on"}
        else:
            raw[field] = value
    raw.update(overrides)
    return msgspec.convert(raw, Settings, strict=False)
