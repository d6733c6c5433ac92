"""Soaks reuse the worker fixtures."""

from tests.workers.conftest import client, env  # noqa: F401
