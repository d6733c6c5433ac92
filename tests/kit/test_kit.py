"""The game kit: the apply template, ranks, the first-seat option, the step helpers of G-6 and G-7, tuple helpers."""

from __future__ import annotations

from typing import ClassVar

import msgspec
import pytest

from domain.contract import (
    GAME_FINISHED,
    ILLEGAL_MOVE,
    NOT_YOUR_TURN,
    TOO_LATE,
    Event,
    GameMeta,
    IllegalMove,
    InvalidConfig,
    MoveBase,
    StepSkipped,
)
from domain.kit import (
    committed,
    NOT_ASKED,
    NotAsked,
    GameBase,
    Race,
    first_seat,
    open_commits,
    open_race,
    replace_at,
    seal,
    sealed_choices,
    shared_ranks,
    waiting,
    without,
    won,
)


class Snap(MoveBase, frozen=True, kw_only=True, tag="snap"):
    """Race move: call snap first."""


class Pass(MoveBase, frozen=True, kw_only=True, tag="pass"):
    """A single step's only move."""


class Snapped(Event, frozen=True, kw_only=True, tag="snapped"):
    seat: int


class SnapState(msgspec.Struct, frozen=True, kw_only=True):
    """Seats race to snap; then each seat with cards passes in turn; seats with no cards are skipped."""

    race: Race | None = None
    turn_seat: int | None = None
    cards: tuple[int, ...] = (1, 0, 1)
    finished: bool = False


class SnapGame(GameBase):
    """A three-seat race, then single steps: just enough game to drive the template."""

    meta: ClassVar[GameMeta] = GameMeta(slug="kit-snap", title="Snap", min_seats=3, max_seats=3)

    def setup(self, config, players, seed):
        return SnapState(race=open_race(range(3), ["snap"]))

    def actors(self, state):
        if state.finished:
            return frozenset()
        if state.race is not None and state.race.open:
            return frozenset(state.race.seats)
        return frozenset({state.turn_seat})

    def moves(self, state, seat):
        return [Snap()] if state.race is not None and state.race.open else [Pass()]

    def resolve(self, state, seat, move):
        if isinstance(move, Snap):
            return msgspec.structs.replace(state, race=won(state.race, seat), turn_seat=0), [Snapped(seat=seat)]
        return self._advance(state, seat), []

    def _advance(self, state, seat):
        if seat == 2:
            return msgspec.structs.replace(state, finished=True, turn_seat=None)
        return msgspec.structs.replace(state, turn_seat=seat + 1)

    def idle(self, state, seat):
        return "no cards" if state.turn_seat == seat and state.cards[seat] == 0 else None

    def skip(self, state, seat):
        return self._advance(state, seat), []

    def race(self, state):
        return state.race


GAME = SnapGame()


def test_the_first_answer_to_a_race_wins_and_a_later_one_is_too_late() -> None:
    state = GAME.setup(None, 3, 1)
    assert GAME.is_race(state)
    state, events = GAME.apply(state, 2, Snap())
    assert events == [Snapped(seat=2)]
    assert not GAME.is_race(state)
    with pytest.raises(IllegalMove) as late:
        GAME.apply(state, 1, Snap())
    assert late.value.code == TOO_LATE


def test_a_seat_outside_the_race_is_not_told_too_late() -> None:
    race = won(Race(seats=(0, 2), answers=("snap",)), 2)
    state = msgspec.structs.replace(GAME.setup(None, 3, 1), race=race, turn_seat=1)
    with pytest.raises(IllegalMove) as refused:
        GAME.apply(state, 1, Snap())
    assert refused.value.code == ILLEGAL_MOVE


def test_a_step_that_asks_nothing_of_its_actor_is_skipped_with_an_event() -> None:
    state, _ = GAME.apply(GAME.setup(None, 3, 1), 0, Snap())
    state, events = GAME.apply(state, 0, Pass())
    # Seat 1 holds no cards: its step passes by itself and seat 2 is asked next.
    assert events == [StepSkipped(seat=1, reason="no cards")]
    assert GAME.actors(state) == frozenset({2})
    assert GAME.legal_moves(state, 1) == []


