"""Rule tests for the companion's stated rules and for each decision in docs/rules/check-the-box.md."""

from __future__ import annotations

import random

import msgspec
import pytest

from domain.contract import InvalidConfig, IllegalMove, StepSkipped
from domain.games.check_the_box import GAME
from domain.games.check_the_box.events import CardsDrawn, DrawEnded, GameEnded, PresentDeclined, TurnStarted
from domain.games.check_the_box.flow import sets_of
from domain.games.check_the_box.moves import Ask, Continue, Decline, DrawTwo
from domain.games.check_the_box.state import CheckTheBoxConfig
from tests.games.caps import assert_caps_hold, assert_samples_within_caps


def test_cb_3_an_ask_that_gets_cards_but_no_set_ends_the_turn(table, act):
    state = table(hands={0: ["red", "blue"], 1: ["red", "green"]})
    state, events = act(state, 0, Ask(seat=1, kind="red"))
    assert sets_of(state, 0) == [] and state.active == 1
    assert TurnStarted(seat=1, extra=False) in events


def test_cb_2_four_of_a_kind_places_one_set_and_keeps_the_fourth(table, act):
    state = table(hands={0: ["red", "red", "blue"], 1: ["red", "red", "green"]})
    state, _ = act(state, 0, Ask(seat=1, kind="red"))
    assert sets_of(state, 0) == ["red"]
    assert GAME.view(state, 0).hand == ["red", "blue"]


def test_cb_5_a_received_present_gives_no_bonus(table, act):
    state = table(hands={0: ["present", "blue"], 1: ["present", "green"]})
    state, _ = act(state, 0, Ask(seat=1, kind="present"))
    assert state.drawer is None and state.active == 1


def test_cb_5_decline_forfeits_every_present_of_that_draw_and_reads_like_continue(table, act, visible):
    state = table(hands={0: ["green"], 1: ["yellow"]}, pile_top=["present", "red", "blue"])
    state, _ = act(state, 0, Ask(seat=1, kind="green"))
    state = msgspec.structs.replace(state, bonus=2)  # as if two Presents had come up in one draw
    declined, events = act(state, 0, Decline())
    assert declined.bonus == 0 and declined.active == 1
    assert visible(events, 0)[:2] == [DrawEnded(seat=0), PresentDeclined(seat=0, to=(0,))]
    assert visible(events, 1)[0] == DrawEnded(seat=0)


def test_cb_5_draw_two_chains_and_keeps_the_unused_presents(table, act):
    state = table(hands={0: ["green"], 1: ["yellow"]}, pile_top=["present", "present", "red", "blue"])
    state, _ = act(state, 0, Ask(seat=1, kind="green"))
    state, _ = act(state, 0, DrawTwo())  # draws the second Present and a Red
    assert state.bonus == 1
    assert GAME.legal_moves(state, 0) == [DrawTwo(), Decline()]


def test_cb_5_with_the_box_empty_a_present_bonus_lapses_and_only_continue_is_offered(table, act):
    state = table(hands={0: ["green"], 1: ["yellow"]}, pile_top=["present"], pile_rest=False)
    state, _ = act(state, 0, Ask(seat=1, kind="green"))
    assert state.pile == () and GAME.legal_moves(state, 0) == [Continue()]


def test_cb_5_draw_two_with_one_card_left_draws_that_card(table, act):
    state = table(hands={0: ["green"], 1: ["yellow"]}, pile_top=["present", "red"], pile_rest=False)
    state, _ = act(state, 0, Ask(seat=1, kind="green"))
    state, events = act(state, 0, DrawTwo())
    assert CardsDrawn(seat=0, count=1, reason="present") in events


def test_cb_6_refills_go_clockwise_from_the_asker_before_its_extra_turn(table, act):
    top = ["green", "yellow", "blue", "purple", "pink", "green", "yellow", "blue", "purple", "pink"]
    state = table(hands={0: ["red", "red"], 1: ["red"]}, pile_top=top)
    state, _ = act(state, 0, Ask(seat=1, kind="red"))
    assert GAME.actors(state) == {0} and state.drawer == 0 and len(state.hands[1]) == 0
    state, _ = act(state, 0, Continue())
    assert GAME.actors(state) == {1} and state.drawer == 1
    state, events = act(state, 1, Continue())
    assert TurnStarted(seat=0, extra=True) in events and GAME.actors(state) == {0}


