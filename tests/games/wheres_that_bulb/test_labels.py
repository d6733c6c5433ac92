"""The words a UI shows beside Where's That Bulb?'s flips and in its game log."""

from __future__ import annotations

from domain.contract import StepSkipped
from domain.games.wheres_that_bulb import GAME
from domain.games.wheres_that_bulb.events import GameEnded
from domain.games.wheres_that_bulb.moves import Flip


def label(state, position: int) -> str:
    """The label the active seat sees beside flipping `position`, which must be offered."""
    move = Flip(position=position)
    assert move in GAME.legal_moves(state, state.active)
    return GAME.label(GAME.view(state, state.active), move)


def test_a_first_flip_names_the_position_with_its_row_and_column_counted_from_one(wb):
    state = wb.table()
    assert label(state, 0) == "Flip the card at position 1 (row 1, column 1)"
    assert label(state, 23) == "Flip the card at position 24 (row 3, column 4)"


def test_a_second_flip_says_it_is_the_second_card(wb):
    state, _ = wb.flip(wb.table(at={3: "santa"}), 3)
    assert label(state, 59) == "Flip the card at position 60 (row 6, column 10) as your second card"


def test_the_cards_of_the_last_turn_are_named_by_their_position_alone_once_face_down(wb):
    state, _ = wb.flip(wb.table(at={3: "santa", 12: "red"}), 3, 12)
    assert state.active == 1
    assert label(state, 3) == "Flip the card at position 4 (row 1, column 4)"
    assert label(state, 12) == "Flip the card at position 13 (row 2, column 3)"


def test_each_flip_is_told_with_the_face_the_table_saw_and_a_miss_with_its_cards_turned_down(wb):
    state, events = wb.flip(wb.table(at={3: "santa", 7: "mrs-claus", 12: "red", 13: "plug", 40: "green"}), 3, 7, 12, 13)
    assert [GAME.text(event) for event in events] == [
        "Seat 0 flipped the card at position 4 (row 1, column 4): Santa",
        "Seat 0 flipped the card at position 8 (row 1, column 8): Mrs. Claus",
        "Seat 0 took a pair, Santa and Mrs. Claus, from positions 3 and 7",
        "Seat 0 flipped the card at position 13 (row 2, column 3): Red Bulb",
        "Seat 0 flipped the card at position 14 (row 2, column 4): Plug",
        "The cards at position 13 (row 2, column 3) and position 14 (row 2, column 4) turned face down again",
        "Seat 0 found no pair; seat 1 plays next",
    ]
    _state, events = wb.flip(state, 40)
    assert [GAME.text(event) for event in events] == [
        "Seat 1 flipped the card at position 41 (row 5, column 1): Green Bulb"
    ]


def test_the_end_and_a_skipped_step_have_their_own_lines():
    assert GAME.text(GameEnded(reason="all-matched")) == "The game is over: only the Broken Bulbs are left face down"
    assert GAME.text(GameEnded(reason="turn-cap")) == "The game is over: the turn cap was reached"
    assert GAME.text(StepSkipped(seat=1, reason="")) == "Seat 1 had nothing to do and was passed"
