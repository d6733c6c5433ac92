"""Lights On's scoreboard (LO-9, LO-11): the team result, then Plugs minus Brokens; teammates share a line."""

from __future__ import annotations

from domain.contract import Scoreboard, SeatScore
from domain.kit import shared_ranks
from domain.lights import census

from .components import team_of
from .state import LightsOnState

State = LightsOnState


def score(state: State) -> Scoreboard:
    """Points are the team's Plugs minus Brokens; the winning team ranks first (LO-9), else the higher net (LO-11)."""
    net = [len(state.plugs[team]) - len(state.brokens[team]) for team in (0, 1)]
    keys = []
    lines = []
    for seat in range(state.players):
        team = team_of(seat)
        won = int(state.winner == team)
        # LO-9 may crown the team with the lower net (the other took three Brokens): the result comes first.
        keys.append((-won, -net[team]))
        lines.append((seat, team, won))
    ranks = shared_ranks(keys)
    seats = [
        SeatScore(
            seat=seat, points=net[team], rank=rank,
            breakdown={
                "team": team, "plugs": len(state.plugs[team]), "brokens": len(state.brokens[team]), "won": won,
            },
        )
        for (seat, team, won), rank in zip(lines, ranks, strict=True)
    ]
    return Scoreboard(final=state.finished, seats=seats, reason=state.reason)


def conservation(state: State) -> dict[str, int]:
    """G-4: every card of the box counted by kind over hands, Market, deck, discard, token piles and the box."""
    cards = [*state.market, *state.deck, *state.discard, *state.supply_plugs, *state.supply_brokens, *state.box]
    for hand in state.hands:
        cards += hand
    for team in (0, 1):
        cards += [*state.plugs[team], *state.brokens[team]]
    return census(cards)
