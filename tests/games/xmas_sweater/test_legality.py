"""The fast legality check and the listed entries agree with the rulebook's cell-by-cell check."""

from __future__ import annotations

import random

import msgspec
import pytest

from domain.contract import ILLEGAL_MOVE, NOT_YOUR_TURN, IllegalMove
from domain.games.xmas_sweater import GAME
from domain.games.xmas_sweater.components import COLS, DICE, MAX_VALUE, ROWS, index, rows_of
from domain.games.xmas_sweater.entries import MODIFIERS, may_modify, value_of
from domain.games.xmas_sweater.moves import KeepBlack, MarkGiftBox, RerollBlack, Write
from domain.games.xmas_sweater.sheet import BLANK_SHEET, fits, openings, write
from domain.games.xmas_sweater.state import EMPTY, XmasSweaterConfig, XmasSweaterState

TABLES = [
    (XmasSweaterConfig(), 6),
    (XmasSweaterConfig(), 1),
    (XmasSweaterConfig(active_roller_variant=True), 4),
]

# Every write a client could post (any die, modifier and cell), and the other moves.
CANDIDATES = [
    *(
        Write(die=die, modifier=modifier, row=row, col=col)
        for die in DICE
        for modifier in MODIFIERS
        for row in range(1, ROWS + 1)
        for col in range(1, COLS + 1)
    ),
    MarkGiftBox(),
    RerollBlack(),
    KeepBlack(),
]


def entries_cell_by_cell(state: XmasSweaterState, seat: int) -> list:
    """The entries in listing order (die, modifier, row, column), each cell checked with `fits`."""
    modifiers = MODIFIERS if may_modify(state, seat) else ("none",)
    listed: list = [
        Write(die=die, modifier=modifier, row=row, col=col)
        for die in DICE
        for modifier in modifiers
        for row in rows_of(die)
        for col in range(1, COLS + 1)
        if fits(state.sheets[seat], row, col, value_of(state, die, modifier))
    ]
    return [*listed, MarkGiftBox()]


def random_states(config: XmasSweaterConfig, players: int, seed: int):
    """Every state of one random playout, the moving seat drawn among the actors."""
    rng = random.Random(seed)
    state = GAME.setup(config, players, seed)
    while not GAME.is_finished(state):
        yield state
        seat = rng.choice(sorted(GAME.actors(state)))
        state, _ = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)))
    yield state


def assert_openings_match_fits(sheet: tuple[int, ...]) -> None:
    rows, free = openings(sheet)
    for row in range(1, ROWS + 1):
        for col in range(1, COLS + 1):
            for value in range(MAX_VALUE + 1):
                found = bool((rows[row - 1][value] & free[value]) >> (col - 1) & 1)
                assert found == fits(sheet, row, col, value), (sheet, row, col, value)


@pytest.mark.parametrize(("config", "players"), TABLES)
def test_the_listed_entries_are_the_cells_the_rules_allow_in_the_same_order(
    config: XmasSweaterConfig, players: int
) -> None:
    for seed in range(3):
        for state in random_states(config, players, seed):
            if state.finished or state.phase != "write":
                continue
            for seat in GAME.actors(state):
                assert GAME.legal_moves(state, seat) == entries_cell_by_cell(state, seat)


@pytest.mark.parametrize(("config", "players"), TABLES)
def test_apply_accepts_a_move_exactly_when_it_is_listed(
    config: XmasSweaterConfig, players: int
) -> None:
    rng = random.Random(players)
    for seed in range(2):
        states = list(random_states(config, players, seed))
        for state in rng.sample(states, min(len(states), 25)):
            actors = GAME.actors(state)
            for seat in range(players):
                listed = GAME.legal_moves(state, seat)
                for move in CANDIDATES:
                    try:
                        GAME.apply(state, seat, move)
                    except IllegalMove as refused:
                        assert move not in listed, (move, refused)
                        if not state.finished:
                            assert refused.code == (ILLEGAL_MOVE if seat in actors else NOT_YOUR_TURN)
                    else:
                        assert move in listed, move


def test_where_a_value_fits_is_found_once_per_sheet_and_kept_up_to_date_by_each_write() -> None:
    rng = random.Random(5)
    played = {
        sheet for seed in range(2) for state in random_states(XmasSweaterConfig(), 6, seed) for sheet in state.sheets
    }
    for sheet in played:
        assert_openings_match_fits(sheet)
    sheet = BLANK_SHEET
    for _ in range(ROWS * COLS):
        assert_openings_match_fits(sheet)
        at = rng.choice([i for i, v in enumerate(sheet) if v == EMPTY])
        sheet = write(sheet, at // COLS + 1, at % COLS + 1, rng.randint(0, MAX_VALUE))
    assert_openings_match_fits(sheet)


def test_sheets_the_rules_never_produce_get_the_same_answers_as_the_cell_by_cell_check() -> None:
    rng = random.Random(11)
    odd_values = [EMPTY, EMPTY, EMPTY, 0, -3, 19, 30, *range(1, MAX_VALUE + 1)]
    for _ in range(60):
        sheet = tuple(rng.choice(odd_values) for _ in range(ROWS * COLS))
        assert_openings_match_fits(sheet)
        empty = [i for i, v in enumerate(sheet) if v == EMPTY]
        if empty:
            at = rng.choice(empty)
            assert_openings_match_fits(write(sheet, at // COLS + 1, at % COLS + 1, rng.randint(0, 18)))


def test_a_write_of_a_number_out_of_the_dice_range_is_refused_not_listed() -> None:
    state = msgspec.structs.replace(GAME.setup(XmasSweaterConfig(), 1, 3), dice=(1, 12, 1), black=6)
    assert Write(die="green", modifier="plus", row=2, col=7) in GAME.legal_moves(state, 0)
    assert not any(
        isinstance(m, Write) and m.die == "red" and m.modifier == "minus" for m in GAME.legal_moves(state, 0)
    )
    with pytest.raises(IllegalMove) as refused:
        GAME.apply(state, 0, Write(die="red", modifier="minus", row=1, col=1))
    assert refused.value.code == ILLEGAL_MOVE
    assert "negative" in refused.value.detail
    assert state.sheets[0][index(1, 1)] == EMPTY
