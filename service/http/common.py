"""What the route modules share: reading headers, bodies, cursors and limits, and writing JSON answers."""

from __future__ import annotations

from typing import Any

import msgspec
from typing import Annotated

from litestar import HttpMethod, Request, Response, route
from litestar.params import Parameter
from litestar.status_codes import HTTP_304_NOT_MODIFIED

from service.usecases.play import etag
from service.usecases.budget import client_key
from service.usecases.errors import ApiError
from service.live.streams import cursor_position

JSON = "application/json"
GameIdParam = Annotated[str, Parameter(description="The game's id")]
EVENTS_PAGE_MAX = 500




def read(path: str, **options: Any) -> Any:
    """A read route: GET, and HEAD with the same status and headers but no body (RFC 9110 section 9.3.2)."""
    return route(path, http_method=[HttpMethod.GET, HttpMethod.HEAD], **options)


def header_values(request: Request, name: bytes) -> list[str]:
    """Every value of one request header (`name` in lower case), read off the raw header list."""
    return [value.decode("latin-1") for key, value in request.scope["headers"] if key.lower() == name]


def header(request: Request, name: bytes) -> str | None:
    """The first value of one request header (`name` in lower case), or None."""
    found = header_values(request, name)
    return found[0] if found else None


def bearer_token(request: Request) -> str | None:
    """The seat token from `Authorization: Bearer <token>`, or None for a spectator."""
    found = header_values(request, b"authorization")
    if not found:
        return None
    if len(found) > 1:
        raise ApiError("validation-failed", "Send one Authorization header, not several.")
    scheme, _, token = found[0].partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise ApiError("invalid-token", "Use `Authorization: Bearer <seat token>`.")
    return token.strip()


async def refuse_unknown_query(request: Request) -> None:
    """Query parameters a route does not declare are refused, not silently ignored."""
    if not request.scope["query_string"]:
        return
    allowed = request.route_handler.opt.get("query", ())
    unknown = sorted(set(request.query_params) - set(allowed))
    if unknown:
        raise ApiError("validation-failed", f"Unknown query parameter(s): {', '.join(unknown)}.")


# No request body of any game nests deeper than this; a deeper one is refused before it is read further.
MAX_NESTING = 64
TOO_DEEP = f"The body nests deeper than {MAX_NESTING} levels."


def _integral(value: Any, depth: int = 0) -> Any:
    """JSON Schema counts 1.0 as an integer; so do we (every other coercion stays refused)."""
    if depth > MAX_NESTING:
        raise ApiError("validation-failed", TOO_DEEP)
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, list):
        return [_integral(item, depth + 1) for item in value]
    if isinstance(value, dict):
        return {key: _integral(item, depth + 1) for key, item in value.items()}
    return value


def decode_body(request_body: bytes, target: Any) -> Any:
    """Strict decoding: wrong types and unknown fields are refused, never coerced."""
    try:
        decoded = _decode(request_body, target)
    except RecursionError as exc:  # msgspec's own nesting limit, reached on either read of the body
        raise ApiError("validation-failed", TOO_DEEP) from exc
    _require_tag(request_body, target)
    return decoded


def _require_tag(request_body: bytes, target: Any) -> None:
    """msgspec takes a tagged struct's tag as implied when the struct is decoded on its own (a game with one
    kind of move); the contract requires it, as it does in a union, so a body without it is refused."""
    config = getattr(target, "__struct_config__", None)
    if config is None or config.tag is None:
        return
    if config.tag_field not in msgspec.json.decode(request_body):  # a valid object: it was just decoded
        raise ApiError("validation-failed", f"Object missing required field `{config.tag_field}`.")


