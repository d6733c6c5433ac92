"""REFILL: draw up to a hand of five, then the turn ends (CL-18)."""

from __future__ import annotations

from domain.contract import Event
from domain.games.christmas_lights.components import HAND
from domain.games.christmas_lights.flow import draw, end_turn
from domain.games.christmas_lights.moves import Refill
from domain.games.christmas_lights.state import ChristmasLightsState

State = ChristmasLightsState


def refill_options(state: State, seat: int) -> list[Refill]:
    """One card up to as many as bring the hand to five."""
    return [Refill(count=n) for n in range(1, HAND - len(state.seats[seat].hand) + 1)]


def refill(state: State, seat: int, move: Refill) -> tuple[State, list[Event]]:
    """Draw unseen cards to the right end of the hand; REFILL is the last step, so the turn ends."""
    state, events = draw(state, seat, move.count, "refill")
    state, more = end_turn(state, "refilled")
    return state, events + more
