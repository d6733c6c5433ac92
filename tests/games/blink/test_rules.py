"""Rule tests for the companion's stated rules and for each decision in docs/rules/blink.md."""

from __future__ import annotations

import random

import msgspec
import pytest

from domain.contract import ILLEGAL_MOVE, NOT_YOUR_TURN, TOO_LATE, IllegalMove, InvalidConfig
from domain.games.blink import GAME
from domain.games.blink.components import HAND_SIZE, colours_of, neighbours
from domain.games.blink.events import DeckRefreshed, GameEnded
from domain.games.blink.moves import CallBlink, Catch, Draw, Keep, Play
from domain.games.blink.state import BlinkConfig
from domain.kit.bounds import OPEN
from domain.lights import card_id, kind_of
from domain.lights.components import KINDS
from tests.games.caps import assert_caps_hold, assert_samples_within_caps


def _code(state, seat, move) -> str:
    with pytest.raises(IllegalMove) as refused:
        GAME.apply(state, seat, move)
    return refused.value.code


def test_bl_1_set_up_reveals_until_a_colour_of_the_string_with_the_misses_under_it():
    for seed in range(40):
        state = GAME.setup(BlinkConfig(), 5, seed)
        colours = colours_of(state.strings[-1])
        assert state.blinking == kind_of(state.discard[-1]) and state.blinking in colours
        assert all(kind_of(card) not in colours for card in state.discard[:-1])
        assert [len(hand) for hand in state.hands] == [HAND_SIZE] * 5


def test_g_2_the_seat_after_the_dealer_starts():
    state = GAME.setup(BlinkConfig(dealer_seat=4), 5, 3)
    assert state.dealer == 4 and state.active == 0


def test_bl_8_no_colour_anywhere_leaves_no_blinking_bulb_and_any_colour_of_the_string_plays(table, act):
    state = table(hands={0: ["plug", "red"], 1: ["pink", "purple", "pink"]}, blinking="green",
                  deck_top=["broken"], deck_rest=False, next_patterns=["P02"])
    state = msgspec.structs.replace(state, discard=())  # the other bulbs are out of reach for this rule
    state, _ = act(state, 0, Play(kind="plug", blink=True))
    assert state.blinking is None and [kind_of(c) for c in state.discard] == ["plug", "broken"]
    assert set(GAME.legal_moves(state, 1)) == {Play(kind="purple")}  # P02 has no pink


def test_bl_7_a_refresh_keeps_the_top_card_and_shuffles_the_rest_tucked_brokens_included(table, act):
    state = table(hands={0: ["red", "purple"]}, blinking="green", deck_rest=False, discard=["broken", "yellow"])
    top = state.discard[-1]
    state, events = act(state, 0, Draw())
    assert state.discard == (top,)
    assert any(isinstance(event, DeckRefreshed) and event.deck == "bulbs" for event in events)


def test_bl_7_an_empty_pattern_deck_is_the_covered_patterns_shuffled(table, act):
    state = table(hands={0: ["plug", "red"]}, blinking="green")
    state = msgspec.structs.replace(state, strings=(card_id("P03"), card_id("P01")), pattern_deck=())
    conserved = GAME.conservation(state)
    state, events = act(state, 0, Play(kind="plug"))
    assert DeckRefreshed(deck="patterns", size=1) in events
    assert state.strings == (card_id("P01"), card_id("P03")) and GAME.conservation(state) == conserved


def test_bl_4_a_seat_holding_a_playable_card_may_not_draw(table):
    state = table(hands={0: ["pink", "purple"]}, blinking="green")
    assert _code(state, 0, Draw()) == ILLEGAL_MOVE


def test_bl_4_a_kept_card_ends_the_turn(table, act):
    state = table(hands={0: ["red", "purple"]}, blinking="green", deck_top=["blue"])
    state, _ = act(state, 0, Draw())
    state, _ = act(state, 0, Keep())
    assert state.active == 1 and len(state.hands[0]) == 3


def test_bl_5_the_blink_choice_is_offered_only_when_one_card_is_left(table):
    two = table(hands={0: ["pink", "red"]}, blinking="green")
    assert GAME.legal_moves(two, 0) == [Play(kind="pink", blink=True), Play(kind="pink", blink=False)]
    three = table(hands={0: ["pink", "red", "red"]}, blinking="green")
    assert GAME.legal_moves(three, 0) == [Play(kind="pink")]
    assert _code(three, 0, Play(kind="pink", blink=True)) == ILLEGAL_MOVE


def test_bl_5_a_catch_of_a_seat_that_is_not_unannounced_is_refused_without_penalty(table, act):
    state = table(hands={0: ["pink", "red"], 1: ["blue", "red"], 2: ["red"], 3: ["red"]}, blinking="green")
    assert _code(state, 1, Catch(seat=0)) == NOT_YOUR_TURN
    state, _ = act(state, 0, Play(kind="pink", blink=False))
    assert GAME.legal_moves(state, 2) == [Catch(seat=0)]
    assert _code(state, 2, Catch(seat=3)) == ILLEGAL_MOVE and len(state.hands[3]) == 1


