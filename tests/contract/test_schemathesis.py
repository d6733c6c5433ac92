"""Fuzz the running server against its own contract with every built-in schemathesis check.

One test a game (its seventeen operations) and one for the shared endpoints, so that the test workers share the
fuzzing between them instead of one worker running all of it. Most generated requests are pointed at real games
of the right game with real tokens (`tables.py`), so the fuzzing reaches past the front door: each test ends by
checking that every one of its operations answered something other than 401, 403 and 404 at least once. A short
stateful run per game follows the contract's links from create-game to the operations on the new game.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.auths import AuthContext, set_on_case
from schemathesis.config import SchemathesisConfig

from domain.registry import GAMES
from tests.contract.tables import Tables

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = int(os.environ.get("YULETIDE_SCHEMATHESIS_EXAMPLES", "50"))
# Stateful scenarios per game, and steps in each: enough to chain create, act, views and host actions.
SCENARIOS = max(EXAMPLES // 10, 5)
STEPS = 12
SHARED = "^/v1/(" + "|".join(re.escape(slug) for slug in GAMES) + ")/"


@pytest.fixture(scope="session")
def tables(live_server: str) -> Iterator[Tables]:
    """This server's real games, set up for each game the first time the fuzzing reaches it."""
    found = Tables(live_server, httpx.get(f"{live_server}/v1/games").json()["games"])
    yield found
    found.close()


def _arm(loaded: Any, tables: Tables) -> Any:
    """Hooks that point most generated requests of `loaded` at real games, with real tokens."""

    @loaded.auth(refresh_interval=None)
    class SeatAuth:
        """The seat token (or host token) of the real game a case names; a spectator now and then."""

        def get(self, case: Any, _context: AuthContext) -> str | None:
            return tables.credential(case)

        def set(self, case: Any, token: str, _context: AuthContext) -> None:
            if token:
                case.headers["Authorization"] = f"Bearer {token}"
            else:
                case.headers.pop("Authorization", None)

    @loaded.hook
    def map_case(_context: Any, case: Any) -> Any:
        # Generated game ids are swapped here, after auth ran: ask the auth provider again for the new game.
        before = case.path_parameters.get("game_id") if case.path_parameters else None
        tables.reach(case)
        if case.path_parameters and case.path_parameters.get("game_id") != before:
            set_on_case(case, AuthContext(operation=case.operation, app=None), None)
        return tables.legal_move(case)

    @loaded.hook
    def after_call(_context: Any, case: Any, response: Any) -> None:
        tables.record(case, response)

    return loaded


@pytest.fixture(scope="session")
def config() -> SchemathesisConfig:
    return SchemathesisConfig.from_path(ROOT / "schemathesis.toml")


@pytest.fixture(scope="session")
def api_schema(live_server: str, tables: Tables, config: SchemathesisConfig) -> Any:
    """The served contract, armed to reach real games."""
    return _arm(schemathesis.openapi.from_url(f"{live_server}/schema/openapi.json", config=config), tables)


@pytest.fixture(scope="session")
def contract_document(live_server: str) -> dict[str, Any]:
    return httpx.get(f"{live_server}/schema/openapi.json").json()


def _one_game(document: dict[str, Any], slug: str, base: str, config: SchemathesisConfig, tables: Tables) -> Any:
    """The contract of one game's operations alone (a state machine takes every operation of its schema)."""
    paths = {path: item for path, item in document["paths"].items() if path.startswith(f"/v1/{slug}/")}
    loaded = schemathesis.openapi.from_dict({**document, "paths": paths}, config=config)
    loaded.config.update(base_url=base)
    return _arm(loaded, tables)


schema = schemathesis.pytest.from_fixture("api_schema")


def _fuzz(lazy: Any, name: str, slug: str | None = None) -> Any:
    include = f"^/v1/{slug}/" if slug else None
    exclude = SHARED

    @lazy.parametrize()
    @settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))
    def fuzz(case: Any) -> None:
        case.call_and_validate()

    def test(
        request: pytest.FixtureRequest, api_schema: Any, tables: Tables, live_server: str,
        contract_document: dict[str, Any], config: SchemathesisConfig,
    ) -> None:
        fuzz(request=request)
        if slug is not None:  # a game's operations: chain them from create-game along the contract's links
            machine = _one_game(contract_document, slug, live_server, config, tables).as_state_machine()
            machine.run(settings=settings(
                max_examples=SCENARIOS, stateful_step_count=STEPS, deadline=None,
                suppress_health_check=list(HealthCheck),
            ))
        operations = [result.ok() for result in api_schema.get_all_operations()]
        labels = [
            operation.label for operation in operations
            if (re.search(include, operation.path) if include else not re.search(exclude or "", operation.path))
        ]
        stuck = tables.front_door_only(labels)
        assert not stuck, f"operations that never got past 401/403/404 (statuses seen): {stuck}"

    test.__name__ = name
    return test


for _slug in GAMES:
    _name = f"test_{_slug.replace('-', '_')}_keeps_its_contract_at_real_tables"
    globals()[_name] = _fuzz(schema.include(path_regex=f"^/v1/{_slug}/"), _name, _slug)

test_the_shared_endpoints_keep_their_contract = _fuzz(
    schema.exclude(path_regex=SHARED), "test_the_shared_endpoints_keep_their_contract"
)
