"""Companion 6.5: the acceptance tests of Jingle Bell Run, from fixed tables, with the companion's values."""

from __future__ import annotations

from domain.contract import ILLEGAL_MOVE
from domain.games.jingle_bell_run.events import (
    CardDrawn, CardSeen, GameEnded, MarketRefilled, MarketWiped, StolenCardsSeen,
)
from domain.games.jingle_bell_run.moves import DiscardDown, Move, Steal, SwapPatterns, TakeBubble, TakeCard

PLAIN = ("red", "green", "yellow", "blue")


def test_jb_6_5_1_bubble_take_ends_the_take_with_one_card(jb):
    state = jb.table(hands=(("red",), ()), market=("bubble", *PLAIN))
    bubble = state.market[0]
    after, _ = jb.play(state, TakeBubble(market_card=bubble))
    assert after.hands[0] == (*state.hands[0], bubble)
    assert after.step == "action" and after.active == 1  # the take is over: the turn passed


def test_jb_6_5_2_the_market_refills_between_picks_and_the_second_pick_may_take_the_new_card(jb):
    state = jb.table(market=("red", "green", "yellow", "purple", "pink"), deck=("blue",))
    red, blue = state.market[0], state.deck[0]
    state, events = jb.play(state, TakeCard(source=red))
    assert MarketRefilled(cards=(blue,)) in events
    assert state.step == "pick" and TakeCard(source=blue) in jb.game.legal_moves(state, 0)
    state, _ = jb.play(state, TakeCard(source=blue))
    assert set(state.hands[0]) == {red, blue} and state.active == 1


def test_jb_6_5_3_a_blind_bubble_counts_as_one_and_a_second_pick_is_still_allowed(jb):
    state = jb.table(market=PLAIN + ("purple",), deck=("bubble",))
    bubble = state.deck[0]
    state, events = jb.play(state, TakeCard(source="deck"))
    assert state.hands[0] == (bubble,) and state.step == "pick" and state.active == 0
    assert CardDrawn(seat=0) in events and CardSeen(seat=0, card=bubble, to=(0,)) in events
    assert [b.card for b in jb.game.view(state, 0).hand] == [bubble]
    assert jb.game.view(state, 1).hand == [] and jb.game.view(state, 1).hand_counts == [1, 0]
    assert jb.game.legal_moves(state, 0)


def test_jb_6_5_4_three_bubbles_after_a_refill_wipe_the_market_and_five_new_cards_are_drawn(jb):
    state = jb.table(market=("bubble", "bubble", "red", "green", "yellow"),
                     deck=("bubble", "blue", "pink", "purple", "red", "green"))
    market, red, top = state.market, state.market[2], state.deck[:6]
    state, events = jb.play(state, TakeCard(source=red))
    wiped = (market[0], market[1], market[3], market[4], top[0])
    assert MarketWiped(cards=wiped) in events
    assert state.discard == wiped
    assert state.market == top[1:6]  # five new cards, fewer than three Bubbles: no second wipe


def test_jb_6_5_5_a_move_pays_the_five_lights_of_p03_bubbles_wild(jb):
    # P03 is Yellow, Green, Blue, Pink, Purple; seat 0 stands on the NW corner, P03 lies east of it.
    good = jb.table(hands=(("yellow", "green", "bubble", "pink", "purple"), ()), patterns={1: "P03"},
                    positions=(0, None))
    move = Move(to=1, cards=tuple(sorted(good.hands[0])))
    assert move in jb.game.legal_moves(good, 0)
    after, _ = jb.play(good, move)
    assert after.positions[0] == 1 and after.hands[0] == () and set(after.discard) == set(good.hands[0])
    bad = jb.table(hands=(("yellow", "green", "blue", "pink", "red"), ()), patterns={1: "P03"},
                   positions=(0, None))
    assert not any(isinstance(m, Move) and m.to == 1 for m in jb.game.legal_moves(bad, 0))
    refusal = jb.refused(bad, Move(to=1, cards=tuple(sorted(bad.hands[0]))))
    assert refusal.code == ILLEGAL_MOVE and "JB-6" in refusal.detail


