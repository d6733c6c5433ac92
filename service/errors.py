"""Every failure a client can cause, as an RFC 9457 problem with a stable `code` (DESIGN section 2)."""

from __future__ import annotations

import logging
from typing import Any

import msgspec
from litestar import Request
from litestar.exceptions import HTTPException
from litestar.plugins.problem_details import ProblemDetailsConfig, ProblemDetailsException, ProblemDetailsPlugin
from redis.exceptions import RedisError

from domain.contract import IllegalMove, InvalidConfig
from service.settings import Settings

log = logging.getLogger("yuletide")

# code -> (HTTP status, title). Rule refusals are all 409: the request was well formed but the game
# is not in a state that allows it.
PROBLEMS: dict[str, tuple[int, str]] = {
    "validation-failed": (400, "The request is not valid"),
    "invalid-token": (401, "The seat token is missing or not valid for this game"),
    "not-found": (404, "No such resource"),
    "game-not-found": (404, "No such game"),
    "method-not-allowed": (405, "Method not allowed"),
    "not-your-turn": (409, "The game is not waiting for this seat"),
    "illegal-move": (409, "The move is not legal now"),
    "too-late": (409, "Another move was applied first"),
    "game-finished": (409, "The game is over"),
    "version-mismatch": (412, "The game has moved on since the version you sent"),
    "body-too-large": (413, "The request body is too large"),
    "unsupported-media-type": (415, "Send application/json"),
    "idempotency-key-reused": (422, "This Idempotency-Key was used with another request"),
    "rate-limited": (429, "Too many requests"),
    "internal-error": (500, "Internal error"),
    "store-unavailable": (503, "The game store is not reachable; try again shortly"),
}

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


class Problem(msgspec.Struct, kw_only=True):
    """The problem+json body every error answer has."""

    type: str
    title: str
    status: int
    code: str
    detail: str | None = None
    instance: str | None = None


class ApiError(Exception):
    """A failure with one of the stable codes above."""

    def __init__(self, code: str, detail: str, headers: dict[str, str] | None = None) -> None:
        super().__init__(detail)
        self.code = code
        self.detail = detail
        self.headers = headers or {}


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
            },
        )
    )
