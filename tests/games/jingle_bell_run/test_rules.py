"""Rule tests for the decisions of docs/rules/jingle-bell-run.md beyond the companion's acceptance tests."""

from __future__ import annotations

import random

import pytest
from msgspec.structs import replace

from domain.contract import ILLEGAL_MOVE, InvalidConfig, StepSkipped
from domain.games.jingle_bell_run.components import BULBS
from domain.games.jingle_bell_run.moves import ChooseCorner, Move, Steal, SwapPatterns, TakeBubble, TakeCard
from domain.lights import card_id, census
from tests.games.leaks import steps


def test_setup_lays_16_patterns_deals_five_and_reveals_a_market_of_five(jb):
    state = jb.game.setup(jb.config(first_seat=1), 3, 5)
    assert len(state.grid) == 16 and [len(h) for h in state.hands] == [5, 5, 5] and len(state.market) == 5
    assert state.step == "corner" and state.active == 1 and state.first == 1
    assert census([*state.deck, *state.market, *(c for h in state.hands for c in h)]) == census(BULBS)


@pytest.mark.parametrize(("players", "max_turns"), [(1, 150), (7, 150), (2, 151), (2, 0)])
def test_impossible_tables_are_refused(jb, players, max_turns):
    with pytest.raises(InvalidConfig):
        jb.game.setup(jb.config(max_turns=max_turns), players, 1)


def test_corners_are_chosen_in_turn_order_one_each_up_to_four_seats(jb):
    state = jb.game.setup(jb.config(first_seat=2), 4, 3)
    state, _ = jb.play(state, ChooseCorner(corner="nw"))
    assert state.active == 3 and ChooseCorner(corner="nw") not in jb.game.legal_moves(state, 3)
    state, _ = jb.play(state, ChooseCorner(corner="se"), ChooseCorner(corner="ne"), ChooseCorner(corner="sw"))
    assert state.step == "action" and state.active == 2 and state.positions == (None,) * 4


def test_with_five_seats_two_characters_may_share_a_corner_but_not_three(jb):
    state = jb.game.setup(jb.config(first_seat=0), 5, 3)
    state, _ = jb.play(state, ChooseCorner(corner="nw"), ChooseCorner(corner="nw"))
    assert ChooseCorner(corner="nw") not in jb.game.legal_moves(state, 2)
    assert jb.refused(state, ChooseCorner(corner="nw")).code == ILLEGAL_MOVE


def test_start_on_corner_puts_the_character_on_its_corner_card(jb):
    state = jb.game.setup(jb.config(first_seat=0, start_on_corner=True), 2, 3)
    state, _ = jb.play(state, ChooseCorner(corner="sw"), ChooseCorner(corner="ne"))
    assert state.positions == (12, 3)
    assert [line.breakdown["steps_left"] for line in jb.game.score(state).seats] == [6, 6]


def test_a_bubble_in_the_market_is_never_a_pick_of_a_two_card_take(jb):
    state = jb.table(market=("bubble", *("red", "green", "yellow", "blue")))
    bubble = state.market[0]
    assert TakeCard(source=bubble) not in jb.game.legal_moves(state, 0)
    state, _ = jb.play(state, TakeCard(source=state.market[1]))
    assert TakeBubble(market_card=bubble) not in jb.game.legal_moves(state, 0)
    assert jb.refused(state, TakeBubble(market_card=bubble)).code == ILLEGAL_MOVE


def test_a_steal_takes_all_of_a_short_hand_and_an_empty_hand_is_never_named(jb):
    state = jb.table(players=3, hands=(("broken", "broken"), ("red",), ()))
    brokens = tuple(jb.ids(state, 0, "broken"))
    assert {m.seat for m in jb.game.legal_moves(state, 0) if isinstance(m, Steal)} == {1}
    assert jb.refused(state, Steal(brokens=brokens, seat=2)).code == ILLEGAL_MOVE
    after, _ = jb.play(state, Steal(brokens=brokens, seat=1))
    assert after.hands[0] == state.hands[1] and after.hands[1] == ()


