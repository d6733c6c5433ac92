"""Companion section 1.6: every acceptance test, with its exact values."""

from __future__ import annotations

import random

from domain.games.ugly_christmas_sweaters.components import (
    BILLY, COLOURS, FADS, ICONS, KICKSTARTER, SANTAS, SWEATERS,
)
from domain.games.ugly_christmas_sweaters.events import CardsDrawn, GameplayCardFlipped, RoundScored
from domain.games.ugly_christmas_sweaters.moves import DraftCard, PlayCard, UseBilly
from domain.games.ugly_christmas_sweaters.rounds import swap_gameplay
from domain.games.ugly_christmas_sweaters.score import best_reading
from domain.games.ugly_christmas_sweaters.state import Play, SeatRound, UcsConfig
from domain.games.ugly_christmas_sweaters.trade import playable

GREEN_TREES, RED_CANDY, PURPLE_BELLS, YELLOW_SNOWMEN, CLASH = 0, 1, 2, 3, 8


def _points(ucs, names: str, fad: int, santas=()) -> int:
    return best_reading([ucs.sweater(names)], [fad], list(santas), False).points


def _play(seat: int, name: str, ucs, copy_from: str | None = None) -> tuple[int, PlayCard]:
    copied = ucs.card(copy_from) if copy_from else None
    return seat, PlayCard(card=ucs.card(name), copy_from=copied)


def _first_draft(game, state):
    seat = state.queue[0]
    return seat, game.legal_moves(state, seat)[0]


def test_ucs_acceptance_1_kym_mads_rain_luna_draft_order(ucs):
    state = ucs.table(hands=["R7 Y1", "G4 Y2", "P10 Y3", "R1 Y4"], piles=["Y5", "Y6", "Y7", "Y8"],
                      pool="G1 G2 G3 G5", fit=4, yarn="purple")
    assert ucs.card("G4") in playable(state.hands[1], Play(seat=0, card=ucs.card("R7"), value=7, icon=0))
    state, _ = ucs.run(state, _play(0, "R7", ucs), _play(1, "G4", ucs), _play(2, "P10", ucs), _play(3, "R1", ucs))
    assert state.ranks == (1, 2, 0, 3)
    while state.phase == "draft":
        state, _ = ucs.run(state, _first_draft(ucs.game, state))
    assert state.play_order[0] == 1


def test_ucs_acceptance_2_ultimate_trump_beats_a_later_perfect_fit(ucs):
    plays = [_play(0, "R6", ucs), _play(1, "R4", ucs), _play(2, "Y11", ucs), _play(3, "G4", ucs)]
    hands = ["R6 Y1", "R4 Y2", "Y11 Y3", "G4 P1"]
    state, _ = ucs.run(ucs.table(hands=hands, pool="G1 G2 G3 G5", fit=4, yarn="red"), *plays)
    assert state.ranks == (1, 3, 0, 2)
    state, _ = ucs.run(ucs.table(hands=hands, pool="G1 G2 G3 G5", fit=4, yarn="purple"), *plays)
    assert state.ranks == (3, 1, 2, 0)


def test_ucs_acceptance_3_off_suit_high_card_beats_the_led_card(ucs):
    state = ucs.table(players=3, hands=["R7", "Y12 G1", "R2"], pool="G2 G3 G5 G6", fit=4, yarn="purple")
    assert ucs.game.legal_moves(state, 0) == [PlayCard(card=ucs.card("R7"))]
    state, _ = ucs.run(state, _play(0, "R7", ucs), _play(1, "Y12", ucs), _play(2, "R2", ucs))
    assert state.ranks.index(1) < state.ranks.index(0)


