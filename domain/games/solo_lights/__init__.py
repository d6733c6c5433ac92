"""Solo Lights (`solo-lights`): the one-seat bonus game of companion section 12."""

from domain.games.solo_lights.game import SoloLights

GAME = SoloLights()
