"""Every hosted game, by URL slug. The HTTP routes and the property suite are generated from this."""

from __future__ import annotations

from domain.contract import Game

GAMES: dict[str, Game] = {}


def register(game: Game) -> Game:
    """Add a game under its slug (used once per game package)."""
    GAMES[game.meta.slug] = game
    return game


def _load() -> None:
    from domain.games import PACKAGES  # the games import nothing of the registry, so this is no cycle

    for package in PACKAGES:
        register(package.GAME)


_load()