def test_ucs_acceptance_4_patch_copies_the_card_before_and_wins_the_tie(ucs):
    state = ucs.table(players=3, hands=["R9", "Rp", "G2"], pool="G3 G5 G6 G7", fit=1, yarn="yellow")
    state, _ = ucs.run(state, _play(0, "R9", ucs), _play(1, "Rp", ucs), _play(2, "G2", ucs))
    patch = state.trade[1]
    assert (COLOURS[SWEATERS[patch.card].colour], patch.value, ICONS[patch.icon]) == ("red", 9, "snowmen")
    assert state.ranks[:2] == (1, 0)


def test_ucs_acceptance_5_patches_follow_by_colour_only(ucs):
    led = Play(seat=0, card=ucs.card("G2"), value=2, icon=3)
    assert sorted(playable(ucs.cards("Rp Y5 P5"), led)) == sorted(ucs.cards("Rp Y5 P5"))
    assert playable(ucs.cards("Gp Y5"), led) == [ucs.card("Gp")]


def test_ucs_acceptance_6_leading_patch_copies_a_pool_card(ucs):
    state = ucs.table(hands=["Pp G9", "P2 Y4 G1", "G6", "G7"], pool="Y8 G3 R11 P1")
    copies = {m.copy_from for m in ucs.game.legal_moves(state, 0) if m.card == ucs.card("Pp")}
    assert copies == set(ucs.cards("Y8 G3 R11 P1"))
    state, _ = ucs.run(state, _play(0, "Pp", ucs, copy_from="R11"))
    led = state.trade[0]
    assert (led.value, ICONS[led.icon]) == (11, "candy-canes")
    assert {m.card for m in ucs.game.legal_moves(state, 1)} == set(ucs.cards("P2 Y4"))


def test_ucs_acceptance_7_sweaters_a_b_c_score_10_5_5(ucs):
    assert _points(ucs, "G1 G2 G3", GREEN_TREES) == 10
    assert _points(ucs, "G1 G5 G9", GREEN_TREES) == 5
    assert _points(ucs, "Y10 R5 P9", GREEN_TREES) == 5


def test_ucs_acceptance_8_non_fad_matches_score_one_bonus_each(ucs):
    assert _points(ucs, "R1 R5 R9", GREEN_TREES) == 3
    assert _points(ucs, "Y1 G5 P12", GREEN_TREES) == 3
    assert _points(ucs, "G10 G11 G12", GREEN_TREES) == 8


def test_ucs_acceptance_9_red_candy_canes_fad(ucs):
    assert _points(ucs, "R10 R11 R12", RED_CANDY) == 10
    assert _points(ucs, "Y4 G8 P3", RED_CANDY) == 5


def test_ucs_acceptance_10_auntie_jaimie_wants_two_candy_canes_and_one_purple(ucs):
    jaimie = next(s for s in SANTAS if s.name == "Auntie Jaimie")
    assert (ICONS[jaimie.icon], COLOURS[jaimie.colour]) == ("candy-canes", "purple")
    met = best_reading([ucs.sweater("Y4 R11 P6")], [GREEN_TREES], [jaimie.id], False)
    assert (met.points, met.met, met.parts["secret-santa"]) == (5, (jaimie.id,), 3)
    missed = best_reading([ucs.sweater("P1 Y5 G3")], [GREEN_TREES], [jaimie.id], False)
    assert missed.met == ()


def test_ucs_acceptance_11_numbers_do_not_wrap(ucs):
    assert _points(ucs, "R1 R11 R12", GREEN_TREES) == 3


def test_ucs_acceptance_12_hands_deplete_from_trick_5_in_4p(ucs):
    game = ucs.game
    state = game.setup(UcsConfig(), 4, 3)
    sizes = {}
    while state.round == 1 and state.trick <= 5:
        if state.phase == "play" and not state.trade:
            sizes[state.trick] = ([len(h) for h in state.hands], [len(p) for p in state.piles])
        seat = min(game.actors(state))
        state, _ = game.apply(state, seat, game.legal_moves(state, seat)[0])
    assert sizes[4] == ([9] * 4, [0] * 4)
    assert sizes[5] == ([8] * 4, [0] * 4)


