"""The shared Christmas Lights box (companion section 3.2)."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from domain.lights.components import BULBS, CHARACTERS, COLOURS, EVENTS, PATTERNS, PRESENTS


def test_the_box_holds_61_bulbs_18_patterns_6_events_6_characters_and_3_presents():
    kinds = Counter(bulb.kind for bulb in BULBS)
    assert kinds == {**{colour: 7 for colour in COLOURS}, "bubble": 6, "broken": 5, "plug": 8}
    assert [bulb.id for bulb in BULBS] == list(range(61))
    assert (len(PATTERNS), len(EVENTS), len(CHARACTERS), len(PRESENTS)) == (18, 6, 6, 3)
    assert CHARACTERS[0].id == "santa"


def test_patterns_have_five_different_colours_and_read_one_way_only():
    readings = [p.bulbs for p in PATTERNS] + [tuple(reversed(p.bulbs)) for p in PATTERNS]
    assert len(set(readings)) == 36
    assert all(len(set(p.bulbs)) == 5 for p in PATTERNS)
    for a, b in combinations(PATTERNS, 2):
        for other in (b.bulbs, tuple(reversed(b.bulbs))):
            assert sum(x != y for x, y in zip(a.bulbs, other)) >= 3


def test_each_colour_is_missing_from_three_patterns_and_sits_three_times_in_each_position():
    for colour in COLOURS:
        assert sum(colour not in p.bulbs for p in PATTERNS) == 3
        assert [sum(p.bulbs[i] == colour for p in PATTERNS) for i in range(5)] == [3] * 5


def test_p01_is_blinks_example_string():
    assert PATTERNS[0].id == "P01"
    assert PATTERNS[0].bulbs == ("red", "pink", "green", "blue", "yellow")


def test_every_card_of_the_box_is_counted_in_exactly_one_zone_at_setup():
    from domain.games.christmas_lights import GAME
    from domain.games.christmas_lights.state import ChristmasLightsConfig

    counts = GAME.conservation(GAME.setup(ChristmasLightsConfig(), 3, 9))
    assert counts["bulb:distinct"] == 61 and counts["bulb:plug"] == 8 and counts["bulb:broken"] == 5
    assert (counts["patterns"], counts["patterns:distinct"]) == (18, 18)
    assert (counts["events"], counts["characters"], counts["presents"]) == (6, 6, 3)
