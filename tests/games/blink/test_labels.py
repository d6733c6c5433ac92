"""Blink's move labels and event texts read as a player would say them."""

from __future__ import annotations

import msgspec

from domain.games.blink import events as ev
from domain.games.blink.moves import CallBlink, Catch, Draw, Keep, Play
from domain.games.blink.state import BlinkConfig
from domain.lights import card_id
from domain.registry import GAMES

GAME = GAMES["blink"]


def _view(**fields: object):
    state = GAME.setup(BlinkConfig(dealer_seat=0), 3, 7)
    return msgspec.structs.replace(GAME.view(state, 1), **fields)


def test_every_move_type_has_its_label() -> None:
    view = _view(drawn="red")
    assert GAME.label(view, Play(kind="purple")) == "Play a purple bulb"
    assert GAME.label(view, Play(kind="bubble", colour="blue", blink=True)) == 'Play a Bubble as blue and shout "Blink!"'
    assert GAME.label(view, Play(kind="plug")) == "Play a Plug"
    assert GAME.label(view, Draw()) == "Draw a card"
    assert GAME.label(view, Keep()) == "Keep the red bulb you drew and end your turn"
    assert GAME.label(msgspec.structs.replace(view, drawn="bubble"), Keep()) == "Keep the Bubble you drew and end your turn"
    assert GAME.label(view, CallBlink()) == 'Shout "Blink!"'
    assert GAME.label(view, Catch(seat=2)) == 'Catch seat 2, who did not shout "Blink!" (it draws a card)'


def test_events_read_as_log_lines() -> None:
    assert GAME.text(ev.CardPlayed(seat=1, kind="broken", cards_left=9, blinking="red")) == (
        "seat 1 played a Broken Bulb (9 cards left)"
    )
    assert GAME.text(ev.PatternPlugged(seat=1, pattern=card_id("P07"), revealed=("blue",), blinking="blue")) == (
        "seat 1 plugged in Pattern P07, blinking blue"
    )
    assert GAME.text(ev.CardsDrawn(seat=0, count=2, reason="caught")) == "seat 0 drew 2 cards as a penalty"
    assert GAME.text(ev.RoundWon(seat=0, trophy=card_id("santa"))) == "seat 0 emptied their hand and took Santa"
