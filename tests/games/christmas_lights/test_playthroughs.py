"""Golden playthroughs: seeded games played by the greedy bot, every seat's view recorded after each turn.

Set YULETIDE_REGENERATE_PLAYTHROUGHS=1 to rewrite the files on purpose after a deliberate rules change.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import msgspec
import pytest

from domain.games.christmas_lights import GAME
from domain.games.christmas_lights.bots import greedy
from domain.games.christmas_lights.state import ChristmasLightsConfig

FOLDER = Path(__file__).resolve().parents[2] / "playthroughs"
GAMES = [
    ("christmas-lights-2p.jsonl", 2, 3, ChristmasLightsConfig(first_seat=0)),
    ("christmas-lights-5p.jsonl", 5, 2, ChristmasLightsConfig(first_seat="random", max_turns=3)),
]


def _record(players: int, seed: int, config: ChristmasLightsConfig) -> bytes:
    """One JSON line per turn: the moves played in it, then every seat's view once it is over."""
    rng = random.Random(seed)
    state = GAME.setup(config, players, seed)
    lines: list[bytes] = []
    moves: list[tuple[int, object]] = []
    while not GAME.is_finished(state):
        seat = min(GAME.actors(state))
        move = greedy(GAME.view(state, seat), GAME.legal_moves(state, seat), rng)
        before = state.active
        state, _ = GAME.apply(state, seat, move)
        moves.append((seat, move))
        if state.active != before or state.finished:
            views = [GAME.view(state, s) for s in range(players)]
            record = {"turn": len(lines), "moves": moves, "views": views}
            lines.append(msgspec.json.encode(record))
            moves = []
    board = GAME.score(state)
    lines.append(msgspec.json.encode({"score": board}))
    return b"\n".join(lines) + b"\n"


@pytest.mark.parametrize(("name", "players", "seed", "config"), GAMES, ids=[g[0] for g in GAMES])
def test_christmas_lights_playthrough_matches_its_golden_file(name, players, seed, config):
    path = FOLDER / name
    recorded = _record(players, seed, config)
    if os.environ.get("YULETIDE_REGENERATE_PLAYTHROUGHS") == "1":
        path.write_bytes(recorded)
    assert path.exists(), f"{name} is missing: run with YULETIDE_REGENERATE_PLAYTHROUGHS=1"
    golden = path.read_bytes().splitlines()
    for index, (want, got) in enumerate(zip(golden, recorded.splitlines())):
        assert got == want, f"{name}: line {index + 1} differs from the golden playthrough"
    assert len(recorded.splitlines()) == len(golden)
