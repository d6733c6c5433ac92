"""Rule tests for the companion's stated rules and for each decision in docs/rules/deck-the-yard.md."""

from __future__ import annotations

import pytest

from domain.contract import IllegalMove, InvalidConfig
from domain.games.deck_the_yard import GAME
from domain.games.deck_the_yard.components import BOX, POWER_SURGE
from domain.games.deck_the_yard.events import CardSeen, PatternClaimed, PatternRevealed, PlayOutBegan
from domain.games.deck_the_yard.moves import ChoosePattern, Discard, PayPlug, Play, TakeEffect
from domain.games.deck_the_yard.state import DeckTheYardConfig
from domain.lights import ALL_CARDS, card_id, census, kind_of
from tests.games.deck_the_yard.conftest import cards_of, kinds

P01_BUT_YELLOW = ["red", "pink", "green", "blue"]


def test_setup_reveals_two_patterns_deals_five_plain_bubble_or_plug_and_keeps_power_surge_face_up():
    for seed in range(20):
        state = GAME.setup(DeckTheYardConfig(), 1, seed)
        assert len(state.patterns) == 2 and len(state.pattern_deck) == 16 and state.current is None
        assert len(state.hand) == 5 and set(kinds(state.hand)) <= {*P01_BUT_YELLOW, "yellow", "purple", "bubble", "plug"}
        assert len(state.deck) == 61 - 5 + 6 + 3 and state.reminder == (POWER_SURGE,) and state.box == BOX
        assert GAME.view(state, 0).phase == "choose" and state.counter == 3


@pytest.mark.parametrize(("config", "players"), [(DeckTheYardConfig(), 2), (DeckTheYardConfig(difficulty="easy"), 1)])  # type: ignore[arg-type]
def test_impossible_tables_are_refused(config, players):
    with pytest.raises(InvalidConfig):
        GAME.setup(config, players, 1)


def test_dy_1_the_chosen_pattern_is_fixed_until_completed(table, act):
    state = table(current=None, hand=["red", "green", "blue", "yellow", "purple"])
    assert GAME.legal_moves(state, 0) == [ChoosePattern(pattern=card_id("P01")), ChoosePattern(pattern=card_id("P02"))]
    state, _ = act(state, ChoosePattern(pattern=card_id("P02")))
    with pytest.raises(IllegalMove, match="fixed"):
        act(state, ChoosePattern(pattern=card_id("P01")))


def test_dy_1_a_completion_claims_the_pattern_discards_the_bulbs_and_reveals_the_next(table, act):
    state = table(current="P01", string=P01_BUT_YELLOW, hand=["yellow", "red", "red", "red", "red"])
    next_pattern = state.pattern_deck[0]
    state, events = act(state, Play(card=cards_of(state, "yellow")[0]))
    assert PatternClaimed(pattern=card_id("P01")) in events and PatternRevealed(pattern=next_pattern) in events
    assert state.claims == (card_id("P01"),) and state.string == () and state.current is None
    assert state.patterns == (card_id("P02"), next_pattern)
    assert kinds(state.discard[:5]) == ["blue", "green", "pink", "red", "yellow"]
    assert GAME.view(state, 0).phase == "choose"


def test_dy_9_an_empty_pattern_deck_reveals_nothing(table, act):
    state = table(current="P01", string=P01_BUT_YELLOW, hand=["yellow", "red", "red", "red", "red"], pattern_deck=())
    state, events = act(state, Play(card=cards_of(state, "yellow")[0]))
    assert not any(isinstance(event, PatternRevealed) for event in events) and state.patterns == (card_id("P02"),)


def test_dy_2_a_bubble_is_wild_for_the_next_slot_and_stays_until_completion(table, act):
    state = table(current="P01", string=["red"], hand=["bubble", "green", "red", "red", "red"])
    assert Play(card=cards_of(state, "bubble")[0]) in GAME.legal_moves(state, 0)
    assert Play(card=cards_of(state, "green")[0]) not in GAME.legal_moves(state, 0)
    state, _ = act(state, Play(card=cards_of(state, "bubble")[0]))
    assert kinds(state.string) == ["bubble", "red"] and GAME.view(state, 0).next_colour == "green"


def test_dy_3_specials_resolve_in_draw_order_and_the_refill_goes_on(table, act):
    state = table(current="P01", string=["red"], hand=["plug", "green", "blue", "yellow", "purple"],
                  deck_top=["character", "broken", "pink", "pink"])
    state, _ = act(state, Discard(card=cards_of(state, "purple")[0]))
    assert kind_of(state.pending) == "character"
    state, _ = act(state, PayPlug())  # the Plug is gone, so the Broken that follows wipes at once
    assert state.pending is None and state.string == () and state.current is None
    assert kinds(state.hand) == ["blue", "green", "pink", "pink", "yellow"]


