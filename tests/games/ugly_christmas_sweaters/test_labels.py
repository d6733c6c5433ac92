"""Ugly Christmas Sweaters move labels, event texts and the component catalog, word for word."""

from __future__ import annotations

from domain.contract import StepSkipped
from domain.games.ugly_christmas_sweaters.catalog import BOX
from domain.games.ugly_christmas_sweaters.components import BILLY, MARIA, TINA
from domain.games.ugly_christmas_sweaters.events import (
    CardPlayed, DraftOrderSet, GameplayCardFlipped, RoundScored, SecretSantaDealt,
)
from domain.games.ugly_christmas_sweaters.moves import ClaimFad, Decline, DraftCard, PlayCard, UseBilly, UseTina
from domain.games.ugly_christmas_sweaters.state import Sweater, UcsConfig

GREEN_TREES, CLASH = 0, 8
AUNTIE_JAIMIE = 4
KICKSTARTER = UcsConfig(kickstarter_cards=True, first_seat=0)


def _labels(ucs, state, seat: int) -> dict[object, str]:
    """Every offered move of `seat` with its label, written from that seat's view."""
    view = ucs.game.view(state, seat)
    return {move: ucs.game.label(view, move) for move in ucs.game.legal_moves(state, seat)}


def _drafting(ucs, knitting, **fields):
    return ucs.table(hands=["Y1", "Y2", "Y3", "Y4"], piles=["Y5", "Y6", "Y7", "Y8"], pool="G12 G9 R10 P10",
                     phase="draft", ranks=(0, 1, 2, 3), queue=(0, 1, 2, 3), knitting=knitting, **fields)


def test_a_lead_names_the_card_and_a_leading_patch_the_pool_card_it_copies(ucs):
    state = ucs.table(hands=["R7 Rp", "Gp Y1", "Y2", "Y3"], pool="G9 Y5 P1 Gp")
    labels = _labels(ucs, state, 0)
    assert labels[PlayCard(card=ucs.card("R7"))] == "Lead Red 7"
    assert labels[PlayCard(card=ucs.card("Rp"), copy_from=ucs.card("G9"))] == (
        "Lead Red patch, copying Green 9 from the pool")


def test_a_following_patch_says_what_it_counts_as(ucs):
    state = ucs.table(hands=["G9 R1", "Gp Y1", "Y2", "Y3"], pool="Y5 P1 R2 R3")
    state, events = ucs.run(state, (0, PlayCard(card=ucs.card("G9"))))
    assert _labels(ucs, state, 1)[PlayCard(card=ucs.card("Gp"))] == (
        "Play Green patch as 9 Candy Canes, copying the card before it")
    assert ucs.game.text(events[0]) == "seat 0 played Green 9"


def test_draft_labels_name_the_sweater_the_slot_and_what_is_covered(ucs):
    labels = _labels(ucs, _drafting(ucs, ((ucs.sweater("G1 - G3"),), (), (), ())), 0)
    assert labels[DraftCard(card=ucs.card("G12"), sweater=0, slot="bottom")] == (
        "Draft Green 12 into sweater 1, bottom slot, covering Green 3")
    assert labels[DraftCard(card=ucs.card("G9"), slot="bottom")] == "Draft Green 9 into a new sweater as its bottom piece"


def test_a_draft_onto_a_floating_patch_says_where_the_patch_goes(ucs):
    state = _drafting(ucs, ((Sweater(floating=ucs.card("Rp")),), (), (), ()))
    move = DraftCard(card=ucs.card("R10"), sweater=0, slot="left", floating_slot="bottom")
    assert _labels(ucs, state, 0)[move] == "Draft Red 10 into sweater 1, left slot, its Red patch taking the bottom slot"


def test_a_draft_with_mixed_up_maria_says_so(ucs):
    state = _drafting(ucs, ((ucs.sweater("G1 - G3"),), (), (), ()), config=KICKSTARTER,
                      kickstarter=(MARIA, None, None, None))
    move = DraftCard(card=ucs.card("G12"), sweater=0, slot="right", use_maria=True)
    assert _labels(ucs, state, 0)[move] == "Draft Green 12 into sweater 1, right slot with Mixed-up Maria"


def test_billy_labels_name_the_swap_and_the_refusal(ucs):
    state = ucs.table(config=KICKSTARTER, hands=["R1 Y1", "G4 Y2", "R10 Y3", "R5 Y4"],
                      piles=["Y5", "Y6", "Y7", "Y8"], pool="G1 G2 G3 G5", fit=4, yarn="purple",
                      kickstarter=(None, None, None, BILLY), kickstarter_box=(0, 1, 2))
    plays = [(seat, PlayCard(card=ucs.card(name))) for seat, name in enumerate(["R1", "G4", "R10", "R5"])]
    state, events = ucs.run(state, *plays)
    assert _labels(ucs, state, 3) == {
        UseBilly(): 'Use Billy\'s a Brute: swap your Draft Order "3" for seat 1\'s "1"',
        Decline(): "Keep Billy's a Brute for a later trick",
    }
    assert ucs.game.text(events[-1]) == (
        'Draft Order cards handed out: "1" to seat 1, "2" to seat 2, "3" to seat 3 and "4" to seat 0')
    _, events = ucs.run(state, (3, UseBilly()))
    assert ucs.game.text(events[0]) == 'seat 3 used Billy\'s a Brute and took Draft Order "1" from seat 1'


