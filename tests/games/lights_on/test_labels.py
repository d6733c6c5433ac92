"""Lights On's move labels and event texts, word for word, at scripted tables."""

from __future__ import annotations

from domain.games.lights_on import GAME
from domain.games.lights_on.catalog import CATALOG
from domain.games.lights_on.components import GESTURES
from domain.games.lights_on.events import GameEnded, LightsCalled, Swapped, TokenTaken, VoteClosed
from domain.games.lights_on.moves import AskNewLights, CallLightsOff, CallLightsOn, MakeGesture, Ready, Swap, Vote
from domain.games.lights_on.state import LightsOnConfig


def _labels(state, seat: int) -> list[str]:
    view = GAME.view(state, seat)
    return [GAME.label(view, move) for move in GAME.legal_moves(state, seat)]


def test_the_countdown_offers_one_labelled_ready():
    state = GAME.setup(LightsOnConfig(team_signals=("wink", "yawn")), 4, 7)
    assert GAME.legal_moves(state, 0) == [Ready()]
    assert _labels(state, 0) == ["Say you are ready for the countdown"]


def test_play_labels_name_the_market_slot_the_teammate_and_the_own_signal(table, act):
    state = table(hands={1: ["red", "red", "red", "blue"]}, market=["blue", "green"])
    labels = dict(zip(map(repr, GAME.legal_moves(state, 1)), _labels(state, 1), strict=True))
    assert state.market[1] == 7
    assert labels[repr(Swap(give="red", take=7))] == "Give a red bulb and take a green bulb (card 7) from Market slot 2"
    assert labels[repr(CallLightsOn())] == 'Call "Lights ON": your teammate, seat 3, reveals their hand'
    assert labels[repr(CallLightsOff(seat=2))] == 'Call "Lights OFF" on seat 2, who reveals their hand'
    assert labels[repr(MakeGesture(g="yawn"))] == "Gesture: Yawn (your team's signal)"
    assert labels[repr(MakeGesture(g="wink"))] == "Gesture: Wink"
    assert labels[repr(AskNewLights())] == 'Ask "New lights?": all four vote on replacing the Market'
    state, _ = act(state, 0, AskNewLights())
    assert {'Vote yes to "New lights?"', 'Vote no to "New lights?"'} <= set(_labels(state, 1))
    assert GAME.label(GAME.view(state, 1), Vote(yes=False)) == 'Vote no to "New lights?"'


def test_the_catalog_lists_every_card_and_names_every_gesture():
    assert len(CATALOG.cards) == 94
    assert [gesture.id for gesture in CATALOG.gestures] == list(GESTURES)
    assert CATALOG.gestures[0].name == "Scratch your head"


def test_event_texts():
    assert GAME.text(Swapped(seat=2, gave=3, gave_kind="red", took=42, took_kind="bubble")) == (
        "Seat 2 put a red bulb (card 3) into the Market and took a Bubble (card 42)"
    )
    call = LightsCalled(caller=0, call="lights-on", seat=2, kinds=("blue",) * 4, lit=True)
    assert GAME.text(call) == (
        'Seat 0 called "Lights ON": seat 2 revealed blue bulb, blue bulb, blue bulb and blue bulb, four of a kind'
    )
    assert GAME.text(TokenTaken(team=1, token="broken")) == "Team 1 (seats 1 and 3) took a Broken Bulb"
    assert GAME.text(VoteClosed(votes=(True, True, False, True), passed=False)) == (
        "The new-lights vote failed (seat 0 yes, seat 1 yes, seat 2 no and seat 3 yes)"
    )
    assert GAME.text(GameEnded(reason="turn-cap", winner=None)) == "Game over: the round cap was reached; a draw"
