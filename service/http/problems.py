"""Problem answers (RFC 9457): one map from every exception a request can raise to its problem."""

from __future__ import annotations

import logging
from typing import Any

from litestar import Request
from litestar.exceptions import HTTPException
from litestar.plugins.problem_details import ProblemDetailsConfig, ProblemDetailsException, ProblemDetailsPlugin
from redis.exceptions import RedisError

from domain.contract import IllegalMove, InvalidConfig
from service.store.games import OutcomeUnknown
from service.support.settings import Settings
from service.usecases.errors import PROBLEMS, ApiError

log = logging.getLogger("yuletide")

_STATUS_CODES = {
    400: "validation-failed",
    401: "invalid-token",
    404: "not-found",
    405: "method-not-allowed",
    413: "body-too-large",
    415: "unsupported-media-type",
    429: "rate-limited",
    503: "store-unavailable",
}


def problem(code: str, detail: str | None, instance: str | None = None, headers: dict[str, str] | None = None):
    """The ProblemDetailsException for a code."""
    status, title = PROBLEMS[code]
    return ProblemDetailsException(
        status_code=status,
        detail=detail or title,
        title=title,
        type_=f"urn:yuletide:problem:{code}",
        instance=instance,
        headers=headers,
        extra={"code": code},
    )


def _from_api_error(exc: ApiError) -> ProblemDetailsException:
    return problem(exc.code, exc.detail, headers=exc.headers)


def _from_illegal_move(exc: IllegalMove) -> ProblemDetailsException:
    code = exc.code if exc.code in PROBLEMS else "illegal-move"
    return problem(code, exc.detail)


def _from_invalid_config(exc: InvalidConfig) -> ProblemDetailsException:
    return problem("validation-failed", exc.detail)


def _from_http(exc: HTTPException, limits: Settings | None = None) -> ProblemDetailsException:
    code = _STATUS_CODES.get(exc.status_code, "validation-failed" if exc.status_code < 500 else "internal-error")
    detail = exc.detail if exc.status_code < 500 else None
    if code == "validation-failed" and getattr(exc, "extra", None):
        detail = f"{exc.detail}: {_describe(exc.extra)}"
    headers = dict(exc.headers or {})
    if exc.status_code == 429:
        headers.setdefault("Retry-After", headers.get("RateLimit-Reset", "1"))
    if limits is not None and exc.status_code == 413:
        detail = f"The body is larger than the {limits.max_body_bytes} bytes this server accepts."
    if limits is not None and exc.status_code == 429:
        count, _, unit = limits.rate_limit.partition("/")
        detail = (
            f"This client sent more than {count.strip()} requests per {unit.strip() or 'minute'}; "
            f"retry in {headers['Retry-After']} s."
        )
    return problem(code, detail, headers=headers)


def _from_redis(_exc: RedisError) -> ProblemDetailsException:
    return problem("store-unavailable", None, headers={"Retry-After": "1"})


def _from_unknown_outcome(_exc: OutcomeUnknown) -> ProblemDetailsException:
    return problem(
        "outcome-unknown",
        "The store did not answer after the move was sent. Retry with the same Idempotency-Key (the first "
        "answer comes back if it was applied), or read the game to see whether it was.",
        headers={"Retry-After": "1"},
    )


def _describe(extra: Any) -> str:
    if isinstance(extra, list):
        return "; ".join(str(item.get("message", item)) if isinstance(item, dict) else str(item) for item in extra)
    return str(extra)


def internal_error_handler(request: Request, exc: Exception):
    """Anything unexpected: log it, answer a problem without a stack trace."""
    log.error("unhandled error", exc_info=exc, extra={"path": request.url.path})
    return problem("internal-error", None).to_response(request)


def problem_details_plugin(limits: Settings | None = None) -> ProblemDetailsPlugin:
    """One map from every exception a request can raise to its problem; `limits` names the 413 and 429 limits."""
    return ProblemDetailsPlugin(
        ProblemDetailsConfig(
            enable_for_all_http_exceptions=True,
            exception_to_problem_detail_map={
                ApiError: _from_api_error,
                IllegalMove: _from_illegal_move,
                InvalidConfig: _from_invalid_config,
                HTTPException: lambda exc: _from_http(exc, limits),
                RedisError: _from_redis,
                OutcomeUnknown: _from_unknown_outcome,
            },
        )
    )
