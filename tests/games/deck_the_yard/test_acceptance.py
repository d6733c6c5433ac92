"""Companion section 13.5: every acceptance test, named after its number and rule, with the companion's values."""

from __future__ import annotations

import pytest

from domain.contract import ILLEGAL_MOVE, IllegalMove
from domain.games.deck_the_yard import GAME
from domain.games.deck_the_yard.events import AsideShuffled, PlayOutBegan, PowerSurged, SetAside, StringWiped
from domain.games.deck_the_yard.moves import Decline, Discard, PayPlug, Play, TakeEffect
from domain.lights import kind_of
from tests.games.deck_the_yard.conftest import cards_of, kinds

FOUR = ["plug", "green", "blue", "yellow", "purple"]  # discarding the Purple leaves four and draws one


def test_dy_acceptance_1_left_to_right_pink_is_refused_and_red_is_legal(table, act):
    state = table(current="P01", hand=["pink", "red", "blue", "green", "yellow"])
    (pink,), (red,) = cards_of(state, "pink"), cards_of(state, "red")
    with pytest.raises(IllegalMove) as refused:
        act(state, Play(card=pink))
    assert refused.value.code == ILLEGAL_MOVE and "red" in refused.value.detail
    assert Play(card=red) in GAME.legal_moves(state, 0)
    state, _ = act(state, Play(card=red))
    assert kinds(state.string) == ["red"]


def _broken_drawn(table, act):
    state = table(current="P01", string=["red", "pink"], hand=FOUR, deck_top=["broken", "yellow", "blue"])
    state, _ = act(state, Discard(card=cards_of(state, "purple")[0]))
    assert GAME.legal_moves(state, 0) == [PayPlug(), TakeEffect()]
    assert kind_of(state.pending) == "broken"
    return state


def test_dy_acceptance_2_broken_pay_plug_keeps_the_string(table, act):
    state, _ = act(_broken_drawn(table, act), PayPlug())
    assert [kind_of(card) for card in state.string] == ["red", "pink"]
    assert kind_of(state.discard[-1]) == "broken" and kind_of(state.discard[-2]) == "plug"
    assert len(state.hand) == 5 and "plug" not in kinds(state.hand)  # the Broken replaced, then the Plug


def test_dy_acceptance_2_broken_take_effect_empties_the_string(table, act):
    state, events = act(_broken_drawn(table, act), TakeEffect())
    assert state.string == () and state.current is None
    assert kinds(state.discard[-3:]) == ["broken", "pink", "red"] and kind_of(state.discard[-1]) == "broken"
    assert any(isinstance(event, StringWiped) for event in events)
    assert len(state.hand) == 5 and "plug" in kinds(state.hand)


def test_dy_acceptance_3_broken_with_an_empty_string_offers_no_choice(table, act):
    state = table(current="P01", hand=FOUR, deck_top=["broken", "yellow"])
    state, _ = act(state, Discard(card=cards_of(state, "purple")[0]))
    assert state.pending is None and kind_of(state.discard[-1]) == "broken"
    assert len(state.hand) == 5 and "yellow" in kinds(state.hand)
    assert GAME.view(state, 0).phase == "act"


def test_dy_acceptance_4_character_with_a_plug_pay_plug_claims_it(table, act):
    state = table(current="P01", hand=FOUR, deck_top=["character", "red", "red"])
    state, _ = act(state, Discard(card=cards_of(state, "purple")[0]))
    assert GAME.legal_moves(state, 0) == [PayPlug(), Decline()]
    claims = len(state.claims)
    state, _ = act(state, PayPlug())
    assert len(state.claims) == claims + 1 and kind_of(state.claims[-1]) == "character"
    assert len(state.hand) == 5


def test_dy_acceptance_4_character_with_no_plug_is_discarded_and_replaced(table, act):
    state = table(current="P01", hand=["red", "green", "blue", "yellow", "purple"], deck_top=["character", "pink"])
    state, _ = act(state, Discard(card=cards_of(state, "purple")[0]))
    assert state.pending is None and state.claims == ()
    assert kind_of(state.discard[-1]) == "character"
    assert len(state.hand) == 5 and "pink" in kinds(state.hand)


def test_dy_acceptance_5_power_surge_replaces_the_hand_and_shuffles_the_specials_seen_back(table, act):
    top = ["present", "red", "character", "green", "broken", "blue", "present", "yellow", "pink"]
    state = table(current="P01", hand=["red", "green", "blue", "yellow", "purple"], deck_top=top)
    deck_before, old_hand = len(state.deck), state.hand
    state, events = act(state, Discard(card=cards_of(state, "purple")[0]))
    surged = next(event for event in events if isinstance(event, PowerSurged))
    assert kinds(surged.cards) == ["blue", "green", "red", "yellow"]  # the hand left after the discard
    assert set(old_hand) <= set(state.discard) and kind_of(state.discard[-5]) == "present"
    assert kinds(state.hand) == ["blue", "green", "pink", "red", "yellow"]
    aside = [event.card for event in events if isinstance(event, SetAside)]
    assert sorted(kind_of(card) for card in aside) == ["broken", "character", "present"]
    assert AsideShuffled(count=3) in events
    assert set(aside) <= set(state.deck) and len(state.deck) == deck_before - 9 + 3
    assert state.pending is None and not state.playout


@pytest.mark.parametrize(("difficulty", "outcome"), [("normal", "won"), ("hard", "lost")])
def test_dy_acceptance_6_end_play_out_then_eight_claims_win_on_normal_and_lose_on_hard(table, act, difficulty, outcome):
    claims = ["P05", "P06", "P07", "P08", "P09", "character", "character", "character"]
    state = table(
        current="P01", hand=["red", "yellow", "green", "blue", "purple"], deck_top=[], deck_rest=False,
        claims=claims, difficulty=difficulty,
    )
    state, events = act(state, Discard(card=cards_of(state, "purple")[0]))
    assert PlayOutBegan(hand=4) in events and state.playout and not state.finished
    assert GAME.legal_moves(state, 0) == [Play(card=cards_of(state, "red")[0])]  # plays only (DY-7)
    state, events = act(state, Play(card=cards_of(state, "red")[0]))
    assert state.finished and state.reason == "played-out"  # no Pink in hand for slot 2
    board = GAME.score(state)
    assert board.final and board.seats[0].points == 8 and board.outcome == outcome
    assert board.target == {"normal": 8, "hard": 9}[difficulty]