def test_the_template_checks_finished_then_turn_then_legality() -> None:
    state, _ = GAME.apply(GAME.setup(None, 3, 1), 0, Snap())
    with pytest.raises(IllegalMove) as out_of_turn:
        GAME.apply(state, 2, Pass())
    assert out_of_turn.value.code == NOT_YOUR_TURN
    with pytest.raises(IllegalMove) as wrong:
        GAME.apply(msgspec.structs.replace(state, race=None), 0, Snap())
    assert wrong.value.code == ILLEGAL_MOVE
    with pytest.raises(IllegalMove) as over:
        GAME.apply(msgspec.structs.replace(state, finished=True), 0, Pass())
    assert over.value.code == GAME_FINISHED
    assert GAME.legal_moves(msgspec.structs.replace(state, finished=True), 0) == []


def test_sealed_commits_stay_sealed_until_every_asked_seat_is_in() -> None:
    commits = open_commits(3, asked=[0, 2])
    assert commits == (None, NOT_ASKED, None)
    assert waiting(commits) == frozenset({0, 2})
    commits, events, all_in = seal(commits, 2, "b", announce=lambda seat: Snapped(seat=seat))
    assert events == [Snapped(seat=2)] and not all_in
    with pytest.raises(ValueError):
        seal(commits, 2, "c", announce=lambda seat: Snapped(seat=seat))
    commits, _, all_in = seal(commits, 0, "a", announce=lambda seat: Snapped(seat=seat))
    assert all_in
    assert sealed_choices(commits) == [(0, "a"), (2, "b")]


def test_ranks_share_on_equal_keys_and_lower_keys_rank_higher() -> None:
    assert shared_ranks([(-10, 2), (-12, 0), (-10, 2), (-10, 1)]) == [3, 1, 3, 2]


def test_the_first_seat_is_drawn_from_the_seed_or_checked_against_the_table() -> None:
    drawn = {first_seat("random", 4, seed) for seed in range(40)}
    assert drawn == {0, 1, 2, 3}
    assert first_seat("random", 4, 7) == first_seat("random", 4, 7)
    assert first_seat(2, 3, 0) == 2
    with pytest.raises(InvalidConfig):
        first_seat(3, 3, 0)


def test_tuple_helpers_change_one_item_or_drop_the_first_copy_and_refuse_an_absent_one() -> None:
    assert replace_at((3, 1, 4), 1, 9) == (3, 9, 4)
    assert replace_at((3, 1, 4), 2, None) == (3, 1, None)
    assert without((5, 2, 5, 7), 5) == (2, 5, 7)
    assert without((5,), 5) == ()
    with pytest.raises(ValueError):
        without((5, 2), 8)


def test_commits_read_back_from_storage_still_know_the_seats_a_step_left_out() -> None:
    commits, _, _ = seal(open_commits(3, asked=[0, 2]), 2, "b", announce=lambda seat: Snapped(seat=seat))
    stored = msgspec.msgpack.decode(msgspec.msgpack.encode(commits), type=tuple[str | None | NotAsked, ...])
    assert stored[1] is not NOT_ASKED and stored[1] == NOT_ASKED
    assert waiting(stored) == frozenset({0})
    assert committed(stored) == [2]
    assert sealed_choices(stored) == [(2, "b")]


def test_the_kit_asks_a_game_for_the_actors_of_one_state_only_once_in_a_row() -> None:
    asked: list = []

    class Counting(SnapGame):
        def actors(self, state):
            asked.append(state)
            return super().actors(state)

    game = Counting()
    state = game.setup(None, 3, 0)
    assert game.legal_moves(state, 0) == [Snap()]
    after, _ = game.apply(state, 0, Snap())
    assert asked == [state, after]
    assert game.legal_moves(after, after.turn_seat) == game.moves(after, after.turn_seat)
    assert asked == [state, after]


def test_a_move_just_listed_is_checked_against_that_list_not_a_new_one() -> None:
    listed: list = []

    class Counting(SnapGame):
        def moves(self, state, seat):
            listed.append((state, seat))
            return super().moves(state, seat)

    game = Counting()
    state = game.setup(None, 3, 0)
    moves = game.legal_moves(state, 1)
    game.apply(state, 1, moves[0])
    assert listed == [(state, 1)]
    with pytest.raises(IllegalMove) as wrong:
        game.apply(state, 2, Pass())
    assert wrong.value.code == ILLEGAL_MOVE
    assert listed == [(state, 1), (state, 2)]
