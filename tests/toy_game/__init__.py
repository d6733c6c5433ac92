"""Gift Auction: the small game that docs/adding-a-game.md builds, kept beside the tests.

Each seat holds a hidden hand of bid cards. Two prizes lie face up; the picker puts one up for auction
(a single step), then both seats seal one bid card (a simultaneous hidden commit). The higher bid scores
the prize, a tie discards it, and the loser picks next. The game ends when the hands are empty. It is not
registered with the server: the tests register it where they need it.
"""

from .game import GiftAuction

GAME = GiftAuction()
