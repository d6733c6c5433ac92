"""One id space for every card of the box (companion section 3.2, G-4)."""

from __future__ import annotations

from collections import Counter

from domain.lights.components import (
    ALL_CARDS,
    BULB_CARDS,
    BULBS,
    CARDS,
    CHARACTER_CARDS,
    CHARACTERS,
    EVENT_CARDS,
    EVENTS,
    PATTERN_CARDS,
    PATTERNS,
    PRESENT_CARDS,
    card,
    card_id,
    census,
    kind_of,
    kinds_of,
)


def test_every_card_of_the_box_has_one_id_and_each_family_one_range():
    assert len(CARDS) == 61 + 18 + 6 + 6 + 3 == len(ALL_CARDS)
    assert [c.id for c in CARDS] == list(ALL_CARDS)
    ranges = [BULB_CARDS, PATTERN_CARDS, EVENT_CARDS, CHARACTER_CARDS, PRESENT_CARDS]
    assert [r.start for r in ranges[1:]] == [r.stop for r in ranges[:-1]] and ranges[-1].stop == len(CARDS)
    for family, ids in zip(("bulb", "pattern", "event", "character", "present"), ranges):
        assert {card(i).family for i in ids} == {family}


def test_a_bulb_cards_id_is_still_its_index_in_bulbs():
    assert all(card(bulb.id).kind == bulb.kind == kind_of(bulb.id) for bulb in BULBS)


def test_patterns_events_and_characters_are_found_by_their_own_keys():
    assert card(card_id("P01")).bulbs == PATTERNS[0].bulbs == ("red", "pink", "green", "blue", "yellow")
    assert [card(card_id(e.id)).name for e in EVENTS] == [e.name for e in EVENTS]
    assert card(card_id("santa")).id == CHARACTER_CARDS[0] and CHARACTERS[0].id == "santa"
    assert card(card_id("present-3")).id == PRESENT_CARDS[-1]


def test_cards_that_are_not_bulbs_count_as_their_family():
    kinds = Counter(kind_of(i) for i in ALL_CARDS if i not in BULB_CARDS)
    assert kinds == {"pattern": 18, "event": 6, "character": 6, "present": 3}


def test_kinds_of_keeps_empty_slots():
    assert kinds_of([0, None, card_id("santa")]) == ["red", None, "character"]


def test_census_of_the_whole_box_counts_every_kind_and_every_id_once():
    counts = census(ALL_CARDS)
    assert counts["distinct"] == 94 and counts["plug"] == 8 and counts["character"] == 6
    assert census([0, 0], prefix="bulb:") == {"bulb:red": 2, "bulb:distinct": 1}
