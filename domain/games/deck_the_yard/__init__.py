"""Deck the Yard (`deck-the-yard`): the solo bonus game of companion section 13."""

from domain.games.deck_the_yard.game import DeckTheYard

GAME = DeckTheYard()