def _decode(request_body: bytes, target: Any) -> Any:
    try:
        return msgspec.json.decode(request_body, type=target, strict=True)
    except msgspec.ValidationError as exc:
        refusal = exc
    except msgspec.DecodeError as exc:
        raise ApiError("validation-failed", f"The body is not valid JSON: {exc}") from exc
    # A type error may be found before the JSON is read to its end: read it whole first.
    try:
        raw = msgspec.json.decode(request_body)
    except msgspec.DecodeError as exc:
        raise ApiError("validation-failed", f"The body is not valid JSON: {exc}") from exc
    try:
        # A float where an integer belongs may still be an integer by JSON Schema's reckoning.
        return msgspec.convert(_integral(raw), type=target, strict=True)
    except msgspec.ValidationError:
        raise ApiError("validation-failed", str(refusal)) from refusal


class Encoded(Response):
    """An answer whose body is already encoded, sent as it is.

    A plain `Response` is built, then converted into another object with its own header container, on every
    request; this one is its own ASGI answer, so Litestar's conversion hook hands it back as it is. A HEAD
    request gets the same status and headers, no body.
    """

    def __init__(self, body: bytes, status: int, headers: list[tuple[bytes, bytes]]) -> None:  # noqa: D107
        # Response.__init__ is not called: nothing here is read through its attributes.
        self.body, self.status, self.raw_headers, self.head = body, status, headers, False

    def to_asgi_response(self, *, request: Request, headers: dict[str, str] | None = None, **_: Any) -> Encoded:
        """Litestar's hook for an answer a handler returns; route-level headers join ours (none are set now)."""
        self.head = request.method == "HEAD"
        if headers:
            self.raw_headers += [(name.lower().encode("latin-1"), value.encode("latin-1")) for name, value in headers.items()]
        return self

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        await send({"type": "http.response.start", "status": self.status, "headers": self.raw_headers})
        await send({"type": "http.response.body", "body": b"" if self.head else self.body})


_JSON_TYPE = (b"content-type", JSON.encode())


def json_response(body: bytes, status: int = 200, headers: dict[str, str] | None = None) -> Response:
    """An answer whose body is already encoded, as JSON."""
    pairs = [_JSON_TYPE, (b"content-length", str(len(body)).encode())]
    if headers:
        pairs += [(name.lower().encode("latin-1"), value.encode("latin-1")) for name, value in headers.items()]
    return Encoded(body, status, pairs)


def not_modified(version: int) -> Response:
    """304 for a reader whose copy is current: the ETag, no body."""
    return Encoded(b"", HTTP_304_NOT_MODIFIED, [(b"etag", etag(version).encode())])


# The most digits a whole-number parameter may have: bounds the work of reading it, and keeps Python's limit on
# the digits of an int (4300) from turning a long one into a 500.
DIGITS_MAX = 20


def page_limit(raw: str | None) -> int:
    if raw is None:
        return 100
    if not (raw.isascii() and raw.isdigit() and len(raw) <= DIGITS_MAX) or not 1 <= int(raw) <= EVENTS_PAGE_MAX:
        raise ApiError("validation-failed", f"`limit` must be a whole number from 1 to {EVENTS_PAGE_MAX}.")
    return int(raw)


def is_cursor(raw: str) -> bool:
    """A Redis stream entry id: two decimal 64-bit numbers joined by "-" (each at most 20 digits)."""
    if len(raw) > 2 * DIGITS_MAX + 1 or not raw.isascii():
        return False
    first, sep, second = raw.partition("-")
    return bool(sep) and all(part.isdigit() and int(part) < 2**64 for part in (first, second))



def past_the_log(cursor: str, version: int) -> bool:
    """True when a cursor names a version the game has not reached: no event after it would ever be read, as every
    event id is `<version>-<n>` of the version that logged it."""
    return cursor_position(cursor)[0] > version


def client_address(request: Request) -> str:
    """Who the caller is for every per-client share (rate limit, AI budget, stream places): its address, the
    peer's or what a trusted proxy forwarded (YULETIDE_TRUSTED_PROXIES); an IPv6 address stands for its whole /64,
    which one subscriber usually holds, so a client cannot take a fresh share with each of its addresses."""
    client = request.client
    return client_key(client.host) if client else "unknown"
