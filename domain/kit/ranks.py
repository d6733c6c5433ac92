"""Ranks after tie-breaks (G-9), one convention for every game."""

from __future__ import annotations

from collections.abc import Sequence


def shared_ranks(keys: Sequence[tuple]) -> list[int]:
    """Rank 1 is best; a seat's key sorts before every key that ranks below it; equal keys share a rank.

    Build each key best-first, as a sort would want it: for example `(-points, gift_boxes, empty_hearts)`
    when more points, then fewer boxes, then fewer empty hearts win.
    """
    return [1 + sum(1 for other in keys if other < key) for key in keys]