def test_dy_6_a_present_paid_with_a_plug_causes_no_surge(table, act):
    state = table(current="P01", hand=["plug", "green", "blue", "yellow", "purple"], deck_top=["present", "red", "red"])
    state, _ = act(state, Discard(card=cards_of(state, "purple")[0]))
    state, _ = act(state, PayPlug())
    assert kinds(state.hand) == ["blue", "green", "red", "red", "yellow"]
    assert kinds(state.discard[-2:]) == ["plug", "present"]


def test_dy_6_a_surge_that_empties_the_deck_shuffles_the_aside_back_and_begins_the_play_out(table, act):
    state = table(current="P01", hand=["plug", "green", "blue", "yellow", "purple"],
                  deck_top=["present", "red", "character", "green"], deck_rest=False)
    state, _ = act(state, Discard(card=cards_of(state, "purple")[0]))
    state, events = act(state, TakeEffect())
    assert kinds(state.hand) == ["green", "red"] and kinds(state.deck) == ["character"]
    assert state.playout and PlayOutBegan(hand=2) in events


def test_dy_7_the_play_out_offers_no_discard_and_ends_when_the_hand_is_empty(table, act):
    state = table(current="P01", string=["red", "pink", "green"], hand=["blue", "yellow"], deck_top=[], deck_rest=False,
                  playout=True)
    assert GAME.legal_moves(state, 0) == [Play(card=cards_of(state, "blue")[0])]
    with pytest.raises(IllegalMove, match="play-out"):
        act(state, Discard(card=cards_of(state, "yellow")[0]))
    state, _ = act(state, Play(card=cards_of(state, "blue")[0]))
    state, _ = act(state, Play(card=cards_of(state, "yellow")[0]))
    assert state.finished and state.reason == "played-out" and state.claims == (card_id("P01"),)


def test_dy_7_after_a_completion_in_the_play_out_only_patterns_a_card_starts_are_offered(table, act):
    state = table(current="P01", string=P01_BUT_YELLOW, hand=["yellow", "yellow"], patterns=["P01", "P03"],
                  pattern_deck=(card_id("P02"),), deck_top=[], deck_rest=False, playout=True)
    state, _ = act(state, Play(card=cards_of(state, "yellow")[0]))
    assert state.patterns == (card_id("P03"), card_id("P02"))  # P03 starts Yellow, P02 Green
    assert GAME.legal_moves(state, 0) == [ChoosePattern(pattern=card_id("P03"))]


def test_the_hand_faces_go_to_the_player_only(table, act):
    state = table(current="P01", hand=["red", "green", "blue", "yellow", "purple"])
    state, events = act(state, Discard(card=cards_of(state, "purple")[0]))
    assert [event.to for event in events if isinstance(event, CardSeen)] == [(0,)]
    spectator = GAME.view(state, None)
    assert spectator.hand == [] and spectator.hand_count == 5 and GAME.view(state, 0).hand_count == 5


def test_g_4_every_card_of_the_box_is_counted_once(table, act):
    state = GAME.setup(DeckTheYardConfig(), 1, 3)
    assert GAME.conservation(state) == census(ALL_CARDS)
    state, _ = act(state, GAME.legal_moves(state, 0)[0])
    assert GAME.conservation(state) == census(ALL_CARDS)


def test_every_card_is_its_own_move_and_reaching_the_target_does_not_end_the_game(table, act):
    claims = ["P05", "P06", "P07", "P08", "P09", "P10", "P11", "P12"]
    state = table(current="P01", hand=["red", "red", "blue", "yellow", "purple"], claims=claims)
    reds = cards_of(state, "red")
    assert [m for m in GAME.legal_moves(state, 0) if isinstance(m, Play)] == [Play(card=card) for card in reds]
    state, _ = act(state, Play(card=reds[0]))
    assert not state.finished and GAME.score(state).outcome is None and GAME.score(state).seats[0].points == 8


def test_a_spectator_sees_that_a_special_card_waits_for_an_answer(table, act):
    state = table(current="P01", hand=["plug", "green", "blue", "yellow", "purple"], deck_top=["character"])
    state, _ = act(state, Discard(card=cards_of(state, "purple")[0]))
    spectator = GAME.view(state, None)
    assert spectator.phase == "special" and spectator.pending is not None and spectator.hand == []
