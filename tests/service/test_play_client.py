"""The reference web client at /play: served by the package itself, under a policy of this server only."""

from __future__ import annotations

import json
import re

from litestar.testing import TestClient

from service.http.app import PLAY_ASSETS
from service.cli import CONTRACT


def test_play_serves_the_built_page_with_its_policy(client: TestClient) -> None:
    for path in ("/play", "/play/", "/play/?from=invitation"):
        page = client.get(path)
        assert page.status_code == 200, (path, page.status_code)
        assert page.headers["content-type"].startswith("text/html")
        assert page.text == (PLAY_ASSETS / "index.html").read_text()
        policy = page.headers["content-security-policy"]
        assert "default-src 'self'" in policy and "script-src 'self'" in policy and "connect-src 'self'" in policy
        assert page.headers["x-content-type-options"] == "nosniff"


def test_the_page_loads_only_files_this_server_has(client: TestClient) -> None:
    page = client.get("/play/").text
    references = re.findall(r"""(?:src|href)\s*=\s*["']([^"']+)["']""", page)
    assert any(ref.endswith(".js") for ref in references) and any(ref.endswith(".css") for ref in references)
    for reference in references:
        assert reference.startswith("/play/"), reference
        answer = client.get(reference)
        assert answer.status_code == 200, reference
        assert answer.content == (PLAY_ASSETS / reference.removeprefix("/play/")).read_bytes()
    script = client.get(next(ref for ref in references if ref.endswith(".js"))).text
    assert "http://" not in script.replace("http://www.w3.org", "") and "https://" not in script


def test_play_is_not_part_of_the_contract_and_a_missing_file_is_a_404(client: TestClient) -> None:
    paths = json.loads(CONTRACT.read_text())["paths"]
    assert not [path for path in paths if path.startswith("/play")]
    assert client.get("/play/assets/nothing-here.js").status_code == 404


def test_the_clients_files_and_the_contract_go_gzipped_and_game_answers_as_they_are(client: TestClient) -> None:
    """Large files that are the same for everyone are compressed for a browser that accepts gzip; a game's own
    answers and streams never wait for a compressor."""
    page = client.get("/play/").text
    script = next(ref for ref in re.findall(r"""src\s*=\s*["']([^"']+)["']""", page) if ref.endswith(".js"))
    for path, original in ((script, (PLAY_ASSETS / script.removeprefix("/play/")).read_bytes()),
                           ("/schema/openapi.json", None)):
        answer = client.get(path, headers={"Accept-Encoding": "gzip"})
        assert answer.status_code == 200, path
        assert answer.headers["content-encoding"] == "gzip", path
        assert int(answer.headers["content-length"]) < len(answer.content) / 3, path  # sent compressed, read whole
        if original is not None:
            assert answer.content == original
    created = client.post("/v1/xmas-sweater/games", json={"seats": [{"kind": "human"}]}, headers={"Accept-Encoding": "gzip"})
    assert created.status_code == 201
    assert "content-encoding" not in created.headers
    assert "content-encoding" not in client.get("/v1/games", headers={"Accept-Encoding": "gzip"}).headers
