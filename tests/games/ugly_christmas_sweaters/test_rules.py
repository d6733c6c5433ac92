"""Ugly Christmas Sweaters rules beyond the acceptance list: options, knitting, windows, scoring, errors."""

from __future__ import annotations

import msgspec
import pytest
from msgspec.structs import replace

from domain.contract import InvalidConfig, IllegalMove
from domain.games.ugly_christmas_sweaters.components import LITTLE_BROTHERS, MARIA, TINA
from domain.games.ugly_christmas_sweaters.moves import Decline, DraftCard, PlayCard, UseTina
from domain.games.ugly_christmas_sweaters.score import best_reading
from domain.games.ugly_christmas_sweaters.state import UcsConfig

GREEN_TREES = 0


def _drafting(ucs, knitting, pool="G12 G9 R10 P10", **fields):
    return ucs.table(hands=["Y1", "Y2", "Y3", "Y4"], piles=["Y5", "Y6", "Y7", "Y8"], pool=pool,
                     phase="draft", ranks=(0, 1, 2, 3), queue=(0, 1, 2, 3), knitting=knitting, **fields)


@pytest.mark.parametrize("players", [1, 5])
def test_the_game_seats_two_to_four(ucs, players):
    with pytest.raises(InvalidConfig):
        ucs.game.setup(UcsConfig(), players, 1)


def test_express_is_refused_with_avid_secret_santa(ucs):
    with pytest.raises(InvalidConfig):
        ucs.game.setup(UcsConfig(express=True, secret_santa_mode="avid"), 4, 1)


def test_a_first_seat_outside_the_table_is_refused(ucs):
    with pytest.raises(InvalidConfig):
        ucs.game.setup(UcsConfig(first_seat=3), 3, 1)


def test_setup_deals_per_the_size_table(ucs):
    for players, pile in ((4, 3), (3, 7), (2, 15)):
        state = ucs.game.setup(UcsConfig(), players, 2)
        assert [len(h) for h in state.hands] == [9] * players
        assert [len(p) for p in state.piles] == [pile] * players
        assert len(state.pool) == 4 and [len(s) for s in state.santas] == [1] * players


def test_components_are_all_on_the_table(ucs):
    counts = ucs.game.conservation(ucs.game.setup(UcsConfig(kickstarter_cards=True), 3, 2))
    assert counts == {"sweater": 52, "secret-santa": 16, "fad": 10, "perfect-fit": 6, "trendy-yarn": 4,
                      "kickstarter": 4}


def test_acting_out_of_turn_is_refused_as_not_your_turn(ucs):
    state = ucs.game.setup(UcsConfig(first_seat=0), 4, 1)
    with pytest.raises(IllegalMove) as refused:
        ucs.game.apply(state, 1, ucs.game.legal_moves(state, 0)[0])
    assert refused.value.code == "not-your-turn"


def test_a_card_not_in_hand_is_refused_without_naming_other_hands(ucs):
    state = ucs.game.setup(UcsConfig(first_seat=0), 4, 1)
    foreign = state.hands[1][0]
    with pytest.raises(IllegalMove) as refused:
        ucs.game.apply(state, 0, PlayCard(card=foreign))
    assert refused.value.code == "illegal-move"
    assert "not in your hand" in refused.value.detail and "seat 1" not in refused.value.detail


def test_moves_after_the_end_are_refused_as_game_finished(ucs):
    state = replace(ucs.game.setup(UcsConfig(), 2, 1), finished=True)
    with pytest.raises(IllegalMove) as refused:
        ucs.game.apply(state, 0, Decline())
    assert refused.value.code == "game-finished"


def test_a_patch_starting_a_sweater_floats_until_a_second_card_fixes_its_slot(ucs):
    state = _drafting(ucs, ((), (), (), ()), pool="Gp G9 R10 P10")
    state, _ = ucs.run(state, (0, DraftCard(card=ucs.card("Gp"))))
    assert state.knitting[0][0].floating == ucs.card("Gp")
    assert ucs.game.legal_moves(state, 1)  # seat 1 drafts next
    state = replace(state, queue=(0,))
    options = {(m.slot, m.floating_slot) for m in ucs.game.legal_moves(state, 0)
               if m.card == ucs.card("G9") and m.sweater == 0}
    assert options == {("bottom", "left"), ("bottom", "right")}
    state, _ = ucs.run(state, (0, DraftCard(card=ucs.card("G9"), sweater=0, slot="bottom", floating_slot="right")))
    assert state.knitting[0][0].slots == ((), (ucs.card("Gp"),), (ucs.card("G9"),))


def test_a_drafted_card_may_cover_the_card_in_its_own_slot(ucs):
    state = _drafting(ucs, ((ucs.sweater("G1 - G3"),), (), (), ()), pool="G12 G9 R10 P10")
    moves = ucs.game.legal_moves(state, 0)
    assert DraftCard(card=ucs.card("G12"), sweater=0, slot="bottom") in moves
    assert DraftCard(card=ucs.card("G12"), sweater=0, slot="left") not in moves
    state, _ = ucs.run(state, (0, DraftCard(card=ucs.card("G12"), sweater=0, slot="bottom")))
    assert state.knitting[0][0].slots[2] == (ucs.card("G3"), ucs.card("G12"))


def test_mixed_up_maria_lets_a_printed_card_take_another_slot_once(ucs):
    state = _drafting(ucs, ((ucs.sweater("G1 - G3"),), (), (), ()),
                      config=UcsConfig(kickstarter_cards=True, first_seat=0), kickstarter=(MARIA, None, None, None))
    move = DraftCard(card=ucs.card("G12"), sweater=0, slot="right", use_maria=True)
    assert move in ucs.game.legal_moves(state, 0)
    state, _ = ucs.run(state, (0, move))
    assert state.kickstarter[0] is None and MARIA in state.kickstarter_box
    assert state.knitting[0][0].slots[1] == (ucs.card("G12"),)


