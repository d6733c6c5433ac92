"""The decisions of docs/rules/looney-lights.md beyond the companion, each as a scripted table."""

from __future__ import annotations

import random

import msgspec
import pytest

from domain.contract import InvalidConfig, IllegalMove
from domain.games.looney_lights import GAME
from domain.games.looney_lights.moves import Draw, Play, PlayBroken
from domain.games.looney_lights.state import LooneyLightsConfig
from domain.lights import kind_of
from domain.kit.bounds import OPEN
from domain.lights.components import COLOURS, KINDS
from tests.games.caps import assert_caps_hold, assert_samples_within_caps
from tests.games.looney_lights.tables import build, ids, names


def test_setup_deals_by_table_size_and_starts_on_a_plain_bulb():
    for players, size in ((2, 7), (3, 5), (4, 5), (5, 4), (6, 4)):
        state = GAME.setup(LooneyLightsConfig(), players, 3)
        assert [len(hand) for hand in state.hands] == [size] * players
        assert len(state.discard) == 1 and kind_of(state.discard[0]) == state.colour
        assert sum(GAME.conservation(state)[k] for k in ("red", "bubble", "broken", "plug")) == 7 + 6 + 5 + 8


def test_impossible_tables_and_first_seats_are_refused():
    with pytest.raises(InvalidConfig):
        GAME.setup(LooneyLightsConfig(), 7, 1)
    with pytest.raises(InvalidConfig):
        GAME.setup(LooneyLightsConfig(first_seat=4), 3, 1)


def test_a_bubble_may_cover_a_broken_and_announces_the_colour():
    state = build(hands={0: ["broken", "bubble", "blue"]}, colour="red")
    broken, bubble = ids(state, 0, "broken")[0], ids(state, 0, "bubble")[0]
    legal = GAME.legal_moves(state, 0)
    assert all(PlayBroken(broken=broken, then=bubble, colour=c) in legal for c in COLOURS)
    with pytest.raises(IllegalMove) as refused:
        GAME.apply(state, 0, PlayBroken(broken=broken, then=bubble))
    assert "LL-7" in refused.value.detail
    state, _ = GAME.apply(state, 0, PlayBroken(broken=broken, then=bubble, colour="pink"))
    assert state.colour == "pink"


def test_a_drawn_plain_bulb_covers_a_held_broken_when_it_cannot_be_played_alone():
    state = build(hands={0: ["broken"]}, colour="red", deck_top=["green"])
    broken, green = ids(state, 0, "broken")[0], state.deck[0]
    state, _ = GAME.apply(state, 0, Draw())
    assert state.drawn == green
    assert GAME.legal_moves(state, 0) == [PlayBroken(broken=broken, then=green)]


def test_a_drawn_bubble_is_played_alone_even_with_a_broken_in_hand():
    state = build(hands={0: ["broken"]}, colour="red", deck_top=["bubble"])
    bubble = state.deck[0]
    state, _ = GAME.apply(state, 0, Draw())
    assert GAME.legal_moves(state, 0) == [Play(card=bubble, colour=c) for c in COLOURS]


def test_a_drawn_broken_is_playable_when_the_hand_holds_a_card_to_cover_it():
    state = build(hands={0: ["blue", "green"]}, colour="red", deck_top=["broken"])
    broken = state.deck[0]
    state, _ = GAME.apply(state, 0, Draw())
    assert state.drawn == broken
    assert {m.then for m in GAME.legal_moves(state, 0)} == set(ids(state, 0, "blue") + ids(state, 0, "green"))


def test_a_plug_may_go_on_a_plug_and_keeps_its_adopted_colour():
    state = build(hands={0: ["plug", "blue"]}, colour="green", discard=["green", "plug"])
    state, _ = GAME.apply(state, 0, Play(card=ids(state, 0, "plug")[0]))
    assert state.colour == "green" and kind_of(state.discard[-1]) == "plug"


def test_the_empty_deck_is_refilled_from_the_discard_but_its_top_card():
    state = build(hands={0: ["blue"]}, colour="red", deck_top=[], rest_in_deck=False)
    top = state.discard[-1]
    state, events = GAME.apply(state, 0, Draw())
    assert "deck-reshuffled" in names(events) and state.discard[-1] == top
    assert state.step == "forced"


def test_a_seat_with_nothing_to_play_or_draw_is_skipped_and_a_table_all_passing_is_blocked():
    state = build(hands={0: ["blue"], 1: ["green"]}, colour="red", discard=["red"], rest_in_deck=False)
    state = msgspec.structs.replace(state, deck=(), discard=(state.discard[-1],))
    counts = GAME.conservation(state)
    assert GAME.idle(state, 0) is not None
    state = msgspec.structs.replace(state, active=1)
    state, events = GAME.skip(state, 1)
    assert names(events) == ["turn-passed", "turn-started"] and state.active == 0 and state.passes == 1
    state, events = GAME.skip(state, 0)
    assert state.finished and state.reason == "blocked" and names(events)[-1] == "game-ended"
    assert GAME.conservation(state) == counts


