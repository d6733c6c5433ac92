"""Companion section 3.6, one test per acceptance entry, with its exact values."""

from __future__ import annotations

import msgspec

from domain.contract import IllegalMove
from domain.games.christmas_lights import GAME
from domain.games.christmas_lights.events import EventDrawn, PatternRevealed, PlugPlaced, SaleAnswered
from domain.games.christmas_lights.moves import (
    Accept,
    ArrangeHand,
    DiscardSpecial,
    EndTurn,
    OfferCard,
    PlaceSpecial,
    PlayCard,
    PutUp,
    SwapCard,
)
from domain.games.christmas_lights.question import All, CardIs, CountIs, answer
from domain.games.christmas_lights.state import ChristmasLightsState

LTR = "left-to-right"


def _hand_kinds(state: ChristmasLightsState, seat: int) -> list[str]:
    from domain.lights.components import kind_of

    return [kind_of(card.card) for card in state.seats[seat].hand]


def _pass_round(state, act, seats):
    for seat in seats:
        state, _ = act(state, seat, EndTurn())
    return state


def test_cl_acceptance_1_match_and_mismatch(table, act):
    state = table(hands={0: ["red", "green", "blue"]}, patterns={0: ("P01", "P07")})
    state, _ = act(state, 0, PlayCard(ref=0, pattern="P01", direction=LTR))
    state, _ = act(state, 0, PlayCard(ref=0))
    view = GAME.view(state, 0)
    assert view.seats[0].string == ["red", None, None, None, None]
    assert view.discard == ["green"]  # the next bulb needed was Pink


def test_cl_acceptance_2_broken_then_fix(table, act):
    state = table(hands={0: ["broken", "green", "pink"]}, strings={0: ("P01", LTR, ["red", None, None, None, None])})
    state, _ = act(state, 0, PlayCard(ref=0))
    state, _ = act(state, 0, PlaceSpecial(position=1))
    state = _pass_round(state, act, [0, 1])
    state, _ = act(state, 0, PlayCard(ref=0))
    assert GAME.view(state, 1).seats[0].string == ["red", "broken", "green", None, None]
    state, events = act(state, 0, PlayCard(ref=0))
    seat0 = GAME.view(state, 1).seats[0]
    assert seat0.string == ["red", "pink", "green", None, None]
    assert seat0.broken_used == 1


def test_cl_acceptance_3_no_completion_with_a_broken(table, act):
    full = ["red", "pink", "green", "broken", "yellow"]
    state = table(hands={0: ["broken"]}, strings={0: ("P01", LTR, full)})
    assert GAME.view(state, 1).seats[0].completed == []
    state, _ = act(state, 0, PlayCard(ref=0))
    moves = [m for m in GAME.legal_moves(state, 0) if not isinstance(m, ArrangeHand)]
    assert moves == [DiscardSpecial()]


def test_cl_acceptance_4_bubble_places_and_draws_one_event(table, act):
    state = table(hands={0: ["bubble"]}, strings={0: ("P01", LTR, ["red", "pink", None, None, None])},
                  events=("lump-of-coal", "light-switch"))
    state, _ = act(state, 0, PlayCard(ref=0))
    placed, events = act(state, 0, PlaceSpecial(position=2))
    assert GAME.view(placed, 1).seats[0].string == ["red", "pink", "bubble", None, None]
    assert [e.event for e in events if isinstance(e, EventDrawn)] == ["lump-of-coal"]
    assert placed.event_deck == ("light-switch",)
    discarded, events = act(state, 0, DiscardSpecial())
    assert not any(isinstance(e, EventDrawn) for e in events)
    assert discarded.event_deck == ("lump-of-coal", "light-switch")


def test_cl_acceptance_5_plug_gate(table, act):
    state = table(hands={0: ["green", "bubble", "plug", "red"]}, patterns={0: ("P01", "P07")}, completed={0: ("P01",)})
    state, _ = act(state, 0, PlayCard(ref=0))
    assert GAME.view(state, 0).discard == ["green"]
    state, _ = act(state, 0, PlayCard(ref=0))
    assert [m for m in GAME.legal_moves(state, 0) if not isinstance(m, ArrangeHand)] == [DiscardSpecial()]
    state, _ = act(state, 0, DiscardSpecial())
    state = _pass_round(state, act, [0, 1])
    state, events = act(state, 0, PlayCard(ref=0))
    assert any(isinstance(e, PlugPlaced) for e in events)
    plays = [m for m in GAME.legal_moves(state, 0) if isinstance(m, PlayCard)]
    assert plays and {m.pattern for m in plays} == {"P07"}


def test_cl_acceptance_6_power_outage_ends_the_turn_at_once(table, act):
    state = table(hands={0: ["bubble", "red", "green"]}, events=("power-outage",),
                  strings={0: ("P01", LTR, ["red", "pink", None, None, None])})
    state, _ = act(state, 0, PlayCard(ref=0))
    state, _ = act(state, 0, PlaceSpecial(position=2))
    assert state.active == 1 and state.plays == 0
    assert len(state.seats[0].hand) == 2  # no refill


def test_cl_acceptance_7_power_surge_discards_the_hand_and_draws_five_unseen(table, act):
    state = table(hands={0: ["bubble", "red", "green", "blue", "yellow"]}, events=("power-surge",),
                  strings={0: ("P01", LTR, ["red", "pink", None, None, None])})
    state, _ = act(state, 0, PlayCard(ref=0))
    state, _ = act(state, 0, PlaceSpecial(position=2))
    view = GAME.view(state, 0)
    assert view.discard == ["red", "green", "blue", "yellow"]
    assert len(view.seats[0].hand) == 5 and not any(card.known for card in view.seats[0].hand)
    assert state.active == 1


