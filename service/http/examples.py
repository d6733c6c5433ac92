"""The contract's examples: kept in `examples.json` beside this module, put into the document by `contract()`.

They are written by `yuletide openapi` from seeded games played through the server itself
(`service/http/capture.py`), so they stay true when the code changes; problem examples come from the table of
refusals.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from service.usecases.errors import PROBLEMS

EXAMPLES_FILE = Path(__file__).with_name("examples.json")


def first_message(text: str) -> dict[str, Any]:
    """The stream's first server-sent event as the contract describes one: its `id`, `event` and `data` fields."""
    fields: dict[str, Any] = {}
    for line in text.split("\n\n", 1)[0].splitlines():
        name, _, value = line.partition(": ")
        if name in ("id", "event", "data"):
            fields[name] = value
    return fields


def problem_example(code: str) -> dict[str, Any]:
    """The answer of a refusal with this code, as the problem-details plugin writes it."""
    status, title = PROBLEMS[code]
    return {"type": f"urn:yuletide:problem:{code}", "title": title, "status": status, "detail": title, "code": code}


def load() -> dict[str, Any]:
    """The committed examples (empty before the first `yuletide openapi`)."""
    if not EXAMPLES_FILE.exists():
        return {}
    return json.loads(EXAMPLES_FILE.read_text())


def dump(examples: dict[str, Any]) -> str:
    return json.dumps(examples, indent=1, sort_keys=True, ensure_ascii=False) + "\n"
