"""Gift Auction's scoreboard: points won, equal points share a rank."""

from __future__ import annotations

from domain.contract import Scoreboard, SeatScore
from domain.kit import shared_ranks

from .state import GiftAuctionState


def score(state: GiftAuctionState) -> Scoreboard:
    """Points of the prizes won; the key (-points) sorts the best seat first."""
    ranks = shared_ranks([(-points,) for points in state.points])
    lines = [
        SeatScore(seat=seat, points=points, rank=rank, breakdown={"prizes": points})
        for seat, (points, rank) in enumerate(zip(state.points, ranks, strict=True))
    ]
    return Scoreboard(final=state.finished, seats=lines, reason="hands-empty" if state.finished else None)
