"""Rule tests for the decisions recorded in docs/rules/untangle.md, beyond the companion's acceptance tests."""

from __future__ import annotations

import msgspec
import pytest

from domain.contract import IllegalMove, InvalidConfig, StepSkipped
from domain.games.untangle import GAME
from domain.games.untangle.components import window_directions
from domain.games.untangle.flow import refill
from domain.games.untangle.moves import Complete, DiscardAndDraw, Extend, Remove, Replace, Untangle
from domain.games.untangle.state import UntangleConfig
from domain.lights import kind_of
from tests.games.untangle.tables import build, ids, kinds, names


def test_setup_lays_ten_plain_or_bubble_cards_and_deals_three_patterns_and_three_cards():
    state = GAME.setup(UntangleConfig(first_seat=2), 6, 5)
    assert len(state.knot) == 10 and all(kind_of(card) not in ("broken", "plug") for card in state.knot)
    assert [len(p) for p in state.patterns] == [3] * 6 and state.box_patterns == ()
    assert state.active == 2 and [len(h) for h in state.hands] == [3, 3, 4, 3, 3, 3]  # step 1 drew one
    assert GAME.setup(UntangleConfig(), 2, 5).box_patterns.__len__() == 12


@pytest.mark.parametrize(("players", "config"), [(1, UntangleConfig()), (7, UntangleConfig()),
                                                 (2, UntangleConfig(first_seat=3))])
def test_impossible_tables_are_refused(players, config):
    with pytest.raises(InvalidConfig):
        GAME.setup(config, players, 1)


def test_un_1_a_knot_of_one_card_skips_the_untangle_step():
    state = build(knot=["red", "green"], hands={0: ["broken", "red", "red"], 1: ["blue"] * 3}, step="action")
    state, _ = GAME.apply(state, 0, Remove(broken=ids(state, 0, "broken")[0], index=0))
    assert state.active == 1 and state.step == "action" and len(state.knot) == 1
    state, _ = GAME.apply(state, 1, Extend(card=ids(state, 1, "blue")[0], end="left"))
    assert state.active == 0 and state.step == "untangle"


def test_un_2_the_ban_follows_the_two_cards_when_the_knot_shifts():
    state = build(players=3, hands={0: ["yellow"] * 3})
    x, y = state.knot[3], state.knot[4]
    state, _ = GAME.apply(state, 0, Untangle(index=3))
    state, _ = GAME.apply(state, 0, Extend(card=ids(state, 0, "yellow")[0], end="left"))
    assert state.knot[4:6] == (y, x)
    assert Untangle(index=4) not in GAME.legal_moves(state, 1) and Untangle(index=3) in GAME.legal_moves(state, 1)
    assert GAME.view(state, 2).banned_index == 4


def test_un_2_a_two_card_knot_whose_only_pair_is_barred_is_skipped_with_a_logged_reason():
    state = build(knot=["red", "green"], hands={0: ["yellow"] * 3, 1: ["blue"] * 3})
    state, _ = GAME.apply(state, 0, Untangle(index=0))
    state, events = GAME.apply(state, 0, DiscardAndDraw(cards=tuple(sorted(state.hands[0]))[:1]))
    skipped = [e for e in events if isinstance(e, StepSkipped)]
    assert skipped == [StepSkipped(seat=1, reason="no pair in the knot may be untangled")]
    assert state.active == 1 and state.step == "action"


def test_un_3_a_broken_never_goes_into_the_knot():
    state = build(hands={0: ["broken", "red", "red"]}, step="action")
    broken = ids(state, 0, "broken")[0]
    offered = GAME.legal_moves(state, 0)
    assert Remove(broken=broken, index=0) in offered
    assert not any(isinstance(m, Replace | Extend) and m.card == broken for m in offered)
    with pytest.raises(IllegalMove, match="UN-3"):
        GAME.apply(state, 0, Replace(card=broken, index=0))


def test_un_6_discarding_one_of_four_draws_nothing():
    state = build(hands={0: ["red", "red", "blue", "blue"]}, step="action")
    state, events = GAME.apply(state, 0, DiscardAndDraw(cards=(ids(state, 0, "red")[0],)))
    assert "cards-drawn" not in names(events[: names(events).index("turn-started")])
    assert len(state.hands[0]) == 3


def test_un_8_a_choice_of_matches_asks_the_seat_and_the_second_match_may_follow():
    knot = ["red", "pink", "green", "blue", "yellow", "yellow", "blue", "green", "pink", "red", "bubble"]
    state = build(knot=knot[:10] + ["green"], hands={0: ["red"] * 3}, patterns={0: ("P01", "P02", "P03")},
                  step="action")
    state, _ = GAME.apply(state, 0, Replace(card=ids(state, 0, "red")[0], index=10))
    assert state.step == "complete" and state.active == 0
    offered = GAME.legal_moves(state, 0)
    assert Complete(pattern="P01", start=0, direction="left-to-right") in offered
    assert Complete(pattern="P01", start=5, direction="right-to-left") in offered
    state, events = GAME.apply(state, 0, Complete(pattern="P01", start=5, direction="right-to-left"))
    assert state.completed[0] == ("P01",) and state.active == 1  # no pattern left matching: turn passed
    assert names(events).count("pattern-completed") == 1


