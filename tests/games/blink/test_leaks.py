"""G-5 and BL-10 at scale: a seat learns nothing about the bulbs it cannot see.

At states of greedy and random playouts, the bulbs a seat cannot see (other hands, the Bulb deck, the
covered discard) and the order of the Pattern deck are dealt anew: the seat's view, legal moves and the
refusals of a batch of illegal attempts stay byte-identical.
"""

from __future__ import annotations

import random

import msgspec

from domain.games.blink import GAME
from domain.games.blink.moves import CallBlink, Catch, Draw, Keep, Play
from domain.games.blink.state import BlinkConfig, BlinkState
from domain.lights.components import COLOURS, KINDS
from tests.games.leaks import assert_reads_alike, playout

ATTEMPTS = [
    *(Play(kind=kind, blink=blink) for kind in KINDS for blink in (False, True)),
    *(Play(kind="bubble", colour=colour) for colour in COLOURS),
    Draw(), Keep(), CallBlink(), *(Catch(seat=seat) for seat in range(5)),
]


def _hide_differently(state: BlinkState, seat: int | None, rng: random.Random) -> BlinkState:
    """The same table with the bulbs `seat` cannot see dealt anew over the same zone sizes."""
    others = [s for s in range(state.players) if s != seat]
    fixed = state.drawn  # another seat's drawn card stays: its being playable is public (BL-4)
    covered = state.discard[:-1]
    unseen = [c for s in others for c in state.hands[s] if c != fixed] + list(state.deck) + list(covered)
    rng.shuffle(unseen)
    hands = list(state.hands)
    for s in others:
        size = len(hands[s]) - (fixed in hands[s])
        hands[s] = tuple(sorted(unseen[:size] + ([fixed] if fixed in hands[s] else [])))
        unseen = unseen[size:]
    deck, unseen = tuple(unseen[: len(state.deck)]), unseen[len(state.deck) :]
    patterns = list(state.pattern_deck)
    rng.shuffle(patterns)
    return msgspec.structs.replace(
        state, hands=tuple(hands), deck=deck, discard=tuple(unseen) + state.discard[-1:],
        pattern_deck=tuple(patterns), seed=rng.getrandbits(63),
    )


def test_permuting_what_a_seat_cannot_see_changes_nothing_it_sees():
    checked = 0
    for players in (2, 3, 5):
        for seed in range(6):
            rng = random.Random(100 + seed)
            config, bot = BlinkConfig(championship=seed % 3 == 0), "greedy" if seed % 2 == 0 else "random"
            for state in playout(GAME, config, players, seed, bot, any_actor=True)[::3]:
                for seat in [*range(players), None]:
                    twin = _hide_differently(state, seat, rng)
                    assert GAME.conservation(twin) == GAME.conservation(state)
                    assert_reads_alike(GAME, state, twin, seat, ATTEMPTS)
                    checked += seat is not None
    assert checked > 300


def test_a_view_never_carries_the_seed_or_the_deck_order():
    state = GAME.setup(BlinkConfig(), 3, 11)
    encoded = msgspec.json.encode(GAME.view(state, 0))
    assert b'"seed"' not in encoded and b'"deck"' not in encoded and b'pattern_deck"' not in encoded
