"""Golden playthroughs shared by the game tests: a seeded game played by the game's greedy bot, recorded as
JSON Lines and compared byte for byte with the file under tests/playthroughs/.

Set YULETIDE_REGENERATE_PLAYTHROUGHS=1 to rewrite the files on purpose after a deliberate rules change.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import msgspec

from tests.games.leaks import steps

FOLDER = Path(__file__).resolve().parents[1] / "playthroughs"


def record(
    game: Any,
    config: Any,
    players: int,
    seed: int,
    *,
    chunk: Callable[[Any], object],
    label: str = "turn",
    any_actor: bool = False,
    with_setup: bool = False,
    with_events: bool = False,
) -> bytes:
    """Play the seeded game with `game.bots["greedy"]` for every seat; one line each time `chunk(state)` changes.

    A line holds the chunk's number, the (seat, move) pairs played in it, optionally the events they caused,
    and every seat's view once it is over; the last line is the final score. The acting seat is the lowest
    actor, or one drawn among the actors with `any_actor` (races, where who answers matters).
    """
    state = game.setup(config, players, seed)
    lines: list[bytes] = []
    if with_setup:
        lines.append(msgspec.json.encode({"setup": [game.view(state, s) for s in range(players)]}))
    moves: list[tuple[int, object]] = []
    events: list[object] = []
    for before, seat, move, state, happened in steps(game, config, players, seed, "greedy", any_actor=any_actor):
        moves.append((seat, move))
        events += happened
        if chunk(state) != chunk(before) or game.is_finished(state):
            line: dict[str, object] = {label: len(lines) - with_setup, "moves": moves}
            if with_events:
                line["events"] = events
            line["views"] = [game.view(state, s) for s in range(players)]
            lines.append(msgspec.json.encode(line))
            moves, events = [], []
    lines.append(msgspec.json.encode({"score": game.score(state)}))
    return b"\n".join(lines) + b"\n"


def assert_matches_golden(name: str, recorded: bytes) -> None:
    """The recorded playthrough equals tests/playthroughs/<name> line for line (or rewrites it on purpose)."""
    path = FOLDER / name
    if os.environ.get("YULETIDE_REGENERATE_PLAYTHROUGHS") == "1":
        path.write_bytes(recorded)
    assert path.exists(), f"{name} is missing: run with YULETIDE_REGENERATE_PLAYTHROUGHS=1"
    golden = path.read_bytes().splitlines()
    for index, (want, got) in enumerate(zip(golden, recorded.splitlines())):
        assert got == want, f"{name}: line {index + 1} differs from the golden playthrough"
    assert len(recorded.splitlines()) == len(golden), f"{name}: the game ran to another length"
