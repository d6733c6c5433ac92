"""Schemathesis again, with every generated body made hostile: nested past the server's 64 levels, or every
string and number swapped for Unicode that looks like digits, runs right to left or is not printable.
The server must answer each with a documented problem (400 for all of these), never a 5xx.

Schemathesis checks each body it sends against the schema itself, in Python, so bodies here nest at most
200 levels; the bodies nested 900 and 5000 levels deep are sent by tests/service/test_bad_input.py.
"""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.config import SchemathesisConfig
from schemathesis.specs.openapi.checks import positive_data_acceptance

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = 6
DEPTHS = (65, 100, 200)
STRANGE = ("²", "٣٤", "𝟙𝟚", "\u202eevil", "\u0000", "🎄" * 40, "e\u0301\u0301\u0301", "\ufeff7", "Ⅻ", "-0")


def _nest(value: Any, depth: int) -> Any:
    for _ in range(depth):
        value = [value]
    return value


def _strange(value: Any, pick: itertools.count) -> Any:
    if isinstance(value, dict):
        return {key: _strange(item, pick) for key, item in value.items()}
    if isinstance(value, list):
        return [_strange(item, pick) for item in value]
    if isinstance(value, (bool, bytes)) or value is None:
        return value
    return STRANGE[next(pick) % len(STRANGE)]


@pytest.fixture(scope="session")
def hostile_schema(live_server: str):
    config = SchemathesisConfig.from_path(ROOT / "schemathesis.toml")
    loaded = schemathesis.openapi.from_url(f"{live_server}/schema/openapi.json", config=config)
    turn = itertools.count()
    pick = itertools.count()

    @loaded.hook
    def map_body(ctx, body):
        if isinstance(body, (bytes, str)):  # already raw (some coverage cases): sent as generated
            return body
        kind = next(turn) % 4
        if kind == 3:
            return _strange(body, pick)
        depth = DEPTHS[kind]
        if isinstance(body, dict) and body:
            key = sorted(body)[next(pick) % len(body)]
            return {**body, key: _nest(body[key], depth)}
        return _nest(body, depth)

    return loaded


# The decoding path is shared by every game: the two games with the richest bodies stand for all.
schema = schemathesis.pytest.from_fixture("hostile_schema").include(
    operation_id_regex="^(xmasSweater|christmasLights)(CreateGame|Act)$"
)


@schema.parametrize()
@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))
def test_hostile_bodies_get_a_documented_answer_never_a_server_error(case) -> None:
    # The bodies no longer fit the schema, so the one check that expects them accepted is left out.
    response = case.call_and_validate(excluded_checks=[positive_data_acceptance])
    assert response.status_code < 500, response.text
