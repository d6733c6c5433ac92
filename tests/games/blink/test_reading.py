"""What a seat's plays say of its hand when it plays in the house order (plain colours, then Broken, Bubble, Plug):
the reading the expert's samples prefer (`passed_over`), beside the rules' caps (`at_most`)."""

from __future__ import annotations

import random

from domain.games.blink import GAME
from domain.games.blink.components import neighbours
from domain.games.blink.moves import Draw, Play
from domain.games.blink.state import BlinkConfig
from domain.kit.bounds import OPEN
from domain.lights.components import KINDS
from tests.games.caps import assert_caps_hold, assert_samples_within_caps


def test_a_seat_that_played_a_special_from_its_hand_holds_no_colour_it_could_have_played(table, act):
    state = table(players=2, hands={0: ["bubble", "red", "red"], 1: ["pink"]}, blinking="green")
    playable = set(neighbours(state.strings[-1], "green"))
    state, _ = act(state, 0, Play(kind="bubble", colour="green"))
    for viewer in (0, 1, None):
        read = GAME.view(state, viewer).passed_over[0]
        assert {kind: read.get(kind) for kind in playable} == dict.fromkeys(playable, 0)


def test_a_seat_that_played_a_bubble_holds_no_broken_and_one_that_played_a_plug_neither(table, act):
    state = table(players=2, hands={0: ["bubble", "red", "red"], 1: ["plug", "red", "red"]}, blinking="green")
    state, _ = act(state, 0, Play(kind="bubble", colour="green"))
    assert GAME.view(state, 1).passed_over[0].get("broken") == 0
    assert "plug" not in GAME.view(state, 1).passed_over[0]  # a later special says nothing of the Bubble's play
    state, _ = act(state, 1, Play(kind="plug"))
    read = GAME.view(state, 0).passed_over[1]
    assert read.get("broken") == 0 and read.get("bubble") == 0


def test_a_plain_colour_play_passes_nothing_over(table, act):
    state = table(players=2, hands={0: ["pink", "blue", "bubble"], 1: ["red"]}, blinking="green")
    state, _ = act(state, 0, Play(kind="pink"))
    assert GAME.view(state, 1).passed_over[0] == {}


def test_a_card_drawn_unseen_since_lifts_the_reading_by_one_of_each_kind_it_could_be(table, act):
    # On P01 a Bubble named Green leaves Pink and Blue playable: seat 0 played it with neither in hand.
    state = table(players=2, hands={0: ["bubble", "yellow", "yellow"], 1: ["pink", "red"]}, blinking="green",
                  deck_top=["yellow", "red"])
    state, _ = act(state, 0, Play(kind="bubble", colour="green"))
    assert GAME.view(state, 1).passed_over[0] == {"pink": 0, "blue": 0, "broken": 0}
    state, _ = act(state, 1, Play(kind="pink"))  # Red and Green playable now: seat 0 must draw
    state, _ = act(state, 0, Draw())  # a card of no playable kind (Pink or Blue, for all the table knows), then a Red
    assert GAME.view(state, 1).passed_over[0] == {"pink": 1, "blue": 1}


def test_in_games_of_seats_that_play_in_the_house_order_the_reading_always_holds():
    config = BlinkConfig(championship=True, max_turns=150)
    assert_caps_hold(GAME, config, [(seed, 2 + seed % 4) for seed in range(20)], "greedy", _read, any_actor=True)


def test_a_sampled_table_deals_no_seat_a_kind_its_plays_say_it_lacks():
    assert_samples_within_caps(GAME, BlinkConfig(), range(10), _read, any_actor=True)


def _read(view, seat: int) -> dict[str, int]:
    return view.passed_over[seat]


def test_the_expert_heuristic_leaves_the_next_seat_the_blinking_bulb_its_plays_say_it_cannot_answer(table):
    # On P01 with Green blinking, Pink and Blue may be played. Seat 1's plays say it holds no Green, no Yellow
    # (Blue's neighbours) and no special; the rules' caps say nothing, so the greedy cannot tell the two apart.
    lacking = {"green", "yellow", "bubble", "broken", "plug"}
    read = tuple(0 if kind in lacking else OPEN for kind in KINDS)
    state = table(players=2, hands={0: ["pink", "blue", "purple"], 1: ["red"] * 4}, blinking="green",
                  passed=((OPEN,) * len(KINDS), read))
    view, moves = GAME.view(state, 0), GAME.legal_moves(state, 0)
    assert view.passed_over[1] == dict.fromkeys(sorted(lacking, key=KINDS.index), 0) and view.at_most[1] == {}
    assert {GAME.bots["greedy"](view, moves, random.Random(seed)).kind for seed in range(30)} == {"pink", "blue"}
    assert {GAME.bots["expert"](view, moves, random.Random(seed)).kind for seed in range(30)} == {"blue"}
