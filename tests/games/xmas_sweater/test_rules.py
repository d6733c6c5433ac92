"""Turn flow, the hidden write step, the variant and configuration of Xmas Sweater."""

from __future__ import annotations

import random

import msgspec
import pytest

from domain.contract import GAME_FINISHED, ILLEGAL_MOVE, NOT_YOUR_TURN, IllegalMove, InvalidConfig
from domain.games.xmas_sweater import GAME
from domain.games.xmas_sweater.moves import KeepBlack, MarkGiftBox, RerollBlack, Write
from domain.games.xmas_sweater.state import XmasSweaterConfig as Config

VARIANT = Config(active_roller_variant=True, first_seat=0)


def play_out(config: Config, players: int, seed: int):
    """Every seat takes its first offered write (or keeps the black die) until the game ends."""
    state = GAME.setup(config, players, seed)
    while not GAME.is_finished(state):
        seat = min(GAME.actors(state))
        state, _ = GAME.apply(state, seat, GAME.legal_moves(state, seat)[0])
    return state


def test_every_seat_writes_on_the_same_shared_roll_in_the_base_game() -> None:
    state = GAME.setup(Config(), 3, 1)
    assert state.phase == "write" and GAME.actors(state) == {0, 1, 2}
    assert state.active_seat is None


def test_a_seat_that_committed_is_no_longer_asked_and_cannot_write_twice() -> None:
    state = GAME.setup(Config(), 2, 1)
    state, events = GAME.apply(state, 0, MarkGiftBox())
    assert GAME.actors(state) == {1} and GAME.legal_moves(state, 0) == []
    assert [type(e).__name__ for e in events] == ["EntryCommitted"]
    with pytest.raises(IllegalMove) as refused:
        GAME.apply(state, 0, MarkGiftBox())
    assert refused.value.code == NOT_YOUR_TURN


def test_entries_stay_hidden_until_the_last_seat_commits() -> None:
    state = GAME.setup(Config(), 2, 3)
    write = next(m for m in GAME.legal_moves(state, 0) if isinstance(m, Write))
    state, _ = GAME.apply(state, 0, write)
    assert GAME.view(state, 0).my_entry == write
    assert GAME.view(state, 1).my_entry is None and GAME.view(state, 1).committed == [0]
    assert GAME.view(state, None).my_entry is None
    assert all(v is None for row in GAME.view(state, 1).sheets[0].cells for v in row)
    state, events = GAME.apply(state, 1, MarkGiftBox())
    revealed = next(e for e in events if type(e).__name__ == "EntriesRevealed")
    assert [e.kind for e in revealed.entries] == ["write", "gift-box"]
    assert state.roll == 2 and state.boxes == (0, 1)


def test_a_bad_write_is_refused_with_a_clear_detail() -> None:
    state = GAME.setup(Config(), 1, 5)
    with pytest.raises(IllegalMove) as refused:
        GAME.apply(state, 0, Write(die="red", row=2, col=1))
    assert refused.value.code == ILLEGAL_MOVE and "green" in refused.value.detail


def test_a_seat_outside_the_table_is_not_asked() -> None:
    with pytest.raises(IllegalMove) as refused:
        GAME.apply(GAME.setup(Config(), 2, 0), 5, MarkGiftBox())
    assert refused.value.code == NOT_YOUR_TURN


def test_a_finished_game_refuses_every_move() -> None:
    state = play_out(Config(), 1, 4)
    assert GAME.actors(state) == frozenset() and GAME.score(state).final
    with pytest.raises(IllegalMove) as refused:
        GAME.apply(state, 0, MarkGiftBox())
    assert refused.value.code == GAME_FINISHED


def test_variant_active_seat_decides_on_the_black_die_before_anyone_writes() -> None:
    state = GAME.setup(VARIANT, 3, 2)
    assert state.phase == "reroll" and GAME.actors(state) == {0}
    assert GAME.legal_moves(state, 0) == [RerollBlack(), KeepBlack()]
    assert GAME.legal_moves(state, 1) == []
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, MarkGiftBox())
    rerolled, events = GAME.apply(state, 0, RerollBlack())
    assert rerolled.phase == "write" and rerolled.black == events[0].black
    assert rerolled.counter == state.counter + 1
    kept, _ = GAME.apply(state, 0, KeepBlack())
    assert kept.black == state.black and GAME.actors(kept) == {0, 1, 2}