def test_a_draw_that_empties_both_piles_passes_and_the_next_idle_seats_are_skipped_until_blocked():
    state = build(hands={0: ["blue"], 1: ["green"]}, colour="red", discard=["yellow", "red"], rest_in_deck=False)
    state = msgspec.structs.replace(state, deck=(), discard=state.discard[-2:])
    state, events = GAME.apply(state, 0, Draw())
    assert names(events)[:4] == ["deck-reshuffled", "cards-drawn", "cards-seen", "turn-passed"]
    assert names(events).count("step-skipped") == 1 and events[-1].reason == "blocked"
    assert state.finished and state.reason == "blocked" and state.winner is None
    assert [line.rank for line in GAME.score(state).seats] == [2, 1]


def test_the_turn_cap_ranks_by_cards_left_and_ties_share():
    state = build(players=3, hands={0: ["red", "red"], 1: ["blue"], 2: ["green"] * 3}, max_turns=1)
    state, _ = GAME.apply(state, 0, Play(card=ids(state, 0, "red")[0]))
    board = GAME.score(state)
    assert state.finished and board.reason == "turn-cap"
    assert [line.rank for line in board.seats] == [1, 1, 3]
    assert board.seats[2].breakdown == {"went_out": 0, "cards_left": 3}


def test_refusals_name_only_the_seats_own_cards():
    state = build(hands={0: ["red", "blue"]}, colour="red")
    with pytest.raises(IllegalMove) as refused:
        GAME.apply(state, 0, Draw())
    assert "LL-2" in refused.value.detail
    with pytest.raises(IllegalMove) as refused:
        GAME.apply(state, 0, Play(card=ids(state, 0, "blue")[0]))
    assert "LL-1" in refused.value.detail
    with pytest.raises(IllegalMove) as refused:
        GAME.apply(state, 0, Play(card=state.deck[0]))
    assert refused.value.detail == f"card {state.deck[0]} is not in your hand"


def test_a_draw_tells_the_table_what_the_drawer_lacks_and_its_forced_play_takes_the_drawn_card_back_out():
    state = build(hands={0: ["blue", "green"]}, colour="red", deck_top=["green", "yellow", "red"])
    state, _ = GAME.apply(state, 0, Draw())  # two misses kept, the Red forced
    assert GAME.view(state, 1).at_most[0] == {"red": 1, "bubble": 1, "plug": 1}  # the forced card may be any
    state, _ = GAME.apply(state, 0, GAME.legal_moves(state, 0)[0])
    assert all(GAME.view(state, seat).at_most[0] == {"red": 0, "bubble": 0, "plug": 0} for seat in (0, 1, None))


def test_a_plug_or_broken_tells_the_table_the_seat_holds_none_of_the_colour():
    state = build(hands={0: ["plug", "blue", "blue"], 1: ["broken", "green", "green"]}, colour="red")
    state, _ = GAME.apply(state, 0, Play(card=ids(state, 0, "plug")[0]))
    assert GAME.view(state, 1).at_most[0] == {"red": 0}
    broken, green = ids(state, 1, "broken")[0], ids(state, 1, "green")[0]
    state, _ = GAME.apply(state, 1, PlayBroken(broken=broken, then=green))
    assert GAME.view(state, 0).at_most[1] == {"red": 0}


@pytest.mark.parametrize("policy", ["random", "greedy"])
def test_what_the_table_saw_always_caps_the_true_hands(policy):
    assert_caps_hold(GAME, LooneyLightsConfig(), [(seed, 2 + seed % 5) for seed in range(30)], policy, _caps)


def test_a_sampled_table_deals_no_seat_more_than_the_table_saw():
    assert_samples_within_caps(GAME, LooneyLightsConfig(), range(10), _caps)


def _caps(view, seat: int) -> dict[str, int]:
    return view.at_most[seat]


def test_the_caps_never_tell_which_card_of_a_forced_broken_play_was_drawn():
    # Seat 0 either held two followers and drew the Broken, or held two Brokens and drew the Green: the table
    # sees the same caps before, the same draw of one card and the same Broken-and-Green play.
    caps = tuple(1 if kind == "green" else 2 if kind == "broken" else OPEN for kind in KINDS)
    followers = build(hands={0: ["green", "blue"]}, colour="red", deck_top=["broken"], most=(caps, caps))
    brokens = build(hands={0: ["broken", "broken"]}, colour="red", deck_top=["green"], most=(caps, caps))
    seen = []
    for state in (followers, brokens):
        state, _ = GAME.apply(state, 0, Draw())
        move = next(m for m in GAME.legal_moves(state, 0) if kind_of(m.then) == "green")
        state, _ = GAME.apply(state, 0, move)
        seen.append(GAME.view(state, 1).at_most[0])
    assert seen[0] == seen[1]


def test_the_greedy_bot_names_a_colour_the_next_seat_was_seen_unable_to_follow():
    lacking = {"blue", "bubble", "plug"}
    row = tuple(0 if kind in lacking else OPEN for kind in KINDS)
    state = build(hands={0: ["bubble", "blue", "green"], 1: ["red"] * 4}, colour="red", most=((OPEN,) * len(KINDS), row))
    view, moves = GAME.view(state, 0), GAME.legal_moves(state, 0)
    picks = {GAME.bots["greedy"](view, moves, random.Random(seed)).colour for seed in range(20)}
    assert picks == {"blue"}  # Blue and Green are each held once; seat 1 lacks Blue, Bubbles and Plugs
