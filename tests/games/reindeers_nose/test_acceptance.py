"""Companion section 9.5: every acceptance test, named after its number and rule, on scripted 4-seat tables."""

from __future__ import annotations

import pytest

from domain.contract import ILLEGAL_MOVE, TOO_LATE, IllegalMove
from domain.games.reindeers_nose import GAME
from domain.games.reindeers_nose.events import GameEnded, HandDealt, NoseTouched, PatternReceived
from domain.games.reindeers_nose.moves import PassCard, TouchNose

from .conftest import B, G, R, Y, kinds

# Seat 2 holds four Greens; nobody else holds a set.
DEALT = [[R, R, Y, B], [R, Y, B, Y], [G, G, G, G], [R, Y, B, B]]


def _refused(state, seat, move):
    with pytest.raises(IllegalMove) as refused:
        GAME.apply(state, seat, move)
    return refused.value.code


def test_rn_acceptance_1_a_dealt_set_may_touch_at_once_and_a_false_touch_is_refused(table):
    state = table(DEALT)
    assert GAME.legal_moves(state, 2)[0] == TouchNose()
    assert TouchNose() not in GAME.legal_moves(state, 0)
    assert _refused(state, 0, TouchNose()) == ILLEGAL_MOVE
    touched, events = GAME.apply(state, 2, TouchNose())
    assert touched.touched == (2,) and NoseTouched(seat=2, order=1) in events


def test_rn_acceptance_2_a_pass_tick_gives_every_seat_the_card_from_its_right(table):
    state = table([[R, R, Y, G], [Y, Y, B, R], [G, G, B, R], [B, B, G, Y]])
    for seat, colour in [(0, G), (1, R), (2, B), (3, Y)]:
        state, _ = GAME.apply(state, seat, PassCard(colour=colour))
    # G-1: seat 0's right is seat 3, so seat 0 takes seat 3's Yellow, seat 1 takes seat 0's Green, ...
    assert [kinds(hand) for hand in state.hands] == [
        sorted([R, R, Y, Y]), sorted([Y, Y, B, G]), sorted([G, G, R, R]), sorted([B, B, G, B]),
    ]
    assert [len(hand) for hand in state.hands] == [4, 4, 4, 4] and state.passes == 1
    assert GAME.actors(state) == {0, 1, 2, 3}


def test_rn_acceptance_3_the_last_seat_gets_a_pattern_automatically_and_a_new_hand_is_dealt(table):
    state = table(DEALT)
    state, _ = GAME.apply(state, 2, TouchNose())
    state, _ = GAME.apply(state, 0, TouchNose())
    assert GAME.actors(state) == {1, 3} and GAME.is_race(state)
    top = state.pattern_pile[0]
    state, events = GAME.apply(state, 3, TouchNose())
    assert PatternReceived(seat=1, pattern=top, count=1) in events
    assert [len(cards) for cards in state.penalties] == [0, 1, 0, 0]
    assert HandDealt(hand=2) in events and state.hand == 2 and state.touched == ()
    assert [len(hand) for hand in state.hands] == [4, 4, 4, 4]
    assert _refused(state, 1, TouchNose()) == TOO_LATE  # seat 1's touch arrives after the race closed


def test_rn_acceptance_4_a_pass_sent_after_the_first_touch_is_too_late_and_no_hand_changes(table):
    state = table(DEALT)
    state, _ = GAME.apply(state, 1, PassCard(colour=Y))
    state, _ = GAME.apply(state, 2, TouchNose())
    assert [kinds(hand) for hand in state.hands] == [sorted(hand) for hand in DEALT]  # seat 1's Yellow is back
    assert _refused(state, 1, PassCard(colour=Y)) == TOO_LATE
    assert _refused(state, 0, PassCard(colour=R)) == TOO_LATE
    assert GAME.legal_moves(state, 1) == [TouchNose()]


def test_rn_acceptance_5_a_third_pattern_eliminates_its_holder_and_the_others_win(table):
    state = table(DEALT)
    pile = state.pattern_pile
    state = table(DEALT, pattern_pile=pile[2:], penalties=((), pile[:2], (), ()))
    for seat in (2, 0, 3):
        state, events = GAME.apply(state, seat, TouchNose())
    assert state.finished and state.eliminated == 1 and events[-1] == GameEnded(reason="eliminated", seat=1)
    board = GAME.score(state)
    assert board.final and board.reason == "eliminated"
    assert [line.rank for line in board.seats] == [1, 4, 1, 1]
    assert [line.breakdown["pattern_cards"] for line in board.seats] == [0, 3, 0, 0]
    assert GAME.actors(state) == frozenset()
