"""Move labels and event texts of Reindeer's Nose, word for word."""

from __future__ import annotations

from domain.contract import StepSkipped
from domain.games.reindeers_nose import GAME
from domain.games.reindeers_nose.events import CardReceived, GameEnded, NoseTouched, PatternReceived
from domain.games.reindeers_nose.moves import PassCard, TouchNose
from domain.lights import card_id

from .conftest import B, G, R, Y

DEALT = [[R, R, Y, B], [R, Y, B, Y], [G, G, G, G], [R, Y, B, B]]


def _labels(state, seat: int) -> list[str]:
    view = GAME.view(state, seat)
    return [GAME.label(view, move) for move in GAME.legal_moves(state, seat)]


def test_a_pass_names_the_colour_and_the_seat_on_the_left(table):
    assert _labels(table(DEALT), 0) == [
        "Pass a red bulb face down to seat 1 on your left",
        "Pass a yellow bulb face down to seat 1 on your left",
        "Pass a blue bulb face down to seat 1 on your left",
    ]
    assert GAME.label(GAME.view(table(DEALT), 3), PassCard(colour="blue")) == (
        "Pass a blue bulb face down to seat 0 on your left"
    )


def test_touching_first_says_why_and_touching_later_names_the_first(table):
    state = table(DEALT)
    assert _labels(state, 2)[0] == "Touch your nose: you hold four matching bulbs"
    state, _ = GAME.apply(state, 2, TouchNose())
    assert _labels(state, 0) == ["Touch your nose (seat 2 touched first)"]


def test_event_texts():
    assert GAME.text(NoseTouched(seat=2, order=1)) == "seat 2 touched their nose first"
    assert GAME.text(NoseTouched(seat=0, order=3)) == "seat 0 touched their nose (touch 3)"
    assert GAME.text(CardReceived(seat=1, received="red", gave="blue", to=(1,))) == (
        "seat 1 gave a blue bulb and received a red bulb"
    )
    assert GAME.text(PatternReceived(seat=3, pattern=card_id("P04"), count=2)) == (
        "seat 3 was last and took Pattern P04 (it now holds 2 Pattern cards)"
    )
    assert GAME.text(GameEnded(reason="eliminated", seat=1)) == (
        "The game is over: seat 1 took their third Pattern card and every other seat wins"
    )
    assert GAME.text(StepSkipped(seat=2, reason="no card")) == "Seat 2 had nothing to do and was passed (no card)"
