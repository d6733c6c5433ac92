"""Move labels and event texts of Solo Lights, word for word."""

from __future__ import annotations

from domain.contract import StepSkipped
from domain.games.solo_lights import GAME
from domain.games.solo_lights.events import CharacterFlipped, GameEnded, PresentDrawn, StringCompleted
from domain.games.solo_lights.moves import ChoosePattern, DiscardAndDraw, Play, PlayPlug, Rewind
from domain.lights import card_id

COMPLETE = ["red", "pink", "green", "blue", None]  # P01 short of its Yellow


def _label(state, move) -> str:
    assert move in GAME.legal_moves(state, 0)
    return GAME.label(GAME.view(state, 0), move)


def test_choosing_a_pattern_names_it_and_its_colours(table):
    state = table(pattern=None, options=["P02"], hand=["red", "red", "red", "red", "red"])
    assert _label(state, ChoosePattern(pattern=card_id("P02"))) == (
        "Build the next string on Pattern P02 (green, red, yellow, purple, blue)"
    )


def test_a_play_names_the_kind_and_position_and_a_bubble_the_colour_it_stands_for(table):
    state = table(hand=["red", "bubble", "purple", "purple", "purple"])
    assert _label(state, Play(kind="red", position=1)) == "Play a red bulb at position 1"
    assert _label(state, Play(kind="bubble", position=2)) == "Play a Bubble at position 2 as pink"


def test_linking_a_completed_string(table, act):
    state = table(hand=["yellow", "plug", "red", "red", "red"], string=COMPLETE, options=["P02"])
    state, _ = act(state, Play(kind="yellow", position=5))
    assert _label(state, PlayPlug(kind="plug")) == "Link the completed string with a Plug"


def test_a_rewind_names_the_character_it_turns_back(table):
    state = table(hand=["blue", "bubble", "purple", "purple", "plug"], flipped=1)
    assert _label(state, Rewind()) == "Discard a Bubble to turn the Mrs. Claus Character face down again"


def test_a_discard_names_the_kind(table):
    state = table(hand=["purple", "purple", "plug", "red", "red"], string=["red", None, None, None, None])
    assert _label(state, DiscardAndDraw(kind="plug")) == "Discard a Plug and draw back to five"


def test_event_texts():
    assert GAME.text(CharacterFlipped(character=card_id("snowman"))) == (
        "A Broken Bulb was drawn: the Snowman Character turned face up"
    )
    assert GAME.text(PresentDrawn(pattern=None)) == "A Present was drawn, but no Pattern card was left to add"
    assert GAME.text(StringCompleted(pattern=card_id("P01"), strings=2, drawn=card_id("P07"))) == (
        "The string on Pattern P01 is complete (2 strings so far); Pattern P07 joined the choices"
    )
    assert GAME.text(GameEnded(reason="santa", won=False)) == "Santa was revealed: the game is lost"
    assert GAME.text(StepSkipped(seat=0, reason="")) == "Seat 0 had nothing to do and was passed"
