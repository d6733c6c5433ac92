"""Companion 2.5: the acceptance tests of Xmas Sweater, with the companion's exact values."""

from __future__ import annotations

import pytest

from domain.contract import ILLEGAL_MOVE, IllegalMove
from domain.games.xmas_sweater import GAME, entries, rules, score
from domain.games.xmas_sweater.components import band_of, index
from domain.games.xmas_sweater.moves import MarkGiftBox, Write
from domain.games.xmas_sweater.sheet import BLANK_SHEET, fits
from domain.games.xmas_sweater.state import EMPTY, XmasSweaterState


def sheet_with(cells: dict[tuple[int, int], int]) -> tuple[int, ...]:
    sheet = list(BLANK_SHEET)
    for (row, col), value in cells.items():
        sheet[index(row, col)] = value
    return tuple(sheet)


def table(
    *sheets: tuple[int, ...],
    dice: tuple[int, int, int] = (1, 1, 1),
    black: int = 1,
    boxes: tuple[int, ...] | None = None,
    variant: bool = False,
    roll: int = 1,
) -> XmasSweaterState:
    players = len(sheets)
    return XmasSweaterState(
        seed=7,
        counter=roll + 1,
        players=players,
        variant=variant,
        roll=roll,
        dice=dice,
        black=black,
        phase="write",
        active_seat=0 if variant else None,
        sheets=tuple(sheets),
        boxes=boxes or (0,) * players,
        pending=(None,) * players,
    )


def written(state: XmasSweaterState, seat: int = 0) -> dict[tuple[int, int], set[int]]:
    """Offered values per cell."""
    cells: dict[tuple[int, int], set[int]] = {}
    for move in entries.entry_options(state, seat):
        if isinstance(move, Write):
            value = entries.value_of(state, move.die, move.modifier)
            cells.setdefault((move.row, move.col), set()).add(value)
    return cells


def breakdown(sheet: tuple[int, ...], boxes: int = 0) -> dict[str, int]:
    return score.breakdown(sheet, boxes)


ROW_ONE = sheet_with({(1, 1): 3, (1, 4): 9})


def test_xs_acceptance_1_zero_rulebook_example() -> None:
    state = table(ROW_ONE, dice=(5, 1, 1), black=5)
    zero_cells = {cell for cell, values in written(state).items() if 0 in values}
    empty = {(r, c) for r in (1, 4) for c in range(1, 8) if ROW_ONE[index(r, c)] == EMPTY}
    assert zero_cells == empty
    assert (1, 3) in zero_cells


def test_xs_acceptance_2_order_allows_only_values_between_the_neighbours() -> None:
    assert [v for v in range(1, 19) if fits(ROW_ONE, 1, 2, v)] == [4, 5, 6, 7, 8]
    state = table(ROW_ONE, dice=(5, 1, 1), black=5)
    assert written(state)[(1, 2)] == {0, 5}
    with pytest.raises(IllegalMove) as refused:
        GAME.apply(state, 0, Write(die="red", modifier="plus", row=1, col=2))
    assert refused.value.code == ILLEGAL_MOVE


def test_xs_acceptance_3_column_bans_duplicates_but_not_zero() -> None:
    sheet = sheet_with({(1, 3): 7})
    assert not fits(sheet, 2, 3, 7)
    assert 7 not in written(table(sheet, dice=(1, 7, 1), black=6)).get((2, 3), set())
    assert 0 in written(table(sheet, dice=(1, 4, 1), black=4))[(2, 3)]


def test_xs_acceptance_4_modifiers_reach_eighteen_and_never_go_negative() -> None:
    green = written(table(BLANK_SHEET, dice=(1, 12, 1), black=6))
    assert 18 in green[(2, 1)] and 18 in green[(5, 7)]
    white = written(table(BLANK_SHEET, dice=(1, 1, 2), black=5))
    assert {value for (row, _), values in white.items() if row in (3, 6) for value in values} == {
        2,
        7,
    }


def test_xs_acceptance_5_trees_with_an_empty_cell_score_zero() -> None:
    assert breakdown(sheet_with({(1, 2): 2, (6, 6): 18}))["icons"] == 0


def test_xs_acceptance_6_hats_score_the_sum_of_all_three() -> None:
    assert breakdown(sheet_with({(3, 2): 4, (1, 4): 10, (5, 6): 6}))["icons"] == 20


def test_xs_acceptance_7_complete_row_scores_its_rightmost_heart() -> None:
    row = {(1, c): c for c in range(1, 8)}
    assert breakdown(sheet_with(row))["rows"] == 7
    # XS-13: the Tree cell (1,2)=2 also counts toward the Tree set.
    assert breakdown(sheet_with({**row, (2, 5): 9, (6, 6): 11}))["icons"] == 2 + 9 + 11


