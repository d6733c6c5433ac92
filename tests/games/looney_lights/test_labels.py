"""Looney Lights' move labels and event texts, word for word, at scripted tables."""

from __future__ import annotations

from domain.contract import StepSkipped
from domain.games.looney_lights import GAME
from domain.games.looney_lights.events import BrokenPlayed, CardPlayed, CardsSeen, GameEnded, TurnStarted
from domain.games.looney_lights.moves import Draw, Play, PlayBroken

from .tables import build, ids


def _labels(state, seat: int = 0) -> list[str]:
    view = GAME.view(state, seat)
    return [GAME.label(view, move) for move in GAME.legal_moves(state, seat)]


def test_a_plain_bulb_and_a_bubble_are_labelled_by_card_and_announced_colour():
    state = build(hands={0: ["red", "bubble"]}, colour="red")
    labels = _labels(state)
    assert labels[0] == "Play the red bulb (card 0)"
    assert "Play the Bubble (card 42), announcing pink" in labels


def test_a_plug_keeps_the_colour_and_a_broken_names_its_cover():
    state = build(hands={0: ["plug", "broken", "green"]}, colour="red")
    plug, broken, green = ids(state, 0, "plug")[0], ids(state, 0, "broken")[0], ids(state, 0, "green")[0]
    view = GAME.view(state, 0)
    assert GAME.label(view, Play(card=plug)) == "Play the Plug (card 53); the colour stays red"
    assert GAME.label(view, PlayBroken(broken=broken, then=green)) == (
        "Play the Broken Bulb (card 48) and cover it with the green bulb (card 7)"
    )


def test_draw_and_the_forced_play_of_the_drawn_card():
    state = build(hands={0: ["green"]}, colour="red", deck_top=["blue", "red"])
    assert _labels(state) == ["Draw cards until one can be played"]
    state, events = GAME.apply(state, 0, Draw())
    assert _labels(state) == ["Play the red bulb you drew (card 1)"]
    seen = next(event for event in events if isinstance(event, CardsSeen))
    assert GAME.text(seen) == "Seat 0 drew a blue bulb (card 21) and a red bulb (card 1)"


def test_event_texts():
    assert GAME.text(CardPlayed(seat=1, card=44, colour="blue")) == "Seat 1 played a Bubble (card 44) and announced blue"
    assert GAME.text(CardPlayed(seat=1, card=55, colour="red")) == "Seat 1 played a Plug (card 55); the colour stays red"
    assert GAME.text(BrokenPlayed(seat=0, broken=48, then=7, colour="green")) == (
        "Seat 0 played a Broken Bulb (card 48) covered by a green bulb (card 7); the colour is green"
    )
    assert GAME.text(TurnStarted(seat=2, turn=1)) == "Seat 2's turn (1 turn played so far)"
    assert GAME.text(GameEnded(reason="went-out", winner=1, cards_left=(3, 0))) == (
        "Game over: seat 1 went out (cards left by seat: 3, 0)"
    )
    assert GAME.text(GameEnded(reason="blocked", winner=None, cards_left=(2, 2))) == (
        "Game over: the table was blocked: nobody could play or draw (cards left by seat: 2, 2)"
    )
    assert GAME.text(StepSkipped(seat=1, reason="nothing playable and nothing left to draw (LL-6)")) == (
        "Seat 1 had nothing to do and was passed (nothing playable and nothing left to draw (LL-6))"
    )
