"""The one middleware every routed request goes through: its request id and its request metrics.

Plain ASGI, built by Litestar once per route (`Edge(app=...)`) after routing, so `path_template` is known and the
metric series stay bounded. One layer with one `send` wrapper, not two: each layer costs every request an extra
call per ASGI message.
"""

from __future__ import annotations

import time

from litestar.types import ASGIApp, Message, Receive, Scope, Send

from service.support.metrics import NOT_COUNTED, http_metrics
from service.support.requestid import HEADER, current, request_id_from

_HEADER = HEADER.encode()


class Edge:
    """Binds a request id to the request's context and answers it in `X-Request-ID`; counts and times the request
    by method, route template and status (`/metrics` itself and unrouted paths are not counted).

    Per request: one scan of the header list, a context variable set and reset, one header appended to the
    answer, and the metric children looked up in a dict (never by label).
    """

    def __init__(self, app: ASGIApp) -> None:
        self.app = app
        self.metrics = http_metrics()

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
        path = scope.get("path_template")
        counted = path is not None and path != NOT_COUNTED
        method = scope["method"]
        status = 200

        async def send_answer(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                headers = message.get("headers") or ()
                message["headers"] = [*(pair for pair in headers if pair[0].lower() != _HEADER), echoed]
            await send(message)

        if not counted:
            try:
                await self.app(scope, receive, send_answer)
            finally:
                current.reset(token)
            return
        started = time.perf_counter()
        running = self.metrics.running(method, path)
        running.inc()
        try:
            await self.app(scope, receive, send_answer)
        finally:
            running.dec()
            current.reset(token)
            requests, duration, errors = self.metrics.answered(method, path, status)
            if errors is not None:
                errors.inc()
            requests.inc()
            duration.observe(time.perf_counter() - started)
