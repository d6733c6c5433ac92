"""Every failure a client can cause, with a stable `code`, its HTTP status and title (DESIGN section 2).

The use cases raise `ApiError`; the HTTP edge turns it into an RFC 9457 problem (`service.http.problems`).
"""

from __future__ import annotations

import msgspec

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
