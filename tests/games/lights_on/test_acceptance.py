"""Companion section 7.5: every acceptance test, named after its number and rule."""

from __future__ import annotations

import msgspec
import pytest

from domain.contract import NOT_YOUR_TURN, TOO_LATE, IllegalMove
from domain.games.lights_on import GAME
from domain.games.lights_on.components import is_set
from domain.games.lights_on.events import MarketRefreshed, TokenTaken, VoteCancelled, VoteClosed
from domain.games.lights_on.moves import (
    AskNewLights, CallLightsOff, CallLightsOn, MakeGesture, Ready, Swap, Vote,
)
from domain.games.lights_on.state import step_of
from domain.lights import kind_of

from .conftest import SIGNALS, kinds


def _refused(state, seat, move):
    with pytest.raises(IllegalMove) as refused:
        GAME.apply(state, seat, move)
    return refused.value


def test_lo_acceptance_1_lights_on_right_gives_the_team_a_plug_and_ends_the_round(table, act):
    state = table(hands={0: ["red"] * 4})
    state, events = act(state, 2, CallLightsOn())
    assert [len(p) for p in state.plugs] == [1, 0] and [len(b) for b in state.brokens] == [0, 0]
    assert TokenTaken(team=0, token="plug") in events
    assert state.last_call.seat == 0 and state.last_call.lit
    assert state.rounds_ended == 1 and state.round == 2 and step_of(state) == "countdown"


def test_lo_acceptance_2_lights_on_wrong_gives_the_team_a_broken(table, act):
    state = table(hands={0: ["red", "red", "red", "blue"]})
    state, events = act(state, 2, CallLightsOn())
    assert [len(p) for p in state.plugs] == [0, 0] and [len(b) for b in state.brokens] == [1, 0]
    assert TokenTaken(team=0, token="broken") in events


def test_lo_acceptance_3_lights_off_right_gives_the_caught_team_a_broken(table, act):
    state = table(hands={0: ["red"] * 4})
    state, events = act(state, 1, CallLightsOff(seat=0))
    assert [len(b) for b in state.brokens] == [1, 0] and [len(p) for p in state.plugs] == [0, 0]
    assert TokenTaken(team=0, token="broken") in events


def test_lo_acceptance_4_lights_off_wrong_gives_the_callers_team_a_broken(table, act):
    state = table(hands={0: ["red", "red", "blue", "green"]})
    state, events = act(state, 1, CallLightsOff(seat=0))
    assert [len(b) for b in state.brokens] == [0, 1]
    assert TokenTaken(team=1, token="broken") in events


def test_lo_acceptance_5_four_bubbles_are_a_set_and_a_bubble_is_not_wild(table, act):
    assert is_set(["bubble"] * 4) and not is_set(["red", "red", "red", "bubble"])
    state, _ = act(table(hands={0: ["bubble"] * 4}), 2, CallLightsOn())
    assert [len(p) for p in state.plugs] == [1, 0]
    state, _ = act(table(hands={0: ["red", "red", "red", "bubble"]}), 2, CallLightsOn())
    assert [len(b) for b in state.brokens] == [1, 0] and [len(p) for p in state.plugs] == [0, 0]


def test_lo_acceptance_6_a_third_plug_wins_and_a_third_broken_loses(table, act):
    base = table(hands={0: ["red"] * 4})
    plugs = (base.supply_plugs[:2], ())
    state = msgspec.structs.replace(base, plugs=plugs, supply_plugs=base.supply_plugs[2:])
    state, _ = act(state, 2, CallLightsOn())
    assert state.finished and state.reason == "three-plugs" and state.winner == 0
    assert [line.rank for line in GAME.score(state).seats] == [1, 3, 1, 3]
    brokens = (base.supply_brokens[:2], ())
    state = msgspec.structs.replace(base, brokens=brokens, supply_brokens=base.supply_brokens[2:])
    state, _ = act(state, 1, CallLightsOff(seat=2))  # seat 2 holds no set: team 1 takes its first Broken
    assert not state.finished
    state = msgspec.structs.replace(base, brokens=brokens, supply_brokens=base.supply_brokens[2:])
    state, _ = act(state, 3, CallLightsOff(seat=0))  # seat 0 holds four Reds: team 0's third Broken
    assert state.finished and state.reason == "three-brokens" and state.winner == 1
    assert [line.rank for line in GAME.score(state).seats] == [3, 1, 3, 1]


