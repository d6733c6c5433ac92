"""What the table knows of a hand from the swaps it saw (`known`), and what a seat's samples of the table read into
it and into the public gestures (the bots' `determinize`)."""

from __future__ import annotations

import random

import msgspec

from domain.games.lights_on import GAME
from domain.games.lights_on.components import GESTURES, is_set
from domain.games.lights_on.moves import CallLightsOff, CallLightsOn, MakeGesture, Swap

from .conftest import SIGNALS, kinds

SAMPLES = 40


def samples(state, seat: int) -> list:
    view, rng = GAME.view(state, seat), random.Random(5)
    found = [GAME.determinize(view, rng) for _ in range(SAMPLES)]
    for sample in found:
        assert msgspec.json.encode(GAME.view(sample, seat)) == msgspec.json.encode(view)
    return found


def sets_held(found: list, seat: int) -> int:
    return sum(is_set(kinds(sample.hands[seat])) for sample in found)


def test_a_teammate_that_made_the_teams_signal_is_sampled_holding_four_of_a_kind(table, act):
    state, _ = act(table(), 2, MakeGesture(g=SIGNALS[0]))
    assert sets_held(samples(state, 0), 2) == SAMPLES


def test_another_gesture_or_an_unknown_signal_of_the_other_team_says_little_of_a_hand(table, act):
    state, _ = act(table(), 2, MakeGesture(g="look-up"))
    state, _ = act(state, 1, MakeGesture(g=SIGNALS[1]))
    found = samples(state, 0)
    assert sets_held(found, 2) < SAMPLES // 4
    # Seat 0 has no clue to team 1's signal: seat 1's gesture is read as nothing.
    assert sets_held(found, 1) < SAMPLES // 4


def test_before_the_first_clue_an_opponent_that_gestures_freely_is_not_read_as_signalling(table, act):
    state = table()
    for gesture in GESTURES:
        state, _ = act(state, 1, MakeGesture(g=gesture))
    # One of these twelve is team 1's signal, but nothing tells which: a set in every sample would be a guess.
    assert sets_held(samples(state, 0), 1) < SAMPLES // 4


def test_once_the_round_is_won_the_signal_no_longer_shapes_the_samples(table, act):
    state, _ = act(table(), 2, MakeGesture(g=SIGNALS[0]))
    state, _ = act(state, 1, CallLightsOff(seat=2))
    assert not GAME.view(state, 0).race.open
    assert sets_held(samples(state, 0), 2) < SAMPLES


def test_the_bulbs_a_seat_took_are_known_to_all_until_it_gives_that_kind_back(table, act):
    state = table(hands={1: ["red", "green", "yellow", "blue"]}, market=["red", "red", "pink"])
    state, _ = act(state, 1, Swap(give="green", take=state.market[0]))
    state, _ = act(state, 1, Swap(give="yellow", take=state.market[1]))
    for seat in (None, 0, 1, 2, 3):
        assert GAME.view(state, seat).known == [{}, {"red": 2}, {}, {}]
    # A red given back may be one of the two taken: one red stays surely held. A kind held unseen gives nothing.
    state, _ = act(state, 1, Swap(give="red", take=state.market[2]))
    assert GAME.view(state, 0).known[1] == {"red": 1, "pink": 1}
    state, _ = act(state, 1, Swap(give="blue", take=state.market[0]))
    assert GAME.view(state, 0).known[1] == {"red": 1, "pink": 1, "green": 1}


def test_every_sample_deals_a_seat_the_bulbs_it_was_seen_to_take(table, act):
    state = table(hands={1: ["red", "green", "yellow", "blue"]}, market=["red", "red"])
    state, _ = act(state, 1, Swap(give="green", take=state.market[0]))
    state, _ = act(state, 1, Swap(give="yellow", take=state.market[1]))
    assert all(kinds(sample.hands[1]).count("red") >= 2 for sample in samples(state, 0))


