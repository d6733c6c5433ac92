"""Blink (`blink`): the shedding bonus game of companion section 14."""

from domain.games.blink.game import Blink
from domain.registry import register

GAME = register(Blink())
