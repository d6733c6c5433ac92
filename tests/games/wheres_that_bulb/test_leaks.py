"""G-5 and WB-6 at scale: a face is in a view only while it lies face up, and in the log only from the flip
that showed it; a bot remembers only what the log told, as far back as its level remembers.

- At states reached by greedy and random playouts, the identities of the cards the seat cannot see (the
  face-down ones) are permuted: every view, the legal moves and the refusal details of a handful of
  illegal attempts must stay byte-identical.
- Before each flip every face-down card but the flipped one is permuted: the flip's events and everything read
  after it stay identical; once a turn ends, its two cards are permuted with the rest too.
- Every flip event is public and names the face it turned up; the bots' memory is the log's flips, by level.
"""

from __future__ import annotations

import random

import pytest
from msgspec.structs import replace

from domain.games.wheres_that_bulb import GAME
from domain.games.wheres_that_bulb.components import face_of
from domain.games.wheres_that_bulb.events import CardFlipped, PairTaken
from domain.games.wheres_that_bulb.moves import Flip
from domain.games.wheres_that_bulb.state import WheresThatBulbConfig, WheresThatBulbState
from domain.games.wheres_that_bulb.view import MEMORY_TURNS
from tests.games.leaks import assert_reads_alike, encode, hint_reads, history, spread, steps

SEEDS = range(4)
ATTEMPTS = [Flip(position=p) for p in (-1, 0, 13, 37, 59, 60)]


def _playout(players: int, seed: int, bot: str) -> list[tuple[WheresThatBulbState, int, Flip]]:
    """(state, seat, move played) for every move of a whole game."""
    return history(GAME, WheresThatBulbConfig(), players, seed, bot)[:-1]


def _permuted(state: WheresThatBulbState, positions: list[int], rng: random.Random) -> WheresThatBulbState:
    """The same table with the cards at `positions` dealt among them at random."""
    cards = [state.grid[p] for p in positions]
    rng.shuffle(cards)
    grid = list(state.grid)
    for position, card in zip(positions, cards, strict=True):
        grid[position] = card
    return replace(state, grid=tuple(grid))


def _hidden(state: WheresThatBulbState) -> list[int]:
    """The positions of the face-down cards: every card on the grid but this turn's first."""
    return [p for p, card in enumerate(state.grid) if card is not None and p != state.first]


def _assert_everyone_reads_alike(state: WheresThatBulbState, other: WheresThatBulbState) -> None:
    """Every seat reads the same view, legal moves and refusals at both tables, and so does a spectator."""
    for seat in [*range(state.players), None]:
        assert_reads_alike(GAME, state, other, seat, ATTEMPTS)


@pytest.mark.parametrize(("players", "bot"), [(2, "greedy"), (6, "random")])
def test_permuting_face_down_cards_changes_nothing_a_seat_can_read(players, bot):
    rng = random.Random(0)
    for seed in SEEDS:
        for state, _, _ in spread(_playout(players, seed, bot), 30):
            _assert_everyone_reads_alike(state, _permuted(state, _hidden(state), rng))


@pytest.mark.parametrize(("players", "bot"), [(2, "greedy"), (6, "random")])
def test_a_face_is_in_a_view_only_while_face_up_and_in_the_log_only_from_the_flip_that_showed_it(players, bot):
    rng, turned_down = random.Random(1), 0
    for seed in SEEDS:
        for state, seat, move in _playout(players, seed, bot):
            # Every card face down but the one this flip turns up may have any face: the events of the flip, and
            # everything every seat reads after it, are the same.
            other = _permuted(state, [p for p in _hidden(state) if p != move.position], rng)
            after, events = GAME.apply(state, seat, move)
            other_after, other_events = GAME.apply(other, seat, move)
            assert encode(events) == encode(other_events)
            _assert_everyone_reads_alike(after, other_after)
            if after.first is None and not after.finished:
                # The turn is over: its cards are face down again, so no view may tell their faces from any other.
                assert GAME.view(after, None).face_up == []
                _assert_everyone_reads_alike(after, _permuted(after, _hidden(after), rng))
                turned_down += 1
    assert turned_down > 50


def test_every_flip_event_is_public_and_names_the_face_it_turned_up():
    named = 0
    for seed in SEEDS:
        for before, seat, move, _after, events in steps(GAME, WheresThatBulbConfig(), 3, seed, "greedy"):
            assert all(event.to is None for event in events)  # WB-6: a flip is a public event
            (flipped,) = [event for event in events if isinstance(event, CardFlipped)]
            assert flipped == CardFlipped(seat=seat, position=move.position, face=face_of(before.grid[move.position]))
            for taken in (event for event in events if isinstance(event, PairTaken)):
                assert taken.positions == (before.first, move.position)
                assert taken.faces == tuple(face_of(before.grid[p]) for p in taken.positions)
            named += 1
    assert named > 200


@pytest.mark.parametrize(("players", "bot"), [(2, "greedy"), (6, "random")])
def test_each_level_remembers_exactly_the_faces_the_log_named_as_far_back_as_it_remembers(players, bot):
    checked = 0
    for seed in SEEDS[:2]:
        logged: dict[int, tuple[int, str]] = {}  # position -> (turn, face) of the latest flip the log told
        flipped: set[int] = set()
        for before, _, _, state, events in steps(GAME, WheresThatBulbConfig(), players, seed, bot):
            for event in events:
                if isinstance(event, CardFlipped):
                    logged[event.position] = (before.turn, event.face)
                    flipped.add(event.position)
                elif isinstance(event, PairTaken):
                    for position in event.positions:
                        del logged[position]
            face_down = GAME.view(state, 0).face_down
            for level in ("random", "greedy", "expert"):
                horizon = MEMORY_TURNS.get(level)
                expected = [
                    (p, logged[p][1], state.turn - logged[p][0]) for p in face_down
                    if p in logged and (horizon is None or state.turn - logged[p][0] <= horizon)
                ]
                for seat in (0, players - 1):
                    remembered = GAME.bot_view(state, seat, level).remembered
                    assert [(card.position, card.face, card.turns_ago) for card in remembered] == expected
            checked += len(expected) > 0
        assert len(flipped) > 40
    assert checked > 100


def test_views_moves_refusals_and_hints_read_nothing_of_the_bots_memory():
    checked = 0
    for state, seat, _ in spread(_playout(2, 0, "greedy"), 12):
        forgotten = replace(state, flips=())
        assert GAME.bot_view(state, seat, "expert").remembered != [] or state.turn < 2
        for reader in (0, 1, None):
            assert_reads_alike(GAME, state, forgotten, reader, ATTEMPTS)
        assert hint_reads(GAME, forgotten, seat) == hint_reads(GAME, state, seat)
        checked += 1
    assert checked >= 12