def test_tina_can_tink_moves_a_card_and_uncovers_the_one_below(ucs):
    knitting = ((ucs.sweater("G1 G2 G3"), ucs.sweater("R4 R5 -")), (), (), ())
    stacked = replace(knitting[0][0], slots=((ucs.card("G1"),), (ucs.card("G2"),), (ucs.card("G3"), ucs.card("R6"))))
    state = ucs.table(config=UcsConfig(kickstarter_cards=True, first_seat=0), phase="tina",
                      kickstarter=(TINA, None, None, None), knitting=((stacked, knitting[0][1]), (), (), ()),
                      ranks=(0, 1, 2, 3), pool="Y1 Y2 Y3 Y4", fads=(GREEN_TREES,))
    assert ucs.game.actors(state) == {0}
    move = UseTina(card=ucs.card("R6"), sweater=1, slot="bottom")
    assert move in ucs.game.legal_moves(state, 0)
    state, _ = ucs.run(state, (0, move))
    assert state.results[0][0].breakdown["sweaters"] == 4
    # the uncovered G3 makes G1 G2 G3 again (Green and Trees); R4 R5 R6 are all Trees
    assert state.results[0][0].breakdown["fads"] == 9


def test_patches_take_their_best_value_and_icon_at_scoring(ucs):
    reading = best_reading([ucs.sweater("G1 Gp G3")], [GREEN_TREES], [], False)
    assert reading.points == 10  # the patch reads as a Green 2 with Trees


def test_little_brothers_pays_three_for_a_single_colour_sweater_once(ucs):
    state = _drafting(ucs, ((ucs.sweater("R1 R5 -"), ucs.sweater("R4 R2 R3"), ucs.sweater("G1 G2 -")), (), (), ()),
                      pool="R9 G9 Y10 P10", config=UcsConfig(kickstarter_cards=True, first_seat=0),
                      kickstarter=(LITTLE_BROTHERS, None, None, None))
    state = replace(state, trade=(), hands=((),) * 4, piles=((),) * 4)  # UCS-23: the last trick
    state, _ = ucs.run(state, (0, DraftCard(card=ucs.card("R9"), sweater=0, slot="bottom")),
                       (1, DraftCard(card=ucs.card("G9"), slot="bottom")),
                       (2, DraftCard(card=ucs.card("Y10"), slot="left")))
    state, _ = ucs.run(state, (3, DraftCard(card=ucs.card("P10"), slot="left")))
    assert state.results[0][0].breakdown["little-brothers"] == 3
    assert state.kickstarter[0] is None


def test_beginner_refresh_flips_only_the_fad_between_rounds(ucs):
    game = ucs.game
    state = game.setup(UcsConfig(gameplay_refresh="beginner"), 2, 4)
    first = (state.perfect_fit, state.trendy_yarn, state.fads)
    while state.round == 1:
        seat = min(game.actors(state))
        state, _ = game.apply(state, seat, game.legal_moves(state, seat)[0])
    assert (state.perfect_fit, state.trendy_yarn) == first[:2] and state.fads != first[2]
    assert state.fad_discard == first[2]


def test_casual_secret_santas_are_revealed_then_boxed_and_replaced(ucs):
    game = ucs.game
    state = game.setup(UcsConfig(), 2, 4)
    dealt = state.santas
    while state.round == 1:
        seat = min(game.actors(state))
        state, _ = game.apply(state, seat, game.legal_moves(state, seat)[0])
    assert [r.santas_shown for r in state.results[0]] == list(dealt)
    assert set(state.santa_box) == {c for s in dealt for c in s}
    assert all(len(s) == 1 and s != d for s, d in zip(state.santas, dealt))


def test_equal_totals_and_tie_breaks_share_a_rank(ucs):
    from domain.games.ugly_christmas_sweaters.state import SeatRound

    line = SeatRound(points=9, breakdown={}, unbuilt=1, fad_points=3)
    state = ucs.table(players=3, finished=True, results=((line, line, replace(line, unbuilt=0)),))
    assert [s.rank for s in ucs.game.score(state).seats] == [2, 2, 1]


def test_swapping_unseen_cards_between_a_hand_and_a_pile_leaves_a_view_unchanged(ucs):
    state = ucs.game.setup(UcsConfig(), 4, 9)
    hands, piles = list(state.hands), list(state.piles)
    a, b = hands[2][0], piles[3][0]
    hands[2] = tuple(sorted((*hands[2][1:], b)))
    piles[3] = (a, *piles[3][1:])
    swapped = replace(state, hands=tuple(hands), piles=tuple(piles))
    for seat in (0, 1, None):
        before = msgspec.msgpack.encode(ucs.game.view(state, seat))
        assert msgspec.msgpack.encode(ucs.game.view(swapped, seat)) == before
    assert ucs.game.view(swapped, 2) != ucs.game.view(state, 2)


def test_views_show_your_own_secret_santa_and_hand_only(ucs):
    state = ucs.game.setup(UcsConfig(), 3, 9)
    mine = ucs.game.view(state, 1)
    assert mine.hand == list(state.hands[1]) and mine.secret_santas == list(state.santas[1])
    spectator = ucs.game.view(state, None)
    assert spectator.hand == [] and spectator.secret_santas == []
    assert b"seed" not in msgspec.json.encode(mine)
