"""How much thinking the expert bot may do for one move."""

from __future__ import annotations

import msgspec


class Budget(msgspec.Struct, frozen=True, kw_only=True):
    """Stop the search after `iterations` playouts or `seconds` of wall-clock time, whichever comes first.

    The expert may stop sooner, once the heuristic's move is clearly ahead of the last rival left.

    The default time leaves headroom under the one-second p95 target for the last playout, the view
    and legal-move computation around the search, and a busy worker.
    """

    iterations: int = 128
    seconds: float = 0.75

    def __post_init__(self) -> None:
        if self.iterations < 1 or self.seconds <= 0:
            raise ValueError(f"an expert budget needs at least one iteration and some time: {self}")


DEFAULT_BUDGET = Budget()
