"""G-5 at scale: permuting the cards and patterns a seat cannot see changes nothing that seat reads.

At states reached by random and greedy playouts, the bulbs in the deck and in the other hands, and the
other seats' secret patterns with those in the box, are relabelled at random; the seat's view, its legal
moves and the refusal details of a batch of illegal attempts must stay byte-identical.
"""

from __future__ import annotations

import random

import msgspec
import pytest

from domain.games.untangle import GAME
from domain.games.untangle.moves import Complete, DiscardAndDraw, Extend, Remove, Replace, Untangle
from domain.games.untangle.state import UntangleConfig, UntangleState
from tests.games.leaks import assert_reads_alike, encode, hint_reads, playout, spread

ATTEMPTS = [
    *(Untangle(index=i) for i in (-1, 0, 4, 9, 30)),
    *(Replace(card=card, index=i) for card in (0, 9, 30, 44, 48, 52) for i in (0, 3, 25)),
    *(Remove(broken=card, index=i) for card in (1, 49, 51) for i in (0, 7)),
    *(Extend(card=card, end=end) for card in (2, 20, 45, 50) for end in ("left", "right")),
    DiscardAndDraw(cards=()), DiscardAndDraw(cards=(3,)), DiscardAndDraw(cards=(40, 5)),
    DiscardAndDraw(cards=(47, 50, 52)),
    *(Complete(pattern=p, start=s, direction="left-to-right") for p in ("P01", "P07", "P18") for s in (0, 3, 9)),
]


def _permute(state: UntangleState, seat: int, rng: random.Random) -> UntangleState:
    """Relabel the bulbs and the patterns `seat` cannot see, among themselves."""
    others = [s for s in range(state.players) if s != seat]
    bulbs = [*state.deck, *(card for s in others for card in state.hands[s])]
    hidden = [] if state.finished else others  # UN-17: every pattern is revealed at the end
    patterns = [*state.box_patterns, *(p for s in hidden for p in state.patterns[s])]
    bulb_map = dict(zip(bulbs, rng.sample(bulbs, len(bulbs))))
    pattern_map = dict(zip(patterns, rng.sample(patterns, len(patterns))))
    hands = tuple(hand if s == seat else tuple(bulb_map[c] for c in hand) for s, hand in enumerate(state.hands))
    secret = tuple(
        tuple(sorted(pattern_map.get(p, p) for p in mine)) for mine in state.patterns
    )
    return msgspec.structs.replace(
        state, deck=tuple(bulb_map[c] for c in state.deck), hands=hands, patterns=secret,
        box_patterns=tuple(sorted(pattern_map[p] for p in state.box_patterns)),
    )


@pytest.mark.parametrize("bot", ["random", "greedy"])
def test_permuting_what_a_seat_cannot_see_changes_nothing_it_reads(bot: str):
    checked = 0
    for players in (2, 3, 6):
        for seed in range(3):
            rng = random.Random(100 + seed)
            for state in spread(playout(GAME, UntangleConfig(max_turns=12), players, seed, bot), 12):
                for seat in range(players):
                    assert_reads_alike(GAME, state, _permute(state, seat, rng), seat, ATTEMPTS)
                    checked += 1
    assert checked > 150


@pytest.mark.parametrize("players", [2, 3])
def test_an_experts_reading_of_the_other_seats_rests_only_on_what_its_seat_saw(players):
    checked = 0
    for seed in range(3):
        rng = random.Random(200 + seed)
        for state in spread(playout(GAME, UntangleConfig(max_turns=12), players, seed, "greedy"), 10):
            for seat in range(players):
                read = GAME.bot_view(state, seat, "expert")
                assert encode(GAME.bot_view(_permute(state, seat, rng), seat, "expert")) == encode(read)
                mine = set(state.patterns[seat])
                assert all(mine.isdisjoint(chosen) for r in read.readings for chosen, _ in r.sets)
                checked += bool(read.readings)
    assert checked > 30


def test_views_moves_refusals_and_hints_read_nothing_of_the_plays():
    checked = 0
    for state in spread(playout(GAME, UntangleConfig(), 2, 4, "greedy"), 10):
        forgotten = msgspec.structs.replace(state, plays=())
        assert state.plays or state.round == 0
        for reader in (0, 1, None):
            assert_reads_alike(GAME, state, forgotten, reader, ATTEMPTS)
        if not state.finished:
            assert hint_reads(GAME, forgotten, state.active) == hint_reads(GAME, state, state.active)
        checked += 1
    assert checked >= 10
