"""G-5, G-6 and FL-13 at scale: a seat learns nothing about the hands it has not held, the box or others'
sealed choices.

At states of greedy and random playouts, the face-down cards a seat cannot see (the other hands it has not
held, rules decision 12, and the box) are dealt anew and every other seat's sealed choice is drawn again: the
seat's view, legal moves and the refusals of a batch of illegal attempts stay byte-identical.
"""

from __future__ import annotations

import random
from itertools import combinations_with_replacement

import msgspec

from domain.games.festival_of_lights import GAME
from domain.games.festival_of_lights.components import ALL_KINDS
from domain.games.festival_of_lights.moves import (
    AssignBubbles,
    Decline,
    PlaceCharacter,
    Reveal,
    TakeFromDiscard,
    UseBroken,
)
from domain.games.festival_of_lights.state import FestivalOfLightsConfig, FestivalOfLightsState
from domain.games.festival_of_lights.view import held
from domain.kit import committed
from domain.lights import kind_of
from domain.lights.components import COLOURS
from tests.games.leaks import assert_reads_alike, playout

ATTEMPTS = [
    *(Reveal(kind=kind) for kind in ALL_KINDS), *(TakeFromDiscard(kind=kind) for kind in ALL_KINDS),
    *(PlaceCharacter(colour=colour) for colour in COLOURS), UseBroken(), Decline(),
    AssignBubbles(colours=("red",)), AssignBubbles(colours=("pink", "blue")),
]


def _hide_differently(state: FestivalOfLightsState, seat: int | None, rng: random.Random) -> FestivalOfLightsState:
    """The same table with the hands `seat` has not held and the face-down box dealt anew, and others' sealed
    choices redrawn (a sealed card stays one of its hand's cards, whether or not `seat` knows that hand)."""
    others = [s for s in range(state.players) if seat is None or not held(state, seat, s)]
    # Only the box's bulbs and Characters could be in a hand; its Pattern, Event and Present cards stay put.
    loose = [card for card in state.box if kind_of(card) in ALL_KINDS]
    unseen = [card for s in others for card in state.hands[s]] + loose
    rng.shuffle(unseen)
    hands = list(state.hands)
    for s in others:
        hands[s], unseen = tuple(sorted(unseen[: len(hands[s])])), unseen[len(hands[s]) :]
    choices, rescues, assigns = list(state.choices), list(state.rescues), list(state.assigns)
    for s in (s for s in range(state.players) if s != seat):
        if s in committed(state.choices):
            choices[s] = rng.choice(hands[s])
        if s in committed(state.rescues):
            rescues[s] = rng.random() < 0.5
        if s in committed(state.assigns):
            assigns[s] = rng.choice(list(combinations_with_replacement(COLOURS, len(state.bubbles[s]))))
    return msgspec.structs.replace(
        state, hands=tuple(hands), box=(*unseen, *(card for card in state.box if card not in loose)), choices=tuple(choices), rescues=tuple(rescues),
        assigns=tuple(assigns), seed=rng.getrandbits(63),
    )


def test_permuting_what_a_seat_cannot_see_changes_nothing_it_sees():
    checked = 0
    for players in (3, 4):
        for seed in range(6):
            rng = random.Random(100 + seed)
            config = FestivalOfLightsConfig(plug_takes_fresh_drops=seed % 3 != 0)
            bot = "greedy" if seed % 2 == 0 else "random"
            for state in playout(GAME, config, players, seed, bot, any_actor=True)[::2]:
                for seat in [*range(players), None]:
                    twin = _hide_differently(state, seat, rng)
                    assert GAME.conservation(twin) == GAME.conservation(state)
                    assert_reads_alike(GAME, state, twin, seat, ATTEMPTS)
                    checked += seat is not None
    assert checked > 300


def test_a_view_never_carries_the_seed_or_another_seats_choice():
    state = GAME.setup(FestivalOfLightsConfig(), 4, 11)
    state, _ = GAME.apply(state, 1, GAME.legal_moves(state, 1)[-1])
    encoded = msgspec.json.encode(GAME.view(state, 0))
    assert b'"seed"' not in encoded and b'"box"' not in encoded
    assert GAME.view(state, 0).sealed is None and GAME.view(state, 0).committed == [1]