def test_variant_black_die_can_be_rerolled_only_once() -> None:
    state, _ = GAME.apply(GAME.setup(VARIANT, 2, 2), 0, RerollBlack())
    with pytest.raises(IllegalMove) as refused:
        GAME.apply(state, 0, RerollBlack())
    assert refused.value.code == ILLEGAL_MOVE


def test_variant_active_seat_passes_clockwise() -> None:
    state = GAME.setup(VARIANT, 3, 2)
    seen = []
    for _ in range(4):
        seen.append(state.active_seat)
        state, _ = GAME.apply(state, state.active_seat, KeepBlack())
        for seat in range(3):
            state, _ = GAME.apply(state, seat, MarkGiftBox())
    assert seen == [0, 1, 2, 0]


def test_variant_finish_rotation_ends_only_when_every_seat_rolled_equally_often() -> None:
    config = Config(active_roller_variant=True, finish_rotation=True, first_seat=1)
    state = GAME.setup(config, 3, 9)
    while not GAME.is_finished(state):
        seat = min(GAME.actors(state))
        move = KeepBlack() if state.phase == "reroll" else MarkGiftBox()
        state, _ = GAME.apply(state, seat, move)
    # Six boxes are marked on roll 6, which completes two rotations of three rollers.
    assert state.roll == 6 and state.reason == "all-gift-boxes"
    state = GAME.setup(Config(active_roller_variant=True, finish_rotation=True), 4, 9)
    while not GAME.is_finished(state):
        seat = min(GAME.actors(state))
        move = KeepBlack() if state.phase == "reroll" else MarkGiftBox()
        state, _ = GAME.apply(state, seat, move)
    assert state.roll == 8 and state.boxes == (6, 6, 6, 6)


def test_random_first_seat_is_drawn_from_the_seed() -> None:
    firsts = {
        GAME.setup(Config(active_roller_variant=True), 4, seed).active_seat for seed in range(30)
    }
    assert firsts == {0, 1, 2, 3}
    assert GAME.setup(Config(active_roller_variant=True, first_seat=3), 4, 1).active_seat == 3


@pytest.mark.parametrize(
    ("config", "players"),
    [
        (Config(active_roller_variant=True), 1),
        (Config(first_seat=2), 2),
        (Config(first_seat=-1), 2),
        (Config(finish_rotation=True), 3),
        (Config(), 0),
        (Config(), 7),
    ],
)
def test_options_that_do_not_fit_the_table_are_refused(config: Config, players: int) -> None:
    with pytest.raises(InvalidConfig):
        GAME.setup(config, players, 1)


def test_every_config_field_has_a_default() -> None:
    assert msgspec.json.decode(b"{}", type=Config) == Config()


def test_score_of_a_running_game_is_not_final() -> None:
    board = GAME.score(GAME.setup(Config(), 2, 1))
    assert not board.final and [line.rank for line in board.seats] == [1, 1]
    assert set(board.seats[0].breakdown) == {"rows", "icons", "gingerbread", "gift_boxes"}


def test_a_finished_six_player_game_stores_in_at_most_four_kilobytes() -> None:
    rng = random.Random(6)
    state = GAME.setup(Config(), 6, 6)
    while not GAME.is_finished(state):
        seat = min(GAME.actors(state))
        state, _ = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)))
        assert len(msgspec.msgpack.encode(state)) <= 4096
    assert len(msgspec.msgpack.encode(state)) <= 4096


def test_the_view_never_shows_the_seed_and_draws_the_whole_sheet() -> None:
    state = GAME.setup(Config(), 2, 123456789)
    view = GAME.view(state, 0)
    assert b"123456789" not in msgspec.json.encode(view)
    assert [row.colour for row in view.layout] == ["red", "green", "white"] * 2
    assert view.layout[0].cells == ["heart", "tree", "heart", "hat", "heart", "star", "heart"]
    assert view.gift_box_values == [-1, -2, -3, -5, -8, -11]
