"""Where's That Bulb?'s scoreboard: pairs taken, then Character pairs (WB-5); equal seats share a rank (G-9)."""

from __future__ import annotations

from domain.contract import Scoreboard, SeatScore
from domain.kit import shared_ranks

from .components import face_of, is_character_face
from .state import WheresThatBulbState


def score(state: WheresThatBulbState) -> Scoreboard:
    """Points are pairs; the key (-pairs, -character pairs) sorts the best seat first, also at the cap (10.1)."""
    pairs = [len(taken) // 2 for taken in state.pairs]
    characters = [sum(is_character_face(face_of(card)) for card in taken[::2]) for taken in state.pairs]
    ranks = shared_ranks([(-p, -c) for p, c in zip(pairs, characters, strict=True)])
    lines = [
        SeatScore(seat=seat, points=pairs[seat], rank=ranks[seat],
                  breakdown={"pairs": pairs[seat], "character_pairs": characters[seat]})
        for seat in range(state.players)
    ]
    return Scoreboard(final=state.finished, seats=lines, reason=state.reason)
