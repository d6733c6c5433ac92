"""Rule tests for the companion's stated rules and for each decision in docs/rules/solo-lights.md."""

from __future__ import annotations

import pytest

from domain.contract import IllegalMove, InvalidConfig
from domain.games.solo_lights import GAME
from domain.games.solo_lights.components import POWER_SURGE, SANTA, character_stack
from domain.games.solo_lights.events import CardsSeen, DeckReshuffled, GameEnded, PatternDiscarded
from domain.games.solo_lights.moves import ChoosePattern, DiscardAndDraw, Play, PlayPlug, Rewind
from domain.games.solo_lights.state import SoloLightsConfig
from domain.lights import card_id, kind_of

from .conftest import kinds

COMPLETE = ["red", "pink", "green", "blue", None]  # P01 short of its Yellow


def test_sl_1_in_sequence_the_first_card_fixes_the_end_the_string_grows_from(table, act):
    state = table(hand=["yellow", "blue", "red", "green", "pink"], config=SoloLightsConfig(in_sequence=True))
    state, _ = act(state, Play(kind="yellow", position=5))
    assert state.direction == "right-to-left"
    assert [m for m in GAME.legal_moves(state, 0) if isinstance(m, Play)] == [Play(kind="blue", position=4)]


def test_sl_2_a_playable_bulb_offers_no_discard(table):
    moves = GAME.legal_moves(table(hand=["blue", "purple", "purple", "plug", "plug"]), 0)
    assert moves == [Play(kind="blue", position=4)]


def test_sl_2_nothing_playable_offers_a_discard_of_each_kind(table, act):
    state = table(hand=["purple", "purple", "plug", "red", "red"], string=["red", None, None, None, None])
    assert GAME.legal_moves(state, 0) == [
        DiscardAndDraw(kind="red"), DiscardAndDraw(kind="purple"), DiscardAndDraw(kind="plug"),
    ]
    state, _ = act(state, DiscardAndDraw(kind="purple"))
    assert len(state.hand) == 5 and kinds(state.discard) == ["purple"]


def test_sl_2_a_bubble_is_never_forced_but_must_be_used_before_any_discard(table):
    keeps = GAME.legal_moves(table(hand=["blue", "bubble", "purple", "purple", "plug"], flipped=1), 0)
    assert Play(kind="blue", position=4) in keeps and Rewind() in keeps
    only = GAME.legal_moves(table(hand=["bubble", "purple", "purple", "plug", "plug"]), 0)
    assert {type(move) for move in only} == {Play} and {move.kind for move in only} == {"bubble"}


def test_sl_3_the_opening_choice_is_between_two_revealed_and_discards_the_other():
    state = GAME.setup(SoloLightsConfig(power_surge=False), 1, 3)
    first, second = state.options
    assert GAME.legal_moves(state, 0) == [ChoosePattern(pattern=first), ChoosePattern(pattern=second)]
    state, events = GAME.apply(state, 0, ChoosePattern(pattern=second))
    assert state.current == second and state.pattern_discard == (first,) and state.options == ()
    assert PatternDiscarded(pattern=first) in events


def test_sl_3_a_completion_adds_a_pattern_and_unchosen_options_stay(table, act):
    state = table(hand=["yellow", "plug", "red", "red", "red"], string=COMPLETE, options=["P02"])
    state, _ = act(state, Play(kind="yellow", position=5))
    state, _ = act(state, PlayPlug(kind="plug"))
    assert len(state.options) == 2 and state.options[0] == card_id("P02")
    state, _ = act(state, ChoosePattern(pattern=state.options[1]))
    assert state.options == (card_id("P02"),)


def test_sl_4_no_plug_and_no_bubble_after_a_completion_discards_until_one_comes(table, act):
    state = table(hand=["yellow", "red", "red", "red", "red"], string=COMPLETE, deck_top=["green", "plug"])
    state, _ = act(state, Play(kind="yellow", position=5))
    assert {type(move) for move in GAME.legal_moves(state, 0)} == {DiscardAndDraw}
    state, _ = act(state, DiscardAndDraw(kind="red"))
    assert GAME.legal_moves(state, 0) == [PlayPlug(kind="plug")]