def test_tina_labels_name_the_card_where_it_comes_from_and_where_it_goes(ucs):
    stacked = Sweater(slots=((ucs.card("G1"),), (ucs.card("G2"),), (ucs.card("G3"), ucs.card("R6"))))
    state = ucs.table(config=KICKSTARTER, phase="tina", kickstarter=(TINA, None, None, None),
                      knitting=((stacked, ucs.sweater("R4 R5 -")), (), (), ()), ranks=(0, 1, 2, 3),
                      pool="Y1 Y2 Y3 Y4", fads=(GREEN_TREES,))
    labels = _labels(ucs, state, 0)
    assert labels[UseTina(card=ucs.card("R6"), sweater=1, slot="bottom")] == (
        "Use Tina Can Tink: move Red 6 from sweater 1 to sweater 2, bottom slot")
    assert labels[Decline()] == "Keep Tina Can Tink and score the round"
    _, events = ucs.run(state, (0, UseTina(card=ucs.card("R6"), sweater=1, slot="bottom")))
    assert ucs.game.text(events[0]) == "seat 0 used Tina Can Tink to move Red 6 to sweater 2 (bottom slot)"


def test_claim_labels_tell_the_two_clash_cards_apart(ucs):
    state = ucs.table(config=UcsConfig(express=True, first_seat=0), phase="claim", claim_seat=0,
                      claim_sweater=0, claim_options=(GREEN_TREES, CLASH, CLASH + 1), claim_then="draft",
                      knitting=((ucs.sweater("G1 G2 G3"),), (), (), ()), ranks=(0, 1, 2, 3), queue=(0, 1, 2, 3))
    assert sorted(_labels(ucs, state, 0).items(), key=lambda item: item[0].fad) == [
        (ClaimFad(fad=GREEN_TREES), 'Claim the Fad "All Green / All Trees" with sweater 1'),
        (ClaimFad(fad=CLASH), 'Claim the Fad "Clash Is In" (copy 1 of 2) with sweater 1'),
        (ClaimFad(fad=CLASH + 1), 'Claim the Fad "Clash Is In" (copy 2 of 2) with sweater 1'),
    ]


def test_event_texts_read_from_the_event_alone(ucs):
    text = ucs.game.text
    assert text(CardPlayed(seat=1, card=ucs.card("Gp"), value=9, icon=1)) == "seat 1 played Green patch as 9 Candy Canes"
    assert text(DraftOrderSet(ranks=[0, 1, 0, 1])) == (
        'Draft Order cards handed out: "1" to seat 0, "2" to seat 1, "3" to seat 0 and "4" to seat 1')
    assert text(RoundScored(round=2, points=[4, 8], santas_shown=[[], []])) == "Round 2 scored: seat 0 4 VP and seat 1 8 VP"
    assert text(GameplayCardFlipped(kind="perfect-fit", card=3)) == "The Perfect Fit is now 8"
    assert text(GameplayCardFlipped(kind="trendy-yarn", card=2)) == "The Trendy Yarn is now Red"
    assert text(SecretSantaDealt(seat=0, cards=[AUNTIE_JAIMIE], to=(0,))) == (
        "seat 0 was dealt Secret Santa Auntie Jaimie (two Candy Canes pieces and one Purple piece)")
    assert text(StepSkipped(seat=2, reason="no card to play")) == "Seat 2 had nothing to do and was passed (no card to play)"


def test_the_catalog_lists_every_piece_with_its_printed_faces(ucs):
    assert [len(BOX.cards), len(BOX.icons), len(BOX.secret_santas), len(BOX.fads), len(BOX.perfect_fits),
            len(BOX.trendy_yarns), len(BOX.kickstarter_cards), len(BOX.draft_order_cards)] == [52, 4, 16, 10, 6, 4, 4, 4]
    red_seven = BOX.cards[ucs.card("R7")]
    assert (red_seven.name, red_seven.colour, red_seven.value, red_seven.icon, red_seven.slot) == (
        "Red 7", "red", 7, "snowmen", "left")
    patch = BOX.cards[ucs.card("Yp")]
    assert (patch.name, patch.patch, patch.value, patch.icon, patch.slot) == ("Yellow patch", True, None, None, None)
    assert [entry.id for entry in BOX.cards] == list(range(52))
    assert BOX.secret_santas[AUNTIE_JAIMIE].name == "Auntie Jaimie"
    assert [BOX.fads[GREEN_TREES].name, BOX.fads[CLASH].name] == ["All Green / All Trees", "Clash Is In"]
    assert [entry.name for entry in BOX.kickstarter_cards] == [
        "The Little Brothers Colour Coordinate", "Tina Can Tink", "Mixed-up Maria", "Billy's a Brute"]
    assert [icon.name for icon in BOX.icons] == ["Snowmen", "Candy Canes", "Bells", "Trees"]
