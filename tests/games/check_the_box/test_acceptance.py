"""Companion section 11.5: every acceptance test, named after its number and rule, with the companion's values."""

from __future__ import annotations

import pytest

from domain.contract import ILLEGAL_MOVE, IllegalMove
from domain.games.check_the_box import GAME
from domain.games.check_the_box.events import BoxChecked, CardsDrawn, SetPlaced, TurnStarted
from domain.games.check_the_box.flow import sets_of
from domain.games.check_the_box.moves import Ask, Continue, Decline, DrawTwo


def test_cb_acceptance_1_ask_and_set_places_the_set_and_the_asker_asks_again(table, act):
    state = table(hands={0: ["red", "red", "blue"], 1: ["red", "green"]})
    state, events = act(state, 0, Ask(seat=1, kind="red"))
    assert sets_of(state, 0) == ["red"]
    assert SetPlaced(seat=0, kind="red") in events
    assert TurnStarted(seat=0, extra=True) in events
    assert GAME.actors(state) == {0}
    assert GAME.legal_moves(state, 0) == [Ask(seat=1, kind="blue")]


def test_cb_acceptance_2_check_the_box_draws_one_and_passes_even_when_the_draw_makes_a_set(table, act):
    state = table(hands={0: ["red", "red", "blue"], 1: ["green"]}, pile_top=["red"])
    state, events = act(state, 0, Ask(seat=1, kind="red"))
    assert BoxChecked(seat=1, asker=0) in events
    assert CardsDrawn(seat=0, count=1, reason="check-the-box") in events
    assert sets_of(state, 0) == ["red"]  # CB-4: the set is placed...
    assert GAME.legal_moves(state, 0) == [Continue()]  # CB-5: the draw's follow-up step
    state, events = act(state, 0, Continue())
    assert state.active == 1 and GAME.actors(state) == {1}  # ...but gives no extra turn
    assert TurnStarted(seat=1, extra=False) in events


def test_cb_acceptance_3_ask_scope_an_ask_for_a_kind_not_held_is_refused(table, act):
    state = table(hands={0: ["red", "green"], 1: ["blue", "yellow"]})
    with pytest.raises(IllegalMove) as refused:
        act(state, 0, Ask(seat=1, kind="blue"))
    assert refused.value.code == ILLEGAL_MOVE
    assert "blue" in refused.value.detail


def test_cb_acceptance_4_present_drawn_from_the_box_offers_draw_two_and_the_hand_grows_by_three(table, act):
    state = table(hands={0: ["red", "blue"], 1: ["green"]}, pile_top=["present", "yellow", "pink"])
    state, _ = act(state, 0, Ask(seat=1, kind="red"))
    assert GAME.legal_moves(state, 0) == [DrawTwo(), Decline()]
    state, events = act(state, 0, DrawTwo())
    assert CardsDrawn(seat=0, count=2, reason="present") in events
    hand = GAME.view(state, 0).hand
    assert sorted(hand) == sorted(["red", "blue", "present", "yellow", "pink"])  # the Present plus 2 more
    assert GAME.legal_moves(state, 0) == [Continue()]


def test_cb_acceptance_5_empty_hand_a_seat_giving_its_last_card_draws_five_at_once(table, act):
    state = table(hands={0: ["red", "blue"], 1: ["red"]}, pile_top=["green", "yellow", "blue", "purple", "pink"])
    state, events = act(state, 0, Ask(seat=1, kind="red"))
    assert CardsDrawn(seat=1, count=5, reason="refill") in events
    assert len(state.hands[1]) == 5
    assert GAME.actors(state) == {1}  # CB-5: the refill is a box draw with its follow-up step


def test_cb_acceptance_6_end_six_six_five_the_six_with_fewer_plug_sets_wins(table, act):
    state = table(
        players=3,
        sets={
            0: ["red", "red", "green", "green", "plug", "plug"],
            1: ["yellow", "yellow", "blue", "blue", "purple", "purple"],
            2: ["pink", "pink", "bubble", "broken"],
        },
        hands={0: ["present"], 2: ["present", "present"]},
        active=2,
    )
    assert state.pile == ()
    state, _ = act(state, 2, Ask(seat=0, kind="present"))
    assert state.finished and state.reason == "all-sets"
    board = GAME.score(state)
    assert board.final
    assert [line.points for line in board.seats] == [6, 6, 5]
    assert [line.breakdown["plug_sets"] for line in board.seats] == [2, 0, 0]
    assert [line.rank for line in board.seats] == [2, 1, 3]
