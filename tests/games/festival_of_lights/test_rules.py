"""Rule tests for the companion's stated rules and for each decision in docs/rules/festival-of-lights.md."""

from __future__ import annotations

import random

import msgspec
import pytest

from domain.contract import ILLEGAL_MOVE, NOT_YOUR_TURN, IllegalMove, InvalidConfig, StepSkipped
from domain.games.festival_of_lights import GAME
from domain.games.festival_of_lights.events import BubblesAssigned, ChoiceSealed
from domain.games.festival_of_lights.moves import (
    AssignBubbles,
    Decline,
    PlaceCharacter,
    Reveal,
    TakeFromDiscard,
    UseBroken,
)
from domain.games.festival_of_lights.state import FestivalOfLightsConfig
from domain.lights import kind_of

from .conftest import kinds, pile, reveal_all

FILLER = ["pink", "purple"]


def _refused(state, seat, move) -> IllegalMove:
    with pytest.raises(IllegalMove) as refused:
        GAME.apply(state, seat, move)
    return refused.value


@pytest.mark.parametrize("players", [3, 4])
def test_set_up_deals_nine_each_one_pattern_each_and_three_plain_bulbs_in_the_middle(players):
    for seed in range(20):
        state = GAME.setup(FestivalOfLightsConfig(), players, seed)
        assert [len(hand) for hand in state.hands] == [9] * players and len(set(state.patterns)) == players
        assert len(state.discard) == 3 and all(kind_of(c) in {"red", "green", "yellow", "blue", "purple", "pink"}
                                               for c in state.discard)
        in_play = [c for hand in state.hands for c in hand] + list(state.discard) + list(state.returned)
        for special in ("bubble", "broken", "plug", "character"):
            assert kinds(in_play).count(special) <= players + 1


@pytest.mark.parametrize("players", [2, 5])
def test_only_three_or_four_seats_are_accepted(players):
    with pytest.raises(InvalidConfig):
        GAME.setup(FestivalOfLightsConfig(), players, 1)


def test_g_6_a_sealed_choice_is_hidden_from_every_other_seat_and_cannot_change(table):
    state = table(hands={seat: ["red", *FILLER] for seat in range(4)})
    state, events = GAME.apply(state, 2, Reveal(kind="pink"))
    assert events == [ChoiceSealed(seat=2)]
    assert GAME.view(state, 2).sealed == "pink" and GAME.view(state, 0).sealed is None
    assert GAME.view(state, 0).committed == [2] and GAME.actors(state) == {0, 1, 3}
    before = msgspec.json.encode(GAME.view(state, None))
    other = table(hands={seat: ["red", *FILLER] for seat in range(4)})
    other, _ = GAME.apply(other, 2, Reveal(kind="red"))
    assert msgspec.json.encode(GAME.view(other, None)) == before
    assert _refused(state, 2, Reveal(kind="red")).code == NOT_YOUR_TURN


def test_fl_1_any_two_characters_match_and_both_drop(table):
    hands = {0: ["character", *FILLER], 1: ["character", *FILLER], 2: ["red", *FILLER], 3: ["blue", *FILLER]}
    state, _ = reveal_all(table(hands=hands), ["character", "character", "red", "blue"])
    assert kinds(state.discard) == ["character", "character"] and state.pending == ()


def test_hands_pass_to_the_left(table):
    hands = {seat: [colour, "pink", "purple"] for seat, colour in enumerate(["red", "green", "yellow", "blue"])}
    state, _ = reveal_all(table(hands=hands), ["red", "green", "yellow", "blue"])
    assert [sorted(kinds(hand)) for hand in state.hands] == [["pink", "purple"]] * 4
    marked = table(hands={0: ["red", "red", "red"], 1: FILLER + ["green"], 2: FILLER + ["yellow"], 3: FILLER + ["blue"]})
    marked, _ = reveal_all(marked, ["red", "green", "yellow", "blue"])
    assert kinds(marked.hands[1]) == ["red", "red"]


def test_decision_12_a_seat_sees_the_hands_it_has_held_and_no_other(table):
    hands = {seat: [colour, colour, "pink", "purple", "broken"] for seat, colour in enumerate(["red", "green", "yellow", "blue"])}
    state, _ = reveal_all(table(hands=hands), ["red", "green", "yellow", "blue"])
    view = GAME.view(state, 0)
    # Round 2: seat 1 holds the hand seat 0 passed it, less the Red seat 0 revealed; seat 0 now holds seat 3's.
    assert view.seats[1].known_hand == ["red", "purple", "pink", "broken"]
    assert view.seats[0].known_hand == view.hand == ["blue", "purple", "pink", "broken"]
    assert view.seats[2].known_hand is None and view.seats[3].known_hand is None
    assert all(area.known_hand is None for area in GAME.view(state, None).seats)
    # The samples deal the known hand as it is.
    for seed in range(5):
        assert sorted(kinds(GAME.determinize(view, random.Random(seed)).hands[1])) == sorted(kinds(state.hands[1]))
    state, _ = reveal_all(state, ["blue", "red", "green", "yellow"])
    view = GAME.view(state, 0)
    # Round 3: seat 0 has held the hands of seats 1 and 2 (its own first hand is with seat 2 now), not seat 3's.
    assert [area.known_hand for area in view.seats] == [["purple", "pink", "broken"]] * 3 + [None]


def test_fl_2_option_off_keeps_this_rounds_drops_out_of_the_plugs_reach(table):
    hands = {0: ["yellow", *FILLER], 1: ["plug", *FILLER], 2: ["yellow", *FILLER], 3: ["red", *FILLER]}
    config = FestivalOfLightsConfig(plug_takes_fresh_drops=False)
    state, _ = reveal_all(table(hands=hands, discard=["blue"], config=config), ["yellow", "plug", "yellow", "red"])
    assert GAME.legal_moves(state, 1) == [TakeFromDiscard(kind="blue")]
    assert _refused(state, 1, TakeFromDiscard(kind="yellow")).code == ILLEGAL_MOVE


