"""Jingle Bell Run (`jingle-bell-run`): the grid race of companion section 6."""

from domain.games.jingle_bell_run.game import JingleBellRun

GAME = JingleBellRun()
