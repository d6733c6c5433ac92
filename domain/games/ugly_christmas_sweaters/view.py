"""What each seat sees (UCS-43, G-5) and rebuilding a full state from it."""

from __future__ import annotations

import random

from domain.contract import BaseView

from .components import FADS, PERFECT_FITS, SANTAS, SWEATERS, TRENDY_YARNS
from .knit import all_cards
from .rules import actors
from .state import Play, SeatRound, Sweater, UcsConfig, UcsState

# Once finished, a view shows the phase "over" instead of the step the game stopped in; a state rebuilt
# from such a view is put in the round-end step, since a finished game asks nothing of anyone.
OVER = "over"
ENDED_IN = "round-end"


class UcsView(BaseView, frozen=True, kw_only=True):
    """The table as one seat sees it: everything public plus its own hand and Secret Santas."""

    config: UcsConfig
    players: int
    round: int
    trick: int
    tricks: int
    phase: str
    pool: list[int]
    trade: list[Play]
    play_order: list[int]
    ranks: list[int]
    queue: list[int]
    knitting: list[list[Sweater]]
    perfect_fit: int
    perfect_fit_discard: list[int]
    trendy_yarn: int
    trendy_yarn_discard: list[int]
    fads: list[int]
    fad_discard: list[int]
    hand_sizes: list[int]
    pile_sizes: list[int]
    santa_counts: list[int]
    santas_met: list[list[int]]
    santa_box: list[int]
    kickstarter: list[int | None]
    kickstarter_box: list[int]
    ending: bool
    claim_seat: int
    claim_sweater: int
    claim_options: list[int]
    claim_then: str
    results: list[list[SeatRound]]
    reason: str | None = None
    hand: list[int] = []
    secret_santas: list[int] = []


def view(state: UcsState, seat: int | None) -> UcsView:
    """Project the state for `seat` (None = spectator): no other hand, pile order, hidden Secret Santa or seed."""
    return UcsView(
        seat=seat, actors=sorted(actors(state)), finished=state.finished,
        config=state.config, players=state.players, round=state.round, trick=state.trick,
        tricks=state.tricks, phase=OVER if state.finished else state.phase, pool=list(state.pool),
        trade=list(state.trade), play_order=list(state.play_order), ranks=list(state.ranks),
        queue=list(state.queue), knitting=[list(area) for area in state.knitting],
        perfect_fit=state.perfect_fit, perfect_fit_discard=list(state.perfect_fit_discard),
        trendy_yarn=state.trendy_yarn, trendy_yarn_discard=list(state.trendy_yarn_discard),
        fads=list(state.fads), fad_discard=list(state.fad_discard),
        hand_sizes=[len(h) for h in state.hands], pile_sizes=[len(p) for p in state.piles],
        santa_counts=[len(s) for s in state.santas], santas_met=[list(m) for m in state.santas_met],
        santa_box=list(state.santa_box), kickstarter=list(state.kickstarter),
        kickstarter_box=list(state.kickstarter_box), ending=state.ending,
        claim_seat=state.claim_seat, claim_sweater=state.claim_sweater,
        claim_options=list(state.claim_options), claim_then=state.claim_then,
        results=[list(r) for r in state.results], reason=state.reason,
        hand=list(state.hands[seat]) if seat is not None else [],
        secret_santas=list(state.santas[seat]) if seat is not None else [],
    )


def _unseen(total: int, seen) -> list[int]:
    known = set(seen)
    return [card for card in range(total) if card not in known]


def _pile(rng: random.Random, total: int, *seen) -> tuple[int, ...]:
    cards = _unseen(total, [c for group in seen for c in group])
    rng.shuffle(cards)
    return tuple(cards)


def determinize(v: UcsView, rng: random.Random) -> UcsState:
    """A state matching view `v`: unseen hands, piles, Secret Santas and gameplay piles re-dealt at random."""
    me = v.seat
    on_table = [*v.pool, *(p.card for p in v.trade), *(c for area in v.knitting for s in area for c in all_cards(s))]
    hidden = list(_pile(rng, len(SWEATERS), on_table, v.hand))
    hands, piles = [], []
    for seat in range(v.players):
        if seat == me:
            hands.append(tuple(v.hand))
        else:
            hands.append(tuple(sorted(hidden.pop() for _ in range(v.hand_sizes[seat]))))
        piles.append(tuple(hidden.pop() for _ in range(v.pile_sizes[seat])))
    met_anywhere = [c for met in v.santas_met for c in met]
    santa_hidden = list(_pile(rng, len(SANTAS), v.santa_box, v.secret_santas, met_anywhere))
    santas = []
    for seat in range(v.players):
        if seat == me:
            santas.append(tuple(v.secret_santas))
        else:
            extra = [santa_hidden.pop() for _ in range(v.santa_counts[seat] - len(v.santas_met[seat]))]
            santas.append(tuple(sorted((*v.santas_met[seat], *extra))))
    return UcsState(
        config=v.config, players=v.players, seed=rng.getrandbits(64), round=v.round, trick=v.trick,
        tricks=v.tricks, phase=ENDED_IN if v.finished else v.phase, hands=tuple(hands), piles=tuple(piles),
        pool=tuple(v.pool), trade=tuple(v.trade), play_order=tuple(v.play_order), ranks=tuple(v.ranks),
        queue=tuple(v.queue), knitting=tuple(tuple(area) for area in v.knitting),
        perfect_fit=v.perfect_fit, perfect_fit_discard=tuple(v.perfect_fit_discard),
        perfect_fit_pile=_pile(rng, len(PERFECT_FITS), [v.perfect_fit], v.perfect_fit_discard),
        trendy_yarn=v.trendy_yarn, trendy_yarn_discard=tuple(v.trendy_yarn_discard),
        trendy_yarn_pile=_pile(rng, len(TRENDY_YARNS), [v.trendy_yarn], v.trendy_yarn_discard),
        fads=tuple(v.fads), fad_discard=tuple(v.fad_discard),
        fad_pile=_pile(rng, len(FADS), v.fads, v.fad_discard),
        santas=tuple(santas), santas_met=tuple(tuple(m) for m in v.santas_met),
        santa_pile=tuple(santa_hidden), santa_box=tuple(v.santa_box),
        kickstarter=tuple(v.kickstarter), kickstarter_box=tuple(v.kickstarter_box), ending=v.ending,
        claim_seat=v.claim_seat, claim_sweater=v.claim_sweater, claim_options=tuple(v.claim_options),
        claim_then=v.claim_then, results=tuple(tuple(r) for r in v.results), finished=v.finished,
        reason=v.reason,
    )
