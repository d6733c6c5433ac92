"""G-5 at scale: permuting the cards a seat cannot see changes nothing that seat reads.

At states reached by random and greedy playouts, the bulbs in the deck and in the other hands are
relabelled at random (the active seat's drawn card with them); the seat's view, its legal moves and the
refusal details of a batch of illegal attempts must stay byte-identical.
"""

from __future__ import annotations

import random

import msgspec
import pytest

from domain.contract import IllegalMove
from domain.games.looney_lights import GAME
from domain.games.looney_lights.bots import greedy
from domain.games.looney_lights.moves import Draw, Play, PlayBroken
from domain.games.looney_lights.state import LooneyLightsConfig, LooneyLightsState

ATTEMPTS = [
    Draw(),
    *(Play(card=card) for card in (0, 8, 20, 41, 45, 50, 55, 60)),
    *(Play(card=card, colour="blue") for card in (3, 43, 47, 52)),
    *(PlayBroken(broken=b, then=t) for b in (48, 50, 52) for t in (1, 15, 30, 44, 58)),
    *(PlayBroken(broken=b, then=t, colour="pink") for b in (49, 51) for t in (12, 42, 46)),
]


def _encode(value: object) -> bytes:
    return msgspec.msgpack.encode(value)


def _refusals(state: LooneyLightsState, seat: int) -> list[tuple[str, str]]:
    offered = GAME.legal_moves(state, seat)
    outcomes = []
    for move in ATTEMPTS:
        if move in offered:
            continue
        with pytest.raises(IllegalMove) as refused:
            GAME.apply(state, seat, move)
        outcomes.append((refused.value.code, refused.value.detail))
    return outcomes


def _permute(state: LooneyLightsState, seat: int, rng: random.Random) -> LooneyLightsState:
    """Relabel the bulbs `seat` cannot see (the deck and the other hands) among themselves."""
    others = [s for s in range(state.players) if s != seat]
    hidden = [*state.deck, *(card for s in others for card in state.hands[s])]
    relabel = dict(zip(hidden, rng.sample(hidden, len(hidden))))
    hands = tuple(hand if s == seat else tuple(relabel[c] for c in hand) for s, hand in enumerate(state.hands))
    drawn = state.drawn if state.drawn is None or state.active == seat else relabel[state.drawn]
    return msgspec.structs.replace(state, deck=tuple(relabel[c] for c in state.deck), hands=hands, drawn=drawn)


def _states(players: int, seed: int, bot: str) -> list[LooneyLightsState]:
    rng = random.Random(seed)
    state = GAME.setup(LooneyLightsConfig(max_turns=60), players, seed)
    seen = [state]
    while not state.finished:
        seat = state.active
        moves = GAME.legal_moves(state, seat)
        move = greedy(GAME.view(state, seat), moves, rng) if bot == "greedy" else rng.choice(moves)
        state, _ = GAME.apply(state, seat, move)
        seen.append(state)
    return seen


@pytest.mark.parametrize("bot", ["random", "greedy"])
def test_permuting_what_a_seat_cannot_see_changes_nothing_it_reads(bot: str):
    checked = 0
    for players in (2, 3, 6):
        for seed in range(4):
            rng = random.Random(100 + seed)
            states = _states(players, seed, bot)
            for state in states[:: max(1, len(states) // 12)]:
                for seat in range(players):
                    other = _permute(state, seat, rng)
                    assert _encode(GAME.view(other, seat)) == _encode(GAME.view(state, seat))
                    assert _encode(GAME.legal_moves(other, seat)) == _encode(GAME.legal_moves(state, seat))
                    if seat in GAME.actors(state):
                        assert _refusals(other, seat) == _refusals(state, seat)
                    checked += 1
    assert checked > 150
