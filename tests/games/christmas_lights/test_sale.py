"""SALE and its question language (companion section 3.4, CL-15 to CL-17)."""

from __future__ import annotations

import msgspec
import pytest

from domain.contract import IllegalMove
from domain.games.christmas_lights import GAME
from domain.games.christmas_lights.events import SaleAnswered
from domain.games.christmas_lights.moves import (
    Accept,
    Decline,
    Move,
    OfferCard,
    PlaceSpecial,
    PlayCard,
    PutUp,
    Withdraw,
)
from domain.games.christmas_lights.question import (
    All,
    AnyOf,
    CardIs,
    CountIs,
    FitsNext,
    HasPair,
    Not,
    OneOf,
    Question,
    SameCards,
    answer,
)
from domain.lights.components import BULBS

LTR = "left-to-right"


def _ids(*kinds: str) -> list[int]:
    pools = {kind: [b.id for b in BULBS if b.kind == kind] for kind in {b.kind for b in BULBS}}
    return [pools[kind].pop() for kind in kinds]


def test_offers_are_listed_with_the_simplest_question_and_name_it_open(table, act):
    state, _ = act(table(players=3, hands={0: ["red", "plug"]}), 0, PutUp(refs=[1]))
    offers = [m for m in GAME.legal_moves(state, 0) if isinstance(m, OfferCard)]
    assert [(m.seat, m.question) for m in offers] == [(1, HasPair()), (2, HasPair())]
    assert all(GAME.open_fields(m) == ("question",) for m in offers)
    assert Withdraw(sale_card=0) in GAME.legal_moves(state, 0)


def test_the_move_schema_lets_a_client_build_any_question():
    schema = msgspec.json.schema(Move)
    question = schema["$defs"]["OfferCard"]["properties"]["question"]
    tags = set(question["discriminator"]["mapping"])
    assert tags == {"card-is", "same", "count", "has-pair", "fits-next", "not", "all", "any"}
    assert "OneOf" in schema["$defs"]
    assert schema["$defs"]["All"]["properties"]["questions"]["items"]["discriminator"]


def test_each_seat_is_offered_a_card_once_and_unsold_cards_are_discarded(table, act):
    state = table(players=3, hands={0: ["red", "plug", "green"]})
    state, _ = act(state, 0, PutUp(refs=[0, 2]))
    state, _ = act(state, 0, OfferCard(sale_card=0, seat=1, question=CardIs(card=0, is_="plug")))
    state, _ = act(state, 1, Decline())
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, OfferCard(sale_card=0, seat=1))
    state, _ = act(state, 0, OfferCard(sale_card=0, seat=2, question=HasPair()))
    state, _ = act(state, 2, Decline())
    assert GAME.view(state, 0).discard == ["red"] and len(state.sale) == 1
    state, _ = act(state, 0, Withdraw(sale_card=0))
    assert GAME.view(state, 0).discard == ["red", "green"] and state.step == "refill"


@pytest.mark.parametrize("question", [
    All(questions=[HasPair(), HasPair(), HasPair(), HasPair()]),
    CardIs(card=3, is_="red"),
    SameCards(cards=(0, 0)),
    All(questions=[]),
    FitsNext(card=0),
    CountIs(kind=OneOf(one_of=[]), compare="at-least", n=1),
])
def test_questions_beyond_the_language_are_refused(table, act, question):
    state, _ = act(table(players=2, hands={0: ["red", "plug", "pink"]}), 0, PutUp(refs=[2]))
    with pytest.raises(IllegalMove) as error:
        GAME.apply(state, 0, OfferCard(sale_card=0, seat=1, question=question))
    assert error.value.code == "illegal-move"


def test_fits_next_may_be_asked_once_the_pattern_is_public(table, act):
    state = table(hands={0: ["bubble", "green", "blue", "red"]}, events=("lump-of-coal",),
                  strings={0: ("P01", LTR, ["red", None, None, None, None])})
    state, _ = act(state, 0, PlayCard(ref=0))
    state, _ = act(state, 0, PlaceSpecial(position=1))  # Lump of Coal shows P01; Green is next
    state, _ = act(state, 0, PutUp(refs=[2]))
    state, _ = act(state, 0, OfferCard(sale_card=0, seat=1, question=FitsNext(card=0)))
    state, events = act(state, 1, Accept())
    assert [e.answer for e in events if isinstance(e, SaleAnswered)] == [True]


def test_answers_are_the_truth_about_the_sellers_hand():
    hand = _ids("red", "plug", "pink", "red")
    assert answer(CountIs(kind="red", compare="exactly", n=2), hand, None)
    assert answer(CountIs(kind="special", compare="at-most", n=1), hand, None)
    assert not answer(CountIs(kind="plain", compare="at-least", n=4), hand, None)
    assert answer(CardIs(card=2, is_=OneOf(one_of=["green", "pink"])), hand, None)
    assert answer(SameCards(cards=(0, 3)), hand, None)
    assert answer(HasPair(), hand, None)
    assert not answer(HasPair(), _ids("red", "plug"), None)
    assert answer(Not(question=AnyOf(questions=[CardIs(card=1, is_="bubble"), CardIs(card=0, is_="blue")])),
                  hand, None)
    assert answer(FitsNext(card=1), hand, "plug")


def test_a_question_travels_as_plain_json():
    text = b'{"type":"any","questions":[{"type":"card-is","card":0,"is":"red"},{"type":"has-pair"}]}'
    question = msgspec.json.decode(text, type=Question)
    assert question == AnyOf(questions=[CardIs(card=0, is_="red"), HasPair()])
    assert msgspec.json.encode(question) == text
