"""Answers already encoded, kept per process: a seat's view and legal moves at one version of a game.

A game's version names its state and its record together (every write of either takes a new version), so
the view or the legal moves a seat gets at a version never change and never go stale. Keys carry the seat
(None for a spectator), so one seat's answer is never another's, and a quick answer tells a reader only that
the same seat's answer at that version was asked for before. Bounded, least recently used first out;
`YULETIDE_ANSWER_CACHE_ENTRIES` sets the bound and 0 turns it off.
"""

from __future__ import annotations

from typing import Literal

Kind = Literal["view", "moves"]
Key = tuple[Kind, str, int, int | None]


class Answers:
    """A bounded map from (kind, game id, version, seat) to the encoded answer."""

    def __init__(self, entries: int = 4096) -> None:
        self.entries = entries
        self._kept: dict[Key, bytes] = {}

    def get(self, kind: Kind, game_id: str, version: int, seat: int | None) -> bytes | None:
        """The answer kept for this key, now the most recently used; None when there is none."""
        key = (kind, game_id, version, seat)
        body = self._kept.pop(key, None)
        if body is not None:
            self._kept[key] = body
        return body

    def put(self, kind: Kind, game_id: str, version: int, seat: int | None, body: bytes) -> bytes:
        """Keep an answer (dropping the least recently used beyond the bound) and hand it back."""
        if self.entries > 0:
            self._kept[(kind, game_id, version, seat)] = body
            while len(self._kept) > self.entries:
                del self._kept[next(iter(self._kept))]
        return body
