"""Setup, the order of the four steps, Event cards and the end of the game."""

from __future__ import annotations

import pytest

from domain.contract import GAME_FINISHED, ILLEGAL_MOVE, NOT_YOUR_TURN, IllegalMove, InvalidConfig
from domain.games.christmas_lights import GAME
from domain.games.christmas_lights.events import CommitMade, DeckReshuffled, EventAnswered
from domain.games.christmas_lights.moves import (
    ArrangeHand,
    Decline,
    DiscardForNew,
    EndTurn,
    Peek,
    PlaceSpecial,
    PlayCard,
    PutUp,
    Refill,
    SwapCard,
    TakeBulb,
)
from domain.games.christmas_lights.state import ChristmasLightsConfig

LTR = "left-to-right"


def test_setup_deals_five_unseen_bulbs_and_two_patterns_and_santa_starts():
    state = GAME.setup(ChristmasLightsConfig(first_seat=2), 4, 5)
    assert [len(p.hand) for p in state.seats] == [5, 5, 5, 5]
    assert all(len(p.patterns) == 2 for p in state.seats)
    assert state.seats[2].character == "santa" and state.active == 2
    assert len(state.deck) == 61 - 20 and len(state.box_patterns) == 10
    own = GAME.view(state, 0)
    assert all(card.face is None for card in own.seats[0].hand)
    assert all(card.face is not None for card in own.seats[1].hand)
    assert own.my_patterns == list(state.seats[0].patterns)
    assert GAME.view(state, 1).my_patterns != own.my_patterns


def test_spectators_see_the_table_but_no_card_in_any_hand():
    view = GAME.view(GAME.setup(ChristmasLightsConfig(), 3, 1), None)
    assert all(card.face is None for seat in view.seats for card in seat.hand)
    assert view.my_patterns == []


@pytest.mark.parametrize(("config", "players"), [
    (ChristmasLightsConfig(), 1), (ChristmasLightsConfig(), 7), (ChristmasLightsConfig(first_seat=3), 3), (ChristmasLightsConfig(max_turns=0), 2),
])
def test_setup_refuses_what_does_not_fit(config, players):
    with pytest.raises(InvalidConfig):
        GAME.setup(config, players, 1)


def test_acting_out_of_turn_or_after_the_end_is_refused_with_its_code(table):
    state = table()
    with pytest.raises(IllegalMove) as error:
        GAME.apply(state, 1, EndTurn())
    assert error.value.code == NOT_YOUR_TURN
    with pytest.raises(IllegalMove) as error:
        GAME.apply(table(finished=True), 0, EndTurn())
    assert error.value.code == GAME_FINISHED


def test_a_later_step_skips_the_earlier_ones_and_there_is_no_going_back(table, act):
    state = table(hands={0: ["red", "green", "blue"], 1: ["pink"]})
    state, _ = act(state, 0, SwapCard(ref=0, seat=1, their_ref=0))
    assert not any(isinstance(m, (PlayCard, SwapCard)) for m in GAME.legal_moves(state, 0))
    with pytest.raises(IllegalMove) as error:
        GAME.apply(state, 0, PlayCard(ref=0))
    assert error.value.code == ILLEGAL_MOVE
    assert PutUp(refs=[0]) in GAME.legal_moves(state, 0)


def test_refill_draws_unseen_cards_up_to_five_then_the_turn_ends(table, act):
    state = table(hands={0: ["red", "green"]})
    assert [m.count for m in GAME.legal_moves(state, 0) if isinstance(m, Refill)] == [1, 2, 3]
    state, _ = act(state, 0, Refill(count=3))
    hand = GAME.view(state, 0).seats[0].hand
    assert len(hand) == 5 and [c.known for c in hand] == [False] * 5
    assert state.active == 1


def test_an_empty_deck_is_rebuilt_from_the_discard(table, act):
    state = table(hands={0: ["red"]})
    state = table(hands={0: ["red"]}, discard=state.deck[:3], deck=())
    moved = sorted(state.discard)
    state, events = act(state, 0, Refill(count=4))
    assert any(isinstance(e, DeckReshuffled) for e in events)
    assert len(state.seats[0].hand) == 4 and state.deck == () and state.discard == ()
    assert sorted(c.card for c in state.seats[0].hand[1:]) == moved


