"""G-5 and LO-12 at scale: a seat learns nothing about what it cannot see.

At states of greedy and random playouts, the bulbs a seat cannot see (other hands, the deck order, its own
hand before GO) are dealt anew, the other team's signal is changed and the other seats' sealed votes are
drawn again: the seat's view, legal moves and the refusals of a batch of attempts stay byte-identical.
"""

from __future__ import annotations

import random

import msgspec

from domain.games.lights_on import GAME
from domain.games.lights_on.components import DECK, DECK_KINDS, GESTURES, team_of
from domain.games.lights_on.moves import AskNewLights, CallLightsOff, CallLightsOn, MakeGesture, Ready, Swap, Vote
from domain.games.lights_on.state import LightsOnConfig, LightsOnState
from domain.games.lights_on.view import looked
from domain.kit import replace_at
from tests.games.leaks import assert_reads_alike, playout, spread

ATTEMPTS = [
    *(Swap(give=kind, take=card) for kind in DECK_KINDS for card in DECK[::3]),
    Ready(), AskNewLights(), Vote(yes=True), Vote(yes=False), CallLightsOn(),
    *(CallLightsOff(seat=seat) for seat in range(4)), *(MakeGesture(g=g) for g in GESTURES[:3]),
]


def _hide_differently(state: LightsOnState, seat: int | None, rng: random.Random) -> LightsOnState:
    """The same table with what `seat` cannot see drawn anew over the same zone sizes."""
    hidden = [s for s in range(4) if s != seat or not looked(state)]
    unseen = [card for s in hidden for card in state.hands[s]] + list(state.deck)
    rng.shuffle(unseen)
    hands = list(state.hands)
    for s in hidden:
        hands[s], unseen = tuple(sorted(unseen[:4])), unseen[4:]
    signals = state.signals
    for team in (0, 1):
        if seat is None or team != team_of(seat):
            signals = replace_at(signals, team, rng.choice(GESTURES))
    votes = state.votes
    if votes is not None:
        votes = tuple(v if v is None or s == seat else rng.random() < 0.5 for s, v in enumerate(votes))
    return msgspec.structs.replace(
        state, hands=tuple(hands), deck=tuple(unseen), signals=signals, votes=votes, seed=rng.getrandbits(63)
    )


def test_permuting_what_a_seat_cannot_see_changes_nothing_it_sees():
    checked = 0
    for seed in range(6):
        rng = random.Random(100 + seed)
        bot = "greedy" if seed % 2 == 0 else "random"
        for state in spread(playout(GAME, LightsOnConfig(), 4, seed, bot, any_actor=True), 40):
            for seat in [*range(4), None]:
                twin = _hide_differently(state, seat, rng)
                assert GAME.conservation(twin) == GAME.conservation(state)
                assert_reads_alike(GAME, state, twin, seat, ATTEMPTS)
                checked += seat is not None
    assert checked > 400


def test_a_view_never_carries_the_seed_the_deck_order_or_the_other_teams_signal():
    state = GAME.setup(LightsOnConfig(team_signals=("drum-fingers", "stretch")), 4, 11)
    for seat in (1, 3, None):
        encoded = msgspec.json.encode(GAME.view(state, seat))
        assert b'"seed"' not in encoded and b'"deck"' not in encoded and b"drum-fingers" not in encoded
