"""Lights On (`lights-on`): the team bonus game of companion section 7."""

from domain.games.lights_on.game import LightsOn

GAME = LightsOn()
