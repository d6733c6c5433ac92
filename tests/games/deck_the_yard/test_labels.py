"""Move labels and event texts of Deck the Yard, word for word."""

from __future__ import annotations

import msgspec

from domain.contract import StepSkipped
from domain.games.deck_the_yard import GAME
from domain.games.deck_the_yard.events import BulbPlayed, GameEnded, PlugPaid, StringWiped
from domain.games.deck_the_yard.moves import ChoosePattern, Decline, Discard, PayPlug, Play, TakeEffect
from domain.lights import card_id, kind_of
from tests.games.deck_the_yard.conftest import cards_of


def _labels(state) -> dict[object, str]:
    view = GAME.view(state, 0)
    return {move: GAME.label(view, move) for move in GAME.legal_moves(state, 0)}


def _waiting_on(state, special: int):
    """The yard with `special` just drawn from the Bulb deck and waiting for an answer (DY-3)."""
    deck = tuple(card for card in state.deck if card != special)
    return msgspec.structs.replace(state, deck=deck, pending=special)


def test_choosing_a_pattern_names_it_and_its_colours(table):
    labels = _labels(table(current=None, hand=["red", "green", "blue", "yellow", "purple"]))
    assert labels[ChoosePattern(pattern=card_id("P01"))] == (
        "Build the string on Pattern P01 (red, pink, green, blue, yellow)"
    )


def test_play_and_discard_name_the_card_and_the_slot(table):
    state = table(current="P01", string=["red"], hand=["bubble", "pink", "red", "red", "red"])
    pink, bubble, red = cards_of(state, "pink")[0], cards_of(state, "bubble")[0], cards_of(state, "red")[0]
    assert (pink, bubble, red) == (35, 42, 0)
    labels = _labels(state)
    assert labels[Play(card=pink)] == "Play the pink bulb (card 35) as bulb 2 of the string"
    assert labels[Play(card=bubble)] == "Play the Bubble (card 42) for pink as bulb 2 of the string"
    assert labels[Discard(card=red)] == "Discard the red bulb (card 0)"


def test_a_drawn_character_is_claimed_with_a_plug_or_declined(table):
    state = _waiting_on(table(hand=["plug", "red", "red", "red", "red"]), card_id("santa"))
    assert list(_labels(state).values()) == [
        "Pay a Plug to claim the Santa Character", "Let the Santa Character go to the discard",
    ]
    assert set(_labels(state)) == {PayPlug(), Decline()}


def test_a_drawn_broken_bulb_is_stopped_with_a_plug_or_takes_effect(table):
    state = table(string=["red"], hand=["plug", "red", "red", "red", "red"])
    broken = next(card for card in state.deck if kind_of(card) == "broken")
    labels = _labels(_waiting_on(state, broken))
    assert labels == {
        PayPlug(): "Pay a Plug so the Broken Bulb does not wipe the string",
        TakeEffect(): "Let the Broken Bulb wipe the string",
    }


def test_event_texts():
    assert GAME.text(BulbPlayed(card=3, slot=0)) == "Played the red bulb (card 3) as bulb 1 of the string"
    assert GAME.text(PlugPaid(plug=55, against=card_id("reindeer"))) == (
        "Paid the Plug (card 55) against the Reindeer Character"
    )
    assert GAME.text(StringWiped(cards=(0, 36))) == "The Broken Bulb wiped the string: 2 bulbs discarded"
    assert GAME.text(GameEnded(reason="played-out", claims=9, target=9)) == (
        "The game is over with 9 claims of the 9 needed: won"
    )
    assert GAME.text(StepSkipped(seat=0, reason="")) == "Seat 0 had nothing to do and was passed"
