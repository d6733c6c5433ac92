"""Companion 10.5: the acceptance tests of Where's That Bulb?, from fixed grids, with the companion's values."""

from __future__ import annotations

from domain.games.wheres_that_bulb.events import CardFlipped, CardsTurnedDown, GameEnded, PairTaken, TurnEnded

# Every non-Broken face, two by two: the 28 pairs of companion 10.2.
COLOUR_PAIRS = [(c, c) for c in ("red", "green", "yellow", "blue", "purple", "pink") for _ in range(3)]
OTHER_PAIRS = [("bubble", "bubble")] * 3 + [("plug", "plug")] * 4
CHARACTER_PAIRS = [("santa", "mrs-claus"), ("male-elf", "female-elf"), ("reindeer", "snowman")]


def test_wb_acceptance_1_broken_first_turns_face_down_and_seat_1_acts_next(wb):
    state = wb.table(at={0: "broken", 1: "red"}, active=0)
    state, events = wb.flip(state, 0)
    assert state.active == 1 and state.first is None
    assert wb.game.actors(state) == frozenset({1})
    # The table saw the Broken (the log names it), and it is face down again at once, still on the grid.
    assert events == [
        CardFlipped(seat=0, position=0, face="broken"), CardsTurnedDown(positions=(0,)), TurnEnded(seat=0, next_seat=1)
    ]
    for seat in (0, 1, None):
        assert wb.game.view(state, seat).face_up == [] and 0 in wb.game.view(state, seat).face_down


def test_wb_acceptance_2_a_red_pair_is_removed_and_scored_and_the_flipper_flips_again(wb):
    state = wb.table(at={3: "red", 17: "red"}, active=0)
    state, events = wb.flip(state, 3, 17)
    assert state.grid[3] is None and state.grid[17] is None
    assert PairTaken(seat=0, positions=(3, 17), faces=("red", "red")) in events
    assert state.active == 0 and wb.game.actors(state) == frozenset({0})
    assert wb.game.score(state).seats[0].breakdown == {"pairs": 1, "character_pairs": 0}


def test_wb_acceptance_3_santa_and_reindeer_do_not_match_santa_and_mrs_claus_do(wb):
    state = wb.table(at={0: "santa", 1: "reindeer", 2: "mrs-claus"}, active=0)
    after, _ = wb.flip(state, 0, 1)
    assert after.active == 1 and after.grid[0] is not None and after.grid[1] is not None
    after, events = wb.flip(state, 0, 2)
    assert PairTaken(seat=0, positions=(0, 2), faces=("santa", "mrs-claus")) in events
    assert wb.game.score(after).seats[0].breakdown == {"pairs": 1, "character_pairs": 1}


def test_wb_acceptance_4_red_then_broken_turns_both_face_down_and_ends_the_turn(wb):
    state = wb.table(at={5: "red", 6: "broken"}, active=0)
    state, events = wb.flip(state, 5, 6)
    assert events[-2:] == [CardsTurnedDown(positions=(5, 6)), TurnEnded(seat=0, next_seat=1)]
    assert state.active == 1 and state.first is None
    for seat in (0, 1, None):
        assert wb.game.view(state, seat).face_up == [] and {5, 6} <= set(wb.game.view(state, seat).face_down)


NON_CHARACTER_TAKEN = COLOUR_PAIRS[1:] + OTHER_PAIRS  # 24 pairs: one red pair is left on the grid


def _flat(pairs: list) -> tuple[str, ...]:
    return tuple(face for pair in pairs for face in pair)


def _last_pair_table(wb, *seats: list):
    """Only the 4 Brokens (positions 0-3) and one red pair (10, 11) are left; the 27 other pairs are taken."""
    assert sum(map(len, seats)) == 27
    state = wb.table(players=len(seats), at={0: "broken", 1: "broken", 2: "broken", 3: "broken", 10: "red", 11: "red"},
                     taken=tuple(_flat(pairs) for pairs in seats), active=0)
    assert sum(card is not None for card in state.grid) == 6
    return state


def test_wb_acceptance_5_only_brokens_left_ends_the_game_and_character_pairs_break_the_tie(wb):
    # Seat 0 holds 13 pairs and takes the last red pair (14); seat 1 holds 14, with all 3 Character pairs.
    seat_0, seat_1 = NON_CHARACTER_TAKEN[:13], NON_CHARACTER_TAKEN[13:] + CHARACTER_PAIRS
    state, events = wb.flip(_last_pair_table(wb, seat_0, seat_1), 10, 11)
    assert state.finished and state.reason == "all-matched" and events[-1] == GameEnded(reason="all-matched")
    assert wb.game.actors(state) == frozenset()
    assert sorted(wb.game.view(state, 0).face_down) == [0, 1, 2, 3]
    board = wb.game.score(state)
    assert board.final and board.reason == "all-matched"
    assert [line.points for line in board.seats] == [14, 14]
    assert [line.breakdown["character_pairs"] for line in board.seats] == [0, 3]
    assert [line.rank for line in board.seats] == [2, 1]


def test_wb_acceptance_5_equal_pairs_and_character_pairs_share_the_rank(wb):
    # Three seats: 9 + 10 + 8 pairs with one Character pair each; seat 0's last red pair makes 10 and 10.
    seats = (
        NON_CHARACTER_TAKEN[:8] + CHARACTER_PAIRS[:1],
        NON_CHARACTER_TAKEN[8:17] + CHARACTER_PAIRS[1:2],
        NON_CHARACTER_TAKEN[17:] + CHARACTER_PAIRS[2:],
    )
    state, _ = wb.flip(_last_pair_table(wb, *seats), 10, 11)
    board = wb.game.score(state)
    assert board.final
    assert [line.points for line in board.seats] == [10, 10, 8]
    assert [line.breakdown["character_pairs"] for line in board.seats] == [1, 1, 1]
    assert [line.rank for line in board.seats] == [1, 1, 3]
