"""Rule tests for the decisions of docs/rules/wheres-that-bulb.md beyond the companion."""

from __future__ import annotations

import random

import msgspec
import pytest

from domain.contract import ILLEGAL_MOVE, NOT_YOUR_TURN, IllegalMove, InvalidConfig
from domain.games.wheres_that_bulb.bots import greedy
from domain.games.wheres_that_bulb.components import BOX_CARDS, FACE_COUNTS, PLAY_CARDS, POSITIONS
from domain.games.wheres_that_bulb.events import CardFlipped, CardsTurnedDown, GameEnded, TurnEnded
from domain.games.wheres_that_bulb.moves import Flip
from domain.games.wheres_that_bulb.view import MEMORY_TURNS, FaceUp


def test_setup_lays_the_60_cards_of_the_rulebook_in_a_10_by_6_grid_and_boxes_the_rest(wb):
    state = wb.game.setup(wb.config(first_seat=1), 4, seed=3)
    assert sorted(state.grid) == sorted(PLAY_CARDS) and len(state.grid) == POSITIONS == 60
    assert FACE_COUNTS["broken"] == 4 and FACE_COUNTS["plug"] == 8 and FACE_COUNTS["red"] == 6
    assert len(BOX_CARDS) == 94 - 60 and state.active == 1 and state.counter == 2


@pytest.mark.parametrize(("players", "config"), [(1, {}), (7, {}), (3, {"first_seat": 3}), (2, {"max_turns": 0}), (2, {"max_turns": 1001})])
def test_setup_refuses_tables_the_game_cannot_seat(wb, players, config):
    with pytest.raises(InvalidConfig):
        wb.game.setup(wb.config(**config), players, seed=1)


def test_a_turn_without_a_pair_turns_both_cards_face_down_for_everyone_as_it_ends(wb):
    state, events = wb.flip(wb.table(at={0: "red", 1: "blue", 2: "green"}), 0)
    for seat in (0, 1, None):
        assert wb.game.view(state, seat).face_up == [FaceUp(position=0, face="red")]
    state, more = wb.flip(state, 1)
    # Each flip event names the face the whole table saw (WB-6); the turn ends with both cards face down.
    assert events + more == [
        CardFlipped(seat=0, position=0, face="red"), CardFlipped(seat=0, position=1, face="blue"),
        CardsTurnedDown(positions=(0, 1)), TurnEnded(seat=0, next_seat=1),
    ]
    for seat in (0, 1, None):
        seen = wb.game.view(state, seat)
        assert seen.face_up == [] and seen.first is None and {0, 1} <= set(seen.face_down)
        assert "on_show" not in msgspec.structs.asdict(seen)
    # The next seat's first flip turns up only its own card, and turns nothing down.
    state, events = wb.flip(state, 2)
    assert events == [CardFlipped(seat=1, position=2, face="green")]
    assert wb.game.view(state, 0).face_up == [FaceUp(position=2, face="green")]


def test_a_card_just_turned_down_may_be_the_next_seats_first_flip(wb):
    state, _ = wb.flip(wb.table(at={0: "red", 1: "blue", 2: "red"}), 0, 1)
    assert Flip(position=0) in wb.game.legal_moves(state, 1)
    state, _ = wb.flip(state, 0, 2)
    assert state.active == 1 and wb.game.score(state).seats[1].points == 1


def test_the_second_flip_may_be_any_card_on_the_grid_but_the_first(wb):
    state, _ = wb.flip(wb.table(at={0: "red"}), 0)
    moves = wb.game.legal_moves(state, 0)
    assert Flip(position=0) not in moves and len(moves) == POSITIONS - 1


@pytest.mark.parametrize(
    ("position", "detail"),
    [
        (4, "position 4 is empty: its pair has been taken"),
        (0, "the card at position 0 is already face up this turn"),
        (60, "position 60 is not on the grid (0 to 59)"),
    ],
)
def test_refusals_name_positions_never_faces(wb, position, detail):
    state, _ = wb.flip(wb.table(at={4: "plug", 5: "plug", 0: "santa"}), 4, 5, 0)
    with pytest.raises(IllegalMove) as refused:
        wb.game.apply(state, 0, Flip(position=position))
    assert refused.value.code == ILLEGAL_MOVE and refused.value.detail == detail
    with pytest.raises(IllegalMove) as refused:
        wb.game.apply(state, 1, Flip(position=7))
    assert refused.value.code == NOT_YOUR_TURN


def test_an_extra_turn_counts_toward_the_cap_and_the_cap_ranks_as_wb_5(wb):
    state = wb.table(at={0: "red", 1: "red", 2: "santa", 3: "mrs-claus", 4: "blue", 5: "green"}, max_turns=3)
    state, _ = wb.flip(state, 0, 1)
    assert state.turn == 1 and state.active == 0
    state, _ = wb.flip(state, 2, 3)
    state, events = wb.flip(state, 4, 5)
    assert state.finished and state.reason == "turn-cap" and events[-1] == GameEnded(reason="turn-cap")
    board = wb.game.score(state)
    assert board.final and board.reason == "turn-cap"
    assert [(line.points, line.rank) for line in board.seats] == [(2, 1), (0, 2)]


