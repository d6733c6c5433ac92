"""Ugly Christmas Sweaters: trick-taking and drafting to knit the ugliest sweaters."""

from domain.registry import register

from .game import UglyChristmasSweaters

GAME = register(UglyChristmasSweaters())
