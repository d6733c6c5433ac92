"""Golden playthrough: a seeded 4-seat game played by the greedy bot, every seat's view after each turn.

Set YULETIDE_REGENERATE_PLAYTHROUGHS=1 to rewrite the file on purpose after a deliberate rules change.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import msgspec

from domain.games.blink import GAME
from domain.games.blink.bots import greedy
from domain.games.blink.state import BlinkConfig

FOLDER = Path(__file__).resolve().parents[2] / "playthroughs"
NAME, PLAYERS, SEED, CONFIG = "blink-4p.jsonl", 4, 20, BlinkConfig(dealer_seat="random")


def _record(players: int, seed: int, config: BlinkConfig) -> bytes:
    """One JSON line per turn (draws, a play, Blink-window answers): its moves, then every seat's view."""
    rng = random.Random(seed)
    state = GAME.setup(config, players, seed)
    lines: list[bytes] = [msgspec.json.encode({"setup": [GAME.view(state, s) for s in range(players)]})]
    moves: list[tuple[int, object]] = []
    while not GAME.is_finished(state):
        seat = rng.choice(sorted(GAME.actors(state)))
        move = greedy(GAME.view(state, seat), GAME.legal_moves(state, seat), rng)
        turn = state.turn
        state, _ = GAME.apply(state, seat, move)
        moves.append((seat, move))
        if state.turn != turn or state.finished:
            views = [GAME.view(state, s) for s in range(players)]
            lines.append(msgspec.json.encode({"turn": state.turn, "moves": moves, "views": views}))
            moves = []
    lines.append(msgspec.json.encode({"score": GAME.score(state)}))
    return b"\n".join(lines) + b"\n"


def test_blink_playthrough_matches_its_golden_file():
    path = FOLDER / NAME
    recorded = _record(PLAYERS, SEED, CONFIG)
    if os.environ.get("YULETIDE_REGENERATE_PLAYTHROUGHS") == "1":
        path.write_bytes(recorded)
    assert path.exists(), f"{NAME} is missing: run with YULETIDE_REGENERATE_PLAYTHROUGHS=1"
    golden = path.read_bytes().splitlines()
    for index, (want, got) in enumerate(zip(golden, recorded.splitlines())):
        assert got == want, f"{NAME}: line {index + 1} differs from the golden playthrough"
    assert len(recorded.splitlines()) == len(golden)
