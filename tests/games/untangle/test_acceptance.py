"""Companion section 4.5: the acceptance tests of Untangle, each with the companion's exact values."""

from __future__ import annotations

import pytest

from domain.contract import ILLEGAL_MOVE, IllegalMove
from domain.games.untangle import GAME
from domain.games.untangle.components import window_directions
from domain.games.untangle.moves import DiscardAndDraw, Extend, Remove, Replace, Untangle
from tests.games.untangle.tables import build, ids, kinds, names

REVERSED_P01 = ["yellow", "blue", "green", "pink", "red"]  # P01 is Red, Pink, Green, Blue, Yellow
FILLER = ["green", "purple", "green", "purple"]  # with REVERSED_P01 and one more, no other window matches


def test_un_1_swap_ban_binds_only_the_next_player_on_the_same_two_cards():
    state = build(players=3, hands={0: ["yellow"] * 3, 1: ["blue"] * 3, 2: ["pink"] * 3})
    x, y = state.knot[3], state.knot[4]
    state, _ = GAME.apply(state, 0, Untangle(index=3))
    assert state.knot[3:5] == (y, x)
    state, _ = GAME.apply(state, 0, Replace(card=ids(state, 0, "yellow")[0], index=0))
    assert state.active == 1 and state.ban == (x, y)
    assert Untangle(index=3) not in GAME.legal_moves(state, 1)
    with pytest.raises(IllegalMove) as refused:
        GAME.apply(state, 1, Untangle(index=3))
    assert refused.value.code == ILLEGAL_MOVE and "UN-2" in refused.value.detail
    state, _ = GAME.apply(state, 1, Untangle(index=0))
    state, _ = GAME.apply(state, 1, Replace(card=ids(state, 1, "blue")[0], index=9))
    assert state.active == 2 and state.knot[3:5] == (y, x)
    assert Untangle(index=3) in GAME.legal_moves(state, 2)


def test_un_2_reverse_match_completes_and_refills_positions_4_to_8_from_the_deck():
    knot = FILLER + REVERSED_P01 + ["purple"]
    deck = ["blue", "blue", "pink", "pink", "yellow"]
    state = build(knot=knot, hands={0: ["red"] * 3}, patterns={0: ("P01", "P02", "P03")}, deck_top=deck,
                  step="action")
    before = state.knot
    state, events = GAME.apply(state, 0, Extend(card=ids(state, 0, "red")[0], end="right"))
    done = next(e for e in events if names([e]) == ["pattern-completed"])
    assert (done.pattern, done.start, done.direction) == ("P01", 4, "right-to-left")
    assert done.cards == before[4:9]
    assert names(events)[names(events).index("pattern-completed") + 1] == "knot-refilled"
    assert state.completed[0] == ("P01",) and "P01" not in state.patterns[0]
    assert kinds(state.knot[4:9]) == deck
    assert state.knot[:4] == before[:4] and state.knot[9] == before[9]
    assert set(before[4:9]) <= set(state.discard)


def test_un_3_a_bubble_is_wild_so_red_pink_bubble_blue_yellow_matches_p01():
    state = build(knot=["red", "pink", "bubble", "blue", "yellow"])
    assert window_directions(state.knot, 0, "P01") == ("left-to-right",)
    state = build(knot=["red", "pink", "bubble", "blue", "green"], hands={0: ["yellow"] * 3},
                  patterns={0: ("P01", "P02", "P03")}, step="action")
    state, events = GAME.apply(state, 0, Replace(card=ids(state, 0, "yellow")[0], index=4))
    assert "pattern-completed" in names(events) and state.completed[0] == ("P01",)


def test_un_4_broken_removal_leaves_nine_cards_and_no_refill():
    state = build(hands={0: ["broken", "red", "red"]}, step="action")
    before, deck = state.knot, len(state.deck)
    state, events = GAME.apply(state, 0, Remove(broken=ids(state, 0, "broken")[0], index=5))
    assert len(state.knot) == 9
    assert state.knot == before[:5] + before[6:]
    assert "knot-refilled" not in names(events)
    assert len(state.deck) == deck - 1  # only the next seat's step 1 draw


def test_un_5_a_broken_revealed_by_the_refill_is_discarded_and_the_next_card_used():
    knot = FILLER + REVERSED_P01 + ["purple"]
    deck = ["broken", "blue", "blue", "pink", "pink", "yellow"]
    state = build(knot=knot, hands={0: ["red"] * 3}, patterns={0: ("P01", "P02", "P03")}, deck_top=deck,
                  step="action")
    broken = state.deck[0]
    state, events = GAME.apply(state, 0, Extend(card=ids(state, 0, "red")[0], end="right"))
    refilled = next(e for e in events if names([e]) == ["knot-refilled"])
    assert refilled.brokens == (broken,)
    assert kinds(state.knot[4:9]) == deck[1:]
    assert broken in state.discard


def test_un_6_a_hand_of_four_discarding_two_draws_one_and_ends_with_three():
    state = build(hands={0: ["red", "red", "blue", "blue"]}, step="action")
    discarded = tuple(sorted(ids(state, 0, "red")))
    state, events = GAME.apply(state, 0, DiscardAndDraw(cards=discarded))
    drawn = [e for e in events if names([e]) == ["cards-drawn"]]
    assert drawn[0].seat == 0 and drawn[0].count == 1
    assert len(state.hands[0]) == 3


def test_un_7_the_third_completion_ends_the_game_at_once():
    state = build(knot=["red", "pink", "green", "blue", "green"] + FILLER + ["blue"], hands={0: ["yellow"] * 3},
                  patterns={0: ("P01",)}, completed={0: ("P02", "P03")}, step="action")
    state, events = GAME.apply(state, 0, Replace(card=ids(state, 0, "yellow")[0], index=4))
    assert state.finished and state.reason == "three-patterns" and state.winner == 0
    assert GAME.actors(state) == frozenset()
    assert names(events)[-1] == "game-ended" and "turn-started" not in names(events)
    assert "knot-refilled" not in names(events) and state.knot[:5] == (None,) * 5  # no refill after the win
    board = GAME.score(state)
    assert board.final and board.reason == "three-patterns"
    assert [(line.points, line.rank) for line in board.seats] == [(3, 1), (0, 2)]
