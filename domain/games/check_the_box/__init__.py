"""Check the Box (`check-the-box`): the Go-Fish-style bonus game of companion section 11."""

from domain.games.check_the_box.game import CheckTheBox

GAME = CheckTheBox()
