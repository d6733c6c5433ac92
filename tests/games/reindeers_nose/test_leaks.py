"""G-5 and RN-10 at scale: a seat learns nothing about the bulbs it cannot see, nor others' sealed passes.

At states of greedy and random playouts, the bulbs a seat cannot see (other hands and the cards other seats
have sealed for their neighbours) are dealt anew, and the Pattern pile under its face-up top card is
reordered: the seat's view, legal moves and the refusals of every move it could try stay byte-identical.
Events a seat may not read never reach it.
"""

from __future__ import annotations

import random

import msgspec

from domain.games.reindeers_nose import GAME
from domain.games.reindeers_nose.moves import PassCard, TouchNose
from domain.games.reindeers_nose.state import ReindeersNoseConfig, ReindeersNoseState
from domain.lights.components import COLOURS
from tests.games.leaks import assert_reads_alike, history, playout

ATTEMPTS = [TouchNose(), *(PassCard(colour=colour) for colour in COLOURS)]


def _hide_differently(state: ReindeersNoseState, seat: int | None, rng: random.Random) -> ReindeersNoseState:
    """The same table with the bulbs `seat` cannot see dealt anew over the same hand sizes and sealed slots."""
    others = [s for s in range(state.players) if s != seat]
    unseen = [card for s in others for card in state.hands[s]]
    unseen += [state.commits[s] for s in others if state.commits[s] is not None]
    rng.shuffle(unseen)
    hands, commits = list(state.hands), list(state.commits)
    for s in others:
        if commits[s] is not None:
            commits[s] = unseen.pop()
        hands[s], unseen = tuple(sorted(unseen[: len(hands[s])])), unseen[len(hands[s]) :]
    under = list(state.pattern_pile[1:])
    rng.shuffle(under)
    return msgspec.structs.replace(
        state, hands=tuple(hands), commits=tuple(commits), pattern_pile=state.pattern_pile[:1] + tuple(under),
        seed=rng.getrandbits(63),
    )


def test_permuting_what_a_seat_cannot_see_changes_nothing_it_sees():
    checked = 0
    for players, config in [(3, ReindeersNoseConfig(allow_three_players=True)), (4, ReindeersNoseConfig()),
                            (6, ReindeersNoseConfig())]:
        for seed in range(4):
            rng = random.Random(100 + seed)
            bot = "greedy" if seed % 2 == 0 else "random"
            for state in playout(GAME, config, players, seed, bot, any_actor=True)[::7]:
                for seat in [*range(players), None]:
                    twin = _hide_differently(state, seat, rng)
                    assert GAME.conservation(twin) == GAME.conservation(state)
                    assert_reads_alike(GAME, state, twin, seat, ATTEMPTS)
                    checked += seat is not None
    assert checked > 300


def test_private_events_reach_only_their_seat_and_public_ones_name_no_card():
    for state, seat, move in history(GAME, ReindeersNoseConfig(), 5, 3, "greedy", any_actor=True)[:-1]:
        _, events = GAME.apply(state, seat, move)
        for event in events:
            fields = msgspec.structs.asdict(event)
            if event.to is None:
                assert not {"colours", "received", "gave", "colour"} & set(fields), event
            else:
                assert event.to == (fields["seat"],)


def test_a_view_never_carries_the_seed_the_pile_order_or_another_seal():
    state = GAME.setup(ReindeersNoseConfig(), 4, 11)
    state, _ = GAME.apply(state, 1, GAME.legal_moves(state, 1)[-1])
    for seat in (0, 2, 3, None):
        encoded = msgspec.json.encode(GAME.view(state, seat))
        assert b'"seed"' not in encoded and b'pattern_pile"' not in encoded and b'"sealed":null' in encoded