def test_the_running_score_is_not_final(wb):
    board = wb.game.score(wb.table())
    assert not board.final and board.reason is None and [line.rank for line in board.seats] == [1, 1]


def test_greedy_first_flips_a_card_it_has_not_seen_when_it_knows_no_pair(wb):
    state, _ = wb.flip(wb.table(at={0: "santa", 1: "plug", 2: "broken"}), 0, 1)
    view, moves = wb.game.bot_view(state, 1, "greedy"), wb.game.legal_moves(state, 1)
    chosen = {greedy(view, moves, random.Random(seed)).position for seed in range(30)}
    assert chosen.isdisjoint({0, 1}) and len(chosen) > 5


def _red_seen_two_turns_apart(wb):
    """Seat 0 shows a red at 0 and a blue at 1; seat 1 shows a green at 2 and the other red at 3."""
    state, _ = wb.flip(wb.table(at={0: "red", 1: "blue", 2: "green", 3: "red"}), 0, 1, 2, 3)
    return state


def test_greedy_takes_a_pair_it_remembers_and_a_plain_view_knows_none(wb):
    state = _red_seen_two_turns_apart(wb)
    view = wb.game.bot_view(state, 0, "greedy")
    assert [(card.position, card.face, card.turns_ago) for card in view.remembered] == [
        (0, "red", 2), (1, "blue", 2), (2, "green", 1), (3, "red", 1)
    ]
    assert greedy(view, wb.game.legal_moves(state, 0), random.Random(0)) == Flip(position=0)
    state, _ = wb.flip(state, 0)
    view = wb.game.bot_view(state, 0, "greedy")
    assert greedy(view, wb.game.legal_moves(state, 0), random.Random(0)) == Flip(position=3)
    # The view itself keeps no face once turned down (WB-6): from it, neither red is known.
    before = _red_seen_two_turns_apart(wb)
    assert wb.game.view(before, 0).face_up == []
    plain = {greedy(wb.game.view(before, 0), wb.game.legal_moves(before, 0), random.Random(s)) for s in range(20)}
    assert Flip(position=0) not in plain


def test_each_level_remembers_as_far_back_as_its_memory_reaches(wb):
    state = _red_seen_two_turns_apart(wb)
    recent = {level: wb.game.bot_view(state, 0, level).remembered for level in ("random", "greedy", "expert")}
    assert recent["random"] == [] and recent["greedy"] == recent["expert"] and len(recent["expert"]) == 4
    # Seven turns later the greedy still remembers the last turn's two faces (8 turns ago), not the first's (9);
    # the expert remembers every face it saw.
    later = msgspec.structs.replace(state, turn=state.turn + MEMORY_TURNS["greedy"] - 1)
    assert [(card.position, card.turns_ago) for card in wb.game.bot_view(later, 0, "greedy").remembered] == [
        (2, 8), (3, 8)
    ]
    assert [card.turns_ago for card in wb.game.bot_view(later, 0, "expert").remembered] == [9, 9, 8, 8]
    assert wb.game.bot_view(later, 0, "random").remembered == []


def test_a_bots_memory_is_read_from_the_flip_history_and_never_from_the_grid(wb):
    state = _red_seen_two_turns_apart(wb)
    # Deal the four flipped cards among other positions: the faces the log named stay what the bot remembers.
    grid = list(state.grid)
    grid[0], grid[1], grid[2], grid[3], grid[40], grid[41], grid[42], grid[43] = (
        grid[40], grid[41], grid[42], grid[43], grid[0], grid[1], grid[2], grid[3]
    )
    dealt = msgspec.structs.replace(state, grid=tuple(grid))
    for level in ("random", "greedy", "expert"):
        assert wb.game.bot_view(dealt, 0, level) == wb.game.bot_view(state, 0, level)
    # And with no history, a bot remembers nothing, whatever the grid holds.
    assert wb.game.bot_view(msgspec.structs.replace(state, flips=()), 0, "expert").remembered == []


def test_greedy_never_first_flips_a_broken_it_remembers(wb):
    state, _ = wb.flip(wb.table(at={0: "broken"}), 0)
    view, moves = wb.game.bot_view(state, 1, "greedy"), wb.game.legal_moves(state, 1)
    assert [(card.position, card.face) for card in view.remembered] == [(0, "broken")]
    assert all(greedy(view, moves, random.Random(seed)) != Flip(position=0) for seed in range(50))


def test_greedy_games_end_by_the_rules_and_replay_to_the_same_bytes(wb):
    for seed in range(3):
        rng, state = random.Random(seed), wb.game.setup(wb.config(), 6, seed)
        moves = []
        while not wb.game.is_finished(state):
            move = greedy(wb.game.view(state, state.active), wb.game.legal_moves(state, state.active), rng)
            moves.append((state.active, move))
            state, _ = wb.game.apply(state, state.active, move)
        assert state.reason == "all-matched"
        replay = wb.game.setup(wb.config(), 6, seed)
        for seat, move in moves:
            replay, _ = wb.game.apply(replay, seat, move)
        assert msgspec.msgpack.encode(replay) == msgspec.msgpack.encode(state)
