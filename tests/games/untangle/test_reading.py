"""The table's plays, and the expert's reading of the other seats' patterns from them (`reading.py`)."""

from __future__ import annotations

import random

import pytest

from domain.games.untangle import GAME, rules
from domain.games.untangle.moves import DiscardAndDraw, Extend, Remove, Replace, Untangle
from domain.games.untangle.reading import odds
from domain.games.untangle.state import PLAYS_KEPT, Play, UntangleConfig
from domain.games.untangle.view import Reading, UntangleBotView, UntangleView
from domain.lights import kind_of
from tests.games.leaks import steps
from tests.games.untangle.tables import TANGLE, build

OTHERS = ["P04", "P05", "P06", "P07", "P08", "P09", "P10", "P11", "P12", "P13", "P14", "P15", "P16", "P17", "P18"]


def test_every_swap_and_card_played_into_the_knot_is_noted_with_the_knot_before_it(monkeypatch):
    monkeypatch.setattr(rules, "PLAYS_KEPT", 10**6)  # every play of the game, none dropped
    noted = 0
    played = [step for policy in ("random", "greedy") for step in steps(GAME, UntangleConfig(), 3, 5, policy)]
    for before, seat, move, after, _ in played:
        added = after.plays[len(before.plays) :]
        assert after.plays[: len(before.plays)] == before.plays
        assert all((p.seat, p.done, p.knot) == (seat, len(before.completed[seat]), before.knot) for p in added)
        noted += len(added)
        match move:
            case Untangle(index=i):
                assert [(p.kind, p.at) for p in added] == [("swap", i)]
            case Replace(card=card, index=i):
                assert [(p.kind, p.at) for p in added] == [(kind_of(card), i)]
            case Remove(index=i):
                assert [(p.kind, p.at) for p in added] == [("broken", i)]
            case Extend(card=card, end=end):
                assert [(p.kind, p.at) for p in added] == [(kind_of(card), -1 if end == "left" else len(before.knot))]
            case DiscardAndDraw(cards=cards):  # each kind discarded once, with no place
                assert sorted((p.kind, p.at) for p in added) == sorted({(kind_of(c), None) for c in cards})
            case _:
                assert added == ()
    assert noted > 40


def test_a_long_game_keeps_only_its_latest_plays(monkeypatch):
    played = list(steps(GAME, UntangleConfig(), 3, 5, "random"))
    kept = [after.plays for _, _, _, after, _ in played]
    monkeypatch.setattr(rules, "PLAYS_KEPT", 10**6)
    state, every = played[0][0], []
    for _, seat, move, _, _ in played:  # the same moves again, every play kept
        state, _ = GAME.apply(state, seat, move)
        every.append(state.plays)
    assert len(every[-1]) > 2 * PLAYS_KEPT  # the cap was reached, and long passed
    assert all(plays == whole[-PLAYS_KEPT:] for plays, whole in zip(kept, every, strict=True))


def test_a_swap_that_brings_a_pattern_closest_makes_the_sets_holding_it_likelier():
    # Red, green, pink, blue, yellow: P01 with its second and third cards swapped; swapping them back spells it.
    state = build(knot=["red", "green", "pink", "blue", "yellow", *TANGLE[:5]])
    play = Play(seat=0, done=0, knot=state.knot, kind="swap", at=1)
    sets = odds((play,), 0, ["P01", *OTHERS[:9]], 3, [])
    assert sum(w for _, w in sets) == pytest.approx(1.0)
    top = max(w for _, w in sets)
    assert all(w == top for chosen, w in sets if "P01" in chosen)  # the one swap that spells P01
    assert sum(w for chosen, w in sets if "P01" in chosen) > 0.6  # against 0.3 of the sets


def test_a_card_discarded_where_it_would_have_come_closer_makes_the_sets_it_fits_less_likely():
    # Red, pink, green, blue and a gap: a yellow at the end spells P01, so a seat that discarded a yellow here
    # is unlikely to hold P01.
    state = build(knot=["red", "pink", "green", "blue", "purple", *TANGLE[:5]])
    play = Play(seat=0, done=0, knot=state.knot, kind="yellow", at=None)
    sets = odds((play,), 0, ["P01", *OTHERS[:9]], 3, [])
    holding = [w for chosen, w in sets if "P01" in chosen]
    assert max(holding) == min(w for _, w in sets) < max(w for _, w in sets)
    assert sum(holding) < 0.05  # against 0.3 of the sets


def test_a_pattern_completed_since_a_play_still_explains_it():
    state = build(knot=["red", "green", "pink", "blue", "yellow", *TANGLE[:5]])
    play = Play(seat=0, done=0, knot=state.knot, kind="swap", at=1)
    sets = odds((play,), 0, OTHERS[:8], 2, ["P01"])
    assert len({w for _, w in sets}) == 1  # P01, completed since, explains the swap whatever else the seat holds


def test_the_reading_of_greedy_seats_finds_their_patterns_more_often_than_chance():
    found, chance = [], []
    for seed in range(8):
        for before, seat, _, _, _ in steps(GAME, UntangleConfig(), 2, 40 + seed, "greedy"):
            other = 1 - seat
            if sum(play.seat == other for play in before.plays) < 4 or not before.patterns[other]:
                continue
            (reading,) = GAME.bot_view(before, seat, "expert").readings
            truth = set(before.patterns[other])
            found.append(sum(w * len(truth & set(chosen)) for chosen, w in reading.sets) / len(truth))
            chance.append(len(truth) / (len(truth) + len(before.box_patterns)))
    assert len(found) > 40
    assert sum(found) / len(found) > 1.4 * sum(chance) / len(chance)


def test_only_the_expert_reads_and_its_samples_deal_the_sets_by_their_odds():
    state = build(players=3)
    for level in ("random", "greedy"):
        assert type(GAME.bot_view(state, 0, level)) is UntangleView
    read = GAME.bot_view(state, 0, "expert")
    assert isinstance(read, UntangleBotView) and [r.seat for r in read.readings] == [1, 2]
    sure = read.__class__(
        **{**{f: getattr(read, f) for f in read.__struct_fields__}, "readings": [
            Reading(seat=1, sets=[(("P07", "P08", "P09"), 1.0)]),
            Reading(seat=2, sets=[(("P07", "P10", "P11"), 0.9), (("P12", "P13", "P14"), 0.1)]),
        ]}
    )
    rng = random.Random(3)
    dealt = [GAME.determinize(sure, rng).patterns for _ in range(30)]
    assert all(patterns[1] == ("P07", "P08", "P09") for patterns in dealt)
    assert all(patterns[2] == ("P12", "P13", "P14") for patterns in dealt)  # the likelier set shares P07
    assert all(GAME.determinize(sure, rng).plays == read.plays for _ in range(3))
