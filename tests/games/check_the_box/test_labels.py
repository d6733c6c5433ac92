"""The words a UI shows beside Check the Box's moves and in its game log."""

from __future__ import annotations

from domain.contract import StepSkipped
from domain.games.check_the_box import GAME
from domain.games.check_the_box.events import CardsDrawn, GameEnded, SetPlaced
from domain.games.check_the_box.moves import Ask, Continue, Decline, DrawTwo


def labels(state, seat: int) -> dict[object, str]:
    """Every legal move of `seat` with its label, written from its own view."""
    view = GAME.view(state, seat)
    return {move: GAME.label(view, move) for move in GAME.legal_moves(state, seat)}


def test_an_ask_names_the_seat_the_kind_and_how_many_the_asker_holds(table):
    state = table(hands={0: ["red", "red", "plug"], 1: ["blue"]})
    offered = labels(state, 0)
    assert offered[Ask(seat=1, kind="red")] == "Ask seat 1 for Red Bulbs (you hold 2)"
    assert offered[Ask(seat=1, kind="plug")] == "Ask seat 1 for Plugs (you hold 1)"


def test_a_present_bonus_offers_draw_two_or_decline_with_the_presents_left(table):
    state = table(hands={0: ["red", "present"], 1: ["blue"]}, drawer=0, bonus=2)
    assert labels(state, 0) == {
        DrawTwo(): "Use a Present: draw two more cards from the box (2 Presents to use)",
        Decline(): "Let your 2 Presents go unused and end the draw",
    }


def test_a_box_draw_without_a_present_offers_only_to_end_it(table):
    state = table(hands={0: ["red"], 1: ["blue"]}, drawer=0, bonus=0)
    assert labels(state, 0) == {Continue(): "End your box draw"}


def test_a_check_the_box_is_told_ask_by_answer_and_the_faces_only_in_the_drawers_line(table, act):
    state = table(hands={0: ["red"], 1: ["blue"]}, pile_top=["green"])
    _state, events = act(state, 0, Ask(seat=1, kind="red"))
    assert [GAME.text(event) for event in events] == [
        "Seat 0 asked seat 1 for Red Bulbs",
        'Seat 1 had none and told seat 0 "Check the Box!"',
        "Seat 0 drew 1 card from the box after a Check the Box",
        "Seat 0 drew Green Bulb",
    ]


def test_sets_refills_the_end_and_skipped_turns_have_their_own_lines():
    assert GAME.text(SetPlaced(seat=2, kind="present")) == "Seat 2 placed a set of three Presents"
    refill = CardsDrawn(seat=1, count=5, reason="refill")
    assert GAME.text(refill) == "Seat 1 drew 5 cards from the box to refill an empty hand"
    assert GAME.text(GameEnded(reason="all-sets")) == "The game is over: all 17 sets are on the table"
    skipped = StepSkipped(seat=3, reason="no cards in hand and the box is empty")
    assert GAME.text(skipped) == "Seat 3 had nothing to do and was passed (no cards in hand and the box is empty)"
