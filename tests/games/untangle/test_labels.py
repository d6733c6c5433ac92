"""Move labels and event texts: what a UI shows beside each legal move and in the game log."""

from __future__ import annotations

from domain.contract import StepSkipped
from domain.games.untangle import GAME
from domain.games.untangle.events import GameEnded, KnotRefilled, PatternCompleted, Removed, Untangled
from domain.games.untangle.moves import Complete, DiscardAndDraw, Extend, Remove, Replace, Untangle
from tests.games.untangle.tables import build

KNOT = ["red", "green", "blue", "yellow", "bubble", "purple", "pink"]


def _label(state, move) -> str:
    """The label of a move the active seat is offered now."""
    seat = state.active
    assert move in GAME.legal_moves(state, seat), f"{move!r} is not offered"
    return GAME.label(GAME.view(state, seat), move)


def test_untangle_names_the_two_positions_and_their_faces():
    state = build(knot=KNOT)
    assert _label(state, Untangle(index=3)) == "Untangle: swap knot positions 4 and 5 (yellow and Bubble)"


def test_actions_name_the_cards_by_face_and_box_id():
    state = build(knot=KNOT, hands={0: ["pink", "broken", "bubble"]}, step="action")
    assert state.knot[2] == 21 and state.hands[0] == (36, 48, 43)
    assert _label(state, Replace(card=36, index=2)) == (
        "Cover the blue bulb (card 21) at knot position 3 with your pink bulb (card 36)")
    assert _label(state, Remove(broken=48, index=0)) == (
        "Play your Broken Bulb (card 48) to take out the red bulb (card 0) at knot position 1")
    assert _label(state, Extend(card=43, end="right")) == "Add your Bubble (card 43) at the right end of the knot"
    assert _label(state, DiscardAndDraw(cards=(36, 48))) == (
        "Discard your pink bulb (card 36) and Broken Bulb (card 48), then draw up to 3 cards")


def test_a_choice_of_completions_names_pattern_window_and_reading():
    state = build(knot=["bubble"] * 5 + ["red"], patterns={0: ("P01", "P02", "P03")}, step="complete")
    move = Complete(pattern="P01", start=1, direction="right-to-left")
    assert _label(state, move) == "Complete P01 with knot positions 2-6, read right to left"


def test_event_texts_tell_the_log_what_happened():
    assert GAME.text(Untangled(seat=1, index=4, cards=(0, 42))) == (
        "Seat 1 swapped the red bulb (card 0) and the Bubble (card 42) at knot positions 5 and 6")
    assert GAME.text(Removed(seat=0, broken=48, index=2, removed=21)) == (
        "Seat 0 played a Broken Bulb (card 48) to take out the blue bulb (card 21) at knot position 3")
    done = PatternCompleted(seat=2, pattern="P05", start=3, direction="left-to-right", cards=(1, 2, 3, 4, 5))
    assert GAME.text(done) == "Seat 2 completed P05 with knot positions 4-8, read left to right"
    refilled = KnotRefilled(cards=(7, 42), brokens=(48,), closed=1)
    assert GAME.text(refilled) == (
        "The knot was refilled with a green bulb (card 7) and a Bubble (card 42); a Broken Bulb (card 48) "
        "turned up and went to the discard pile; 1 position closed up")
    ended = GameEnded(reason="three-patterns", winner=1, patterns=(("P01",), ("P02", "P03", "P04")))
    assert GAME.text(ended) == (
        "The game is over (seat 1 wins, their third pattern is complete). "
        "Patterns: seat 0: P01; seat 1: P02, P03 and P04")
    skipped = StepSkipped(seat=1, reason="no pair in the knot may be untangled")
    assert GAME.text(skipped) == "Seat 1 had nothing to do and was passed (no pair in the knot may be untangled)"
