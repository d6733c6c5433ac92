"""Deck operations: seeded shuffles, draws that never fail, deals and the box (G-3, G-4)."""

from __future__ import annotations

import pytest

from domain.lights.components import ALL_CARDS, BULB_CARDS, CHARACTER_CARDS, COLOURS, census, kind_of
from domain.lights.decks import deal, draw, reshuffle, shuffle, split_box
from domain.rng import rng_at


def test_a_shuffle_is_chance_step_counter_and_hands_back_the_next_counter():
    cards, counter = shuffle(range(10), seed=7, counter=3)
    expected = list(range(10))
    rng_at(7, 3).shuffle(expected)
    assert cards == tuple(expected) and counter == 4
    assert shuffle(range(10), 7, 3) == (cards, 4)


def test_a_draw_takes_from_the_top_and_leaves_the_counter_alone_without_a_reshuffle():
    drawn = draw((5, 6, 7), (1,), 2, seed=1, counter=9)
    assert drawn == ((5, 6), (7,), (1,), 9, ())


def test_g3_an_empty_deck_is_rebuilt_from_the_whole_discard_then_the_draw_goes_on():
    drawn = draw((5,), (1, 2, 3), 3, seed=1, counter=9)
    new_deck, _ = shuffle((1, 2, 3), 1, 9)
    assert drawn.cards == (5, *new_deck[:2]) and drawn.deck == new_deck[2:]
    assert drawn.discard == () and drawn.counter == 10 and drawn.reshuffles == (3,)


def test_g3_a_draw_never_fails_it_takes_what_there_is():
    drawn = draw((5,), (), 4, seed=1, counter=0)
    assert drawn.cards == (5,) and drawn.deck == () and drawn.reshuffles == ()


def test_bl7_the_discards_top_card_can_stay_when_the_rest_is_reshuffled():
    drawn = draw((), (1, 2, 3), 5, seed=2, counter=0, keep=1)
    assert sorted(drawn.cards) == [1, 2] and drawn.discard == (3,) and drawn.reshuffles == (2,)
    assert reshuffle((9,), (4,), seed=2, counter=0, keep=1) == ((9,), (4,), 0)


def test_a_reshuffle_puts_the_discard_under_the_deck():
    deck, discard, counter = reshuffle((9,), (1, 2), seed=3, counter=5)
    assert deck[0] == 9 and sorted(deck[1:]) == [1, 2] and discard == () and counter == 6


def test_a_deal_gives_each_seat_a_block_from_the_top_and_a_short_deck_deals_what_it_has():
    assert deal(tuple(range(7)), 3, 2) == (((0, 1), (2, 3), (4, 5)), (6,))
    assert deal((0, 1, 2), 2, 2) == (((0, 1), (2,)), ())


def test_g4_part_of_each_kind_plays_and_the_rest_of_the_box_stays_in_the_box():
    play, box = split_box({**{colour: 5 for colour in COLOURS}, "bubble": 5})
    assert census(play) == {**{c: 5 for c in sorted(COLOURS)}, "bubble": 5, "distinct": 35}
    assert sorted(play + box) == list(ALL_CARDS)
    assert sum(kind_of(c) == "red" for c in box) == 2 and sum(kind_of(c) == "plug" for c in box) == 8


def test_which_cards_of_a_kind_play_follows_the_order_given_so_a_shuffle_makes_it_a_random_draw():
    among, _ = shuffle(CHARACTER_CARDS, seed=4, counter=0)
    play, box = split_box({"character": 4}, among)
    assert play == among[:4] and box == among[4:]


def test_asking_the_box_for_more_than_it_holds_is_an_error():
    with pytest.raises(ValueError, match="broken"):
        split_box({"broken": 6}, BULB_CARDS)