def test_fl_3_a_rescued_special_scores_two_with_no_ability(table):
    hands = {0: ["plug", *FILLER], 1: ["plug", *FILLER], 2: ["red", *FILLER], 3: ["blue", *FILLER]}
    state, _ = reveal_all(table(hands=hands, stored={0: 1}, discard=["green"]), ["plug", "plug", "red", "blue"])
    state, _ = GAME.apply(state, 0, UseBroken())
    assert kinds(state.kept[0]) == ["plug"] and state.pending == ()
    assert GAME.score(state).seats[0].breakdown["specials"] == 2


def test_fl_3_a_dropper_without_a_stored_broken_is_not_asked_and_a_decline_keeps_the_broken(table):
    hands = {seat: ["green", *FILLER] for seat in range(2)} | {2: ["red", *FILLER], 3: ["blue", *FILLER]}
    state, _ = reveal_all(table(hands=hands, stored={1: 1}), ["green", "green", "red", "blue"])
    assert GAME.actors(state) == {1} and GAME.legal_moves(state, 1) == [UseBroken(), Decline()]
    state, _ = GAME.apply(state, 1, Decline())
    assert len(state.stored[1]) == 1 and kinds(state.discard) == ["green", "green"]


def test_fl_4_a_plug_that_takes_a_plug_takes_again_and_an_empty_discard_keeps_it(table):
    hands = {0: ["plug", *FILLER], 1: ["red", *FILLER], 2: ["blue", *FILLER], 3: ["green", *FILLER]}
    state, _ = reveal_all(table(hands=hands, discard=["plug"]), ["plug", "red", "blue", "green"])
    state, events = GAME.apply(state, 0, TakeFromDiscard(kind="plug"))
    assert StepSkipped(seat=0, reason="the discard pile holds no card the Plug may take") in events
    assert kinds(state.kept[0]) == ["plug"] and kinds(state.returned) == ["plug"] and state.step == "choose"


def test_fl_4_a_character_taken_by_a_plug_is_placed_next(table):
    hands = {0: ["plug", *FILLER], 1: ["character", *FILLER], 2: ["blue", *FILLER], 3: ["green", *FILLER]}
    state, _ = reveal_all(table(hands=hands, discard=["character"]), ["plug", "character", "blue", "green"])
    state, _ = GAME.apply(state, 0, TakeFromDiscard(kind="character"))
    assert GAME.actors(state) == {0} and len(GAME.legal_moves(state, 0)) == 6
    state, _ = GAME.apply(state, 0, PlaceCharacter(colour="yellow"))
    assert GAME.actors(state) == {1}


def test_fl_5_and_fl_6_an_unused_broken_scores_two_and_a_character_may_start_a_pile(table):
    hands = {0: ["character", *FILLER], 1: ["red", *FILLER], 2: ["blue", *FILLER], 3: ["green", *FILLER]}
    state, _ = reveal_all(table(hands=hands, stored={0: 1}), ["character", "red", "blue", "green"])
    state, _ = GAME.apply(state, 0, PlaceCharacter(colour="purple"))
    assert pile(state, 0, "purple") == ["character"] and GAME.view(state, 1).seats[0].pile_sizes[4] == 2
    assert GAME.score(state).seats[0].breakdown["specials"] == 4


def test_fl_7_bubbles_are_assigned_as_a_sealed_commit_before_the_character_check(table):
    piles = {0: {"red": ["red", "red", "character"]}, 1: {"red": ["red"] * 4}}
    hands = {seat: ["yellow", "green"] for seat in range(4)}
    state, _ = reveal_all(table(hands=hands, piles=piles, bubbles={0: 1, 2: 2}, round=8), ["yellow"] * 4)
    assert state.step == "assign" and GAME.actors(state) == {0, 2}
    assert len(GAME.legal_moves(state, 2)) == 21
    assert _refused(state, 2, AssignBubbles(colours=("green", "red"))).code == ILLEGAL_MOVE
    state, _ = GAME.apply(state, 2, AssignBubbles(colours=("red", "red")))
    assert GAME.view(state, 0).assign is None and GAME.view(state, 2).assign == ["red", "red"]
    state, events = GAME.apply(state, 0, AssignBubbles(colours=("red",)))
    assert BubblesAssigned(seat=2, colours=("red", "red")) in events
    assert pile(state, 0, "red") == ["red", "red", "character", "bubble"]  # 5 = seat 1's 4 + 1: kept


def test_fl_11_ties_go_to_fewest_cards_then_are_shared(table):
    state = table(piles={0: {"red": ["red", "red"]}, 2: {"blue": ["blue", "blue"]}}, stored={1: 1})
    ranks = [line.rank for line in GAME.score(state).seats]
    assert ranks == [2, 1, 2, 4]  # seat 1: 2 points from one card


def test_a_step_that_leaves_seats_out_resolves_after_a_round_trip_through_storage(table):
    hands = {seat: ["yellow", "green"] for seat in range(4)}
    state, _ = reveal_all(table(hands=hands, bubbles={1: 1}, round=8), ["yellow"] * 4)
    stored = msgspec.msgpack.decode(msgspec.msgpack.encode(state), type=type(state))
    assert GAME.view(stored, 0).committed == [] and GAME.actors(stored) == {1}
    stored, _ = GAME.apply(stored, 1, AssignBubbles(colours=("blue",)))
    assert stored.finished and pile(stored, 1, "blue") == ["bubble"]
