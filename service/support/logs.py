"""Structured logs: one JSON object per line, with whatever context a record carries."""

from __future__ import annotations

import json
import logging
import time

from service.support.requestid import RequestIdFilter

_STANDARD = set(vars(logging.makeLogRecord({}))) | {"color_message"}


class JsonFormatter(logging.Formatter):
    """Formats a record as JSON: time, level, logger, message, extra fields, exception text."""

    def format(self, record: logging.LogRecord) -> str:
        entry = {
            "time": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created)) + f".{int(record.msecs):03d}Z",
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
        }
        entry.update(
            {key: value for key, value in vars(record).items() if key not in _STANDARD and value is not None}
        )
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        return json.dumps(entry, default=str)


def configure_logging(level: str = "INFO") -> None:
    """Send every logger (ours, uvicorn's, RQ's) through the JSON formatter on stderr."""
    handler = logging.StreamHandler()
    handler.setFormatter(JsonFormatter())
    handler.addFilter(RequestIdFilter())
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level.upper())
    for name in ("uvicorn", "uvicorn.error", "uvicorn.access", "rq.worker"):
        logging.getLogger(name).handlers[:] = []
        logging.getLogger(name).propagate = True
