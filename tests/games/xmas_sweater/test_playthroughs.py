"""Golden playthroughs: seeded games replayed under a fixed policy must match the recorded files.

Each file is JSON Lines: a header, then one line per roll with every seat's view (and the
spectator's) at the start of the roll, the moves played in it and the legal move count of every
seat after each move. Set YULETIDE_REGENERATE_PLAYTHROUGHS=1 to rewrite the files on purpose.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import msgspec
import pytest

from domain.games.xmas_sweater import GAME
from domain.games.xmas_sweater.moves import Write
from domain.games.xmas_sweater.state import XmasSweaterConfig as Config

FOLDER = Path(__file__).resolve().parents[2] / "playthroughs"
REGENERATE = os.environ.get("YULETIDE_REGENERATE_PLAYTHROUGHS") == "1"

CASES = {
    "xmas-sweater-solo-seed-11": (Config(), 1, 11),
    "xmas-sweater-variant-3p-seed-5": (Config(active_roller_variant=True), 3, 5),
}


def _views(state) -> dict[str, object]:
    """Every seat's view and the spectator's, without the printed layout (it never changes)."""
    views = {}
    for seat in [*range(state.players), None]:
        data = msgspec.to_builtins(GAME.view(state, seat))
        del data["layout"]
        views["spectator" if seat is None else str(seat)] = data
    return views


def _choose(rng: random.Random, moves: list) -> object:
    """The fixed policy: a random write when one is offered, else whatever is offered."""
    writes = [move for move in moves if isinstance(move, Write)]
    return rng.choice(writes or moves)


def record(config: Config, players: int, seed: int) -> list[bytes]:
    """Play the seeded game and return its lines."""
    rng = random.Random(seed)
    state = GAME.setup(config, players, seed)
    header = {
        "game": GAME.meta.slug,
        "config": msgspec.to_builtins(config),
        "players": players,
        "seed": seed,
        "layout": msgspec.to_builtins(GAME.view(state, None).layout),
    }
    lines = [msgspec.json.encode(header)]
    while not GAME.is_finished(state):
        roll = state.roll
        entry = {"roll": roll, "views": _views(state), "moves": []}
        while state.roll == roll and not GAME.is_finished(state):
            seat = min(GAME.actors(state))
            move = _choose(rng, GAME.legal_moves(state, seat))
            state, _ = GAME.apply(state, seat, move)
            counts = [len(GAME.legal_moves(state, s)) for s in range(players)]
            entry["moves"].append(
                {"seat": seat, "move": msgspec.to_builtins(move), "legal_moves_after": counts}
            )
        lines.append(msgspec.json.encode(entry))
    final = {"final_views": _views(state), "score": msgspec.to_builtins(GAME.score(state))}
    lines.append(msgspec.json.encode(final))
    return lines


@pytest.mark.parametrize("name", sorted(CASES))
def test_seeded_playthrough_matches_its_golden_file(name: str) -> None:
    path = FOLDER / f"{name}.txt"
    text = b"\n".join(record(*CASES[name])) + b"\n"
    if REGENERATE:
        path.write_bytes(text)
    assert path.exists(), f"{path.name} is missing: run with YULETIDE_REGENERATE_PLAYTHROUGHS=1"
    recorded = path.read_bytes().splitlines()
    for number, (got, want) in enumerate(zip(text.splitlines(), recorded, strict=False), start=1):
        assert got == want, f"{path.name} differs at line {number}"
    assert len(text.splitlines()) == len(recorded)
