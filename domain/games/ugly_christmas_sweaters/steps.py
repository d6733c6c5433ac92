"""Resolving each decision step: plays, Billy, drafts, Fad claims, Tina and round scoring (section 1.3)."""

from __future__ import annotations

from msgspec.structs import replace

from domain.contract import Event

from .components import BILLY, LITTLE_BROTHERS, MARIA, SLOTS, TINA, TRENDY_YARNS
from .knit import completed, lift, place, placements, uncovered, unbuilt
from .events import BillyUsed, CardDrafted, CardPlayed, DraftOrderSet, FadClaimed, RoundScored, TinaUsed
from .moves import ClaimFad, DraftCard, PlayCard, UseTina
from .rounds import end_trick, next_round
from .score import BROTHERS_VP, best_reading, fad_claim_options, single_colour
from .state import SeatRound, UcsState
from .trade import as_played, draft_ranks

Result = tuple[UcsState, list[Event]]


def holder(state: UcsState, card: int) -> int | None:
    """The seat holding an unused Kickstarter card, if any."""
    return state.kickstarter.index(card) if card in state.kickstarter else None


def _spend(state: UcsState, seat: int) -> UcsState:
    """A one-time Kickstarter card goes to the box once used (section 1.5)."""
    card = state.kickstarter[seat]
    kick = tuple(None if s == seat else c for s, c in enumerate(state.kickstarter))
    return replace(state, kickstarter=kick, kickstarter_box=tuple(sorted((*state.kickstarter_box, card))))


def _slot(name: str | None) -> int | None:
    return None if name is None else SLOTS.index(name)


def slot_name(slot: int | None) -> str | None:
    """The move/event word for a slot index."""
    return None if slot is None else SLOTS[slot]


def play(state: UcsState, seat: int, move: PlayCard) -> Result:
    """Put a card in the trade area; after the last play, rank the trick (UCS-16)."""
    played = as_played(state, seat, move)
    hands = list(state.hands)
    hands[seat] = tuple(card for card in hands[seat] if card != move.card)
    state = replace(state, hands=tuple(hands), trade=(*state.trade, played))
    events: list[Event] = [CardPlayed(seat=seat, card=move.card, value=played.value, icon=played.icon)]
    if len(state.trade) < len(state.play_order):
        return state, events
    ranks = draft_ranks(state.trade, state.perfect_fit, TRENDY_YARNS[state.trendy_yarn])
    state = replace(state, ranks=ranks, queue=ranks, phase="draft")
    events.append(DraftOrderSet(ranks=list(ranks)))
    brute = holder(state, BILLY)
    if brute is not None and ranks[0] != brute:  # section 1.5: only when another seat won
        state = replace(state, phase="billy")
    return state, events


def use_billy(state: UcsState, seat: int) -> Result:
    """Swap the Billy holder's best Draft Order card with the winner's "1" (section 1.5)."""
    ranks = list(state.ranks)
    best = ranks.index(seat)
    winner = ranks[0]
    ranks[0], ranks[best] = seat, winner
    state = replace(_spend(state, seat), ranks=tuple(ranks), queue=tuple(ranks), phase="draft")
    return state, [BillyUsed(seat=seat, winner=winner), DraftOrderSet(ranks=ranks)]


def draft_placements(state: UcsState, seat: int) -> list[DraftCard]:
    """Every draft move: a pool card times every UCS-19 placement (Maria's too while unused)."""
    return [move for card in sorted(set(state.pool)) for move in card_placements(state, seat, card)]


def card_placements(state: UcsState, seat: int, card: int) -> list[DraftCard]:
    """The draft moves that take `card` from the pool: every UCS-19 placement (Maria's too while unused)."""
    maria = state.kickstarter[seat] == MARIA
    return [
        DraftCard(card=card, sweater=index, slot=slot_name(slot), floating_slot=slot_name(other), use_maria=use_maria)
        for index, slot, other, use_maria in placements(state.knitting[seat], card, maria)
    ]


def _knit(state: UcsState, seat: int, knitting) -> UcsState:
    areas = list(state.knitting)
    areas[seat] = knitting
    return replace(state, knitting=tuple(areas))


def draft(state: UcsState, seat: int, move: DraftCard) -> Result:
    """Take the pool card and knit it; Express claims a Fad at once (UCS-18, UCS-37)."""
    pool = list(state.pool)
    pool.remove(move.card)
    where = (move.sweater, _slot(move.slot), _slot(move.floating_slot), move.use_maria)
    knitting, index = place(state.knitting[seat], move.card, where)
    state = replace(_knit(state, seat, knitting), pool=tuple(pool))
    if move.use_maria:
        state = _spend(state, seat)
    events: list[Event] = [CardDrafted(seat=seat, card=move.card, sweater=index, slot=move.slot,
                                       floating_slot=move.floating_slot, maria=move.use_maria)]
    state, claimed = _offer_claim(state, seat, index, "draft")
    events += claimed
    if state.phase == "claim":
        return state, events
    state, after = after_draft(state, seat)
    return state, events + after


