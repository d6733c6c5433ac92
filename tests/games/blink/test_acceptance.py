"""Companion section 14.5: every acceptance test, named after its number and rule, on P01 (R, Pk, G, B, Y)."""

from __future__ import annotations

import pytest

from domain.contract import ILLEGAL_MOVE, TOO_LATE, IllegalMove
from domain.games.blink import GAME
from domain.games.blink.events import CardsDrawn, GameEnded, RoundWon, SeatCaught
from domain.games.blink.moves import CallBlink, Catch, Draw, Keep, Play
from domain.lights import card_id, kind_of

from .conftest import kinds

FILLER = ["purple", "purple", "purple"]  # purple is not on P01: never playable there


def _refused(state, seat, move, code=ILLEGAL_MOVE):
    with pytest.raises(IllegalMove) as refused:
        GAME.apply(state, seat, move)
    assert refused.value.code == code
    return refused.value.detail


def test_bl_acceptance_1_neighbours_of_green_are_pink_and_blue_never_green_or_red(table):
    state = table(hands={0: ["pink", "blue", "green", "red", *FILLER]}, blinking="green")
    offered = GAME.legal_moves(state, 0)
    assert offered == [Play(kind="blue"), Play(kind="pink")]
    assert "green" in _refused(state, 0, Play(kind="green"))
    assert "red" in _refused(state, 0, Play(kind="red"))


def test_bl_acceptance_2_wrap_yellow_at_the_far_right_joins_red_at_the_far_left(table):
    state = table(hands={0: ["blue", "red", "green", *FILLER]}, blinking="yellow")
    assert set(GAME.legal_moves(state, 0)) == {Play(kind="blue"), Play(kind="red")}


def test_bl_acceptance_3_bubble_names_a_colour_of_the_string_and_the_next_seat_follows_it(table, act):
    state = table(hands={0: ["bubble", *FILLER], 1: ["red", "green", "yellow", "blue"]}, blinking="blue")
    assert "purple" in _refused(state, 0, Play(kind="bubble", colour="purple"))
    state, _ = act(state, 0, Play(kind="bubble", colour="pink"))
    assert state.blinking == "pink" and state.active == 1
    assert set(GAME.legal_moves(state, 1)) == {Play(kind="red"), Play(kind="green")}


def test_bl_acceptance_4_broken_goes_under_the_discard_and_the_blinking_colour_stays(table, act):
    state = table(hands={0: ["broken", *FILLER]}, discard=["red", "green"], blinking="green")
    state, _ = act(state, 0, Play(kind="broken"))
    assert kind_of(state.discard[0]) == "broken" and kind_of(state.discard[-1]) == "green"
    assert state.blinking == "green"


def test_bl_acceptance_5_plug_puts_a_new_pattern_on_top_and_reveals_to_its_first_colour(table, act):
    # P02 is Green, Red, Yellow, Purple, Blue: Pink is not on it, nor is a Broken Bulb.
    state = table(
        hands={0: ["plug", *FILLER]}, discard=["green"], blinking="green", deck_top=["pink", "broken", "red"],
        next_patterns=["P02"],
    )
    state, _ = act(state, 0, Play(kind="plug"))
    assert state.strings == (card_id("P01"), card_id("P02"))
    assert state.blinking == "red"
    assert [kind_of(card) for card in state.discard] == ["green", "plug", "pink", "broken", "red"]


def test_bl_acceptance_6_drawing_offers_play_or_keep_and_stops_after_three(table, act):
    state = table(hands={0: ["red", *FILLER]}, blinking="green", deck_top=["yellow", "pink"])
    assert GAME.legal_moves(state, 0) == [Draw()]
    state, events = act(state, 0, Draw())
    assert [e for e in events if isinstance(e, CardsDrawn)] == [CardsDrawn(seat=0, count=1, reason="draw")] * 2
    assert GAME.legal_moves(state, 0) == [Play(kind="pink"), Keep()]
    stuck = table(hands={0: ["red", *FILLER]}, blinking="green", deck_top=["yellow", "red", "purple", "pink"])
    stuck, _ = act(stuck, 0, Draw())
    assert stuck.active == 1 and len(stuck.hands[0]) == 7 and kind_of(stuck.deck[0]) == "pink"


def test_bl_acceptance_7_catch_before_the_next_seat_acts_draws_one_and_a_late_catch_is_too_late(table, act):
    hands = {0: ["purple"], 1: ["pink", "red"], 2: ["blue", "purple"], 3: ["purple", "yellow"]}
    state = table(hands=hands, blinking="green", active=1)
    state, _ = act(state, 1, Play(kind="pink", blink=False))
    assert state.unannounced == 1 and GAME.actors(state) == {0, 1, 2, 3}
    caught, events = act(state, 3, Catch(seat=1))
    assert SeatCaught(seat=1, by=3) in events and len(caught.hands[1]) == 2
    called, _ = act(state, 1, CallBlink())
    assert len(called.hands[1]) == 1
    _refused(called, 3, Catch(seat=1), TOO_LATE)


def test_bl_acceptance_8_the_last_card_ends_the_round_and_a_second_character_wins_the_match(table, act):
    state = table(hands={0: ["blue"], 1: FILLER, 2: ["red"], 3: ["red"]}, blinking="green")
    state, events = act(state, 0, Play(kind="blue"))
    assert state.finished and state.reason == "went-out" and RoundWon(seat=0) in events
    assert [line.rank for line in GAME.score(state).seats] == [1, 4, 2, 2]  # BL-9: the others by cards left
    first = card_id("santa")
    match = table(hands={0: ["blue"], 1: FILLER}, blinking="green", championship=True,
                  trophies=((first,), (), (), ()), characters=tuple(range(first + 1, first + 6)))
    match, events = act(match, 0, Play(kind="blue"))
    assert match.finished and match.reason == "champion" and events[-1] == GameEnded(reason="champion")
    assert len(match.trophies[0]) == 2 and GAME.score(match).seats[0].rank == 1
    assert kinds(match.hands[1]) == FILLER
