"""The game kit: everything generic about a game, written once (DESIGN section 1, docs/adding-a-game.md)."""

from domain.kit.base import Bot, GameBase
from domain.kit.labels import count, listing, seat_name, sentence, skipped
from domain.kit.options import first_seat, first_seat_option
from domain.kit.ranks import shared_ranks
from domain.kit.steps import (
    NOT_ASKED,
    NotAsked,
    Race,
    committed,
    is_late,
    move_tag,
    open_commits,
    open_race,
    seal,
    sealed_choices,
    skip_idle,
    waiting,
    won,
)
from domain.kit.tuples import replace_at, without

__all__ = [
    "NOT_ASKED",
    "NotAsked",
    "Bot",
    "GameBase",
    "Race",
    "committed",
    "count",
    "first_seat",
    "first_seat_option",
    "is_late",
    "listing",
    "move_tag",
    "open_commits",
    "open_race",
    "replace_at",
    "seal",
    "seat_name",
    "sentence",
    "sealed_choices",
    "shared_ranks",
    "skip_idle",
    "skipped",
    "waiting",
    "without",
    "won",
]