def test_ucs_acceptance_13_trigger_lets_later_drafters_draft_then_scores(ucs):
    state = ucs.table(hands=["Y1", "Y2", "Y3", "Y4"], piles=["Y5", "Y6", "Y7", "Y8"],
                      pool="P3 G7 R10 P12", phase="draft", ranks=(1, 2, 0, 3), queue=(1, 2, 0, 3),
                      trade=tuple(Play(seat=s, card=c, value=1) for s, c in enumerate(ucs.cards("Y9 Y10 Y11 Y12"))),
                      knitting=((), (), (ucs.sweater("G1 G2 G3"), ucs.sweater("R4 R5 R6"), ucs.sweater("P1 P2 -")), ()))
    state, _ = ucs.run(state, (1, DraftCard(card=ucs.card("G7"), slot="left")))
    state, _ = ucs.run(state, (2, DraftCard(card=ucs.card("P3"), sweater=2, slot="bottom")))
    assert state.ending and state.queue == (0, 3)
    state, _ = ucs.run(state, (0, DraftCard(card=ucs.card("R10"), slot="left")))
    state, events = ucs.run(state, (3, DraftCard(card=ucs.card("P12"), slot="bottom")))
    scored = next(i for i, e in enumerate(events) if isinstance(e, RoundScored))
    assert not any(isinstance(e, CardsDrawn) for e in events[:scored])  # no refill
    assert state.round == 2 and len(state.results) == 1
    assert state.results[0][2].breakdown["sweaters"] == 6
    assert state.pool == ucs.cards("Y9 Y10 Y11 Y12")


def test_ucs_acceptance_14_two_player_fourth_sweater_scores(ucs):
    state = ucs.table(players=2, hands=["Y1", "Y2"], piles=["Y5", "Y6"], pool="P3 G6 R10 P12",
                      phase="draft", ranks=(0, 0, 1, 1), queue=(0, 0, 1, 1),
                      trade=tuple(Play(seat=s % 2, card=c, value=1) for s, c in enumerate(ucs.cards("Y9 Y10 Y11 Y12"))),
                      knitting=((ucs.sweater("G1 G2 G3"), ucs.sweater("R4 R5 R6"), ucs.sweater("P1 P2 -"),
                                 ucs.sweater("G4 G5 -")), ()))
    state, _ = ucs.run(state, (0, DraftCard(card=ucs.card("P3"), sweater=2, slot="bottom")))
    assert state.ending
    state, _ = ucs.run(state, (0, DraftCard(card=ucs.card("G6"), sweater=3, slot="bottom")))
    state, _ = ucs.run(state, (1, DraftCard(card=ucs.card("R10"), slot="left")),
                       (1, DraftCard(card=ucs.card("P12"), slot="bottom")))
    assert state.results[0][0].breakdown["sweaters"] == 8


def test_ucs_acceptance_15_three_player_pool_keeps_one_card(ucs):
    game = ucs.game
    state = game.setup(UcsConfig(), 3, 11)
    rng = random.Random(11)
    while not game.is_finished(state):
        if state.phase == "play" and not state.trade:
            assert len(state.pool) == 4
        if state.phase == "draft" and len(state.queue) == 1:
            before = len(state.pool)
            assert before == 2
        seat = min(game.actors(state))
        state, _ = game.apply(state, seat, rng.choice(game.legal_moves(state, seat)))


