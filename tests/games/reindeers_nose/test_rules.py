"""Rule tests for the companion's stated rules and for each decision in docs/rules/reindeers-nose.md."""

from __future__ import annotations

import msgspec
import pytest

from domain.contract import ILLEGAL_MOVE, NOT_YOUR_TURN, TOO_LATE, IllegalMove, InvalidConfig
from domain.games.reindeers_nose import GAME
from domain.games.reindeers_nose.components import PATTERN_CARDS
from domain.games.reindeers_nose.events import (
    CardReceived,
    GameEnded,
    HandAbandoned,
    PassesDropped,
    PassSealed,
)
from domain.games.reindeers_nose.moves import PassCard, TouchNose
from domain.games.reindeers_nose.state import ReindeersNoseConfig
from domain.lights import ALL_CARDS, kind_of

from .conftest import B, G, R, Y, kinds

DEALT = [[R, R, Y, B], [R, Y, B, Y], [G, G, G, G], [R, Y, B, B]]
NO_SET = [[R, R, Y, G], [Y, Y, B, R], [G, G, B, R], [B, B, G, Y]]


def _code(state, seat, move) -> str:
    with pytest.raises(IllegalMove) as refused:
        GAME.apply(state, seat, move)
    return refused.value.code


def test_rn_9_set_up_deals_four_each_from_one_colour_per_seat_and_boxes_the_rest():
    for players in (4, 5, 6):
        state = GAME.setup(ReindeersNoseConfig(), players, players)
        assert len(state.colours) == players and [len(hand) for hand in state.hands] == [4] * players
        held = [kind_of(card) for hand in state.hands for card in hand]
        assert sorted(set(held)) == sorted(state.colours) and all(held.count(c) == 4 for c in state.colours)
        assert sorted(state.pattern_pile) == list(PATTERN_CARDS)
        assert GAME.conservation(state)["distinct"] == len(ALL_CARDS) and GAME.actors(state) == set(range(players))


def test_9_1_the_colours_are_drawn_from_the_seed_unless_given():
    drawn = {GAME.setup(ReindeersNoseConfig(), 4, seed).colours for seed in range(20)}
    assert len(drawn) > 1
    given = GAME.setup(ReindeersNoseConfig(colours=("pink", "red", "blue", "green")), 4, 3)
    assert given.colours == ("red", "green", "blue", "pink")


@pytest.mark.parametrize(
    ("config", "players"),
    [
        (ReindeersNoseConfig(), 3),
        (ReindeersNoseConfig(), 7),
        (ReindeersNoseConfig(allow_three_players=True), 2),
        (ReindeersNoseConfig(colours=("red", "green", "blue")), 4),
        (ReindeersNoseConfig(colours=("red", "red", "blue", "green")), 4),
    ],
)
def test_rn_1_impossible_tables_are_refused(config, players):
    with pytest.raises(InvalidConfig):
        GAME.setup(config, players, 1)


def test_rn_1_three_players_play_behind_the_option():
    state = GAME.setup(ReindeersNoseConfig(allow_three_players=True), 3, 1)
    assert len(state.colours) == 3 and GAME.conservation(state)["distinct"] == len(ALL_CARDS)


def test_rn_10_a_sealed_pass_is_announced_without_its_colour_and_is_final(table):
    state = table(NO_SET)
    state, events = GAME.apply(state, 0, PassCard(colour=G))
    assert events == [PassSealed(seat=0)]
    assert GAME.view(state, 0).sealed == G and GAME.view(state, 1).sealed is None
    assert GAME.view(state, 1).committed == [0] and GAME.view(state, 1).hand_counts == [3, 4, 4, 4]
    assert GAME.legal_moves(state, 0) == [] and _code(state, 0, PassCard(colour=R)) == NOT_YOUR_TURN


def test_9_3_each_seat_reads_only_the_card_it_took(table):
    state = table(NO_SET)
    for seat, colour in [(0, G), (1, R), (2, B), (3, Y)]:
        state, events = GAME.apply(state, seat, PassCard(colour=colour))
    private = [event for event in events if isinstance(event, CardReceived)]
    assert private[0] == CardReceived(seat=0, received=Y, gave=G, to=(0,))
    assert all(event.to == (event.seat,) for event in private)


def test_a_pass_of_a_colour_not_held_is_refused(table):
    assert _code(table(NO_SET), 0, PassCard(colour=B)) == ILLEGAL_MOVE


def test_rn_5_with_two_sets_the_first_touch_starts_the_race_and_the_other_set_just_touches(table):
    state = table([[G, G, G, G], [R, R, R, R], [Y, Y, B, B], [Y, Y, B, B]])
    state, _ = GAME.apply(state, 1, TouchNose())
    state, _ = GAME.apply(state, 0, TouchNose())
    assert state.touched == (1, 0) and GAME.actors(state) == {2, 3}


def test_9_3_the_first_touch_returns_every_sealed_card_and_the_toucher_leaves_the_actors(table):
    state = table(DEALT)
    state, _ = GAME.apply(state, 0, PassCard(colour=B))
    state, _ = GAME.apply(state, 3, PassCard(colour=R))
    state, events = GAME.apply(state, 2, TouchNose())
    assert PassesDropped(seats=(0, 3)) in events and state.commits == (None,) * 4
    assert [kinds(hand) for hand in state.hands] == [sorted(hand) for hand in DEALT]
    assert _code(state, 2, TouchNose()) == NOT_YOUR_TURN
    assert GAME.is_race(state)


def test_rn_8_a_hand_without_a_set_after_max_passes_is_redealt_without_penalty(table):
    state = table(NO_SET, max_passes=1)
    for seat, colour in [(0, G), (1, R), (2, B), (3, Y)]:
        state, events = GAME.apply(state, seat, PassCard(colour=colour))
    assert HandAbandoned(passes=1) in events and state.hand == 2 and state.passes == 0
    assert all(not cards for cards in state.penalties)


def test_g_8_the_cap_ends_the_game_after_the_last_hand_with_fewest_patterns_first(table):
    pile = table(DEALT).pattern_pile
    state = table(DEALT, max_hands=1, pattern_pile=pile[1:], penalties=((pile[0],), (), (), ()))
    for seat in (2, 0, 3):
        state, events = GAME.apply(state, seat, TouchNose())
    assert state.finished and state.reason == "turn-cap" and events[-1] == GameEnded(reason="turn-cap")
    board = GAME.score(state)
    assert board.reason == "turn-cap" and [line.rank for line in board.seats] == [3, 3, 1, 1]
    assert [line.points for line in board.seats] == [2, 2, 3, 3]


def test_a_late_touch_is_too_late_only_for_the_seat_that_lost_the_last_race(table):
    state = table(DEALT)
    for seat in (2, 0, 3):
        state, _ = GAME.apply(state, seat, TouchNose())
    fresh = msgspec.structs.replace(state, hands=table(NO_SET).hands)
    assert _code(fresh, 1, TouchNose()) == TOO_LATE
    assert _code(fresh, 2, TouchNose()) == ILLEGAL_MOVE  # seat 2 touched in time: its false touch is RN-3


def test_the_view_shows_the_own_hand_by_colour_and_only_counts_of_the_rest(table):
    state = table(DEALT)
    seen = GAME.view(state, 1)
    assert seen.hand == [R, Y, Y, B] and seen.hand_counts == [4, 4, 4, 4]
    assert GAME.view(state, None).hand == [] and GAME.view(state, None).sealed is None
    assert b"pattern_pile\"" not in msgspec.json.encode(seen) and b"\"seed\"" not in msgspec.json.encode(seen)
