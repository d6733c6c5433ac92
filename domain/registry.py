"""Every hosted game, by URL slug. The HTTP routes and the property suite are generated from this."""

from __future__ import annotations

from domain.contract import Game

GAMES: dict[str, Game] = {}


def register(game: Game) -> Game:
    """Add a game under its slug (used once per game package)."""
    GAMES[game.meta.slug] = game
    return game


def _load() -> None:
    import domain.games  # noqa: F401  (each package registers itself on import)


_load()
