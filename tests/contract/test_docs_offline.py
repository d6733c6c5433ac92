"""The docs UI at /schema draws every operation in a real browser with no host but the server's own."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path
from urllib.parse import urlsplit

import httpx
import pytest

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")

# CI installs chromium (.ci/run), so there a missing browser is a failure; locally the test is skipped.
if CHROMIUM is None and os.environ.get("CI"):
    pytest.fail("chromium is missing in CI: .ci/run should have installed it", pytrace=False)
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="needs chromium (apt-get install chromium)")


def render(url: str, workdir: Path) -> tuple[str, list[dict]]:
    """The DOM chromium builds for `url` after its scripts ran, and the requests it made on the way."""
    netlog = workdir / "netlog.json"
    command = [
        CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        f"--user-data-dir={workdir / 'profile'}",
        # Every name but the loopback address fails to resolve: nothing can load from anywhere else.
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
        f"--log-net-log={netlog}",
        "--virtual-time-budget=15000", "--dump-dom", url,
    ]
    done = subprocess.run(command, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    log = json.loads(netlog.read_text())
    kinds = {number: name for name, number in log["constants"]["logEventTypes"].items()}
    requests = [
        event["params"] for event in log["events"]
        if kinds.get(event["type"]) == "URL_REQUEST_START_JOB" and "url" in event.get("params", {})
    ]
    return done.stdout, requests


def test_the_docs_page_names_only_files_the_server_serves(live_server: str) -> None:
    page = httpx.get(f"{live_server}/schema").text
    references = re.findall(r"""(?:src|href)\s*=\s*["']([^"']+)["']""", page)
    assert references, "the page loads no scripts or styles"
    for reference in references:
        assert reference.startswith("/") and not reference.startswith("//"), reference
        assert httpx.get(live_server + reference).status_code == 200, reference


def test_the_docs_ui_draws_the_operations_offline(live_server: str, tmp_path: Path) -> None:
    dom, requests = render(f"{live_server}/schema", tmp_path)
    # Swagger UI gives each operation it drew an element id of its tag and operationId.
    assert 'id="operations-xmas-sweater-xmasSweaterCreateGame"' in dom
    assert 'id="operations-catalog-listGames"' in dom
    origin = live_server.rstrip("/")
    from_the_page = [request["url"] for request in requests if request.get("initiator") == origin]
    assert f"{origin}/schema/assets/swagger-ui-bundle.js" in from_the_page
    others = [url for url in from_the_page if urlsplit(url).netloc != urlsplit(origin).netloc]
    assert not others, f"the page asked other hosts: {others}"