def test_sl_7_power_surge_on_top_after_set_up_fires_before_the_first_turn():
    state = next(
        s for seed in range(400) if POWER_SURGE in (s := GAME.setup(SoloLightsConfig(), 1, seed)).box
    )
    assert len(state.hand) == 5 and len(state.discard) >= 5 and state.turn == 0


def test_sl_7_without_the_option_power_surge_stays_in_the_box():
    state = GAME.setup(SoloLightsConfig(power_surge=False), 1, 1)
    assert POWER_SURGE in state.box and POWER_SURGE not in state.deck


def test_sl_8_rewind_puts_the_last_flipped_character_back_on_top(table, act):
    state = table(hand=["bubble", "red", "red", "red", "red"], flipped=2)
    second = state.flipped[1]
    state, _ = act(state, Rewind())
    assert state.stack[0] == second and len(state.flipped) == 1


def test_sl_11_an_empty_deck_reshuffles_the_discard_brokens_included(table, act):
    state = table(hand=["blue", "red", "red", "red", "red"])
    pile = tuple(card for card in state.deck if kind_of(card) != "broken")
    state = table(hand=["blue", "red", "red", "red", "red"], deck=(), discard=state.deck)
    assert any(kind_of(card) == "broken" for card in state.discard) and pile
    state, events = act(state, Play(kind="blue", position=4))
    assert any(isinstance(event, DeckReshuffled) for event in events)
    assert state.discard == () and len(state.hand) == 5


def test_sl_12_no_pattern_left_for_the_next_string_loses(table, act):
    state = table(hand=["yellow", "plug", "red", "red", "red"], string=COMPLETE, pattern_deck=())
    state, _ = act(state, Play(kind="yellow", position=5))
    state, events = act(state, PlayPlug(kind="plug"))
    assert state.finished and state.reason == "no-pattern" and events[-1] == GameEnded(reason="no-pattern", won=False)


def test_sl_14_a_completed_string_goes_to_the_discard_and_the_plug_stays_linked(table, act):
    state = table(hand=["yellow", "plug", "red", "red", "red"], string=["red", "pink", "green", "bubble", None])
    state, _ = act(state, Play(kind="yellow", position=5))
    assert kinds(state.discard) == ["bubble", "green", "pink", "red", "yellow"] and state.done == (card_id("P01"),)
    state, _ = act(state, PlayPlug(kind="plug"))
    assert kinds(state.links) == ["plug"] and GAME.view(state, 0).links == ["plug"]


def test_characters_option_sets_the_stack_with_santa_at_the_bottom():
    for count in (4, 5, 6):
        state = GAME.setup(SoloLightsConfig(characters=count, power_surge=False), 1, 2)
        assert state.stack == character_stack(count) and state.stack[-1] == SANTA and len(state.stack) == count


def test_the_drawn_faces_go_to_the_seat_alone(table, act):
    state = table(hand=["blue", "red", "red", "red", "red"], deck_top=["pink"])
    _, events = act(state, Play(kind="blue", position=4))
    assert CardsSeen(kinds=("pink",), to=(0,)) in events


def test_refusals_name_the_rule(table, act):
    with pytest.raises(IllegalMove, match="SL-4"):
        act(table(hand=["plug", "red", "red", "red", "red"]), PlayPlug(kind="plug"))
    with pytest.raises(IllegalMove, match="you hold no pink"):
        act(table(hand=["blue", "red", "red", "red", "red"]), Play(kind="pink", position=2))


@pytest.mark.parametrize(
    ("config", "players"),
    [(SoloLightsConfig(), 2), (SoloLightsConfig(strings_to_win=10), 1), (SoloLightsConfig(characters=3), 1)],
)
def test_impossible_tables_are_refused(config, players):
    with pytest.raises(InvalidConfig):
        GAME.setup(config, players, 1)