def test_un_9_a_second_pattern_on_one_side_of_the_gap_completes_in_the_same_turn():
    knot = ["red", "pink", "green", "blue", "yellow", "green", "red", "yellow", "purple", "blue"]
    state = build(knot=knot, hands={0: ["purple"] * 3}, patterns={0: ("P01", "P02", "P03")}, step="action")
    state, _ = GAME.apply(state, 0, Replace(card=ids(state, 0, "purple")[0], index=8))
    assert GAME.legal_moves(state, 0) == [
        Complete(pattern="P01", start=0, direction="left-to-right"),
        Complete(pattern="P02", start=5, direction="left-to-right"),
    ]
    state, events = GAME.apply(state, 0, Complete(pattern="P02", start=5, direction="left-to-right"))
    assert [e.pattern for e in events if names([e]) == ["pattern-completed"]] == ["P02", "P01"]
    assert state.completed[0] == ("P02", "P01") and state.active == 1


def test_un_9_a_window_across_an_emptied_position_never_matches():
    state = build(knot=["red", "pink", None, "blue", "yellow"])
    assert window_directions(state.knot, 0, "P01") == ()


def test_un_10_a_gap_no_card_can_fill_closes():
    state = build(knot=["green", None, "purple", None, "green"], hands={0: ["red"] * 3})
    state = msgspec.structs.replace(state, deck=state.deck[:1], discard=())
    spare = state.deck[0]
    state, events = refill(state)
    assert events[-1].closed == 1 and len(state.knot) == 4 and state.knot[1] == spare


def test_un_13_only_the_active_seat_completes_a_pattern():
    knot = ["green", "purple", "green", "purple", "red", "pink", "green", "blue", "yellow", "purple"]
    state = build(knot=knot, hands={0: ["red"] * 3}, patterns={1: ("P01", "P02", "P03")}, step="action")
    state, events = GAME.apply(state, 0, Replace(card=ids(state, 0, "red")[0], index=0))
    assert "pattern-completed" not in names(events) and state.completed == ((), ())


def test_g_3_the_step_1_draw_reshuffles_the_discard_when_the_deck_is_empty():
    state = build(hands={0: ["red"] * 3}, step="action")
    state = msgspec.structs.replace(state, deck=(), discard=state.deck)
    state, events = GAME.apply(state, 0, Replace(card=ids(state, 0, "red")[0], index=0))
    assert "deck-reshuffled" in names(events) and len(state.hands[1]) == 4


def test_g_8_the_round_cap_ends_the_game_and_ranks_by_patterns():
    state = build(hands={0: ["red"] * 3, 1: ["blue"] * 3}, completed={1: ("P05",)}, active=0, max_turns=1,
                  step="action")
    state, _ = GAME.apply(state, 0, Replace(card=ids(state, 0, "red")[0], index=0))
    state, _ = GAME.apply(state, 1, Untangle(index=0))
    state, events = GAME.apply(state, 1, Replace(card=ids(state, 1, "blue")[0], index=0))
    assert state.finished and state.reason == "turn-cap" and state.round == 1
    board = GAME.score(state)
    assert [(line.points, line.rank) for line in board.seats] == [(0, 2), (1, 1)]
    assert board.reason == "turn-cap" and names(events)[-1] == "game-ended"


def test_g_5_views_show_own_hand_and_patterns_and_only_counts_of_the_rest_until_the_end():
    state = build(hands={0: ["red", "blue", "bubble"], 1: ["pink"] * 3}, patterns={1: ("P07", "P08", "P09")})
    view = GAME.view(state, 0)
    assert [b.kind for b in view.hand] == ["red", "blue", "bubble"] and view.hand_counts == [3, 3]
    assert b"P07" not in msgspec.json.encode(view) and view.secret_counts == [3, 3]
    assert b"P07" in msgspec.json.encode(GAME.view(state, 1))
    spectator = GAME.view(state, None)
    assert spectator.hand == [] and spectator.my_patterns == []
    over = msgspec.structs.replace(state, finished=True, reason="turn-cap")
    assert [p.id for p in GAME.view(over, 0).revealed[1]] == ["P07", "P08", "P09"]


def test_private_draws_are_told_only_to_the_drawer():
    state = build(hands={0: ["red"] * 3}, step="action")
    _, events = GAME.apply(state, 0, Replace(card=ids(state, 0, "red")[0], index=0))
    seen = [e for e in events if names([e]) == ["cards-seen"]]
    assert seen and all(e.to == (e.seat,) for e in seen)
    assert kinds(seen[0].cards)