def test_light_switch_is_a_sealed_choice_of_every_seat_resolved_clockwise(table, act, visible):
    state = table(players=3, santa=1, hands={1: ["bubble", "red"]}, events=("light-switch",),
                  strings={1: ("P01", LTR, ["red", "pink", None, None, None])})
    state, _ = act(state, 1, PlayCard(ref=0))
    state, _ = act(state, 1, PlaceSpecial(position=2))
    assert GAME.actors(state) == frozenset({0, 1, 2})
    state, events = act(state, 0, TakeBulb())
    assert [type(e) for e in events] == [CommitMade]
    assert GAME.view(state, 2).my_commit is None and GAME.view(state, 0).my_commit == TakeBulb()
    state, _ = act(state, 2, TakeBulb())
    state, events = act(state, 1, Decline())
    assert [e.seat for e in events if isinstance(e, EventAnswered)] == [1, 2, 0]
    assert GAME.view(state, 0).seats[0].hand[-1].known
    assert state.event is None and state.active == 1 and "light-switch" in state.box_events


def test_christmas_eve_shows_the_chosen_card_and_boxing_day_replaces_one_unseen(table, act):
    strings = {0: ("P01", LTR, ["red", None, None, None, None])}
    state = table(hands={0: ["bubble", "bubble", "green", "blue"], 1: ["yellow", "purple"]},
                  events=("christmas-eve", "boxing-day"), strings=strings)
    state, _ = act(state, 0, PlayCard(ref=0))
    state, _ = act(state, 0, PlaceSpecial(position=1))
    state, _ = act(state, 0, Peek(ref=1))
    state, _ = act(state, 1, Decline())
    assert GAME.view(state, 0).seats[0].hand[1].face == "green"
    state, _ = act(state, 0, PlayCard(ref=0))
    state, _ = act(state, 0, PlaceSpecial(position=2))
    state, _ = act(state, 1, DiscardForNew(ref=0))
    state, _ = act(state, 0, Decline())
    view = GAME.view(state, 1)
    assert view.discard == ["yellow"]
    assert [c.known for c in view.seats[1].hand] == [False, False]
    assert view.seats[1].hand[1].face is None


def test_arranging_the_hand_moves_knowledge_with_each_card_and_marks_are_public(table, act):
    state = table(hands={0: ["red", "green"], 1: ["blue"]})
    state, _ = act(state, 0, SwapCard(ref=0, seat=1, their_ref=0))
    state, _ = act(state, 0, ArrangeHand(order=[1, 0], marks=["upright", "sideways"]))
    mine = GAME.view(state, 0).seats[0].hand
    assert [(c.face, c.known, c.mark) for c in mine] == [(None, False, "upright"), ("blue", True, "sideways")]
    assert GAME.view(state, 1).seats[0].hand[1].mark == "sideways"


def test_the_seat_before_santa_completing_ends_the_game_at_once(table, act):
    state = table(players=3, santa=1, hands={0: ["blue", "red"]}, patterns={0: ("P01", "P07")},
                  completed={0: ("P01",)}, plugged=(0,), active=0,
                  strings={0: ("P07", LTR, ["red", "green", "yellow", "pink", None])})
    state, _ = act(state, 0, PlayCard(ref=0))
    assert state.finished and state.reason == "completed"
    assert [line.rank for line in GAME.score(state).seats][0] == 1


def test_the_turn_cap_ends_the_game_after_max_turns_rounds(table, act):
    state = table(max_turns=1)
    state, _ = act(state, 0, EndTurn())
    state, _ = act(state, 1, EndTurn())
    assert state.finished and state.reason == "turn-cap" and GAME.turn(state) == 1
    assert GAME.score(state).final


def test_a_bubble_can_cover_a_broken_bulb(table, act):
    state = table(hands={0: ["bubble"]}, events=("lump-of-coal",),
                  strings={0: ("P01", LTR, ["red", "broken", None, None, None])})
    state, _ = act(state, 0, PlayCard(ref=0))
    assert [m.position for m in GAME.legal_moves(state, 0) if isinstance(m, PlaceSpecial)] == [1, 2]
    state, _ = act(state, 0, PlaceSpecial(position=1))
    seat = GAME.view(state, 1).seats[0]
    assert seat.string[:2] == ["red", "bubble"] and seat.broken_used == 1
    assert seat.shown_pattern == "P01"  # Lump of Coal
