"""Festival of Lights (`festival-of-lights`): the simultaneous-reveal bonus game of companion section 5."""

from domain.games.festival_of_lights.game import FestivalOfLights

GAME = FestivalOfLights()
