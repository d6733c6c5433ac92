"""Xmas Sweater (`xmas-sweater`): the roll-and-write game of companion section 2."""

from domain.games.xmas_sweater.game import XmasSweater

GAME = XmasSweater()
