"""Domain counters exposed on /metrics beside the request metrics, and the request metrics themselves."""

from __future__ import annotations

from functools import cache
from typing import Any

from prometheus_client import Counter, Gauge, Histogram

GAMES_CREATED = Counter("yuletide_games_created_total", "Games created", ["game"])
MOVES_APPLIED = Counter("yuletide_moves_applied_total", "Moves applied (human and AI)", ["game"])
CAS_RETRIES = Counter("yuletide_cas_retries_total", "Compare-and-set writes that lost a race and retried", ["game"])
AI_JOBS = Counter("yuletide_ai_jobs_total", "AI turn jobs by outcome", ["outcome"])
STREAMS_OPEN = Gauge("yuletide_streams_open", "Live streams this process holds open", multiprocess_mode="livesum")

APP_NAME = "yuletide"
NOT_COUNTED = "/metrics"  # the scrape itself
_LABELS = ["method", "path", "status_code", "app_name"]


class _HttpMetrics:
    """The request metrics (names, help texts and labels as Litestar's Prometheus middleware made them), with each
    label combination's child looked up once and kept, so a request costs no label validation or locking."""

    def __init__(self) -> None:
        self.requests = Counter("yuletide_http_requests_total", "Total requests", _LABELS)
        self.duration = Histogram("yuletide_http_request_duration_seconds", "Request duration, in seconds", _LABELS)
        self.in_progress = Gauge(
            "yuletide_http_requests_in_progress", "Total requests currently in progress", _LABELS,
            multiprocess_mode="livesum",
        )
        self.errors = Counter("yuletide_http_requests_error_total", "Total errors in requests", _LABELS)
        self._running: dict[tuple[str, str], Any] = {}
        self._answered: dict[tuple[str, str, int], tuple[Any, Any, Any]] = {}

    def running(self, method: str, path: str) -> Any:
        """The in-progress gauge of a route (labelled status 200, as it was before the status is known)."""
        key = (method, path)
        if (child := self._running.get(key)) is None:
            child = self._running[key] = self.in_progress.labels(method, path, 200, APP_NAME)
        return child

    def answered(self, method: str, path: str, status: int) -> tuple[Any, Any, Any]:
        """The request counter, the duration histogram and the error counter (None below 500) of one outcome."""
        key = (method, path, status)
        if (children := self._answered.get(key)) is None:
            values = (method, path, status, APP_NAME)
            error = self.errors.labels(*values) if status >= 500 else None
            children = self._answered[key] = (self.requests.labels(*values), self.duration.labels(*values), error)
        return children


@cache
def http_metrics() -> _HttpMetrics:
    """Made once per process, by the API only (a worker's /metrics has no request metrics)."""
    return _HttpMetrics()
