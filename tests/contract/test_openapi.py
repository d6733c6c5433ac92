"""The committed contract is the code's contract, and the server serves exactly that document."""

from __future__ import annotations

import json
from pathlib import Path

from litestar.testing import TestClient

from service.cli import CONTRACT, main, render_contract

ROOT = Path(__file__).resolve().parents[2]


def test_the_committed_contract_matches_the_code() -> None:
    assert (ROOT / CONTRACT).read_text() == render_contract(), "run `yuletide openapi` and commit the result"


def test_openapi_check_fails_when_the_contract_drifts(tmp_path: Path) -> None:
    target = tmp_path / "openapi.json"
    target.write_text(render_contract().replace("Yuletide", "Drifted", 1))
    assert main(["openapi", "--check", "--output", str(target)]) == 1
    assert main(["openapi", "--output", str(target)]) == 0
    assert main(["openapi", "--check", "--output", str(target)]) == 0


def test_the_served_contract_is_the_committed_one_and_has_a_docs_ui(client: TestClient) -> None:
    served = client.get("/schema/openapi.json")
    assert served.status_code == 200
    assert served.json() == json.loads((ROOT / CONTRACT).read_text())
    assert "swagger" in client.get("/schema").text.lower()


def test_every_operation_has_an_explicit_id_and_documents_its_problems() -> None:
    document = json.loads((ROOT / CONTRACT).read_text())
    ids = [op["operationId"] for path in document["paths"].values() for op in path.values()]
    assert len(ids) == len(set(ids))
    for path, item in document["paths"].items():
        for operation in item.values():
            if path.startswith("/v1/"):
                problems = [status for status in operation["responses"] if status >= "400"]
                assert problems, f"{operation['operationId']} documents no problem answer"
                for status in problems:
                    assert "application/problem+json" in operation["responses"][status]["content"]


def test_move_unions_carry_a_discriminator_and_forbid_unknown_fields() -> None:
    document = json.loads((ROOT / CONTRACT).read_text())
    schemas = document["components"]["schemas"]
    for path, item in document["paths"].items():
        if path.endswith("/moves"):
            body = item["post"]["requestBody"]["content"]["application/json"]["schema"]
            union = body if "oneOf" in body or "anyOf" in body else schemas[body["$ref"].rsplit("/", 1)[-1]]
            if "oneOf" not in union and "anyOf" not in union:
                # A game with a single kind of move: the move itself, which still refuses unknown fields.
                single = schemas[union["$ref"].rsplit("/", 1)[-1]] if "$ref" in union else union
                assert single.get("additionalProperties") is False, path
                continue
            assert union["discriminator"]["propertyName"] == "type", path
            for choice in union.get("oneOf", union.get("anyOf", [])):
                target = schemas[choice["$ref"].rsplit("/", 1)[-1]]
                assert target.get("additionalProperties") is False, choice["$ref"]


def test_every_catalog_entry_names_its_options_schema_as_the_contract_does(client: TestClient) -> None:
    schemas = json.loads(CONTRACT.read_text())["components"]["schemas"]
    entries = client.get("/v1/games").json()["games"]
    assert entries
    for entry in entries:
        reference = entry["options_schema"]
        assert reference.startswith("#/components/schemas/"), reference
        assert reference.removeprefix("#/components/schemas/") in schemas, (entry["slug"], reference)