def test_ucs_acceptance_16_express_fad_contest_goes_to_the_first_drafter(ucs):
    config = UcsConfig(express=True, first_seat=0)
    state = ucs.table(config=config, hands=["Y1", "Y2", "Y3", "Y4"], piles=["", "", "", ""],
                      pool="G12 G9 R10 P10", phase="draft", ranks=(3, 1, 0, 2), queue=(3, 1, 0, 2),
                      fads=(GREEN_TREES, RED_CANDY, PURPLE_BELLS, YELLOW_SNOWMEN, CLASH),
                      knitting=((), (ucs.sweater("G1 G5 -"),), (), (ucs.sweater("G4 G8 -"),)))
    state, events = ucs.run(state, (3, DraftCard(card=ucs.card("G12"), sweater=0, slot="bottom")),
                            (1, DraftCard(card=ucs.card("G9"), sweater=0, slot="bottom")))
    assert state.knitting[3][0].fad == GREEN_TREES and state.knitting[1][0].fad is None
    assert best_reading([state.knitting[3][0]], [GREEN_TREES], [], False).points == 5
    assert best_reading([state.knitting[1][0]], [None], [], False).points == 3


def _yarn_swaps(ucs, players: int) -> list[int]:
    game = ucs.game
    state = game.setup(UcsConfig(express=True), players, 5)
    swaps = []
    while not game.is_finished(state):
        seat = min(game.actors(state))
        trick = state.trick
        state, events = game.apply(state, seat, game.legal_moves(state, seat)[0])
        swaps += [trick for e in events if isinstance(e, GameplayCardFlipped) and e.kind == "trendy-yarn"]
    return swaps


def test_ucs_acceptance_17_express_trendy_yarn_schedule(ucs):
    assert _yarn_swaps(ucs, 2) == [3, 6, 9]
    assert _yarn_swaps(ucs, 3) == [4, 8, 12]
    state = ucs.table(config=UcsConfig(express=True), yarn="purple", trendy_yarn_pile=(),
                      trendy_yarn_discard=(1, 2, 3))
    state, _ = swap_gameplay(state, "trendy-yarn")
    assert state.trendy_yarn_discard == () and len(state.trendy_yarn_pile) == 3
    assert sorted((state.trendy_yarn, *state.trendy_yarn_pile)) == [0, 1, 2, 3]


def test_ucs_acceptance_18_clash_is_in(ucs):
    assert FADS[CLASH].clash
    assert _points(ucs, "R1 R5 R9", CLASH) == 3
    assert _points(ucs, "Y10 G5 P3", CLASH) == 5
    assert _points(ucs, "Y10 G5 P3", GREEN_TREES) == 2


def test_ucs_acceptance_19_avid_seat_missing_a_card_ranks_below_every_qualifier(ucs):
    state = ucs.table(config=UcsConfig(secret_santa_mode="avid"), players=2, finished=True,
                      santas_met=((1, 2), (3, 4, 5)),
                      results=((SeatRound(points=100, breakdown={}), SeatRound(points=10, breakdown={})),))
    board = ucs.game.score(state)
    assert [line.rank for line in board.seats] == [2, 1]
    assert board.disqualified == [0]


def test_ucs_acceptance_20_billy_takes_the_winners_first_draft(ucs):
    config = UcsConfig(kickstarter_cards=True, first_seat=0)
    state = ucs.table(config=config, hands=["R1 Y1", "G4 Y2", "R10 Y3", "R5 Y4"], piles=["Y5", "Y6", "Y7", "Y8"],
                      pool="G1 G2 G3 G5", fit=4, yarn="purple", kickstarter=(None, None, None, BILLY),
                      kickstarter_box=(0, 1, 2))
    state, _ = ucs.run(state, _play(0, "R1", ucs), _play(1, "G4", ucs), _play(2, "R10", ucs), _play(3, "R5", ucs))
    assert state.ranks == (1, 2, 3, 0) and state.phase == "billy"
    state, _ = ucs.run(state, (3, UseBilly()))
    assert state.ranks == (3, 2, 1, 0) and state.queue[0] == 3
    assert BILLY in state.kickstarter_box and KICKSTARTER[BILLY] == "billy"
    while state.phase == "draft":
        state, _ = ucs.run(state, _first_draft(ucs.game, state))
    assert state.play_order[0] == 3
