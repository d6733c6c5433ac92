"""Request ids: taken from `X-Request-ID` (or made), echoed on the answer, put on every log line."""

from __future__ import annotations

import contextvars
import logging
import re
import secrets

from litestar.types import ASGIApp, Message, Receive, Scope, Send

HEADER = "x-request-id"
_HEADER = HEADER.encode()
_VALID = re.compile(r"^[A-Za-z0-9._:-]{1,128}$")
current: contextvars.ContextVar[str | None] = contextvars.ContextVar("request_id", default=None)


def request_id_from(value: str | None) -> str:
    """The caller's id when it is a sane token, else a fresh one."""
    return value if value and _VALID.match(value) else secrets.token_hex(12)


class RequestIdMiddleware:
    """Binds a request id to the request's context and answers it in `X-Request-ID`.

    Plain ASGI (Litestar builds it once per route with `RequestIdMiddleware(app=...)`): a request costs one scan
    of its header list and one header appended to the answer, nothing else.
    """

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        sent = None
        for name, value in scope["headers"]:
            if name == _HEADER:
                sent = value  # the last one, as a dict of the headers would keep
        request_id = request_id_from(sent.decode("latin-1") if sent else None)
        echoed = (_HEADER, request_id.encode("latin-1"))
        token = current.set(request_id)

        async def send_with_id(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = message.get("headers") or ()
                message["headers"] = [*(pair for pair in headers if pair[0].lower() != _HEADER), echoed]
            await send(message)

        try:
            await self.app(scope, receive, send_with_id)
        finally:
            current.reset(token)


class RequestIdFilter(logging.Filter):
    """Adds `request_id` to log records made while a request (or an AI job for one) runs."""

    def filter(self, record: logging.LogRecord) -> bool:
        if getattr(record, "request_id", None) is None:
            record.request_id = current.get()
        return True
