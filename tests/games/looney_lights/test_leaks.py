"""G-5 at scale: permuting the cards a seat cannot see changes nothing that seat reads.

At states reached by random and greedy playouts, the bulbs in the deck and in the other hands are
relabelled at random (the active seat's drawn card with them); the seat's view, its legal moves and the
refusal details of a batch of illegal attempts must stay byte-identical.
"""

from __future__ import annotations

import random

import msgspec
import pytest

from domain.games.looney_lights import GAME
from domain.games.looney_lights.moves import Draw, Play, PlayBroken
from domain.games.looney_lights.state import LooneyLightsConfig, LooneyLightsState
from tests.games.leaks import assert_reads_alike, playout, spread

ATTEMPTS = [
    Draw(),
    *(Play(card=card) for card in (0, 8, 20, 41, 45, 50, 55, 60)),
    *(Play(card=card, colour="blue") for card in (3, 43, 47, 52)),
    *(PlayBroken(broken=b, then=t) for b in (48, 50, 52) for t in (1, 15, 30, 44, 58)),
    *(PlayBroken(broken=b, then=t, colour="pink") for b in (49, 51) for t in (12, 42, 46)),
]


def _permute(state: LooneyLightsState, seat: int, rng: random.Random) -> LooneyLightsState:
    """Relabel the bulbs `seat` cannot see (the deck and the other hands) among themselves."""
    others = [s for s in range(state.players) if s != seat]
    hidden = [*state.deck, *(card for s in others for card in state.hands[s])]
    relabel = dict(zip(hidden, rng.sample(hidden, len(hidden))))
    hands = tuple(hand if s == seat else tuple(relabel[c] for c in hand) for s, hand in enumerate(state.hands))
    drawn = state.drawn if state.drawn is None or state.active == seat else relabel[state.drawn]
    return msgspec.structs.replace(state, deck=tuple(relabel[c] for c in state.deck), hands=hands, drawn=drawn)


@pytest.mark.parametrize("bot", ["random", "greedy"])
def test_permuting_what_a_seat_cannot_see_changes_nothing_it_reads(bot: str):
    checked = 0
    for players in (2, 3, 6):
        for seed in range(4):
            rng = random.Random(100 + seed)
            for state in spread(playout(GAME, LooneyLightsConfig(max_turns=60), players, seed, bot), 12):
                for seat in range(players):
                    assert_reads_alike(GAME, state, _permute(state, seat, rng), seat, ATTEMPTS)
                    checked += 1
    assert checked > 150
