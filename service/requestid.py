"""Request ids: taken from `X-Request-ID` (or made), echoed on the answer, put on every log line."""

from __future__ import annotations

import contextvars
import logging
import re
import secrets

from litestar.datastructures import MutableScopeHeaders
from litestar.middleware import ASGIMiddleware
from litestar.types import ASGIApp, Message, Receive, Scope, Send

HEADER = "x-request-id"
_VALID = re.compile(r"^[A-Za-z0-9._:-]{1,128}$")
current: contextvars.ContextVar[str | None] = contextvars.ContextVar("request_id", default=None)


def request_id_from(value: str | None) -> str:
    """The caller's id when it is a sane token, else a fresh one."""
    return value if value and _VALID.match(value) else secrets.token_hex(12)


class RequestIdMiddleware(ASGIMiddleware):
    """Binds a request id to the request's context and answers it in `X-Request-ID`."""

    scopes = ("http",)  # type: ignore[assignment]

    async def handle(self, scope: Scope, receive: Receive, send: Send, next_app: ASGIApp) -> None:
        headers = dict(scope.get("headers", []))
        request_id = request_id_from(headers.get(HEADER.encode(), b"").decode("latin-1") or None)
        token = current.set(request_id)

        async def send_with_id(message: Message) -> None:
            if message["type"] == "http.response.start":
                MutableScopeHeaders.from_message(message)[HEADER] = request_id
            await send(message)

        try:
            await next_app(scope, receive, send_with_id)
        finally:
            current.reset(token)


class RequestIdFilter(logging.Filter):
    """Adds `request_id` to log records made while a request (or an AI job for one) runs."""

    def filter(self, record: logging.LogRecord) -> bool:
        if getattr(record, "request_id", None) is None:
            record.request_id = current.get()
        return True
