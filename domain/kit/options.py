"""Options every game shares: the first seat (G-2)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from msgspec import Meta

from domain.contract import InvalidConfig
from domain.rng import rng_at


def first_seat_option(max_seats: int) -> Any:
    """The type of a `first_seat` config field: a seat number, or "random" (drawn from the seed)."""
    return Annotated[int, Meta(ge=0, le=max_seats - 1)] | Literal["random"]


def first_seat(option: int | str, players: int, seed: int) -> int:
    """G-2: the configured first seat, checked against the table, or one drawn from chance step 0."""
    if option == "random":
        return rng_at(seed, 0).randrange(players)
    if not isinstance(option, int) or not 0 <= option < players:
        raise InvalidConfig(f"first_seat must be \"random\" or a seat from 0 to {players - 1}")
    return option