def test_lo_acceptance_7_the_first_swap_for_a_market_card_wins_the_second_is_too_late(table, act):
    state = table(hands={0: ["red", "red", "green", "yellow"], 1: ["pink", "pink", "purple", "yellow"]},
                  market=["blue"])
    x = state.market[0]
    state, _ = act(state, 0, Swap(give="green", take=x))
    assert x in state.hands[0]
    before = state.hands[1]
    late = _refused(state, 1, Swap(give="purple", take=x))
    assert late.code == TOO_LATE
    assert state.hands[1] == before and "purple" in kinds(state.hands[1])


def test_lo_acceptance_8_four_yes_votes_bring_new_lights_and_a_swap_cancels_the_vote(table, act):
    state = table()
    old = state.market
    state, _ = act(state, 0, AskNewLights())
    for seat in (2, 1, 3, 0):
        state, events = act(state, seat, Vote(yes=True))
    assert VoteClosed(votes=(True,) * 4, passed=True) in events
    assert any(isinstance(event, MarketRefreshed) for event in events)
    assert state.discard == old and len(state.market) == 4 and not set(state.market) & set(old)
    state = table()
    state, _ = act(state, 2, AskNewLights())
    state, _ = act(state, 0, Vote(yes=True))
    swap = next(move for move in GAME.legal_moves(state, 3) if isinstance(move, Swap))
    state, events = act(state, 3, swap)
    assert VoteCancelled(seat=3, by="swap") in events
    assert state.votes is None and step_of(state) == "play"


def test_lo_acceptance_9_after_a_call_every_move_is_refused_until_the_next_ready(table, act):
    state = table(hands={0: ["red"] * 4})
    taken = state.market[0]
    state, _ = act(state, 2, CallLightsOn())
    for seat in (0, 1, 3):
        for move in (Swap(give=kind_of(state.hands[seat][0]), take=taken), MakeGesture(g="wink"), CallLightsOn(),
                     CallLightsOff(seat=(seat + 1) % 4), AskNewLights(), Vote(yes=True)):
            assert _refused(state, seat, move).code == TOO_LATE
    assert _refused(state, 2, CallLightsOn()).code != TOO_LATE
    for seat in range(4):
        state, _ = act(state, seat, Ready())
        if seat < 3:
            late = TOO_LATE if seat != 2 else NOT_YOUR_TURN  # the caller won the race: it is simply waiting
            assert _refused(state, seat, MakeGesture(g="wink")).code == late
    assert step_of(state) == "play"
    state, _ = act(state, 1, MakeGesture(g="wink"))


def test_lo_acceptance_10_team_1_and_3_never_see_team_0_and_2s_signal(table, act):
    state = table(hands={0: ["red"] * 4})
    team0 = SIGNALS[0].encode()
    for seat in (1, 3, None):
        assert team0 not in msgspec.json.encode(GAME.view(state, seat))
    assert GAME.view(state, 0).signal == GAME.view(state, 2).signal == SIGNALS[0]
    assert GAME.view(state, 1).signal == SIGNALS[1] and GAME.view(state, None).signal is None
    state, _ = act(state, 0, MakeGesture(g="wink"))  # the gesture itself is public; its meaning is not
    assert [sign.gesture for sign in GAME.view(state, 1).gestures] == ["wink"]
    assert GAME.view(state, 1).signal == SIGNALS[1]
