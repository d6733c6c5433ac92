"""Fuzz the running server against its own contract with every built-in schemathesis check.

One test a game (its seventeen operations) and one for the shared endpoints, so that the test workers share the
fuzzing between them instead of one worker running all of it.
"""

from __future__ import annotations

import itertools
import os
import re
from pathlib import Path

import httpx
import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.config import SchemathesisConfig

from domain.registry import GAMES

GAME_ID = re.compile(r"[A-Za-z0-9_-]{22}")
ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = int(os.environ.get("YULETIDE_SCHEMATHESIS_EXAMPLES", "100"))


@pytest.fixture(scope="session")
def api_schema(live_server: str):
    """The served contract, with a hook that points half the generated game ids at games that exist."""
    catalog = httpx.get(f"{live_server}/v1/games").json()["games"]
    real: dict[str, str] = {}
    for entry in catalog:
        seats = [{"kind": "human"}] * entry["min_seats"]
        created = httpx.post(f"{live_server}/v1/{entry['slug']}/games", json={"seats": seats, "seed": 1})
        assert created.status_code == 201, created.text
        real[entry["slug"]] = created.json()["game_id"]
    config = SchemathesisConfig.from_path(ROOT / "schemathesis.toml")
    loaded = schemathesis.openapi.from_url(f"{live_server}/schema/openapi.json", config=config)
    turn = itertools.count()

    @loaded.hook
    def map_path_parameters(ctx, path_parameters):
        # Only a generated id that is already valid is swapped, so negative cases stay negative.
        generated = (path_parameters or {}).get("game_id")
        if isinstance(generated, str) and GAME_ID.fullmatch(generated) and next(turn) % 2 == 0:
            slug = ctx.operation.path.split("/")[2]
            if slug in real:
                path_parameters["game_id"] = real[slug]
        return path_parameters

    return loaded


schema = schemathesis.pytest.from_fixture("api_schema")


def _fuzz(lazy) -> object:
    @lazy.parametrize()
    @settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))
    def test(case) -> None:
        case.call_and_validate()

    return test


for _slug in GAMES:
    globals()[f"test_{_slug.replace('-', '_')}_keeps_its_contract"] = _fuzz(schema.include(path_regex=f"^/v1/{_slug}/"))

test_the_shared_endpoints_keep_their_contract = _fuzz(
    schema.exclude(path_regex="^/v1/(" + "|".join(re.escape(slug) for slug in GAMES) + ")/")
)
