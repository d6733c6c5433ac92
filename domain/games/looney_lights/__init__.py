"""Looney Lights (`looney-lights`): the Christmas Lights bonus game of companion section 8."""

from domain.games.looney_lights.game import LooneyLights

GAME = LooneyLights()
