"""Move labels, event texts and the component catalog of Xmas Sweater, worded as a player reads them."""

from __future__ import annotations

import msgspec

from domain.contract import StepSkipped
from domain.games.xmas_sweater import GAME
from domain.games.xmas_sweater.catalog import COMPONENTS
from domain.games.xmas_sweater.events import (
    BlackDieKept,
    BlackDieRerolled,
    DiceRolled,
    EntriesRevealed,
    EntryCommitted,
    GameEnded,
    RevealedEntry,
)
from domain.games.xmas_sweater.moves import KeepBlack, MarkGiftBox, RerollBlack, Write
from domain.games.xmas_sweater.state import XmasSweaterConfig as Config


def rolled(red: int, green: int, white: int, black: int, *, variant: bool = False, boxes: int = 0):
    """A fresh table with the dice showing the given faces and seat 0 having marked `boxes` gift boxes."""
    config = Config(active_roller_variant=True, first_seat=0) if variant else Config()
    state = GAME.setup(config, 2, 11)
    return msgspec.structs.replace(
        state, dice=(red, green, white), black=black, boxes=(boxes, 0)
    )


def labels_of(state, seat: int = 0) -> dict[object, str]:
    view = GAME.view(state, seat)
    return {move: GAME.label(view, move) for move in GAME.legal_moves(state, seat)}


def test_a_write_with_the_black_die_added_names_the_number_and_both_dice() -> None:
    labels = labels_of(rolled(5, 8, 9, 2))
    assert labels[Write(die="red", modifier="plus", row=1, col=3)] == "Write 7 (red 5 + black 2) in row 1, column 3"


def test_a_write_with_the_black_die_taken_away_shows_the_minus() -> None:
    labels = labels_of(rolled(5, 8, 9, 2))
    assert labels[Write(die="green", modifier="minus", row=5, col=2)] == "Write 6 (green 8 - black 2) in row 5, column 2"


def test_a_plain_write_names_only_its_die() -> None:
    labels = labels_of(rolled(5, 8, 9, 2))
    assert labels[Write(die="white", row=3, col=7)] == "Write 9 (white 9) in row 3, column 7"


def test_a_zero_is_labelled_as_the_number_it_writes() -> None:
    labels = labels_of(rolled(4, 8, 9, 4))
    assert labels[Write(die="red", modifier="minus", row=4, col=6)] == "Write 0 (red 4 - black 4) in row 4, column 6"


def test_marking_a_gift_box_names_the_next_box_and_its_cost() -> None:
    assert labels_of(rolled(5, 8, 9, 2))[MarkGiftBox()] == "Mark gift box 1 (costs 1 point) instead of writing"
    assert labels_of(rolled(5, 8, 9, 2, boxes=4))[MarkGiftBox()] == "Mark gift box 5 (costs 8 points) instead of writing"
    assert labels_of(rolled(5, 8, 9, 2, boxes=6))[MarkGiftBox()] == (
        "Mark a gift box (all six are marked already: nothing changes)"
    )


def test_the_active_seat_sees_the_black_die_it_decides_on() -> None:
    state = msgspec.structs.replace(rolled(5, 8, 9, 4, variant=True), phase="reroll")
    assert labels_of(state) == {
        RerollBlack(): "Reroll the black die (showing 4); the new face is final",
        KeepBlack(): "Keep the black die (showing 4) for this roll",
    }


def test_the_offered_moves_of_a_roll_all_read_differently() -> None:
    labels = list(labels_of(rolled(6, 6, 6, 3)).values())
    assert len(labels) > 50 and len(set(labels)) == len(labels)


def test_a_roll_is_logged_with_every_face_and_the_active_seat() -> None:
    assert GAME.text(DiceRolled(roll=3, red=5, green=11, white=2, black=4)) == (
        "Roll 3: red 5, green 11, white 2, black 4"
    )
    assert GAME.text(DiceRolled(roll=4, red=1, green=2, white=3, black=6, active_seat=1)) == (
        "Roll 4: red 1, green 2, white 3, black 6; seat 1 is the active seat"
    )


def test_the_reveal_tells_what_each_seat_wrote_or_marked() -> None:
    event = EntriesRevealed(
        roll=7,
        entries=[
            RevealedEntry(seat=0, kind="write", die="red", modifier="plus", row=1, col=3, value=7),
            RevealedEntry(seat=1, kind="gift-box", gift_box=2),
            RevealedEntry(seat=2, kind="gift-box"),
        ],
    )
    assert GAME.text(event) == (
        "Roll 7 revealed: seat 0 wrote 7 (red + black) in row 1, column 3; "
        "seat 1 marked gift box 2 (costs 2 points); seat 2 marked no gift box (all six were marked)"
    )


def test_the_black_die_decision_a_commit_the_end_and_a_skip_each_have_a_line() -> None:
    assert GAME.text(BlackDieRerolled(seat=1, black=3)) == "Seat 1 rerolled the black die to 3"
    assert GAME.text(BlackDieKept(seat=0)) == "Seat 0 kept the black die"
    assert GAME.text(EntryCommitted(seat=2)) == "Seat 2 chose their entry for this roll"
    assert GAME.text(GameEnded(reason="four-rows")) == "The game is over: a sheet has four complete rows"
    assert GAME.text(StepSkipped(seat=1, reason="no entry")) == "Seat 1 had nothing to do and was passed (no entry)"


def test_the_catalog_lists_every_die_cell_icon_set_gift_box_and_band() -> None:
    assert [(d.id, d.faces) for d in COMPONENTS.dice] == [("red", 12), ("green", 12), ("white", 12), ("black", 6)]
    assert [c.id for c in COMPONENTS.cells] == list(range(42))
    assert {(c.row, c.col, c.colour, c.kind) for c in COMPONENTS.cells if c.id == 2} == {(1, 3, "red", "heart")}
    assert [c.id for c in COMPONENTS.cells if c.scores_row] == [6, 13, 20, 27, 34, 41]
    for icon in COMPONENTS.icon_sets:
        colours = {COMPONENTS.cells[cell].colour for cell in icon.cells}
        assert colours == {"red", "green", "white"}
        assert all(COMPONENTS.cells[cell].kind == icon.id for cell in icon.cells)
    assert [box.points for box in COMPONENTS.gift_boxes] == GAME.view(rolled(1, 1, 1, 1), 0).gift_box_values
    assert [band.id for band in COMPONENTS.bands] == ["top", "angel", "nice", "naughty"]
