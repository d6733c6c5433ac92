"""Festival of Lights' move labels and event texts, word for word, at scripted tables."""

from __future__ import annotations

from domain.contract import StepSkipped
from domain.games.festival_of_lights import GAME
from domain.games.festival_of_lights.events import BubblesAssigned, CardScored, CardsRevealed, PileReturned

from .conftest import reveal_all

FILLER = ["pink", "purple"]


def _labels(state, seat: int) -> list[str]:
    view = GAME.view(state, seat)
    return [GAME.label(view, move) for move in GAME.legal_moves(state, seat)]


def test_reveal_names_each_kind_held_once(table):
    state = table(hands={0: ["red", "red", "bubble", "character"], **{s: FILLER for s in (1, 2, 3)}})
    assert _labels(state, 0) == ["Reveal a red bulb", "Reveal a Bubble", "Reveal a Character"]


def test_a_dropper_with_a_stored_broken_is_told_which_card_it_rescues(table):
    hands = {0: ["green", *FILLER], 1: ["green", *FILLER], 2: ["red", *FILLER], 3: ["blue", *FILLER]}
    state, _ = reveal_all(table(hands=hands, stored={1: 2}), ["green", "green", "red", "blue"])
    assert _labels(state, 1) == [
        "Spend a stored Broken Bulb to score your dropped green bulb",
        "Keep your 2 stored Broken Bulbs; your dropped green bulb goes to the discard pile",
    ]


def test_a_plug_and_a_character_name_what_they_take_and_where_they_go(table):
    hands = {0: ["plug", *FILLER], 1: ["character", *FILLER], 2: ["blue", *FILLER], 3: ["green", *FILLER]}
    state, _ = reveal_all(table(hands=hands, discard=["yellow", "bubble"]), ["plug", "character", "blue", "green"])
    assert _labels(state, 0) == [
        "Use your Plug to take a yellow bulb from the discard pile",
        "Use your Plug to take a Bubble from the discard pile",
    ]
    state, events = GAME.apply(state, 0, GAME.legal_moves(state, 0)[0])
    assert _labels(state, 1)[3] == "Put your Character on your blue pile"


def test_bubbles_are_labelled_by_how_many_join_each_pile(table):
    hands = {seat: ["yellow", "green"] for seat in range(4)}
    state, _ = reveal_all(table(hands=hands, bubbles={0: 1, 2: 3}, round=8), ["yellow"] * 4)
    assert _labels(state, 0)[0] == "Put your Bubble on your red pile"
    assert "Put your 3 Bubbles on your piles: 2 on red and 1 on pink" in _labels(state, 2)


def test_event_texts():
    revealed = CardsRevealed(kinds=("red", "plug", "red"), dropped=(0, 2))
    assert GAME.text(revealed) == (
        "Revealed: seat 0 a red bulb, seat 1 a Plug and seat 2 a red bulb (seat 0 and seat 2 matched and dropped)"
    )
    assert GAME.text(CardScored(seat=1, kind="bubble")) == "Seat 1 scored a Bubble and put it under their Pattern card"
    assert GAME.text(CardScored(seat=3, kind="blue", colour="blue", rescued=True)) == (
        "Seat 3 rescued their blue bulb with a stored Broken Bulb and scored it on their blue pile"
    )
    assert GAME.text(BubblesAssigned(seat=2, colours=("red", "red", "pink"))) == (
        "Seat 2's 3 Bubbles joined their piles: 2 on red and 1 on pink"
    )
    assert GAME.text(PileReturned(seat=0, colour="green", size=3)) == (
        "Seat 0's green pile (size 3) with a Character was outgrown and went to the box"
    )
    assert GAME.text(StepSkipped(seat=0, reason="the discard pile holds no card the Plug may take")) == (
        "Seat 0 had nothing to do and was passed (the discard pile holds no card the Plug may take)"
    )
