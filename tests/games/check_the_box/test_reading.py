"""What a seat's asks say of its hand when it asks first for what the asked seat was shown to hold: the reading
the expert's samples prefer (`passed_over`), beside the rules' caps (`at_most`), and the expert's heuristic."""

from __future__ import annotations

import random

from domain.games.check_the_box import GAME
from domain.games.check_the_box.components import KINDS
from domain.games.check_the_box.moves import Ask, Continue
from domain.games.check_the_box.state import CheckTheBoxConfig
from domain.kit.bounds import OPEN
from tests.games.caps import assert_caps_hold, assert_samples_within_caps


def test_a_seat_that_asked_for_another_kind_while_the_asked_seat_was_shown_to_hold_one_holds_none_of_it(table, act):
    state = table(players=3, hands={0: ["red", "blue"], 1: ["green", "red"], 2: ["pink"]}, pile_top=["yellow"])
    state, _ = act(state, 0, Ask(seat=2, kind="blue"))  # "Check the Box": seat 0 is shown to hold a Blue
    state, _ = act(state, 0, Continue())
    state, _ = act(state, 1, Ask(seat=0, kind="red"))  # handed over: seat 1 draws nothing
    for viewer in (0, 1, 2, None):
        seen = GAME.view(state, viewer).seats[1]
        assert seen.passed_over == {"blue": 0} and "blue" not in seen.at_most  # a reading, not a rule


def test_a_seat_that_passed_a_kind_over_may_hold_one_again_once_it_draws(table, act):
    state = table(players=3, hands={0: ["red", "blue"], 1: ["green", "pink"], 2: ["purple"]},
                  pile_top=["yellow", "yellow"])
    state, _ = act(state, 0, Ask(seat=2, kind="blue"))  # seat 0 is shown to hold a Blue
    state, _ = act(state, 0, Continue())
    state, _ = act(state, 1, Ask(seat=0, kind="green"))  # "Check the Box": seat 1 draws one card unseen
    assert GAME.view(state, 2).seats[1].passed_over == {"blue": 1}


def test_an_ask_for_a_kind_the_asked_seat_was_shown_to_hold_passes_nothing_over(table, act):
    state = table(players=3, hands={0: ["red", "blue"], 1: ["green"], 2: ["red", "pink"]},
                  pile_top=["yellow", "purple"])
    state, _ = act(state, 0, Ask(seat=1, kind="red"))  # "Check the Box": seat 0 is shown to hold a Red
    state, _ = act(state, 0, Continue())
    state, _ = act(state, 1, Ask(seat=2, kind="green"))  # nothing shown of seat 2: nothing to pass over
    state, _ = act(state, 1, Continue())
    state, _ = act(state, 2, Ask(seat=0, kind="red"))  # the kind seat 0 was shown to hold
    assert [seat.passed_over for seat in GAME.view(state, None).seats] == [{}, {}, {}]


def test_in_games_of_seats_that_ask_first_for_what_they_saw_the_reading_always_holds():
    tables = [(seed, 2 + seed % 3) for seed in range(30)]
    assert_caps_hold(GAME, CheckTheBoxConfig(), tables, "greedy", _read)


def test_a_sampled_table_deals_no_seat_a_kind_its_asks_say_it_lacks():
    assert_samples_within_caps(GAME, CheckTheBoxConfig(), range(10), _read)


def test_the_expert_heuristic_does_not_ask_for_a_kind_the_other_seat_passed_over(table):
    # Seat 0 holds two Reds and two Blues; seat 1 passed Blue over. The greedy cannot tell the asks apart.
    blue = tuple(0 if kind == "blue" else OPEN for kind in KINDS)
    state = table(hands={0: ["red", "red", "blue", "blue"], 1: ["green", "yellow", "purple", "pink", "plug"]},
                  passed=((OPEN,) * len(KINDS), blue))
    view, moves = GAME.view(state, 0), GAME.legal_moves(state, 0)
    assert view.seats[1].passed_over == {"blue": 0}
    assert {GAME.bots["greedy"](view, moves, random.Random(seed)).kind for seed in range(30)} == {"red", "blue"}
    assert {GAME.bots["expert"](view, moves, random.Random(seed)).kind for seed in range(30)} == {"red"}


def test_the_expert_heuristic_still_asks_first_where_a_set_surely_completes(table):
    shown = tuple(1 if kind == "blue" else 0 for kind in KINDS)
    state = table(hands={0: ["red", "red", "blue", "blue"], 1: ["blue", "green"]},
                  known=((0,) * len(KINDS), shown))
    view, moves = GAME.view(state, 0), GAME.legal_moves(state, 0)
    assert {GAME.bots["expert"](view, moves, random.Random(seed)).kind for seed in range(10)} == {"blue"}


def _read(view, seat: int) -> dict[str, int]:
    return view.seats[seat].passed_over