def test_cb_6_a_seat_out_of_cards_with_the_box_empty_is_skipped_and_keeps_its_sets(table, act):
    state = table(
        players=3, hands={0: ["red", "blue"], 1: ["red"], 2: ["blue", "green"]}, sets={1: ["plug"]}, pile_rest=False
    )
    state, events = act(state, 0, Ask(seat=1, kind="red"))
    assert StepSkipped(seat=1, reason="no cards in hand and the box is empty") in events
    assert state.active == 2 and state.turn == 2
    assert GAME.score(state).seats[1].points == 1


def test_cb_9_asks_and_answers_tell_everyone_what_a_seat_surely_holds(table, act):
    state = table(players=3, hands={0: ["red", "blue"], 1: ["red", "green"], 2: ["blue"]})
    state, _ = act(state, 0, Ask(seat=1, kind="red"))
    seats = GAME.view(state, 2).seats
    assert seats[0].known == {"red": 2} and seats[1].known == {}


def test_cb_9_an_answer_caps_what_the_target_can_hold_until_it_draws(table, act):
    state = table(
        players=3, hands={0: ["red", "blue"], 1: ["yellow", "green", "green"], 2: ["red", "purple"]},
        pile_top=["pink", "pink"],
    )
    state, _ = act(state, 0, Ask(seat=1, kind="blue"))  # "Check the Box": seat 1 holds no Blue
    assert all(GAME.view(state, viewer).seats[1].at_most == {"blue": 0} for viewer in (0, 1, 2, None))
    state, _ = act(state, 0, Continue())
    state, _ = act(state, 1, Ask(seat=2, kind="yellow"))  # seat 1 draws one unseen card
    assert GAME.view(state, 0).seats[1].at_most == {"blue": 1}
    state, _ = act(state, 1, Continue())
    state, _ = act(state, 2, Ask(seat=0, kind="red"))  # seat 0 hands over its only Red
    assert GAME.view(state, 1).seats[0].at_most["red"] == 0


def test_cb_9_what_public_speech_shows_always_brackets_the_true_hands():
    tables = [(seed, 2 + seed % 3) for seed in range(40)]
    assert_caps_hold(GAME, CheckTheBoxConfig(), tables, "random", _caps, floors=lambda view, seat: view.seats[seat].known)


def test_cb_9_a_sampled_table_never_deals_a_seat_more_than_public_speech_allows():
    assert_samples_within_caps(GAME, CheckTheBoxConfig(), range(10), _caps)


def _caps(view, seat: int) -> dict[str, int]:
    return view.seats[seat].at_most


def test_g_8_the_cap_ends_the_game_with_turn_cap(table, act):
    state = table(hands={0: ["red", "blue"], 1: ["red", "green"]}, max_turns=1)
    state, events = act(state, 0, Ask(seat=1, kind="red"))
    assert state.finished and state.reason == "turn-cap" and events[-1] == GameEnded(reason="turn-cap")
    assert GAME.score(state).reason == "turn-cap"


def test_a_seat_with_no_cards_cannot_be_asked(table, act):
    state = table(players=3, hands={0: ["red"], 1: [], 2: ["blue"]}, pile_rest=False)
    with pytest.raises(IllegalMove, match="seat 1 holds no cards"):
        act(state, 0, Ask(seat=1, kind="red"))


@pytest.mark.parametrize(("config", "players"), [(CheckTheBoxConfig(), 5), (CheckTheBoxConfig(first_seat=3), 2)])
def test_impossible_tables_are_refused(config, players):
    with pytest.raises(InvalidConfig):
        GAME.setup(config, players, 1)


def test_dealt_sets_are_placed_at_set_up_and_no_hand_keeps_three_of_a_kind():
    states = [GAME.setup(CheckTheBoxConfig(), 4, seed) for seed in range(60)]
    assert any(state.sets[seat] for state in states for seat in range(4))
    for state in states:
        for seat in range(4):
            hand = GAME.view(state, seat).hand
            assert all(hand.count(kind) < 3 for kind in hand)


def test_the_greedy_bot_does_not_ask_for_a_kind_the_seat_just_said_it_lacks(table, act):
    state = table(hands={0: ["red", "red", "blue"], 1: ["green", "blue"]}, pile_top=["pink", "pink"])
    state, _ = act(state, 0, Ask(seat=1, kind="red"))  # "Check the Box": seat 1 holds no Red; seat 0 draws
    state, _ = act(state, 0, Continue())
    state, _ = act(state, 1, Ask(seat=0, kind="blue"))  # handed over: seat 1 draws nothing
    view, moves = GAME.view(state, 0), GAME.legal_moves(state, 0)
    assert view.seats[1].at_most == {"red": 0}
    picks = {GAME.bots["greedy"](view, moves, random.Random(seed)) for seed in range(20)}
    assert Ask(seat=1, kind="red") not in picks
