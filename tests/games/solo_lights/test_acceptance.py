"""Companion section 12.5: every acceptance test, named after its number and rule, with the companion's values."""

from __future__ import annotations

import pytest

from domain.contract import ILLEGAL_MOVE, IllegalMove
from domain.games.solo_lights import GAME
from domain.games.solo_lights.components import POWER_SURGE, PRESENTS, SANTA
from domain.games.solo_lights.moves import ChoosePattern, Play, PlayPlug, Rewind
from domain.games.solo_lights.state import SoloLightsConfig
from domain.lights import card_id, kind_of

from .conftest import kinds

HAND = ["blue", "red", "green", "purple", "plug"]


def test_sl_acceptance_1_any_order_blue_to_position_4_is_legal_unless_in_sequence(table, act):
    state = table(hand=HAND)
    assert Play(kind="blue", position=4) in GAME.legal_moves(state, 0)
    state, _ = act(state, Play(kind="blue", position=4))
    assert state.string[3] is not None and kind_of(state.string[3]) == "blue"

    strict = table(hand=[*HAND[:4], "yellow"], config=SoloLightsConfig(in_sequence=True))
    with pytest.raises(IllegalMove) as refused:
        act(strict, Play(kind="blue", position=4))
    assert refused.value.code == ILLEGAL_MOVE
    plays = [move for move in GAME.legal_moves(strict, 0) if isinstance(move, Play)]
    assert plays == [Play(kind="red", position=1), Play(kind="yellow", position=5)]


def test_sl_acceptance_2_broken_draw_flips_one_character_discards_the_broken_and_refills(table, act):
    state = table(hand=HAND, deck_top=["broken", "yellow"])
    state, _ = act(state, Play(kind="blue", position=4))
    assert len(state.flipped) == 1 and len(state.stack) == 4
    assert kinds(state.discard) == ["broken"]
    assert len(state.hand) == 5 and "yellow" in kinds(state.hand)


def test_sl_acceptance_3_santa_flipped_by_a_broken_loses(table, act):
    state = table(hand=HAND, deck_top=["broken"], flipped=4)
    assert state.stack == (SANTA,)
    state, _ = act(state, Play(kind="blue", position=4))
    assert state.finished and state.reason == "santa"
    assert GAME.score(state).outcome == "lost"


def test_sl_acceptance_4_rewind_turns_the_character_back_and_discards_the_bubble(table, act):
    state = table(hand=[*HAND[:4], "bubble"], flipped=1, deck_top=["pink"])
    state, _ = act(state, Rewind())
    assert state.flipped == () and len(state.stack) == 5
    assert kinds(state.discard) == ["bubble"]


def test_sl_acceptance_5_present_adds_one_pattern_goes_to_the_box_and_the_hand_holds_five(table, act):
    state = table(hand=HAND, deck_top=["present", "yellow"], options=["P02"])
    state, _ = act(state, Play(kind="blue", position=4))
    assert len(state.options) == 2
    assert PRESENTS[0] in state.box
    assert len(state.hand) == 5


def test_sl_acceptance_6_power_surge_replaces_the_hand_and_goes_to_the_box(table, act):
    top = ["yellow", "power-surge", "pink", "pink", "green", "yellow", "red"]
    state = table(hand=HAND, deck_top=top)
    state, _ = act(state, Play(kind="blue", position=4))
    assert kinds(state.hand) == ["green", "pink", "pink", "red", "yellow"]
    assert POWER_SURGE in state.box and POWER_SURGE not in state.deck
    assert kinds(state.discard) == ["green", "plug", "purple", "red", "yellow"]


def test_sl_acceptance_7_plug_gate_after_a_completion_then_a_bubble_as_plug_opens_the_next_string(table, act):
    state = table(
        hand=["yellow", "bubble", "plug", "red", "green"], string=["red", "pink", "green", "blue", None],
        options=["P02"], deck_top=["purple"],
    )
    state, _ = act(state, Play(kind="yellow", position=5))
    assert GAME.legal_moves(state, 0) == [PlayPlug(kind="plug"), PlayPlug(kind="bubble")]
    with pytest.raises(IllegalMove):
        act(state, Play(kind="red", position=1))
    state, _ = act(state, PlayPlug(kind="bubble"))
    state, _ = act(state, ChoosePattern(pattern=card_id("P02")))
    assert Play(kind="green", position=1) in GAME.legal_moves(state, 0)


def test_sl_acceptance_8_the_fifth_completion_wins(table, act):
    state = table(
        hand=["yellow", "plug", "red", "green", "pink"], string=["red", "pink", "green", "blue", None],
        done=["P02", "P03", "P04", "P05"], links=["plug"] * 4,
    )
    state, _ = act(state, Play(kind="yellow", position=5))
    assert state.finished and state.reason == "all-strings"
    board = GAME.score(state)
    assert board.outcome == "won" and board.seats[0].points == 5 and board.target == 5
