"""Rule tests for the decisions of docs/rules/lights-on.md and companion 7.3-7.4 beyond the acceptance tests."""

from __future__ import annotations

import msgspec
import pytest

from domain.contract import ILLEGAL_MOVE, TOO_LATE, IllegalMove, InvalidConfig
from domain.games.lights_on import GAME
from domain.games.lights_on.components import GESTURES, STALL_MOVES
from domain.games.lights_on.events import HandSeen, RoundStalled, SeatReady, VoteCancelled, VoteCast, VoteClosed
from domain.games.lights_on.moves import AskNewLights, CallLightsOff, CallLightsOn, MakeGesture, Ready, Swap, Vote
from domain.games.lights_on.state import LightsOnConfig, step_of
from domain.lights import kind_of

from .conftest import kinds


def _code(state, seat, move):
    with pytest.raises(IllegalMove) as refused:
        GAME.apply(state, seat, move)
    return refused.value.code


def test_setup_deals_four_each_and_a_market_of_four_and_hands_stay_unseen_until_go():
    state = GAME.setup(LightsOnConfig(), 4, 3)
    assert [len(hand) for hand in state.hands] == [4] * 4 and len(state.market) == 4 and len(state.deck) == 15
    assert step_of(state) == "countdown" and GAME.legal_moves(state, 0) == [Ready()]
    assert GAME.view(state, 0).hand == [] and not GAME.is_race(state)
    events = []
    for seat in range(4):
        state, more = GAME.apply(state, seat, Ready())
        events += more
    assert SeatReady(seat=0) in events and GAME.is_race(state)
    seen = [event for event in events if isinstance(event, HandSeen)]
    assert [event.to for event in seen] == [(0,), (1,), (2,), (3,)]
    assert sorted(GAME.view(state, 1).hand) == kinds(state.hands[1])


def test_a_ready_seat_waits_for_the_others_and_is_not_an_actor():
    state, _ = GAME.apply(GAME.setup(LightsOnConfig(), 4, 3), 1, Ready())
    assert GAME.actors(state) == frozenset({0, 2, 3}) and GAME.view(state, 0).ready == [1]


def test_setup_refuses_other_tables_and_bad_options():
    for players in (2, 3, 5):
        with pytest.raises(InvalidConfig):
            GAME.setup(LightsOnConfig(), players, 1)
    for config in (LightsOnConfig(max_rounds=0), LightsOnConfig(team_signals=("wave", None))):
        with pytest.raises(InvalidConfig):
            GAME.setup(config, 4, 1)


def test_an_unset_signal_is_drawn_from_the_seed_apart_from_the_other_teams():
    for seed in range(30):
        state = GAME.setup(LightsOnConfig(team_signals=("wink", None)), 4, seed)
        assert state.signals[0] == "wink" and state.signals[1] in GESTURES and state.signals[1] != "wink"
    assert GAME.setup(LightsOnConfig(), 4, 5).signals == GAME.setup(LightsOnConfig(), 4, 5).signals
    assert GAME.setup(LightsOnConfig(team_signals=("wink", "wink")), 4, 5).signals == ("wink", "wink")


def test_a_swap_keeps_four_cards_and_puts_the_given_card_in_the_taken_slot(table, act):
    state = table(hands={0: ["red", "red", "green", "yellow"]}, market=["blue"])
    x = state.market[0]
    state, _ = act(state, 0, Swap(give="green", take=x))
    assert kinds(state.hands[0]) == ["blue", "red", "red", "yellow"] and kind_of(state.market[0]) == "green"


def test_a_swap_for_the_same_kind_changes_nothing_and_is_refused(table):
    state = table(hands={0: ["blue", "red", "green", "yellow"]}, market=["blue"])
    assert _code(state, 0, Swap(give="blue", take=state.market[0])) == ILLEGAL_MOVE
    assert Swap(give="blue", take=state.market[0]) not in GAME.legal_moves(state, 0)


