"""Seats, cards in a hand, sweaters, string and knot positions and grid cells are counted from 1 in every label
and log line people read, whatever the data counts from (issue 41)."""

from __future__ import annotations

import itertools
import re

import pytest

from domain.registry import GAMES
from service.usecases.table import with_names
from tests.games.leaks import steps

# A thing people count, followed by a 0: what a 0-based number looks like once it reaches a sentence. A box id
# in brackets ("a red bulb (card 0)") names one card of the box, not a place, and may be 0.
ZERO = re.compile(r"(?<!\()\b(?:seat|card|cards|position|positions|sweater|cell|cells|row|column|sale card) 0\b", re.I)
MOVES_READ = 120


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_no_label_or_log_line_counts_a_thing_for_people_from_0(slug: str) -> None:
    game = GAMES[slug]
    config, players = game.variants()[0]
    names = [f"Player {seat + 1}" for seat in range(players)]
    read = []
    for state, seat, _move, _after, events in itertools.islice(steps(game, config, players, 7, "random"), MOVES_READ):
        view = game.view(state, seat)
        read += [with_names(game.label(view, move), names) for move in game.legal_moves(state, seat)]
        read += [with_names(game.text(event), names) for event in events]
    assert read, "the game was played"
    assert [line for line in read if ZERO.search(line)] == []


def test_a_line_naming_a_seat_beyond_the_table_counts_it_from_1() -> None:
    assert with_names("seat 2 drew a card", ["Ann", "Bob"]) == "seat 3 drew a card"
