"""Bots for AI seats: they choose from a seat's view and legal moves, never from the full state (G-12)."""

from __future__ import annotations

import random
from typing import Any

from domain.ai.budget import DEFAULT_BUDGET, Budget
from domain.ai.expert import search
from domain.ai.policies import greedy_move, random_move
from domain.contract import Game

LEVELS = ("random", "greedy", "expert")

__all__ = ["DEFAULT_BUDGET", "LEVELS", "Budget", "choose"]


def choose(
    game: Game, level: str, view: Any, moves: list, rng: random.Random, budget: Budget | None = None
) -> Any:
    """The move a bot of `level` makes for seat `view.seat`; always one of `moves`.

    `view` is `game.bot_view(state, seat, level)` for an AI seat (the seat's view, plus what a bot of that level
    remembers of the table where the view forgets it) or `game.view(state, seat)` for a person's seat, and `moves`
    is `game.legal_moves(state, seat)`; `budget` only limits the expert.
    """
    if not moves:
        raise ValueError("a bot was asked to move with no legal move offered")
    if level == "random":
        return random_move(moves, rng)
    if level == "greedy":
        return greedy_move(game, view, moves, rng)
    if level == "expert":
        return search(game, view, moves, rng, budget).move
    raise ValueError(f"unknown bot level {level!r}; expected one of {LEVELS}")