def test_taking_a_card_that_is_not_in_the_market_is_too_late_wherever_it_is(table):
    state = table(hands={0: ["red", "red", "green", "yellow"]})
    for card in (state.hands[1][0], state.deck[0], state.hands[0][0]):
        assert _code(state, 0, Swap(give="green", take=card)) == TOO_LATE


def test_lights_off_points_only_at_an_opponent(table):
    state = table()
    assert _code(state, 0, CallLightsOff(seat=2)) == ILLEGAL_MOVE
    assert {m.seat for m in GAME.legal_moves(state, 0) if isinstance(m, CallLightsOff)} == {1, 3}


def test_votes_stay_sealed_until_the_fourth_and_a_no_keeps_the_market(table, act):
    state = table()
    old = state.market
    state, _ = act(state, 1, AskNewLights())
    assert _code(state, 1, AskNewLights()) == ILLEGAL_MOVE
    state, events = act(state, 0, Vote(yes=False))
    assert events == [VoteCast(seat=0)]
    assert GAME.view(state, 0).my_vote is False and GAME.view(state, 2).my_vote is None
    assert GAME.view(state, 2).voted == [0] and Vote(yes=True) not in GAME.legal_moves(state, 0)
    for seat in (1, 2, 3):
        state, events = act(state, seat, Vote(yes=True))
    assert VoteClosed(votes=(False, True, True, True), passed=False) in events
    assert state.market == old and step_of(state) == "play"


def test_new_lights_count_down_again_with_hands_still_seen_and_the_race_still_open(table, act):
    state = table(hands={0: ["red", "red", "green", "yellow"]})
    state, _ = act(state, 0, AskNewLights())
    for seat in range(4):
        state, _ = act(state, seat, Vote(yes=True))
    assert step_of(state) == "countdown" and GAME.view(state, 0).hand == ["red", "red", "green", "yellow"]
    assert GAME.is_race(state)
    for seat in range(4):
        state, events = act(state, seat, Ready())
    assert step_of(state) == "play" and not any(isinstance(event, HandSeen) for event in events)


def test_a_short_deck_takes_the_round_discard_for_new_lights(table, act):
    state = table()
    state = msgspec.structs.replace(state, deck=state.deck[:2], discard=state.deck[2:])
    state, _ = act(state, 0, AskNewLights())
    for seat in range(4):
        state, _ = act(state, seat, Vote(yes=True))
    assert len(state.market) == 4 and GAME.conservation(state) == GAME.conservation(table())


def test_a_call_during_a_vote_cancels_it(table, act):
    state, _ = act(table(), 0, AskNewLights())
    state, events = act(state, 3, CallLightsOff(seat=0))
    assert VoteCancelled(seat=3, by="call") in events and state.votes is None


def test_a_round_of_200_moves_without_a_call_is_dealt_again_with_no_token(table, act):
    state = table(moves_in_round=STALL_MOVES - 1)
    state, events = act(state, 0, MakeGesture(g="yawn"))
    assert RoundStalled(round=1) in events and state.round == 2 and step_of(state) == "countdown"
    assert [len(p) for p in state.plugs] == [0, 0] and [len(b) for b in state.brokens] == [0, 0]
    assert state.race is None


def test_the_round_cap_ends_the_game_and_ranks_by_plugs_minus_brokens(table, act):
    state, _ = act(table(hands={0: ["red"] * 4}, max_rounds=1), 2, CallLightsOn())
    assert state.finished and state.reason == "turn-cap" and state.winner == 0
    board = GAME.score(state)
    assert board.final and [line.points for line in board.seats] == [1, 0, 1, 0]
    state, _ = act(table(max_rounds=1, moves_in_round=STALL_MOVES - 1), 0, MakeGesture(g="yawn"))
    assert state.finished and state.winner is None and [line.rank for line in GAME.score(state).seats] == [1] * 4


def test_gestures_are_public_and_count_towards_the_stall(table, act):
    state, events = act(table(), 3, MakeGesture(g="look-up"))
    assert events[0].to is None and state.moves_in_round == 1
    assert GAME.view(state, None).gestures[0].gesture == "look-up"
