"""Golden playthrough: a seeded game played by the greedy bot, every seat's view recorded after each round
(per round rather than per turn keeps the file near 150 KB).

Set YULETIDE_REGENERATE_PLAYTHROUGHS=1 to rewrite the file on purpose after a deliberate rules change.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import msgspec
import pytest

from domain.games.jingle_bell_run import GAME
from domain.games.jingle_bell_run.bots import greedy
from domain.games.jingle_bell_run.state import JingleBellRunConfig

FOLDER = Path(__file__).resolve().parents[2] / "playthroughs"
GAMES = [("jingle-bell-run-2p.jsonl", 2, 4, JingleBellRunConfig(first_seat=0, start_on_corner=True))]


def _record(players: int, seed: int, config: JingleBellRunConfig) -> bytes:
    """One JSON line per round: the moves played in it, then every seat's view once it is over; the score last."""
    rng = random.Random(seed)
    state = GAME.setup(config, players, seed)
    lines: list[bytes] = []
    moves: list[tuple[int, object]] = []
    while not GAME.is_finished(state):
        seat = min(GAME.actors(state))
        move = greedy(GAME.view(state, seat), GAME.legal_moves(state, seat), rng)
        before = state.round
        state, _ = GAME.apply(state, seat, move)
        moves.append((seat, move))
        if state.round != before or state.finished:
            views = [GAME.view(state, s) for s in range(players)]
            lines.append(msgspec.json.encode({"round": len(lines), "moves": moves, "views": views}))
            moves = []
    lines.append(msgspec.json.encode({"score": GAME.score(state)}))
    return b"\n".join(lines) + b"\n"


@pytest.mark.parametrize(("name", "players", "seed", "config"), GAMES, ids=[g[0] for g in GAMES])
def test_jingle_bell_run_playthrough_matches_its_golden_file(name, players, seed, config):
    path = FOLDER / name
    recorded = _record(players, seed, config)
    if os.environ.get("YULETIDE_REGENERATE_PLAYTHROUGHS") == "1":
        path.write_bytes(recorded)
    assert path.exists(), f"{name} is missing: run with YULETIDE_REGENERATE_PLAYTHROUGHS=1"
    golden = path.read_bytes().splitlines()
    for index, (want, got) in enumerate(zip(golden, recorded.splitlines())):
        assert got == want, f"{name}: line {index + 1} differs from the golden playthrough"
    assert len(recorded.splitlines()) == len(golden)