def test_the_finish_is_the_corner_position_so_a_swapped_in_card_must_be_paid(jb):
    # Seat 0 (from NW) stands at (3,2); P01 on its finish needs Red, so its hand cannot enter until a Plug
    # swaps P03 (Yellow, Green, Blue, Pink, Purple) into the finish cell.
    hand = ("plug", "yellow", "green", "blue", "pink", "purple")
    state = jb.table(hands=(hand, ()), positions=(14, None), patterns={15: "P01", 5: "P03"})
    assert not any(isinstance(m, Move) and m.to == 15 for m in jb.game.legal_moves(state, 0))
    state, _ = jb.play(state, SwapPatterns(plug=jb.ids(state, 0, "plug")[0], a=5, b=15))
    assert state.grid[15] == card_id("P03") and state.active == 1
    state = replace(state, active=0)
    after, _ = jb.play(state, Move(to=15, cards=tuple(sorted(state.hands[0]))))
    assert after.winner == 0 and after.reason == "finish-line"


def test_a_second_pick_with_nothing_to_take_is_skipped_and_the_turn_passes(jb):
    # JB-10, G-7: deck and discard empty (seat 1 holds the rest), only Bubbles left in the Market.
    state = jb.table(market=("bubble", "bubble", "red"))
    state = replace(state, deck=(), hands=((), state.deck))
    after, events = jb.play(state, TakeCard(source=state.market[2]))
    assert StepSkipped(seat=0, reason="nothing-to-take") in events
    assert after.active == 1 and after.step == "action" and len(after.hands[0]) == 1


def test_at_the_turn_cap_seats_rank_by_steps_left_then_by_more_cards_in_hand(jb):
    state = jb.table(players=3, hands=(("red",), ("red", "green"), ("red",)), positions=(5, 10, 6),
                     corners=("nw", "se", "nw"), max_turns=1)
    state, _ = jb.play(state, TakeCard(source="deck"), TakeCard(source="deck"))
    state, _ = jb.play(state, TakeCard(source="deck"), TakeCard(source="deck"))
    state, _ = jb.play(state, TakeCard(source="deck"), TakeCard(source="deck"))
    board = jb.game.score(state)
    assert board.final and board.reason == "turn-cap" and state.round == 1
    # Seat 0 at (1,1) and seat 1 at (2,2) are 4 steps from their finishes; seat 2 at (1,2) is 3.
    assert [line.breakdown["steps_left"] for line in board.seats] == [4, 4, 3]
    assert [line.rank for line in board.seats] == [3, 2, 1]


def test_the_table_remembers_market_picks_until_they_are_discarded_or_a_steal_hides_them(jb):
    state = jb.table(hands=(("red",), ("broken",)), market=("plug", "green", "yellow", "pink", "purple"))
    plug, green = state.market[0], state.market[1]
    state, _ = jb.play(state, TakeCard(source=plug), TakeCard(source=green))
    assert all([b.card for b in jb.game.view(state, s).known[0]] == [plug, green] for s in (0, 1, None))
    state, _ = jb.play(state, TakeCard(source="deck"), TakeCard(source="deck"))
    swap = next(m for m in jb.game.legal_moves(state, 0) if isinstance(m, SwapPatterns))
    state, _ = jb.play(state, swap)  # the Plug goes face up to the discard
    assert [b.card for b in jb.game.view(state, 1).known[0]] == [green]
    steal = next(m for m in jb.game.legal_moves(state, 1) if isinstance(m, Steal))
    state, _ = jb.play(state, steal)  # one card of three went: the table cannot tell which
    assert jb.game.view(state, 1).known[0] == [] and jb.game.view(state, 0).known[0] == []


@pytest.mark.parametrize("policy", ["random", "greedy"])
def test_known_cards_are_always_in_the_hand_and_in_every_sample_of_it(jb, policy):
    rng = random.Random(3)
    for seed in range(12):
        for _before, _seat, _move, state, _ in steps(jb.game, jb.config(), 2 + seed % 3, seed, policy):
            view = jb.game.view(state, 0)
            sample = jb.game.determinize(view, rng)
            for seat, cards in enumerate(view.known):
                assert {b.card for b in cards} <= set(state.hands[seat]) & set(sample.hands[seat]), (seed, seat)
