"""Soaks reuse the worker fixtures."""

from tests.workers.test_ai_workers import client, env  # noqa: F401