def test_bl_5_the_next_seats_turn_move_closes_the_window_so_a_later_catch_is_too_late(table, act):
    state = table(hands={0: ["pink", "red"], 1: ["blue", "red"], 2: ["red"], 3: ["red"]}, blinking="green")
    state, _ = act(state, 0, Play(kind="pink", blink=False))
    assert GAME.is_race(state)
    state, _ = act(state, 1, Play(kind="red", blink=True))
    assert state.unannounced is None and not GAME.is_race(state)
    assert _code(state, 3, Catch(seat=0)) == TOO_LATE and _code(state, 0, CallBlink()) == TOO_LATE


def test_bl_9_a_plug_as_last_card_ends_the_round_without_a_new_string(table, act):
    state = table(hands={0: ["plug"], 1: ["red"]}, blinking="green")
    state, _ = act(state, 0, Play(kind="plug"))
    assert state.finished and state.winner == 0 and state.strings == (card_id("P01"),)


def test_bl_9_in_a_championship_the_winner_takes_a_character_and_deals_the_next_round(table, act):
    state = table(hands={0: ["blue"], 1: ["red"]}, blinking="green", championship=True)
    state, _ = act(state, 0, Play(kind="blue"))
    assert not state.finished and state.round == 2 and state.trophies[0] == (card_id("santa"),)
    assert state.dealer == 0 and state.active == 1
    assert [len(hand) for hand in state.hands] == [HAND_SIZE] * 4


def test_g_8_the_cap_ends_the_game_with_turn_cap(table, act):
    hands = {0: ["pink", "red", "red"], 1: ["red"], 2: ["red", "red", "blue"], 3: ["blue", "blue", "blue"]}
    state = table(hands=hands, blinking="green", max_turns=1)
    state, events = act(state, 0, Play(kind="pink"))
    assert state.finished and state.reason == "turn-cap" and events[-1] == GameEnded(reason="turn-cap")
    assert GAME.score(state).reason == "turn-cap"
    assert [line.rank for line in GAME.score(state).seats] == [2, 1, 3, 3]  # fewest cards left first


@pytest.mark.parametrize(
    ("config", "players"),
    [(BlinkConfig(), 6), (BlinkConfig(), 1), (BlinkConfig(dealer_seat=3), 2)],
)
def test_impossible_tables_are_refused(config, players):
    with pytest.raises(InvalidConfig):
        GAME.setup(config, players, 1)


def test_the_view_shows_the_own_hand_by_kind_and_only_counts_of_the_rest(table):
    state = table(hands={0: ["pink", "red"], 1: ["blue"]}, blinking="green", discard=["green"])
    seen = GAME.view(state, 1)
    assert seen.hand == ["blue"] and seen.hand_counts[:2] == [2, 1] and seen.discard_top == "green"
    assert GAME.view(state, None).hand == []


def test_bl_4_a_draw_tells_the_table_what_the_drawer_lacks_until_it_draws_unseen(table, act):
    state = table(hands={0: ["red", "purple"]}, blinking="green", deck_top=["red", "blue"])
    lacking = {*neighbours(state.strings[-1], "green"), "bubble", "broken", "plug"}
    state, _ = act(state, 0, Draw())  # a Red passed over, then the Blue stopped at
    caps = GAME.view(state, 1).at_most[0]
    assert {kind: caps[kind] for kind in lacking} == dict.fromkeys(lacking, 1)  # the Blue may be any playable kind
    assert max(caps.values()) == 3  # four cards, one of them of a playable kind
    state, _ = act(state, 0, Play(kind="blue"))
    for seat in (0, 1, None):
        caps = GAME.view(state, seat).at_most[0]
        assert {kind: caps[kind] for kind in lacking} == dict.fromkeys(lacking, 0)


@pytest.mark.parametrize("policy", ["random", "greedy"])
def test_what_the_table_saw_always_caps_the_true_hands(policy):
    config = BlinkConfig(championship=True, max_turns=150)
    assert_caps_hold(GAME, config, [(seed, 2 + seed % 4) for seed in range(20)], policy, _caps, any_actor=True)


def test_a_sampled_table_deals_no_seat_more_than_the_table_saw():
    assert_samples_within_caps(GAME, BlinkConfig(), range(10), _caps, any_actor=True)


def _caps(view, seat: int) -> dict[str, int]:
    return view.at_most[seat]


def test_the_greedy_bot_leaves_the_next_seat_a_blinking_bulb_it_was_seen_unable_to_answer(table):
    # On P01 with Green blinking, Pink and Blue may be played; the table saw seat 1 hold no Green, no Yellow
    # (Blue's neighbours) and no special, so Blue leaves it nothing to play.
    lacking = {"green", "yellow", "bubble", "broken", "plug"}
    row = tuple(0 if kind in lacking else OPEN for kind in KINDS)
    state = table(players=2, hands={0: ["pink", "blue", "yellow"], 1: ["red"] * 4}, blinking="green",
                  most=((OPEN,) * len(KINDS), row))
    view, moves = GAME.view(state, 0), GAME.legal_moves(state, 0)
    assert {move.kind for move in moves} == {"pink", "blue"}
    assert {GAME.bots["greedy"](view, moves, random.Random(seed)).kind for seed in range(20)} == {"blue"}
