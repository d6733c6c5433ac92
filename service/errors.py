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
from service.support.settings import Settings
from service.store.games import OutcomeUnknown

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
    "game-not-finished": (409, "The game is not over yet"),
    "game-cancelled": (409, "The game was called off"),
    "seat-not-found": (404, "The game has no such seat"),
    "seat-taken": (409, "The seat is not open"),
    "seat-not-human": (409, "No person holds this seat"),
    "name-taken": (409, "Another seat of the game has that name"),
    "seat-held": (403, "A person holds this seat or it is reserved for one: the host cannot give it a token"),
    "invitation-invalid": (403, "The invitation code is missing or wrong for this seat"),
    "notify-url-not-allowed": (403, "This server does not send notifications to that address"),
    "hints-off": (403, "Hints are off at this game"),
    "version-mismatch": (412, "The game has moved on since the version you sent"),
    "body-too-large": (413, "The request body is too large"),
    "unsupported-media-type": (415, "Send application/json"),
    "idempotency-key-reused": (422, "This Idempotency-Key was used with another request"),
    "rate-limited": (429, "Too many requests"),
    "stream-limit": (429, "This client holds as many live streams as it may"),
    "internal-error": (500, "Internal error"),
    "store-unavailable": (503, "The game store is not reachable; try again shortly"),
    "too-many-streams": (503, "This server holds as many live streams as it can; retry shortly"),
    "outcome-unknown": (503, "The move was sent to the game store but no answer came back: it may have been applied"),
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
    """A URI naming the kind of problem (RFC 9457): `urn:yuletide:problem:<code>`."""
    title: str
    """A short summary of the kind of problem, the same for every occurrence of `code`."""
    status: int
    """The HTTP status of the answer, repeated in the body."""
    code: str
    """The stable, machine-readable reason: branch on this, never on `title` or `detail`."""
    detail: str | None = None
    """What went wrong with this request, in English, for a person; never a stack trace."""
    instance: str | None = None
    """The request path the problem occurred on."""


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
