"""G-5 at scale: the seat learns nothing about the order of the decks or the covered discard.

At states of greedy and random playouts, the hidden Bulb cards (deck and covered discard) and the Pattern
deck are dealt anew over the same zone sizes: the seat's and a spectator's views, the seat's legal moves
and the refusals of a batch of illegal attempts stay byte-identical.
"""

from __future__ import annotations

import random

import msgspec

from domain.games.solo_lights import GAME
from domain.games.solo_lights.components import BULBS, PATTERNS, POWER_SURGE, PRESENTS
from domain.games.solo_lights.moves import ChoosePattern, DiscardAndDraw, Play, PlayPlug, Rewind
from domain.games.solo_lights.state import SoloLightsConfig, SoloLightsState
from domain.lights.components import COLOURS, KINDS
from tests.games.leaks import assert_reads_alike, playout

ATTEMPTS = [
    *(ChoosePattern(pattern=pattern) for pattern in PATTERNS),
    *(Play(kind=kind, position=at) for kind in (*COLOURS, "bubble") for at in range(1, 6)),
    PlayPlug(kind="plug"), PlayPlug(kind="bubble"), Rewind(), *(DiscardAndDraw(kind=kind) for kind in KINDS),
]


def _hide_differently(state: SoloLightsState, rng: random.Random) -> SoloLightsState:
    """The same table with the bulbs of the deck and covered discard dealt anew, the Pattern deck reshuffled."""
    covered = list(state.discard[:-1])
    unseen = [card for card in state.deck if card in BULBS] + covered
    rng.shuffle(unseen)
    discard = (*unseen[: len(covered)], *state.discard[-1:])
    deck = unseen[len(covered) :] + [card for card in state.deck if card in PRESENTS]
    rng.shuffle(deck)
    if POWER_SURGE in state.deck:  # never on top: it would already have fired (SL-7)
        deck.insert(rng.randint(min(1, len(deck)), len(deck)), POWER_SURGE)
    patterns = list(state.pattern_deck)
    rng.shuffle(patterns)
    return msgspec.structs.replace(state, deck=tuple(deck), discard=discard, pattern_deck=tuple(patterns))


def test_permuting_what_the_seat_cannot_see_changes_nothing_it_sees():
    checked = 0
    for config, _ in GAME.variants():
        for seed in range(6):
            rng = random.Random(100 + seed)
            for state in playout(GAME, config, 1, seed, "greedy" if seed % 2 == 0 else "random")[::2]:
                for seat in (0, None):
                    assert_reads_alike(GAME, state, _hide_differently(state, rng), seat, ATTEMPTS)
                checked += 1
    assert checked > 300


def test_a_spectator_sees_the_table_but_not_the_hand():
    state = GAME.setup(SoloLightsConfig(), 1, 4)
    assert GAME.view(state, None).hand == [] and GAME.view(state, None).hand_count == 5
    assert len(GAME.view(state, 0).hand) == 5
