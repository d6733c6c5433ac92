"""The locks that every install uses cover pyproject.toml's ranges: a range changed without `scripts/lock` fails."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[2]
PINNED = re.compile(r"^([A-Za-z0-9_.-]+)==(\S+) \\$", re.MULTILINE)


def _pins(lock: str) -> dict[str, str]:
    text = (ROOT / "requirements" / f"{lock}.lock").read_text()
    return {canonicalize_name(name): version for name, version in PINNED.findall(text)}


def _ranges(extra: str | None) -> list[Requirement]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    listed = list(project["dependencies"])
    if extra is not None:
        listed += project["optional-dependencies"][extra]
    return [Requirement(line) for line in listed]


@pytest.mark.parametrize(("lock", "extra"), [("serve", None), ("test", "test")])
def test_every_dependency_is_pinned_within_its_range(lock: str, extra: str | None) -> None:
    pins = _pins(lock)
    for requirement in _ranges(extra):
        name = canonicalize_name(requirement.name)
        assert name in pins, f"{requirement.name} is not in requirements/{lock}.lock: run scripts/lock"
        assert requirement.specifier.contains(pins[name], prereleases=True), (
            f"requirements/{lock}.lock pins {requirement.name}=={pins[name]} outside {requirement.specifier}"
        )


@pytest.mark.parametrize("lock", ["serve", "test"])
def test_every_pin_carries_hashes(lock: str) -> None:
    text = (ROOT / "requirements" / f"{lock}.lock").read_text()
    hashed = re.findall(r"^[A-Za-z0-9_.-]+==\S+ \\\n\s+--hash=sha256:[0-9a-f]{64}", text, re.MULTILINE)
    assert len(hashed) == len(_pins(lock)) > 0
