"""The kit's caps on hidden hands: how they move, what a view shows of them, and deals within them."""

from __future__ import annotations

import random
from collections import Counter

from domain.kit.bounds import OPEN, capped, deal_preferring, deal_within, open_rows, rows_from, spent, telling, widen

KINDS = ("red", "blue", "plug")


def kind(card: int) -> str:
    return KINDS[card % 3]


def test_a_new_row_is_open_and_a_cap_only_ever_lowers():
    (row,) = open_rows(1, 3)
    assert row == (OPEN, OPEN, OPEN)
    assert capped(row, (1,)) == (OPEN, 0, OPEN)
    assert capped((2, 0, 5), (0, 1), cap=1) == (1, 0, 5)


def test_cards_taken_unseen_lift_the_caps_from_the_hand_size():
    assert widen((0, OPEN, 1), hand_before=3, added=2) == (2, 5, 3)
    assert widen((0, OPEN, 1), hand_before=3, added=2, could_be=(2,)) == (0, 3, 3)


def test_a_view_shows_only_the_caps_that_say_more_than_the_hand():
    assert telling((0, 4, 1), KINDS, hand_size=4) == {"red": 0, "plug": 1}
    # Two proven Blues leave room for two Reds at most, so a cap of 2 on Red says nothing new.
    assert telling((2, OPEN, 1), KINDS, hand_size=4, proven=(0, 2, 0)) == {"plug": 1}


def test_cards_played_lower_the_caps_of_their_kinds_and_shown_caps_give_rows_back():
    assert spent((3, OPEN, 1), (0, 0, 2)) == (1, OPEN, 0)
    shown = [telling((0, 4, 1), KINDS, hand_size=4), {}]
    assert rows_from(shown, [4, 2], KINDS) == ((0, 4, 1), (2, 2, 2))


def test_a_deal_within_the_rooms_never_exceeds_them_and_keeps_every_card():
    rng = random.Random(3)
    unseen = list(range(30))
    for _ in range(50):
        dealt, rest = deal_within([(1, 6, {"red": 0, "plug": 1}), (2, 4, {})], unseen, kind, rng)
        held = Counter(map(kind, dealt[1]))
        assert held["red"] == 0 and held["plug"] <= 1 and len(dealt[1]) == 6 and len(dealt[2]) == 4
        assert sorted(dealt[1] + dealt[2] + rest) == list(range(30))


def test_with_no_deal_within_the_rooms_the_rooms_are_ignored():
    dealt, rest = deal_within([(1, 4, {"red": 0, "blue": 0, "plug": 0})], list(range(6)), kind, random.Random(1))
    assert len(dealt[1]) == 4 and len(rest) == 2


def test_a_deal_keeps_within_the_preferred_rooms_when_a_deal_there_exists():
    rng = random.Random(5)
    for _ in range(30):
        dealt, rest = deal_preferring([(1, 5, {"red": 0})], [(1, 5, {"blue": 0})], list(range(30)), kind, rng)
        assert "red" not in set(map(kind, dealt[1])) and len(dealt[1]) == 5 and len(dealt[1] + rest) == 30


def test_a_deal_falls_back_to_the_required_rooms_when_the_preferred_ones_cannot_be_met():
    # Six cards, two of each kind: five cards with no Red cannot be dealt, five with at most one Blue can.
    rng = random.Random(2)
    for _ in range(30):
        dealt, rest = deal_preferring([(1, 5, {"red": 0})], [(1, 5, {"blue": 1})], list(range(6)), kind, rng)
        held = Counter(map(kind, dealt[1]))
        assert len(dealt[1]) == 5 and held["blue"] <= 1 and len(rest) == 1
