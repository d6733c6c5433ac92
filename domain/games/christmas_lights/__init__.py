"""Christmas Lights: build two strings of lights from a hand you cannot see (slug `christmas-lights`)."""

from domain.games.christmas_lights.game import ChristmasLights

GAME = ChristmasLights()
