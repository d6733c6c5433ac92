"""Reindeer's Nose (`reindeers-nose`): the passing-and-nose bonus game of companion section 9."""

from domain.games.reindeers_nose.game import ReindeersNose

GAME = ReindeersNose()