def test_cl_acceptance_8_swap_shows_both_cards_to_their_new_owners(table, act):
    state = table(hands={0: ["blue", "green", "pink"], 1: ["yellow", "red"]})
    state, _ = act(state, 0, SwapCard(ref=2, seat=1, their_ref=1))
    mine = GAME.view(state, 0).seats[0].hand[2]
    assert (mine.face, mine.known) == ("red", True)
    theirs = GAME.view(state, 1).seats[1].hand[1]
    assert (theirs.face, theirs.known) == ("pink", True)


def test_cl_acceptance_9_sale_answers_truthfully_in_public(table, act):
    state = table(players=3, hands={0: ["red", "plug", "pink", "green"]})
    state, _ = act(state, 0, PutUp(refs=[3]))
    assert _hand_kinds(state, 0) == ["red", "plug", "pink"]
    question = msgspec.convert({"type": "count", "kind": "plug", "compare": "at-least", "n": 1}, type=CountIs)
    state, _ = act(state, 0, OfferCard(sale_card=0, seat=2, question=question))
    state, events = act(state, 2, Accept())
    answered = [e for e in events if isinstance(e, SaleAnswered)]
    assert answered[0].answer is True and answered[0].to is None
    new = GAME.view(state, 2).seats[2].hand[-1]
    assert new.known and new.face == "green"
    hand = [card.card for card in state.seats[0].hand]
    assert answer(CardIs(card=0, is_="red"), hand, None) is True
    both = All(questions=[CardIs(card=0, is_="red"), CardIs(card=1, is_="pink")])
    assert answer(both, hand, None) is False


def test_cl_acceptance_10_end_of_game_finishes_the_round_before_santa(table, act):
    state = table(players=4, santa=2, hands={0: ["blue"]}, patterns={0: ("P01", "P07")},
                  completed={0: ("P01",)}, plugged=(0,),
                  strings={0: ("P07", LTR, ["red", "green", "yellow", "pink", None])})
    state = _pass_round(state, act, [2, 3])
    state, _ = act(state, 0, PlayCard(ref=0, pattern=None))
    assert state.ending and not state.finished
    state, _ = act(state, 0, EndTurn())
    assert state.active == 1 and not state.finished
    state, _ = act(state, 1, EndTurn())
    assert state.finished and state.reason == "completed"
    assert GAME.actors(state) == frozenset()


def test_cl_acceptance_11_tie_break_fewest_broken_then_bubble_then_shared(table):
    both = {0: ("P01", "P07"), 1: ("P02", "P08")}
    state = table(patterns=both, completed=both, aside={0: ["broken"], 1: ["bubble", "bubble"]})
    ranks = {line.seat: line.rank for line in GAME.score(state).seats}
    assert ranks == {0: 2, 1: 1}
    state = table(patterns=both, completed=both, aside={0: ["broken"], 1: ["broken"]})
    assert [line.rank for line in GAME.score(state).seats] == [1, 1]


def test_cl_acceptance_12_lump_of_coal_after_completing_shows_the_remaining_pattern(table, act):
    state = table(hands={0: ["bubble"]}, patterns={0: ("P01", "P07")}, events=("lump-of-coal",),
                  strings={0: ("P01", LTR, ["red", "pink", "green", "blue", None])})
    state, _ = act(state, 0, PlayCard(ref=0))
    state, events = act(state, 0, PlaceSpecial(position=4))
    assert [e.pattern for e in events if isinstance(e, PatternRevealed)] == ["P07"]
    assert GAME.view(state, 1).seats[0].shown_pattern == "P07"
    assert GAME.view(state, 1).seats[0].completed == ["P01"]


def _illegal(state, seat, moves):
    found = []
    for move in moves:
        try:
            GAME.apply(state, seat, move)
            found.append(("ok",))
        except IllegalMove as error:
            found.append((error.code, error.detail))
    return found


def test_cl_acceptance_13_no_leak_between_unknown_faces(table, act, visible):
    one = table(hands={0: ["red", "green", "blue", "plug", "yellow"], 1: ["pink", "purple"]})
    two = table(hands={0: ["bubble", "broken", "pink", "red", "yellow"], 1: ["pink", "purple"]})
    script = [
        (0, ArrangeHand(order=[4, 3, 2, 1, 0], marks=["sideways"] * 5)),
        (0, PutUp(refs=[0])),  # the only unknown-free card: yellow went to ref 0
        (0, EndTurn()),
        (1, PlayCard(ref=0, pattern=GAME.view(one, 1).my_patterns[0], direction=LTR)),
        (1, EndTurn()),
    ]
    attempts = [PlayCard(ref=9), SwapCard(ref=7, seat=1, their_ref=0), PlaceSpecial(position=0), Accept()]
    for seat, move in script:
        for probe in (0, 1):
            assert _illegal(one, probe, attempts) == _illegal(two, probe, attempts)
        assert msgspec.msgpack.encode(GAME.view(one, 0)) == msgspec.msgpack.encode(GAME.view(two, 0))
        assert GAME.legal_moves(one, 0) == GAME.legal_moves(two, 0)
        one, first = act(one, seat, move)
        two, second = act(two, seat, move)
        assert msgspec.json.encode(visible(first, 0)) == msgspec.json.encode(visible(second, 0))
    assert msgspec.msgpack.encode(GAME.view(one, 0)) == msgspec.msgpack.encode(GAME.view(two, 0))
