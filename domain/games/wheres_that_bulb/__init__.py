"""Where's That Bulb? (`wheres-that-bulb`): the memory game of companion section 10."""

from domain.games.wheres_that_bulb.game import WheresThatBulb

GAME = WheresThatBulb()
