"""Companion section 5.5: every acceptance test, named after its number and rule, with the companion's values."""

from __future__ import annotations

from domain.games.festival_of_lights import GAME
from domain.games.festival_of_lights.events import BonusTaken, LastCardsBoxed, PileReturned
from domain.games.festival_of_lights.moves import Reveal, TakeFromDiscard, UseBroken
from domain.lights import kind_of

from .conftest import kinds, pile, reveal_all

FILLER = ["pink", "purple"]  # a second card each, so the round is not the last


def test_fl_acceptance_1_rulebook_example_round_drops_both_greens_and_scores_blue_and_red(table):
    state = table(hands={seat: [kind, *FILLER] for seat, kind in enumerate(["green", "green", "blue", "red"])})
    state, _ = reveal_all(state, ["green", "green", "blue", "red"])
    assert kinds(state.discard) == ["green", "green"]
    assert pile(state, 2, "blue") == ["blue"] and pile(state, 3, "red") == ["red"]
    assert pile(state, 0, "green") == [] and pile(state, 1, "green") == []


def test_fl_acceptance_2_two_plugs_revealed_both_drop_and_no_ability_applies(table):
    hands = {0: ["plug", *FILLER], 1: ["plug", *FILLER], 2: ["red", *FILLER], 3: ["blue", *FILLER]}
    state, _ = reveal_all(table(hands=hands, discard=["yellow"]), ["plug", "plug", "red", "blue"])
    assert kinds(state.discard) == ["yellow", "plug", "plug"]
    assert state.pending == () and state.step == "choose" and state.round == 2


def test_fl_acceptance_3_the_only_plug_takes_a_yellow_just_dropped_and_goes_to_the_box(table):
    hands = {0: ["yellow", *FILLER], 1: ["plug", *FILLER], 2: ["yellow", *FILLER], 3: ["red", *FILLER]}
    state, _ = reveal_all(table(hands=hands), ["yellow", "plug", "yellow", "red"])
    assert GAME.actors(state) == {1}
    assert GAME.legal_moves(state, 1) == [TakeFromDiscard(kind="yellow")]
    state, _ = GAME.apply(state, 1, TakeFromDiscard(kind="yellow"))
    assert pile(state, 1, "yellow") == ["yellow"] and kinds(state.discard) == ["yellow"]
    assert kinds(state.returned) == ["plug"]


def test_fl_acceptance_4_a_stored_broken_rescues_a_green_and_the_other_green_is_discarded(table):
    hands = {0: ["green", *FILLER], 1: ["green", *FILLER], 2: ["red", *FILLER], 3: ["blue", *FILLER]}
    state, _ = reveal_all(table(hands=hands, stored={0: 1}), ["green", "green", "red", "blue"])
    assert state.step == "rescue" and GAME.actors(state) == {0}
    state, _ = GAME.apply(state, 0, UseBroken())
    assert pile(state, 0, "green") == ["green"] and kinds(state.discard) == ["green"]
    assert state.stored[0] == () and kinds(state.returned) == ["broken"]


def _last_round(table, red_of_seat_1: int):
    """Seat 0's Red is 2 plain + a Character (size 4); seat 1 has `red_of_seat_1` plain Reds; one round left."""
    piles = {0: {"red": ["red", "red", "character"]}, 1: {"red": ["red"] * red_of_seat_1}}
    hands = {seat: ["yellow", "green"] for seat in range(4)}
    state = table(hands=hands, piles=piles, round=8)
    state, events = reveal_all(state, ["yellow"] * 4)
    return state, events


def test_fl_acceptance_5_a_character_pile_outgrown_goes_to_the_box_and_an_equal_one_is_kept(table):
    state, events = _last_round(table, 5)
    assert state.finished and pile(state, 0, "red") == [] and PileReturned(seat=0, colour="red", size=4) in events
    assert sorted(kinds(state.returned)) == ["character", "red", "red"]
    kept, _ = _last_round(table, 4)
    assert pile(kept, 0, "red") == ["red", "red", "character"]


def _largest(table, blues: dict[int, int]):
    piles = {seat: {"blue": ["blue"] * count} for seat, count in blues.items()}
    hands = {seat: ["yellow", "green"] for seat in range(4)}
    state = table(hands=hands, piles=piles, discard=["blue", "red"], round=8)
    return reveal_all(state, ["yellow"] * 4)


def test_fl_acceptance_6_the_unique_largest_pile_takes_the_discards_blues_and_a_tie_takes_none(table):
    state, events = _largest(table, {0: 2, 1: 1, 2: 3})
    assert BonusTaken(seat=2, colour="blue", count=1) in events
    assert kinds(state.won[2]) == ["blue"] and kinds(state.discard).count("blue") == 0
    tied, events = _largest(table, {0: 3, 2: 3})
    assert not any(isinstance(event, BonusTaken) for event in events) and kinds(tied.discard).count("blue") == 1


def test_fl_acceptance_7_pattern_bonus_on_p01_is_2_for_three_colours_and_5_for_all_five(table):
    three = table(piles={0: {"red": ["red"], "green": ["green"], "blue": ["blue"]}})
    assert GAME.score(three).seats[0].breakdown["pattern_bonus"] == 2
    five = table(piles={0: {c: [c] for c in ["red", "pink", "green", "blue", "yellow"]}})
    assert GAME.score(five).seats[0].breakdown["pattern_bonus"] == 5


def test_fl_acceptance_8_six_plain_a_bubble_and_a_kept_character_score_10_before_the_pattern_bonus(table):
    piles = {0: {"purple": ["purple"] * 4 + ["character"], "red": ["red", "red", "bubble"]}}
    state = table(piles=piles, patterns=["P02", "P01", "P03", "P04"])  # P02: G, R, Y, Pu, B
    line = GAME.score(state).seats[0]
    assert line.breakdown["plain"] + line.breakdown["specials"] == 10
    assert line.breakdown["pattern_bonus"] == 0 and line.points == 10


def test_fl_acceptance_9_nine_cards_make_eight_reveals_then_one_card_each_goes_to_the_box():
    from domain.games.festival_of_lights.state import FestivalOfLightsConfig

    state = GAME.setup(FestivalOfLightsConfig(), 4, 3)
    reveals, boxed = 0, []
    while not GAME.is_finished(state):
        seat = min(GAME.actors(state))
        move = GAME.legal_moves(state, seat)[0]
        reveals += isinstance(move, Reveal)
        state, events = GAME.apply(state, seat, move)
        boxed += [event for event in events if isinstance(event, LastCardsBoxed)]
    assert reveals == 8 * 4 and boxed == [LastCardsBoxed(count=4)]
    assert state.round == 8 and all(hand == () for hand in state.hands)
    assert all(kind_of(card) for card in state.box)
