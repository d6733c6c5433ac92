"""Request ids: taken from `X-Request-ID` (or made), echoed on the answer, put on every log line."""

from __future__ import annotations

import contextvars
import logging
import re
import secrets


HEADER = "x-request-id"
_HEADER = HEADER.encode()
_VALID = re.compile(r"^[A-Za-z0-9._:-]{1,128}$")
current: contextvars.ContextVar[str | None] = contextvars.ContextVar("request_id", default=None)


def request_id_from(value: str | None) -> str:
    """The caller's id when it is a sane token, else a fresh one."""
    return value if value and _VALID.match(value) else secrets.token_hex(12)


class RequestIdFilter(logging.Filter):
    """Adds `request_id` to log records made while a request (or an AI job for one) runs."""

    def filter(self, record: logging.LogRecord) -> bool:
        if getattr(record, "request_id", None) is None:
            record.request_id = current.get()
        return True
