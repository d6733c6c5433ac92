"""Golden playthroughs: seeded 2P, 3P and 4P games with a fixed simple policy, the table recorded after every trick.

Regenerate on purpose only: YULETIDE_REGENERATE_PLAYTHROUGHS=1.
"""

from __future__ import annotations

import os
from pathlib import Path

import msgspec
import pytest

from domain.games.ugly_christmas_sweaters import GAME
from domain.games.ugly_christmas_sweaters.components import SLOTS
from domain.games.ugly_christmas_sweaters.moves import DraftCard
from domain.games.ugly_christmas_sweaters.state import UcsConfig

FOLDER = Path(__file__).resolve().parents[2] / "playthroughs"
CASES = {
    "2p": (UcsConfig(kickstarter_cards=True), 2, 2024),
    "3p": (UcsConfig(gameplay_refresh="novice"), 3, 2025),
    "4p": (UcsConfig(kickstarter_cards=True, express=True), 4, 2026),
}


def _policy(view, moves):
    """The first move, except that a draft fills an empty slot of an existing sweater when it can."""
    for move in moves:
        if isinstance(move, DraftCard) and move.sweater is not None and not move.use_maria:
            target = view.knitting[view.seat][move.sweater]
            if target.floating is None and not target.slots[SLOTS.index(move.slot)]:
                return move
    return moves[0]


def _record(config: UcsConfig, players: int, seed: int) -> str:
    state = GAME.setup(config, players, seed)
    lines, played = [], []
    while not GAME.is_finished(state):
        seat = min(GAME.actors(state))
        move = _policy(GAME.view(state, seat), GAME.legal_moves(state, seat))
        played.append([seat, move])
        before = state.tricks
        state, _ = GAME.apply(state, seat, move)
        if state.tricks != before or GAME.is_finished(state):
            entry = {
                "tricks": state.tricks,
                "moves": played,
                "table": GAME.view(state, None),
                "hands": [GAME.view(state, s).hand for s in range(players)],
            }
            lines.append(msgspec.json.encode(entry).decode())
            played = []
    lines.append(msgspec.json.encode({"score": GAME.score(state)}).decode())
    return "[\n" + ",\n".join(lines) + "\n]\n"


@pytest.mark.parametrize("name", sorted(CASES))
def test_seeded_game_replays_the_recorded_playthrough(name: str) -> None:
    path = FOLDER / f"ugly-christmas-sweaters-{name}.json"
    text = _record(*CASES[name])
    if os.environ.get("YULETIDE_REGENERATE_PLAYTHROUGHS") == "1":
        path.write_text(text)
    if not path.exists():
        pytest.fail(f"{path.name} is missing: regenerate with YULETIDE_REGENERATE_PLAYTHROUGHS=1")
    assert text == path.read_text()