def test_xs_acceptance_8_incomplete_row_scores_one_per_entered_number() -> None:
    assert breakdown(sheet_with({(2, 1): 0, (2, 2): 5, (2, 4): 9}))["rows"] == 3


def test_xs_acceptance_9_gingerbread_needs_five_tens() -> None:
    five = sheet_with({(r, r): 10 for r in range(1, 6)})
    four = sheet_with({(r, r): 10 for r in range(1, 5)})
    assert breakdown(five)["gingerbread"] == 10
    assert breakdown(four)["gingerbread"] == 0


def test_xs_acceptance_10_gift_boxes_sum_and_six_end_the_game_after_this_roll() -> None:
    assert breakdown(BLANK_SHEET, boxes=3)["gift_boxes"] == -6
    state, _ = GAME.apply(table(BLANK_SHEET, boxes=(5,)), 0, MarkGiftBox())
    assert state.finished and state.reason == "all-gift-boxes"
    board = score.score(state)
    assert board.final and board.seats[0].breakdown["gift_boxes"] == -30


def test_xs_acceptance_11_end_of_roll_lets_every_seat_write() -> None:
    three_rows = {**{(1, c): c for c in range(1, 8)}, **{(2, c): 7 + c for c in range(1, 8)}}
    three_rows |= {(3, c): 0 for c in range(1, 8)} | {(4, c): 0 for c in range(1, 7)}
    state = table(
        sheet_with(three_rows), BLANK_SHEET, BLANK_SHEET, BLANK_SHEET, dice=(12, 3, 4), roll=31
    )
    state, _ = GAME.apply(state, 0, Write(die="red", row=4, col=7))
    assert rules.actors(state) == {1, 2, 3}
    for seat in (1, 2, 3):
        assert state.phase == "write"
        state, _ = GAME.apply(state, seat, Write(die="green", row=2, col=1))
    assert state.finished and state.roll == 31 and state.reason == "four-rows"
    assert score.score(state).final


def test_xs_acceptance_12_ties_go_to_fewer_boxes_then_fewer_empty_hearts() -> None:
    a = sheet_with({(1, 1): 0})
    b = sheet_with({(1, 1): 0, (1, 3): 0, (1, 5): 0})
    board = score.score(table(a, b, boxes=(1, 2)))
    assert [line.points for line in board.seats] == [0, 0]
    assert [line.rank for line in board.seats] == [1, 2]
    hearts = [
        (r, c)
        for r in range(1, 7)
        for c in range(1, 8)
        if (r, c)
        not in {
            (1, 2),
            (1, 4),
            (1, 6),
            (2, 3),
            (2, 5),
            (2, 6),
            (3, 2),
            (3, 4),
            (3, 6),
            (4, 3),
            (4, 5),
            (4, 6),
            (5, 2),
            (5, 4),
            (5, 6),
            (6, 3),
            (6, 5),
            (6, 6),
        }
    ]
    a = sheet_with({cell: 0 for cell in hearts[:21]})
    b = sheet_with({cell: 0 for cell in hearts[:19]} | {(1, 2): 0, (2, 3): 0})
    board = score.score(table(a, b))
    assert [line.points for line in board.seats] == [21, 21]
    assert [line.rank for line in board.seats] == [1, 2]


def test_xs_acceptance_13_solo_bands() -> None:
    assert [band_of(p)[0] for p in (159, 160, 219, 220, 270)] == [
        "naughty",
        "nice",
        "nice",
        "angel",
        "top",
    ]
    assert band_of(270)[1] == "Jesus Christ!"
    solo = score.score(table(BLANK_SHEET))
    assert (solo.band, solo.band_label) == ("naughty", "Naughty")
    assert score.score(table(BLANK_SHEET, BLANK_SHEET)).band is None


def test_xs_acceptance_14_variant_only_the_active_seat_modifies_and_dice_are_shared() -> None:
    state = table(BLANK_SHEET, BLANK_SHEET, dice=(5, 6, 7), black=3, variant=True)
    assert all(m.modifier == "none" for m in entries.entry_options(state, 1) if isinstance(m, Write))
    assert any(m.modifier != "none" for m in entries.entry_options(state, 0) if isinstance(m, Write))
    state, _ = GAME.apply(state, 0, Write(die="green", row=2, col=1))
    state, _ = GAME.apply(state, 1, Write(die="green", row=5, col=2))
    assert state.sheets[0][index(2, 1)] == 6 and state.sheets[1][index(5, 2)] == 6
