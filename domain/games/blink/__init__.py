"""Blink (`blink`): the shedding bonus game of companion section 14."""

from domain.games.blink.game import Blink

GAME = Blink()
