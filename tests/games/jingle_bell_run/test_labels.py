"""The words a UI shows beside Jingle Bell Run's moves and in its game log.

The tables of conftest take the lowest ids of each kind: Red Bulbs are #0-6, Green #7-13, Yellow #14-20,
Blue #21-27, Purple #28-34, Pink #35-41, Bubble #42-47, Broken #48-52 and Plugs #53-60.
"""

from __future__ import annotations

from domain.contract import StepSkipped
from domain.games.jingle_bell_run.events import GameEnded, MarketWiped, TurnPassed
from domain.games.jingle_bell_run.moves import (
    ChooseCorner, DiscardDown, Move, Steal, SwapPatterns, TakeBubble, TakeCard,
)


def labels(jb, state) -> dict[object, str]:
    """Every legal move of the active seat with its label, written from its own view."""
    view = jb.game.view(state, state.active)
    return {move: jb.game.label(view, move) for move in jb.game.legal_moves(state, state.active)}


def test_a_corner_names_its_cell_and_the_finish_across_the_grid(jb):
    state = jb.table(step="corner", corners=(None, None))
    assert labels(jb, state)[ChooseCorner(corner="nw")] == (
        "Start beside the north-west corner (cell 1) and race to the south-east corner"
    )
    state = jb.table(step="corner", corners=(None, None), start_on_corner=True)
    assert labels(jb, state)[ChooseCorner(corner="sw")] == (
        "Start on the south-west corner (cell 13) and race to the north-east corner"
    )


def test_takes_name_the_card_and_which_pick_it_is(jb):
    state = jb.table(hands=(("red",), ("green",)), market=("bubble", "pink"))
    offered = labels(jb, state)
    assert offered[TakeBubble(market_card=42)] == "Take Bubble Bulb #42 from the Market as your whole take"
    assert offered[TakeCard(source=35)] == "Take Pink Bulb #35 from the Market as your first pick"
    state, _ = jb.play(state, TakeCard(source=35))
    assert labels(jb, state)[TakeCard(source="deck")] == "Draw the top card of the deck blind as your second pick"


def test_a_steal_names_the_brokens_and_how_many_cards_it_takes(jb):
    state = jb.table(hands=(("broken", "broken"), ("red",)))
    offered = labels(jb, state)
    assert offered[Steal(brokens=(48,), seat=1)] == "Discard Broken Bulb #48 to take 1 random card from seat 1"
    assert offered[Steal(brokens=(48, 49), seat=1)] == (
        "Discard Broken Bulb #48 and Broken Bulb #49 to take 1 random card from seat 1"
    )


def test_a_swap_names_the_plug_and_both_cells_with_their_patterns(jb):
    state = jb.table(hands=(("plug",), ("red",)), patterns={5: "P02", 6: "P03"})
    assert labels(jb, state)[SwapPatterns(plug=53, a=5, b=6)] == (
        "Discard Plug #53 to swap the Pattern cards of cell 6 (P02) and cell 7 (P03)"
    )


def test_a_move_names_the_cell_its_pattern_and_every_card_paid(jb):
    state = jb.table(hands=(("red", "green", "yellow", "blue", "bubble"), ("red",)), patterns={0: "P01"})
    assert labels(jb, state)[Move(to=0, cards=(0, 7, 14, 21, 42))] == (
        "Move to cell 1 (P01) paying Red Bulb #0, Green Bulb #7, Yellow Bulb #14, Blue Bulb #21 and Bubble Bulb #42"
    )


def test_a_move_into_the_finish_says_so(jb):
    state = jb.table(hands=(("red", "green", "yellow", "blue", "bubble"), ("red",)), patterns={15: "P01"},
                     positions=(11, None))
    assert labels(jb, state)[Move(to=15, cards=(0, 7, 14, 21, 42))] == (
        "Move to cell 16 (P01), your finish, paying Red Bulb #0, Green Bulb #7, Yellow Bulb #14, Blue Bulb #21 "
        "and Bubble Bulb #42"
    )


def test_a_discard_names_the_cards_dropped_and_the_limit(jb):
    hand = ("red", "red", "green", "green", "yellow", "yellow", "blue", "blue")
    state = jb.table(hands=(hand, ("red",)), step="discard")
    assert labels(jb, state)[DiscardDown(cards=(0,))] == "Discard Red Bulb #0 to keep 7 cards"


def test_a_move_and_a_win_are_told_in_the_log(jb):
    state = jb.table(hands=(("red", "green", "yellow", "blue", "bubble"), ("red",)), patterns={15: "P01"},
                     positions=(11, None))
    _state, events = jb.play(state, Move(to=15, cards=(0, 7, 14, 21, 42)))
    assert [jb.game.text(event) for event in events] == [
        "Seat 0 paid Red Bulb #0, Green Bulb #7, Yellow Bulb #14, Blue Bulb #21 and Bubble Bulb #42 and moved to "
        "cell 16",
        "Seat 0 reached their finish and won the race",
    ]


def test_the_market_the_turn_the_cap_and_skipped_picks_have_their_own_lines(jb):
    wiped = MarketWiped(cards=(42, 43, 44, 0, 7))
    assert jb.game.text(wiped) == "Three Bubble Bulbs showed at once: the Market's 5 cards went to the discard"
    assert jb.game.text(TurnPassed(seat=1, round=1)) == "Seat 1's turn (1 round complete)"
    assert jb.game.text(GameEnded(reason="turn-cap")) == "The game is over: the round cap was reached"
    skipped = StepSkipped(seat=0, reason="nothing-to-take")
    assert jb.game.text(skipped) == "Seat 0 had nothing to do and was passed (nothing left to take)"
