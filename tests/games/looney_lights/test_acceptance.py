"""Companion section 8.5: the acceptance tests of Looney Lights, each with the companion's exact values."""

from __future__ import annotations

import pytest

from domain.contract import ILLEGAL_MOVE, IllegalMove
from domain.games.looney_lights import GAME
from domain.games.looney_lights.moves import Draw, Play, PlayBroken
from domain.games.looney_lights.rules import start_discard
from domain.lights import kind_of
from domain.lights.components import COLOURS
from tests.games.looney_lights.tables import build, ids, names


def test_ll_8_5_1_bubble_any_time_but_the_plug_is_not_legal_with_red_in_hand():
    state = build(hands={0: ["red", "bubble", "plug"]}, colour="red")
    red, bubble, plug = ids(state, 0, "red")[0], ids(state, 0, "bubble")[0], ids(state, 0, "plug")[0]
    legal = GAME.legal_moves(state, 0)
    assert legal == [Play(card=red), *(Play(card=bubble, colour=c) for c in COLOURS)]
    with pytest.raises(IllegalMove) as refused:
        GAME.apply(state, 0, Play(card=plug))
    assert refused.value.code == ILLEGAL_MOVE and "LL-1" in refused.value.detail


def test_ll_8_5_2_plug_keeps_red_and_the_next_seat_must_match_red():
    state = build(hands={0: ["blue", "plug"], 1: ["red", "blue"]}, colour="red")
    plug = ids(state, 0, "plug")[0]
    assert Play(card=plug) in GAME.legal_moves(state, 0)
    state, events = GAME.apply(state, 0, Play(card=plug))
    assert state.colour == "red" and state.active == 1
    assert GAME.legal_moves(state, 1) == [Play(card=ids(state, 1, "red")[0])]
    assert names(events)[0] == "card-played" and events[0].colour == "red"


def test_ll_8_5_3_broken_then_blue_makes_blue_and_a_lone_broken_only_draws():
    state = build(hands={0: ["broken", "blue", "green"]}, colour="red")
    broken, blue = ids(state, 0, "broken")[0], ids(state, 0, "blue")[0]
    move = PlayBroken(broken=broken, then=blue)
    assert move in GAME.legal_moves(state, 0)
    state, _ = GAME.apply(state, 0, move)
    assert state.colour == "blue" and state.discard[-2:] == (broken, blue)
    alone = build(hands={0: ["broken"]}, colour="red")
    assert GAME.legal_moves(alone, 0) == [Draw()]


def test_ll_8_5_4_forced_draw_green_is_kept_and_the_drawn_red_must_be_played():
    state = build(hands={0: ["blue", "yellow"]}, colour="red", deck_top=["green", "red"])
    green, red = state.deck[0], state.deck[1]
    state, events = GAME.apply(state, 0, Draw())
    assert state.step == "forced" and state.drawn == red and green in state.hands[0]
    assert next(e for e in events if names([e]) == ["cards-drawn"]).count == 2
    assert GAME.legal_moves(state, 0) == [Play(card=red)]
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, Play(card=green))
    state, _ = GAME.apply(state, 0, Play(card=red))
    assert state.colour == "red" and state.active == 1 and len(state.hands[0]) == 3


def test_ll_8_5_5_a_plug_revealed_first_goes_back_and_the_next_plain_card_starts_the_discard():
    state = build(deck_top=["plug", "red", "green"])
    plug, red = state.deck[0], state.deck[1]
    deck, discard, _, events = start_discard(state.deck, 11, 1)
    assert kind_of(plug) == "plug" and discard == (red,)
    assert plug in deck and len(deck) == len(state.deck) - 1
    assert [(e.card, e.returned) for e in events] == [(plug, True), (red, False)]


def test_ll_8_5_6_the_last_card_played_ends_the_game_at_once():
    state = build(players=3, hands={0: ["red"], 1: ["blue"] * 3, 2: ["green"] * 2}, colour="red")
    state, events = GAME.apply(state, 0, Play(card=ids(state, 0, "red")[0]))
    assert state.finished and state.winner == 0 and state.reason == "went-out"
    assert names(events)[-1] == "game-ended" and GAME.actors(state) == frozenset()
    board = GAME.score(state)
    assert board.final and board.reason == "went-out"
    assert [(line.points, line.rank) for line in board.seats] == [(1, 1), (0, 3), (0, 2)]
