"""Play one solo Xmas Sweater game to the end through the client openapi-python-client generated.

Usage: python play.py http://127.0.0.1:8000 (or set YULETIDE_URL), with the generated package importable as
`yuletide_client` (scripts/check-clients generates it into a temporary folder and puts that on PYTHONPATH).
Exits 1 on any failure.
"""

from __future__ import annotations

import os
import sys
from typing import Any

from yuletide_client import AuthenticatedClient, Client
from yuletide_client.api.xmas_sweater import (
    xmas_sweater_act,
    xmas_sweater_create_game,
    xmas_sweater_get_game,
    xmas_sweater_legal_moves,
    xmas_sweater_score,
)
from yuletide_client.models import (
    GameCreated,
    HumanSeat,
    HumanSeatKind,
    XmasSweaterCreateGame,
    XmasSweaterGameView,
    XmasSweaterLegalMoves,
    XmasSweaterScore,
)

MAX_MOVES = 1000


class PlayFailed(Exception):
    """The server answered something other than what the game needed."""


def expect(answer: Any, kind: type, what: str) -> Any:
    """The parsed answer when it is of the expected kind; otherwise fail with the status and body."""
    if not isinstance(answer.parsed, kind):
        raise PlayFailed(f"{what}: HTTP {int(answer.status_code)} {answer.content.decode(errors='replace')[:500]}")
    return answer.parsed


def play(base_url: str) -> None:
    """Create the game, post the first legal move until it is finished, and check the final score."""
    body = XmasSweaterCreateGame(seats=[HumanSeat(kind=HumanSeatKind.HUMAN)])
    with Client(base_url=base_url) as anonymous:
        created = expect(xmas_sweater_create_game.sync_detailed(client=anonymous, body=body), GameCreated, "create")
    token = created.seats[0].token
    if not isinstance(token, str):
        raise PlayFailed("the human seat got no token")
    game_id = created.game_id
    print(f"created game {game_id}")

    moves = 0
    with AuthenticatedClient(base_url=base_url, token=token) as seat:
        while True:
            view = expect(xmas_sweater_get_game.sync_detailed(game_id, client=seat), XmasSweaterGameView, "view")
            if view.finished:
                break
            if moves >= MAX_MOVES:
                raise PlayFailed(f"the game did not finish after {MAX_MOVES} moves")
            legal = expect(
                xmas_sweater_legal_moves.sync_detailed(game_id, client=seat), XmasSweaterLegalMoves, "legal moves"
            )
            if not legal.moves:
                raise PlayFailed(f"version {legal.version}: not finished, yet no legal move")
            move = legal.moves[0]
            expect(xmas_sweater_act.sync_detailed(game_id, client=seat, body=move), XmasSweaterGameView, "move")
            moves += 1
        score = expect(xmas_sweater_score.sync_detailed(game_id, client=seat), XmasSweaterScore, "score")
    if not score.final:
        raise PlayFailed("the game finished but its score is not final")
    mine = next((entry.to_dict() for entry in score.seats if entry.seat == 0), None)
    print(f"finished after {moves} moves; seat 0 scored {mine}")


def main(argv: list[str]) -> int:
    base_url = argv[1] if len(argv) > 1 else os.environ.get("YULETIDE_URL", "")
    if not base_url:
        print("usage: python play.py <server url> (or set YULETIDE_URL)", file=sys.stderr)
        return 2
    try:
        play(base_url)
    except Exception as exc:  # any failure, the client's own included, fails the check
        print(f"play.py failed: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
