"""The contract is readable without the source: every field described, names a code generator can use,
a component catalog per game that every id in a view, move or event points into."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import msgspec
import pytest
from litestar.testing import TestClient

from domain.kit import GameBase
from domain.registry import GAMES
from service.cli import CONTRACT
from service.http.describe import undescribed

ROOT = Path(__file__).resolve().parents[2]
DOCUMENT = json.loads((ROOT / CONTRACT).read_text())
SCHEMAS = DOCUMENT["components"]["schemas"]
READABLE = re.compile(r"^[A-Z][A-Za-z0-9]*$")


def test_every_property_of_every_schema_is_described() -> None:
    missing = undescribed(DOCUMENT)
    assert missing == [], f"{len(missing)} properties have no description, first: {missing[:20]}"


def test_an_undescribed_field_is_reported() -> None:
    document = {"components": {"schemas": {"Thing": {"properties": {"a": {"description": "A."}, "b": {}}}}}}
    assert undescribed(document) == ["Thing.b"]


def test_schema_names_are_readable_type_names() -> None:
    dotted = [name for name in SCHEMAS if not READABLE.match(name)]
    assert dotted == []
    refs = re.findall(r'"#/components/schemas/([^"]+)"', json.dumps(DOCUMENT))
    assert set(refs) <= set(SCHEMAS), "a reference names a schema that is not there"


def test_every_schema_is_titled_with_its_own_name() -> None:
    """Code generators name their types by title: a title shared by two schemas loses one of them."""
    assert all(schema["title"] == name for name, schema in SCHEMAS.items())


def test_no_construct_a_code_generator_refuses() -> None:
    text = json.dumps(DOCUMENT)
    assert '"items": false' not in text, "a fixed-length array closed by a boolean schema"
    defaults = re.findall(r'"default": \{', text)
    assert defaults == [], "an object as a default value"


def _catalog_refs(node: Any) -> list[str]:
    found = []
    if isinstance(node, dict):
        if "x-catalog" in node:
            found.append(node["x-catalog"])
        for value in node.values():
            found += _catalog_refs(value)
    elif isinstance(node, list):
        for value in node:
            found += _catalog_refs(value)
    return found


def _reachable(name: str, seen: set[str]) -> set[str]:
    if name in seen:
        return seen
    seen.add(name)
    for ref in re.findall(r'"#/components/schemas/([^"]+)"', json.dumps(SCHEMAS[name])):
        _reachable(ref, seen)
    return seen


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_every_id_in_a_game_points_into_its_catalog(slug: str) -> None:
    paths = DOCUMENT["paths"]
    catalog_ref = paths[f"/v1/{slug}/components"]["get"]["responses"]["200"]["content"]["application/json"]
    catalog = SCHEMAS[catalog_ref["schema"]["$ref"].rsplit("/", 1)[-1]]
    lists = set(catalog["properties"])
    used: set[str] = set()
    for path, item in paths.items():
        if path.startswith(f"/v1/{slug}/games"):
            for name in re.findall(r'"#/components/schemas/([^"]+)"', json.dumps(item)):
                for schema in _reachable(name, set()):
                    used.update(_catalog_refs(SCHEMAS[schema]))
    assert used <= lists, f"ids point into {used - lists}, which the catalog does not list"


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_every_game_labels_its_moves_and_tells_its_events(slug: str) -> None:
    game = GAMES[slug]
    assert type(game).label is not GameBase.label
    assert type(game).text is not GameBase.text
    assert isinstance(game.catalog, msgspec.Struct)


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_the_component_catalog_is_served_as_the_contract_types_it(client: TestClient, slug: str) -> None:
    answer = client.get(f"/v1/{slug}/components")
    assert answer.status_code == 200
    assert answer.json() == msgspec.json.decode(msgspec.json.encode(GAMES[slug].catalog))
    body = answer.json()
    assert body and all(isinstance(value, list) and value for value in body.values()), "an empty catalog list"


def test_answers_require_every_field_and_request_bodies_keep_their_defaults_optional() -> None:
    view = SCHEMAS["BlinkGameView"]
    assert sorted(view["required"]) == sorted(view["properties"]), "the server always sends every view field"
    play = SCHEMAS["BlinkPlay"]
    assert "blink" in play["properties"] and "blink" not in play["required"], "a move may leave out a default"
    assert "instance" not in SCHEMAS["Problem"]["required"]
