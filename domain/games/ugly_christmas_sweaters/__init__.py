"""Ugly Christmas Sweaters: trick-taking and drafting to knit the ugliest sweaters."""

from .game import UglyChristmasSweaters

GAME = UglyChristmasSweaters()
