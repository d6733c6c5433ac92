"""Move labels and event texts: what a UI shows beside each legal move and in the game log."""

from __future__ import annotations

import msgspec

from domain.contract import StepSkipped
from domain.games.christmas_lights import GAME
from domain.games.christmas_lights.events import CardDiscarded, EventAnswered, SaleAnswered, StringCompleted
from domain.games.christmas_lights.moves import (
    Accept,
    ArrangeHand,
    Decline,
    DiscardForNew,
    DiscardSpecial,
    EndTurn,
    OfferCard,
    Peek,
    PlaceSpecial,
    PlayCard,
    PutUp,
    Refill,
    SwapCard,
    TakeBulb,
    Withdraw,
)
from domain.games.christmas_lights.question import All, CardIs, CountIs, HasPair, Not, OneOf
from domain.games.christmas_lights.state import replace_seat
from domain.kit import open_commits

LTR = "left-to-right"


def _labels(state, seat: int) -> dict[str, str]:
    """Every legal move's label, keyed by the move's JSON."""
    view = GAME.view(state, seat)
    return {msgspec.json.encode(move).decode(): GAME.label(view, move) for move in GAME.legal_moves(state, seat)}


def _label(state, seat: int, move) -> str:
    labels = _labels(state, seat)
    key = msgspec.json.encode(move).decode()
    assert key in labels, f"{move!r} is not offered"
    return labels[key]


def test_a_card_that_may_start_a_string_names_its_pattern_and_end(table):
    state = table(hands={0: ["red", "green"]}, patterns={0: ("P01", "P02"), 1: ("P03", "P04")})
    move = PlayCard(ref=1, pattern="P02", direction="right-to-left")
    assert _label(state, 0, move) == "Play your card 2 to start the green-red-yellow-purple-blue Pattern from the right"


def test_a_card_played_into_a_started_string_is_named_by_ref_and_its_face_once_seen(table):
    state = table(hands={0: ["red", "pink"]}, strings={0: ("P01", LTR, ["red", None, None, None, None])})
    me = state.seats[0]
    seen = msgspec.structs.replace(me.hand[1], known=True)
    state = replace_seat(state, 0, msgspec.structs.replace(me, hand=(me.hand[0], seen)))
    assert _label(state, 0, PlayCard(ref=0)) == "Play your card 1"
    assert _label(state, 0, PlayCard(ref=1)) == "Play your card 2 (a pink bulb)"


def test_a_revealed_special_is_placed_or_discarded(table, act):
    state = table(hands={0: ["bubble"]}, strings={0: ("P01", LTR, ["red", "broken", None, None, None])})
    state, _ = act(state, 0, PlayCard(ref=0))
    over = "Place the Bubble at position 2 of your string over the Broken Bulb"
    assert _label(state, 0, PlaceSpecial(position=1)) == over
    assert _label(state, 0, PlaceSpecial(position=2)) == "Place the Bubble at position 3 of your string"
    assert _label(state, 0, DiscardSpecial()) == "Discard the Bubble instead of placing it"


def test_the_swap_names_the_other_seats_card_by_its_face(table):
    state = table(hands={0: ["red"], 1: ["plug", "blue"]})
    swap = SwapCard(ref=0, seat=1, their_ref=1)
    assert _label(state, 0, swap) == "Swap your card 1 for seat 1's card 2 (a blue bulb)"


def test_sale_moves_name_the_card_on_sale_and_the_question_as_the_seller_asks_it(table, act):
    state = table(players=3, hands={0: ["red", "plug", "green"], 1: ["blue"]})
    assert _label(state, 0, PutUp(refs=[0, 2])) == "Put your card 1 and your card 3 up for sale"
    state, _ = act(state, 0, PutUp(refs=[1]))
    assert _label(state, 0, OfferCard(sale_card=0, seat=2)) == (
        'Offer sale card 1 (a Plug) to seat 2 for an answer to "Do I hold two cards of the same kind?"')
    assert _label(state, 0, Withdraw(sale_card=0)) == "Withdraw sale card 1 (a Plug) from sale (it is discarded)"
    assert _label(state, 0, EndTurn()) == "End your turn (unsold cards are discarded)"
    question = Not(question=CardIs(card=1, is_=OneOf(one_of=["red", "bubble"])))
    state, _ = act(state, 0, OfferCard(sale_card=0, seat=1, question=question))
    assert _label(state, 1, Accept()) == (
        "Buy sale card 1 (a Plug) and answer seat 0's question "
        '"Is it false that my card 2 is a red or Bubble card?"')
    assert _label(state, 1, Decline()) == "Decline sale card 1 (a Plug) offered to you"


def test_refill_end_and_arrange(table):
    state = table(hands={0: ["red", "green", "blue"]})
    assert _label(state, 0, Refill(count=2)) == "Draw 2 cards and end your turn"
    assert _label(state, 0, EndTurn()) == "End your turn"
    assert _label(state, 0, ArrangeHand(order=[0, 1, 2], marks=["upright"] * 3)) == (
        "Arrange your hand: the same order, every card upright")
    view = GAME.view(state, 0)
    assert GAME.label(view, ArrangeHand(order=[2, 0, 1], marks=["upright", "sideways", "upside-down"])) == (
        "Arrange your hand: the order 3, 1, 2 (cards as they were numbered), card 2 sideways and card 3 upside-down")


def test_table_events_are_answered_by_name(table):
    hands = {0: ["red", "green"], 1: ["blue"]}
    light = table(hands=hands, event="light-switch", commits=open_commits(2))
    assert _label(light, 1, TakeBulb()) == "Light Switch: draw a Bulb card and look at it"
    assert _label(light, 1, Decline()) == "Light Switch: decline"
    eve = table(hands=hands, event="christmas-eve", commits=open_commits(2))
    assert _label(eve, 0, Peek(ref=1)) == "Christmas Eve: look at your card 2"
    boxing = table(hands=hands, event="boxing-day", commits=open_commits(2))
    assert _label(boxing, 0, DiscardForNew(ref=0)) == "Boxing Day: discard your card 1 and draw an unseen card"


def test_event_texts_tell_the_log_what_happened():
    question = All(questions=[CountIs(kind="plain", compare="exactly", n=2), HasPair()])
    sold = SaleAnswered(seat=0, buyer=2, kind="pink", question=question, answer=True)
    assert GAME.text(sold) == (
        'Seat 2 bought a pink bulb from seat 0 and answered yes to '
        '"Is it true that I hold exactly 2 plain cards and I hold two cards of the same kind?"')
    discarded = CardDiscarded(seat=1, kind="plug", reason="no-match")
    assert GAME.text(discarded) == "Seat 1 discarded a Plug (it did not fit)"
    completed = StringCompleted(seat=3, pattern="P07", strings=2)
    assert GAME.text(completed) == "Seat 3 completed the red-green-yellow-pink-blue Pattern (2 strings done)"
    assert GAME.text(EventAnswered(seat=1, choice="peek", ref=4)) == "Seat 1 looked at their card 5"
    assert GAME.text(StepSkipped(seat=2, reason="no card")) == "Seat 2 had nothing to do and was passed (no card)"
