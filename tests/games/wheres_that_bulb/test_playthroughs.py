"""Golden playthrough: a seeded game played by the greedy bot, every seat's view recorded after each turn.

Set YULETIDE_REGENERATE_PLAYTHROUGHS=1 to rewrite the file on purpose after a deliberate rules change.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import msgspec

from domain.games.wheres_that_bulb import GAME
from domain.games.wheres_that_bulb.bots import greedy
from domain.games.wheres_that_bulb.state import WheresThatBulbConfig

FOLDER = Path(__file__).resolve().parents[2] / "playthroughs"
NAME = "wheres-that-bulb-2p.jsonl"
PLAYERS, SEED = 2, 11
# A whole game runs to some 360 turns; the cap keeps the file small and records the G-8 ending too.
CONFIG = WheresThatBulbConfig(first_seat=0, max_turns=100)


def _record(players: int, seed: int, config: WheresThatBulbConfig) -> bytes:
    """One JSON line per turn: the flips and events in it, then every seat's view once it is over."""
    rng = random.Random(seed)
    state = GAME.setup(config, players, seed)
    lines: list[bytes] = []
    moves: list[tuple[int, object]] = []
    events: list[object] = []
    while not GAME.is_finished(state):
        seat = min(GAME.actors(state))
        move = greedy(GAME.view(state, seat), GAME.legal_moves(state, seat), rng)
        before = state.turn
        state, more = GAME.apply(state, seat, move)
        moves.append((seat, move))
        events += more
        if state.turn != before:
            views = [GAME.view(state, s) for s in range(players)]
            lines.append(msgspec.json.encode({"turn": state.turn, "moves": moves, "events": events, "views": views}))
            moves, events = [], []
    lines.append(msgspec.json.encode({"score": GAME.score(state)}))
    return b"\n".join(lines) + b"\n"


def test_wheres_that_bulb_playthrough_matches_its_golden_file():
    path = FOLDER / NAME
    recorded = _record(PLAYERS, SEED, CONFIG)
    if os.environ.get("YULETIDE_REGENERATE_PLAYTHROUGHS") == "1":
        path.write_bytes(recorded)
    assert path.exists(), f"{NAME} is missing: run with YULETIDE_REGENERATE_PLAYTHROUGHS=1"
    golden = path.read_bytes().splitlines()
    for index, (want, got) in enumerate(zip(golden, recorded.splitlines())):
        assert got == want, f"{NAME}: line {index + 1} differs from the golden playthrough"
    assert len(recorded.splitlines()) == len(golden)
