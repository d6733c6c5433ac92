"""Tuple helpers for frozen states: a copy with one item changed or one item gone."""

from __future__ import annotations


def replace_at(values: tuple, index: int, value: object) -> tuple:
    """`values` with the item at `index` replaced by `value`."""
    return (*values[:index], value, *values[index + 1 :])


def without(values: tuple, item: object) -> tuple:
    """`values` less the first occurrence of `item`; ValueError, as from `tuple.index`, when it is absent."""
    at = values.index(item)
    return (*values[:at], *values[at + 1 :])
