"""Delivering a notice: the host is resolved once per try, checked, and the POST goes to that very address."""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import logging
import socket
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from ipaddress import ip_address
from typing import Any

import httpx
import pytest

from service.live import notify
from service.live.notify import NotTaken, deliver_once, post
from service.support.origins import Refused, check
from service.support.settings import Settings
from service.store.records import NotifyTarget
from tests.service.helpers import SECRET, free_port

BODY = b'{"game_id": "g", "version": 1}'
REAL_GETADDRINFO = socket.getaddrinfo


class Listener:
    """A receiver bound to one loopback address, recording each POST and answering `status`."""

    def __init__(self, host: str, port: int, status: int = 204) -> None:
        self.received: list[tuple[dict[str, str], bytes]] = []
        self.status = status
        listener = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 (http.server's name)
                body = self.rfile.read(int(self.headers["Content-Length"]))
                listener.received.append((dict(self.headers), body))
                self.send_response(listener.status)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *_args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer((host, port), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def port() -> int:
    return free_port()


@pytest.fixture
def loopback(port: int) -> Iterator[Listener]:
    listener = Listener("127.0.0.1", port)
    yield listener
    listener.close()


@pytest.fixture
def other_loopback(port: int) -> Iterator[Listener]:
    """A second receiver on the same port of another loopback address: where a rebinding name would lead."""
    listener = Listener("127.0.0.2", port)
    yield listener
    listener.close()


def resolving(monkeypatch: pytest.MonkeyPatch, name: str, *answers: str) -> list[str]:
    """`name` resolves to answers[0] the first time, answers[1] the next, and so on (the last one after
    that); other names resolve as usual. Returns the names looked up, in order."""
    asked: list[str] = []

    def getaddrinfo(host: Any, port: Any, *args: Any, **kwargs: Any) -> Any:
        asked.append(host)
        if host != name:
            return REAL_GETADDRINFO(host, port, *args, **kwargs)
        address = answers[min(asked.count(name), len(answers)) - 1]
        return [(socket.AF_INET, socket.SOCK_STREAM, 6, "", (address, port))]

    monkeypatch.setattr(socket, "getaddrinfo", getaddrinfo)
    return asked


def test_a_name_that_resolves_to_loopback_is_refused_unless_an_entry_names_the_address(
    monkeypatch: pytest.MonkeyPatch, port: int, loopback: Listener
) -> None:
    resolving(monkeypatch, "hooks.example.test", "127.0.0.1")
    where = NotifyTarget(url=f"http://hooks.example.test:{port}/hook", secret=SECRET)
    by_name = (f"http://hooks.example.test:{port}/",)
    with pytest.raises(Refused, match="127.0.0.1, a loopback address"):
        deliver_once(where, BODY, "g-1", by_name)
    assert loopback.received == []

    deliver_once(where, BODY, "g-1", (*by_name, f"http://127.0.0.1:{port}/"))
    [(headers, body)] = loopback.received
    assert body == BODY
    assert headers["Host"] == f"hooks.example.test:{port}", "the name goes in Host while the address is dialled"
    expected = "sha256=" + hmac.new(SECRET.encode(), BODY, hashlib.sha256).hexdigest()
    assert hmac.compare_digest(headers[notify.SIGNATURE_HEADER], expected)
    assert headers[notify.DELIVERY_HEADER] == "g-1"


def test_a_name_that_resolves_elsewhere_after_the_check_still_reaches_only_the_checked_address(
    monkeypatch: pytest.MonkeyPatch, port: int, loopback: Listener, other_loopback: Listener
) -> None:
    asked = resolving(monkeypatch, "rebind.example.test", "127.0.0.1", "127.0.0.2")
    allow = (f"http://rebind.example.test:{port}/", f"http://127.0.0.1:{port}/")
    where = NotifyTarget(url=f"http://rebind.example.test:{port}/hook", secret=SECRET)
    deliver_once(where, BODY, "g-1", allow)
    assert len(loopback.received) == 1
    assert other_loopback.received == [], "the POST went to an address that was never checked"
    assert asked.count("rebind.example.test") == 1, "one try resolves the name once"
    # The next try resolves again, and now finds an address nobody allowed.
    with pytest.raises(Refused, match="127.0.0.2"):
        deliver_once(where, BODY, "g-2", allow)
    assert other_loopback.received == [] and len(loopback.received) == 1


def test_a_stored_webhook_is_checked_again_against_todays_allow_list(port: int, loopback: Listener) -> None:
    where = NotifyTarget(url=f"http://127.0.0.1:{port}/hooks/x", secret=SECRET)
    with pytest.raises(Refused, match="no YULETIDE_NOTIFY_ALLOW entry covers"):
        deliver_once(where, BODY, "g-1", (f"http://127.0.0.1:{port}/other/",))
    # Kept under the old prefix rules, a '..' URL is never called.
    escaping = NotifyTarget(url=f"http://127.0.0.1:{port}/hooks/../escape", secret=SECRET)
    with pytest.raises(Refused, match=r"'\.\.' segment"):
        deliver_once(escaping, BODY, "g-1", (f"http://127.0.0.1:{port}/hooks/",))
    assert loopback.received == []
    deliver_once(where, BODY, "g-1", (f"http://127.0.0.1:{port}/hooks",))
    assert len(loopback.received) == 1


def test_https_dials_the_checked_address_with_the_name_in_host_and_sni() -> None:
    seen: list[httpx.Request] = []

    def answer(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(204)

    allow = ("https://push.example.net:8443/", "https://hooks.example.org/")
    post(check("https://push.example.net:8443/a?b=1", allow), [ip_address("93.184.216.34")], SECRET, BODY, "g-1",
         transport=httpx.MockTransport(answer))
    post(check("https://hooks.example.org/a", allow), [ip_address("2606:4700::1111")], SECRET, BODY, "g-1",
         transport=httpx.MockTransport(answer))
    first, second = seen
    assert str(first.url) == "https://93.184.216.34:8443/a?b=1"
    assert first.headers["Host"] == "push.example.net:8443"
    assert first.extensions["sni_hostname"] == "push.example.net", "the certificate is checked for the name"
    assert str(second.url) == "https://[2606:4700::1111]/a"
    assert second.headers["Host"] == "hooks.example.org"
    assert second.extensions["sni_hostname"] == "hooks.example.org"


def test_a_try_moves_on_to_the_next_address_only_when_nothing_was_sent() -> None:
    dialled: list[str] = []

    def refuse_first(request: httpx.Request) -> httpx.Response:
        dialled.append(request.url.host)
        if request.url.host == "93.184.216.34":
            raise httpx.ConnectError("connection refused", request=request)
        return httpx.Response(204)

    hook = check("https://hooks.example.org/a", ("https://hooks.example.org/",))
    found = [ip_address("93.184.216.34"), ip_address("93.184.216.35")]
    post(hook, found, SECRET, BODY, "g-1", transport=httpx.MockTransport(refuse_first))
    assert dialled == ["93.184.216.34", "93.184.216.35"]

    def time_out(request: httpx.Request) -> httpx.Response:
        dialled.append(request.url.host)
        raise httpx.ReadTimeout("timed out", request=request)

    dialled.clear()
    with pytest.raises(NotTaken, match="ReadTimeout"):
        post(hook, found, SECRET, BODY, "g-1", transport=httpx.MockTransport(time_out))
    assert dialled == ["93.184.216.34"], "a notice that may have been sent is not sent again at once"

    with pytest.raises(NotTaken, match="answered 302"):
        post(hook, found, SECRET, BODY, "g-1", transport=httpx.MockTransport(
            lambda request: httpx.Response(302, headers={"Location": "http://169.254.169.254/"})
        ))


def notices(caplog: pytest.LogCaptureFixture) -> list[logging.LogRecord]:
    return [record for record in caplog.records if record.name == "yuletide.notify"]


def test_each_failed_try_of_the_embedded_server_is_one_warning_line_without_a_traceback(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture, port: int, loopback: Listener
) -> None:
    monkeypatch.setattr(notify, "RETRY_INTERVALS", (0, 0))
    loopback.status = 500
    notifier = notify.InProcessNotifier(Settings(notify_allow=(f"http://127.0.0.1:{port}/",)))
    where = NotifyTarget(url=f"http://127.0.0.1:{port}/hook", secret=SECRET)
    with caplog.at_level(logging.INFO):
        asyncio.run(notifier.deliver(where, BODY, "g-1"))
    assert len(loopback.received) == 3
    warnings = notices(caplog)
    assert [record.levelno for record in warnings] == [logging.WARNING] * 3, caplog.text
    assert all(record.exc_info is None and not record.exc_text for record in warnings)
    assert "answered 500" in warnings[0].getMessage() and "2 more tries" in warnings[0].getMessage()
    assert "given up" in warnings[-1].getMessage()
    assert [record for record in caplog.records if record.levelno >= logging.ERROR] == []


def test_a_refused_delivery_is_one_warning_and_is_not_tried_again(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture, port: int, loopback: Listener
) -> None:
    monkeypatch.setattr(notify, "RETRY_INTERVALS", (0, 0))
    asked = resolving(monkeypatch, "hooks.example.test", "127.0.0.1")
    notifier = notify.InProcessNotifier(Settings(notify_allow=(f"http://hooks.example.test:{port}/",)))
    where = NotifyTarget(url=f"http://hooks.example.test:{port}/hook", secret=SECRET)
    with caplog.at_level(logging.INFO):
        asyncio.run(notifier.deliver(where, BODY, "g-1"))
    assert loopback.received == []
    assert asked.count("hooks.example.test") == 1
    [warning] = notices(caplog)
    assert warning.levelno == logging.WARNING and warning.exc_info is None
    assert "refused" in warning.getMessage() and "loopback" in warning.getMessage()