def test_jb_6_5_6_a_diagonal_target_is_refused_and_moving_back_toward_the_start_is_legal(jb):
    state = jb.table(hands=(("bubble",) * 5, ()), positions=(5, None))
    cards = tuple(sorted(state.hands[0]))
    assert {m.to for m in jb.game.legal_moves(state, 0) if isinstance(m, Move)} == {1, 4, 6, 9}
    assert jb.refused(state, Move(to=0, cards=cards)).code == ILLEGAL_MOVE  # diagonal
    after, _ = jb.play(state, Move(to=1, cards=cards))  # back toward NW, where seat 0 started
    assert after.positions[0] == 1


def test_jb_6_5_7_a_plug_swap_is_refused_when_either_card_has_a_character(jb):
    state = jb.table(hands=(("plug",), ()), positions=(5, 10))
    plug = state.hands[0][0]
    assert jb.refused(state, SwapPatterns(plug=plug, a=5, b=6)).code == ILLEGAL_MOVE
    assert jb.refused(state, SwapPatterns(plug=plug, a=2, b=10)).code == ILLEGAL_MOVE
    after, _ = jb.play(state, SwapPatterns(plug=plug, a=6, b=7))
    assert (after.grid[6], after.grid[7]) == (state.grid[7], state.grid[6]) and after.discard == (plug,)


def test_jb_6_5_8_two_brokens_naming_seat_3_take_two_random_cards_from_it(jb):
    state = jb.table(players=4, hands=(("broken", "broken", "red"), ("red",), ("green",), PLAIN + ("pink",)))
    brokens = tuple(jb.ids(state, 0, "broken"))
    after, events = jb.play(state, Steal(brokens=brokens, seat=3))
    taken = set(after.hands[0]) - set(state.hands[0])
    assert len(after.hands[3]) == 3 and len(taken) == 2 and taken <= set(state.hands[3])
    assert set(after.hands[3]) | taken == set(state.hands[3])
    assert after.discard == brokens
    seen = next(e for e in events if isinstance(e, StolenCardsSeen))
    assert seen.to == (0, 3) and set(seen.cards) == taken


def test_jb_6_5_9_a_hand_of_nine_after_the_action_discards_exactly_two(jb):
    state = jb.table(hands=(("red", "green", "yellow", "blue", "purple", "pink", "red"), ()),
                     market=("green", "blue", "red", "yellow", "pink"))
    state, _ = jb.play(state, TakeCard(source=state.market[0]), TakeCard(source="deck"))
    assert len(state.hands[0]) == 9 and state.step == "discard" and state.active == 0
    offered = jb.game.legal_moves(state, 0)
    assert offered and all(isinstance(m, DiscardDown) and len(m.cards) == 2 for m in offered)
    assert len(offered) == 36  # every pair of the nine
    assert jb.refused(state, DiscardDown(cards=offered[0].cards[:1])).code == ILLEGAL_MOVE
    after, _ = jb.play(state, offered[0])
    assert len(after.hands[0]) == 7 and after.active == 1


def test_jb_6_5_10_a_seat_starting_nw_must_enter_0_0_first_and_entering_3_3_wins(jb):
    state = jb.table(hands=(("bubble",) * 5, ()))
    assert {m.to for m in jb.game.legal_moves(state, 0) if isinstance(m, Move)} == {0}
    near = jb.table(hands=(("bubble",) * 5, ()), positions=(14, None))
    after, events = jb.play(near, Move(to=15, cards=tuple(sorted(near.hands[0]))))
    assert after.finished and after.winner == 0 and after.reason == "finish-line"
    assert events[-1] == GameEnded(reason="finish-line", winner=0)
    board = jb.game.score(after)
    assert board.final and board.reason == "finish-line" and [s.rank for s in board.seats] == [1, 2]
