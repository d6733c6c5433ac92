"""G-5 and WB-6 at scale: a seat learns nothing about faces it cannot see now, nor about faces turned down.

- At states reached by greedy and random playouts, the identities of the cards the seat cannot see (the
  face-down ones) are permuted: every view, the legal moves and the refusal details of a handful of
  illegal attempts must stay byte-identical.
- Whenever cards left on show are about to turn face down, the faces they had (and of every other face-down
  card) are permuted before the next flip: the views, events, moves and refusals after it stay identical.
"""

from __future__ import annotations

import random

import msgspec
import pytest
from msgspec.structs import replace

from domain.games.wheres_that_bulb import GAME
from domain.games.wheres_that_bulb.bots import greedy
from domain.games.wheres_that_bulb.components import FACE_COUNTS
from domain.games.wheres_that_bulb.events import PairTaken
from domain.games.wheres_that_bulb.moves import Flip
from domain.games.wheres_that_bulb.state import WheresThatBulbConfig, WheresThatBulbState
from tests.games.leaks import assert_reads_alike, encode, hint_reads, history, spread

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
    up = {*state.on_show, *(() if state.first is None else (state.first,))}
    return [p for p, card in enumerate(state.grid) if card is not None and p not in up]


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
def test_faces_turned_back_down_are_gone_from_every_view_event_and_refusal(players, bot):
    rng, checked = random.Random(1), 0
    for seed in SEEDS:
        for state, seat, move in _playout(players, seed, bot):
            if not state.on_show:
                continue
            # Everything face down after the flip, the cards on show included, may have shown any face.
            other = _permuted(state, [p for p in [*_hidden(state), *state.on_show] if p != move.position], rng)
            after, events = GAME.apply(state, seat, move)
            other_after, other_events = GAME.apply(other, seat, move)
            assert encode(events) == encode(other_events)
            _assert_everyone_reads_alike(after, other_after)
            checked += 1
    assert checked > 50


def test_no_event_of_a_whole_game_names_a_face_but_the_pairs_taken_off_the_grid():
    faces = [face.encode() for face in FACE_COUNTS]
    for seed in SEEDS:
        state = GAME.setup(WheresThatBulbConfig(), 3, seed)
        rng = random.Random(seed)
        while not GAME.is_finished(state):
            move = greedy(GAME.view(state, state.active), GAME.legal_moves(state, state.active), rng)
            state, events = GAME.apply(state, state.active, move)
            for event in events:
                assert event.to is None  # WB-6: every event is public
                text = msgspec.json.encode(event)
                assert isinstance(event, PairTaken) or not any(face in text for face in faces), text


@pytest.mark.parametrize(("players", "bot"), [(2, "greedy"), (6, "random")])
def test_a_bots_memory_holds_exactly_the_faces_its_seat_was_shown_that_are_face_down_now(players, bot):
    for seed in SEEDS[:2]:
        shown: dict[int, str] = {}
        for state, _, _ in history(GAME, WheresThatBulbConfig(), players, seed, bot):
            shown.update((up.position, up.face) for up in GAME.view(state, None).face_up)
            for seat in range(players):
                remembered = GAME.bot_view(state, seat, "expert").remembered
                face_down = GAME.view(state, seat).face_down
                assert [(card.position, card.face) for card in remembered] == [(p, shown[p]) for p in face_down if p in shown]
                assert all(1 <= card.turns_ago <= state.turn for card in remembered)
    assert len(shown) > 40


def test_views_moves_refusals_and_hints_read_nothing_of_the_bots_memory():
    checked = 0
    for state, seat, _ in spread(_playout(2, 0, "greedy"), 12):
        forgotten = replace(state, seen=())
        assert GAME.bot_view(state, seat, "expert").remembered != [] or state.turn < 2
        for reader in (0, 1, None):
            assert_reads_alike(GAME, state, forgotten, reader, ATTEMPTS)
        assert hint_reads(GAME, forgotten, seat) == hint_reads(GAME, state, seat)
        checked += 1
    assert checked >= 12
