"""G-5 at scale: the player learns nothing about the two decks' order; a spectator nothing about the hand either.

At states of greedy and random playouts the Bulb and Pattern decks are shuffled anew (and, for a spectator,
the hand is swapped with unseen cards of the same sort): the view, legal moves and the refusals of a batch
of illegal attempts stay byte-identical.
"""

from __future__ import annotations

import random

import msgspec

from domain.games.deck_the_yard import GAME
from domain.games.deck_the_yard.components import HAND_KINDS, PATTERNS
from domain.games.deck_the_yard.moves import ChoosePattern, Decline, Discard, PayPlug, Play, TakeEffect
from domain.games.deck_the_yard.state import DeckTheYardConfig, DeckTheYardState
from domain.lights import BULB_CARDS, kind_of
from tests.games.leaks import assert_reads_alike, playout

ATTEMPTS = [
    *(Play(card=card) for card in BULB_CARDS), *(Discard(card=card) for card in BULB_CARDS[::3]),
    *(ChoosePattern(pattern=pattern) for pattern in PATTERNS), PayPlug(), Decline(), TakeEffect(),
]


def _hide_differently(state: DeckTheYardState, seat: int | None, rng: random.Random) -> DeckTheYardState:
    """The same yard with both decks reshuffled; for a spectator, the hand redrawn from unseen hand cards."""
    deck, patterns = list(state.deck), list(state.pattern_deck)
    hand = list(state.hand)
    if seat is None:
        pool = hand + [card for card in deck if kind_of(card) in HAND_KINDS]
        rng.shuffle(pool)
        hand, rest = pool[: len(hand)], pool[len(hand) :]
        deck = rest + [card for card in deck if kind_of(card) not in HAND_KINDS]
    rng.shuffle(deck)
    rng.shuffle(patterns)
    return msgspec.structs.replace(state, hand=tuple(sorted(hand)), deck=tuple(deck), pattern_deck=tuple(patterns))


def test_permuting_what_the_player_cannot_see_changes_nothing_it_sees():
    checked = 0
    for difficulty in ("normal", "heroic"):
        for seed in range(6):
            rng = random.Random(100 + seed)
            bot = "greedy" if seed % 2 == 0 else "random"
            for state in playout(GAME, DeckTheYardConfig(difficulty=difficulty), 1, seed, bot)[::4]:
                for seat in (0, None):
                    assert_reads_alike(GAME, state, _hide_differently(state, seat, rng), seat, ATTEMPTS)
                    checked += seat == 0
    assert checked > 100
