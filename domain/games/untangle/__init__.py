"""Untangle (`untangle`): the Christmas Lights bonus game of companion section 4."""

from domain.games.untangle.game import Untangle

GAME = Untangle()
