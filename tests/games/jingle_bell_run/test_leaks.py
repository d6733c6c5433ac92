"""G-5 and JB-11 at scale: a seat learns nothing from the identities of the cards it cannot see.

At states reached by greedy and random playouts, the cards a seat cannot see (the deck and the other
hands) are dealt among those places at random, keeping every pile's size: the seat's view, its legal
moves and the refusal details of a handful of illegal attempts must stay byte-identical.
"""

from __future__ import annotations

import random

import pytest
from msgspec.structs import replace

from domain.games.jingle_bell_run import GAME
from domain.games.jingle_bell_run.moves import DiscardDown, Move, Steal, SwapPatterns, TakeBubble, TakeCard
from domain.games.jingle_bell_run.state import JingleBellRunConfig, JingleBellRunState
from tests.games.leaks import assert_reads_alike, playout, spread

SEEDS = range(3)


def _permuted(state: JingleBellRunState, seat: int, rng: random.Random) -> JingleBellRunState:
    """The same table with the deck and every other hand dealt afresh from their own cards."""
    unseen = [*state.deck, *(c for s, hand in enumerate(state.hands) if s != seat for c in hand)]
    rng.shuffle(unseen)
    hands = []
    for s, hand in enumerate(state.hands):
        if s == seat:
            hands.append(hand)
        else:
            hands.append(tuple(unseen[: len(hand)]))
            unseen = unseen[len(hand) :]
    return replace(state, hands=tuple(hands), deck=tuple(unseen))


def _attempts(state: JingleBellRunState, seat: int) -> list[object]:
    """Illegal tries naming cards the seat cannot see: the deck's top, another hand's cards, odd cells."""
    hidden = [*state.deck[:3], *(c for s, hand in enumerate(state.hands) if s != seat for c in hand[:3])]
    picks = hidden[:5] or [0]
    other = (seat + 1) % state.players
    return [
        TakeCard(source=picks[0]), TakeBubble(market_card=picks[-1]), Steal(brokens=tuple(picks[:2]), seat=other),
        SwapPatterns(plug=picks[0], a=0, b=15), Move(to=5, cards=tuple(picks)), DiscardDown(cards=tuple(picks[:2])),
    ]


@pytest.mark.parametrize(("players", "bot", "config"), [
    (2, "greedy", JingleBellRunConfig(first_seat=0)),
    (6, "random", JingleBellRunConfig(first_seat=3, start_on_corner=True, max_turns=20)),
    (4, "greedy", JingleBellRunConfig(first_seat="random")),
])
def test_permuting_cards_a_seat_cannot_see_changes_nothing_it_can_read(players, bot, config):
    rng, checked = random.Random(0), 0
    for seed in SEEDS:
        for state in spread(playout(GAME, config, players, seed, bot), 25):
            for seat in range(players):
                assert_reads_alike(GAME, state, _permuted(state, seat, rng), seat, _attempts(state, seat))
                checked += 1
    assert checked > 50


def test_only_the_taker_reads_a_blind_draw_and_only_thief_and_victim_read_a_steal():
    private = {"card-seen", "stolen-cards-seen"}
    for seed in SEEDS:
        state, rng = GAME.setup(JingleBellRunConfig(), 4, seed), random.Random(seed)
        while not GAME.is_finished(state):
            seat = state.active
            move = rng.choice(GAME.legal_moves(state, seat))
            state, events = GAME.apply(state, seat, move)
            for event in events:
                tag = event.__struct_config__.tag
                assert (event.to is not None) == (tag in private), event
                if tag in private:
                    assert seat in event.to