def test_a_seat_is_read_as_holding_one_more_of_each_kind_it_took_than_the_swaps_prove(table, act):
    state = table(hands={1: ["red", "green", "yellow", "blue"]}, market=["red", "red", "red"])
    state, _ = act(state, 1, Swap(give="green", take=state.market[0]))
    assert GAME.view(state, 0).known[1] == {"red": 1}
    assert all(kinds(sample.hands[1]).count("red") >= 2 for sample in samples(state, 0))
    state, _ = act(state, 1, Swap(give="yellow", take=state.market[1]))
    state, _ = act(state, 1, Swap(give="blue", take=state.market[2]))
    # Three reds taken and none given back: read as four, with no signal made.
    assert GAME.view(state, 0).known[1] == {"red": 3}
    assert sets_held(samples(state, 0), 1) == SAMPLES


def test_the_reading_takes_only_bulbs_that_no_seat_surely_holds(table, act):
    # All five reds are placed: two in seat 0's hand, one left in the Market, one taken by each of seats 1 and 3.
    others = ["pink", "green", "yellow", "blue"]
    state = table(hands={0: ["red", "red", "green", "blue"], 1: others, 3: others}, market=["red", "red", "red"])
    state, _ = act(state, 1, Swap(give="green", take=state.market[0]))
    state, _ = act(state, 3, Swap(give="green", take=state.market[1]))
    assert all(kinds(sample.hands[seat]).count("red") == 1 for sample in samples(state, 0) for seat in (1, 3))


def test_a_signalling_teammate_is_dealt_four_of_the_kind_it_was_seen_to_take(table, act):
    state = table(hands={2: ["pink", "green", "yellow", "blue"]}, market=["pink"])
    state, _ = act(state, 2, Swap(give="green", take=state.market[0]))
    state, _ = act(state, 2, MakeGesture(g=SIGNALS[0]))
    assert all(kinds(sample.hands[2]) == ["pink"] * 4 for sample in samples(state, 0))


def test_a_lit_lights_on_narrows_the_callers_signal_to_the_gestures_its_revealer_made(table, act):
    state = table(hands={1: ["red"] * 4})
    state, _ = act(state, 1, MakeGesture(g="look-up"))
    state, _ = act(state, 1, MakeGesture(g=SIGNALS[1]))
    state, _ = act(state, 3, CallLightsOn())
    assert GAME.view(state, 0).signal_clues == [[], ["look-up", SIGNALS[1]]]
    state = table(hands={1: ["red"] * 4}, signal_clues=((), ("look-up", SIGNALS[1])))
    state, _ = act(state, 1, MakeGesture(g=SIGNALS[1]))
    state, _ = act(state, 1, MakeGesture(g="tap-table"))
    state, _ = act(state, 3, CallLightsOn())
    assert GAME.view(state, 2).signal_clues == [[], [SIGNALS[1]]]


def test_an_unlit_call_and_a_lights_off_give_no_clue(table, act):
    state, _ = act(table(), 1, MakeGesture(g="look-up"))
    state, _ = act(state, 3, CallLightsOn())
    assert not GAME.view(state, 0).last_call.lit
    assert GAME.view(state, 0).signal_clues == [[], []]
    state, _ = act(table(hands={1: ["red"] * 4}), 1, MakeGesture(g=SIGNALS[1]))
    state, _ = act(state, 0, CallLightsOff(seat=1))
    assert GAME.view(state, 0).last_call.lit
    assert GAME.view(state, 0).signal_clues == [[], []]


def test_an_opponent_making_its_teams_one_clue_is_sampled_holding_four_of_a_kind(table, act):
    state, _ = act(table(signal_clues=((), (SIGNALS[1],))), 1, MakeGesture(g=SIGNALS[1]))
    found = samples(state, 0)
    assert sets_held(found, 1) == SAMPLES
    assert all(sample.signals[1] == SIGNALS[1] for sample in found)
