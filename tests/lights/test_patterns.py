"""Bulbs against Pattern cards, Bubble Bulbs wild where a game says so (companion sections 3, 4, 5, 12, 13)."""

from __future__ import annotations

from domain.lights.components import PATTERNS_BY_ID
from domain.lights.patterns import (
    NO_WILD,
    colours_present,
    consistent,
    correct,
    directions_matching,
    fill_order,
    first_colour,
    matches,
    next_slot,
    open_slots,
)

P01 = PATTERNS_BY_ID["P01"].bulbs  # Red, Pink, Green, Blue, Yellow


def test_a_string_fills_from_the_end_its_direction_names():
    assert list(fill_order("left-to-right")) == [0, 1, 2, 3, 4]
    assert list(fill_order("right-to-left")) == [4, 3, 2, 1, 0]
    assert first_colour(P01, "left-to-right") == "red" and first_colour(P01, "right-to-left") == "yellow"


def test_the_next_slot_is_the_first_empty_one_in_fill_order():
    string = ["red", None, None, None, "yellow"]
    assert next_slot(string, "left-to-right") == 1 and next_slot(string, "right-to-left") == 3
    assert next_slot(["red"] * 5, "left-to-right") is None


def test_cl22_correct_bulbs_count_the_right_colour_or_a_bubble_but_never_a_broken():
    assert correct(["red", "bubble", "broken", "green", None], P01) == 2


def test_cl9_a_string_with_a_broken_is_not_complete_and_one_with_a_bubble_is():
    assert not matches(["red", "pink", "green", "broken", "yellow"], P01)
    assert matches(["red", "pink", "bubble", "blue", "yellow"], P01)
    assert not matches(["red", "pink", "green", "blue", None], P01)


def test_un7_a_knot_matches_read_right_to_left_only_when_either_way_is_asked():
    knot = ["yellow", "blue", "green", "pink", "red"]
    assert not matches(knot, P01) and matches(knot, P01, either_way=True)
    assert directions_matching(knot, P01) == ("right-to-left",)


def test_un8_five_bubbles_match_both_ways_so_the_player_picks_the_direction():
    assert directions_matching(["bubble"] * 5, P01) == ("left-to-right", "right-to-left")


def test_lo3_bubbles_are_not_wild_when_the_game_says_so():
    assert not matches(["red", "pink", "bubble", "blue", "yellow"], P01, wild=NO_WILD)
    assert correct(["red", "pink", "bubble", "blue", "yellow"], P01, wild=NO_WILD) == 4


def test_a_string_is_consistent_with_a_pattern_when_every_placed_bulb_sits_in_its_colours_slot():
    assert consistent([None, "pink", "broken", None, None], P01, wild=("bubble", "broken"))
    assert not consistent(["pink", None, None, None, None], P01)


def test_sl1_in_any_order_a_bulb_may_fill_the_open_slot_of_its_colour_and_a_bubble_any_open_slot():
    string = ["red", None, None, None, None]
    assert open_slots(string, P01, "blue") == [3]
    assert open_slots(string, P01, "red") == [] and open_slots(string, P01, "purple") == []
    assert open_slots(string, P01, "bubble") == [1, 2, 3, 4]


def test_fl10_the_pattern_bonus_counts_the_patterns_colours_you_hold():
    assert colours_present(P01, ["red", "green", "blue", "purple"]) == 3
    assert colours_present(P01, ["red", "pink", "green", "blue", "yellow", "red"]) == 5
