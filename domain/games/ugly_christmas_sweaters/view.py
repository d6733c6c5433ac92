"""What each seat sees (UCS-43, G-5) and rebuilding a full state from it."""

from __future__ import annotations

import random

from domain.contract import BaseView

from .catalog import CardId, FadId, KickstarterId, PerfectFitId, SantaId, TrendyYarnId
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
    """The options the game was created with."""
    players: int
    """How many seats play, 2-4."""
    round: int
    """The round being played: 1-3, or 1 in Express."""
    trick: int
    """The trick being played within this round, from 1."""
    tricks: int
    """Tricks completed over the whole game (the Round Tracker; the game stops at 64, G-8)."""
    phase: str
    """The step the game waits for: `play` (a seat plays a card to the trick), `billy` (the holder of
    Billy's a Brute may use it), `draft` (the first seat of `queue` drafts), `claim` (`claim_seat` picks a
    Fad), `tina` (the holder of Tina Can Tink may use it before scoring), or `over` once finished."""
    pool: list[CardId]
    """The draft pool, face up, ascending: the cards of the previous trick, which this trick's winners draft."""
    trade: list[Play]
    """The cards played to this trick so far, in play order, each with what it counts as."""
    play_order: list[int]
    """The seats in play order for this trick, the leader first; in 2P the leader and the other seat play
    twice each, alternating (UCS-41)."""
    ranks: list[int]
    """Once the trick is complete: the seat holding each Draft Order card, "1" first (index = id in
    `draft_order_cards`); in 2P a seat holds two. Empty while cards are being played."""
    queue: list[int]
    """The seats still to draft this trick, in order: the first one drafts now. Empty outside the draft."""
    knitting: list[list[Sweater]]
    """Each seat's knitting area (index = seat): its sweaters, in the order started. A sweater's index here
    is the `sweater` number moves and events use."""
    perfect_fit: PerfectFitId
    """The Perfect Fit card in force: cards of its value are the strongest in a trick."""
    perfect_fit_discard: list[PerfectFitId]
    """Perfect Fit cards replaced so far, face up, oldest first (reshuffled when the pile runs out)."""
    trendy_yarn: TrendyYarnId
    """The Trendy Yarn card in force: cards of its colour beat the other colours in a trick."""
    trendy_yarn_discard: list[TrendyYarnId]
    """Trendy Yarn cards replaced so far, face up, oldest first (reshuffled when the pile runs out)."""
    fads: list[FadId]
    """The Fads on display: one, or players+1 in Express, where a claimed Fad stays listed and the
    sweater holding it names it in its `fad`."""
    fad_discard: list[FadId]
    """Fads replaced at earlier rounds' starts, face up, oldest first."""
    hand_sizes: list[int]
    """How many cards each seat holds (index = seat), 0-9."""
    pile_sizes: list[int]
    """How many cards are left in each seat's face-down personal draw pile (index = seat)."""
    santa_counts: list[int]
    """How many Secret Santa cards each seat holds (index = seat), face down, revealed ones included."""
    santas_met: list[list[SantaId]]
    """Avid mode: each seat's Secret Santa cards met and revealed so far (index = seat); empty lists in
    casual mode, where every card is revealed at scoring and goes to `santa_box`."""
    santa_box: list[SantaId]
    """Casual mode: the Secret Santa cards revealed at earlier scorings, now out of the game, ascending."""
    kickstarter: list[KickstarterId | None]
    """The unused Kickstarter card each seat holds face up (index = seat); null when it holds none (the
    option is off, or its card is used)."""
    kickstarter_box: list[KickstarterId]
    """Kickstarter cards out of play, ascending: not dealt, or used."""
    ending: bool
    """True once a seat has completed three sweaters (four in Express) in this trick: the round ends when
    this trick's drafting is over (UCS-22)."""
    claim_seat: int
    """In the `claim` step, the seat choosing which Fad its sweater claims (Express, UCS-37); -1 at any
    other time."""
    claim_sweater: int
    """In the `claim` step, the index of the claiming sweater in `claim_seat`'s knitting area; -1 at any
    other time."""
    claim_options: list[FadId]
    """In the `claim` step, the displayed Fads the sweater meets, one of which it claims; empty at any
    other time."""
    claim_then: str
    """In the `claim` step, what follows the claim: `draft` (drafting goes on) or `tina` (the round is
    scored, after Tina Can Tink). Outside that step it keeps its last value (`draft` at first) and means
    nothing."""
    results: list[list[SeatRound]]
    """The scorepad: one list per scored round, oldest first, holding one line per seat (index = seat)."""
    reason: str | None = None
    """How the game ended: `rounds-played`, or `turn-cap` at the 64-trick cap; null while it runs."""
    hand: list[CardId] = []
    """The viewing seat's own hand, ascending; empty for a spectator."""
    secret_santas: list[SantaId] = []
    """The viewing seat's own Secret Santa cards, ascending; empty for a spectator."""


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