def _offer_claim(state: UcsState, seat: int, index: int, then: str) -> Result:
    if not state.config.express:
        return state, []
    taken = {s.fad for area in state.knitting for s in area if s.fad is not None}
    options = fad_claim_options(state.knitting[seat][index], state.fads, taken)
    if len(options) == 1:  # UCS-37: claiming is automatic
        return claim(state, seat, index, options[0])
    if options:
        state = replace(state, phase="claim", claim_seat=seat, claim_sweater=index,
                        claim_options=tuple(options), claim_then=then)
    return state, []


def claim(state: UcsState, seat: int, index: int, fad: int) -> Result:
    """Lay a Fad card on the sweater, which is locked from now on (UCS-37)."""
    area = list(state.knitting[seat])
    area[index] = replace(area[index], fad=fad)
    state = replace(_knit(state, seat, tuple(area)), claim_seat=-1, claim_sweater=-1, claim_options=())
    return state, [FadClaimed(seat=seat, fad=fad, sweater=index)]


def claim_fad(state: UcsState, seat: int, move: ClaimFad) -> Result:
    """Resolve the placer's choice between several qualifying Fads, then resume."""
    then = state.claim_then
    state, events = claim(state, seat, state.claim_sweater, move.fad)
    if then == "tina":
        state, scored = score_round(state)
        return state, events + scored
    state, after = after_draft(replace(state, phase="draft"), seat)
    return state, events + after


def after_draft(state: UcsState, seat: int) -> Result:
    """UCS-22: check the trigger, pass to the next drafter, or end the trick."""
    if completed(state.knitting[seat]) >= (4 if state.config.express else 3):
        state = replace(state, ending=True)
    state = replace(state, queue=state.queue[1:])
    if state.queue:
        return state, []
    state, events = end_trick(state)
    if state.phase == "round-end":
        state, more = round_end(state)
        events += more
    return state, events


def tina_moves(state: UcsState, seat: int) -> list[UseTina]:
    """Every Tina Can Tink move: an uncovered card to a new sweater or another of yours (section 1.5)."""
    moves = []
    area = state.knitting[seat]
    for index, card in uncovered(area):
        lifted = lift(area, index, card)
        for target, slot, other, _ in placements(lifted, card, False, skip=index):
            moves.append(UseTina(card=card, sweater=target, slot=slot_name(slot), floating_slot=slot_name(other)))
    return moves


def use_tina(state: UcsState, seat: int, move: UseTina) -> Result:
    """Move the card; a sweater it completes scores and may claim a Fad in Express."""
    area = state.knitting[seat]
    source = next(i for i, c in uncovered(area) if c == move.card)
    lifted = lift(area, source, move.card)
    knitting, index = place(lifted, move.card, (move.sweater, _slot(move.slot), _slot(move.floating_slot), False))
    state = _spend(_knit(state, seat, knitting), seat)
    events: list[Event] = [TinaUsed(seat=seat, card=move.card, sweater=index, slot=move.slot)]
    state, claimed = _offer_claim(state, seat, index, "tina")
    events += claimed
    if state.phase == "claim":
        return state, events
    state, scored = score_round(state)
    return state, events + scored


def round_end(state: UcsState) -> Result:
    """Open the Tina window when it can be used, else score the round."""
    tina = holder(state, TINA)
    if tina is not None and tina_moves(state, tina):
        return replace(state, phase="tina"), []
    return score_round(state)


def score_round(state: UcsState) -> Result:
    """Score every seat (UCS-21 to UCS-38), reveal Secret Santas, then start the next round."""
    avid = state.config.secret_santa_mode == "avid"
    lines, santas_met, box = [], list(state.santas_met), list(state.santa_box)
    kick_box = list(state.kickstarter_box)
    kick = list(state.kickstarter)
    for seat in range(state.players):
        area = state.knitting[seat]
        fads = [s.fad if state.config.express else state.fads[0] for s in area]
        wanted = [c for c in state.santas[seat] if c not in state.santas_met[seat]]
        reading = best_reading(list(area), fads, wanted, avid)
        parts = dict(reading.parts)
        parts["little-brothers"] = 0
        if kick[seat] == LITTLE_BROTHERS and any(single_colour(s) for s in area):
            parts["little-brothers"] = BROTHERS_VP  # section 1.5: once per game
            kick[seat] = None
            kick_box.append(LITTLE_BROTHERS)
        shown = reading.met if avid else state.santas[seat]
        if avid:
            santas_met[seat] = tuple(sorted((*santas_met[seat], *reading.met)))
        else:
            box.extend(state.santas[seat])  # UCS-35: revealed, then to the box
        lines.append(SeatRound(points=sum(parts.values()), breakdown=parts, unbuilt=unbuilt(area),
                               fad_points=reading.fad_points, santas_shown=tuple(shown),
                               santas_met=reading.met))
    santas = state.santas if avid else ((),) * state.players
    state = replace(
        state, results=(*state.results, tuple(lines)), santas=santas, santas_met=tuple(santas_met),
        santa_box=tuple(sorted(box)), kickstarter=tuple(kick), kickstarter_box=tuple(sorted(kick_box)),
    )
    events: list[Event] = [RoundScored(round=state.round, points=[line.points for line in lines],
                                       santas_shown=[list(line.santas_shown) for line in lines])]
    state, more = next_round(state)
    return state, events + more

