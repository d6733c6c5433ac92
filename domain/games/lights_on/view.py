"""What a seat of Lights On may know (LO-12, G-5), and a full state rebuilt from that knowledge."""

from __future__ import annotations

import random
from math import comb

import msgspec

from domain.contract import BaseView
from domain.kit import Race, committed
from domain.lights import kind_of
from domain.lights.catalog import CardId
from domain.lights.components import KIND_INDEX, Kind

from .catalog import GestureId
from .components import (
    BOX, BROKENS, DECK, DECK_KINDS, GESTURES, HAND_SIZE, PLUGS, STALL_MOVES, TEAMS, team_of,
)
from .rules import actors
from .state import CallResult, LightsOnState, Sign, Step, known_counts, step_of

State = LightsOnState


class MarketCard(msgspec.Struct, frozen=True, kw_only=True):
    """A face-up Market card: its id (what a `swap` takes) and its kind."""

    id: CardId
    """The card's id: the `take` of a swap for it."""
    kind: Kind
    """The card's kind: one of the six colours or `bubble`."""


class LightsOnView(BaseView, frozen=True, kw_only=True):
    """One seat's knowledge: its own hand after GO, its team's signal, and the public table (LO-12)."""

    players: int = 4
    """Seats at the table: always 4, in two teams."""
    max_rounds: int = 0
    """The round cap (LO-11, G-8): the game ends once this many rounds are settled."""
    round: int = 1
    """The round being played, from 1."""
    rounds_ended: int = 0
    """Rounds settled so far, by a call or a stall (G-8)."""
    step: Step = "countdown"
    """What the table is doing: `countdown` (seats say ready), `play` (the race), `vote` (a new-lights vote
    is open, play goes on) or `over`."""
    teams: list[list[int]] = []
    """The seats of each team: team 0 is seats 0 and 2, team 1 is seats 1 and 3 (teammates sit diagonally)."""
    team: int | None = None
    """The viewer's team, 0 or 1; null for a spectator."""
    signal: GestureId | None = None
    """The viewer's team's secret signal (LO-12); null for a spectator."""
    hand: list[Kind] = []
    """The viewer's own four cards by kind, colours first, from GO until the round ends; empty before it has
    looked and for a spectator."""
    hand_counts: list[int] = []
    """Cards in each seat's hand, by seat."""
    market: list[MarketCard] = []
    """The four face-up Market cards, left to right."""
    deck_count: int = 0
    """Cards in the Bulb deck (its order is never shown)."""
    discard: list[Kind] = []
    """The round discard by kind, oldest first: Markets replaced this round (LO-8)."""
    ready: list[int] = []
    """The seats that have said ready in the current countdown."""
    vote_open: bool = False
    """True while "New lights?" is being voted on (LO-8)."""
    asker: int | None = None
    """The seat that asked "New lights?"; null when no vote is open."""
    voted: list[int] = []
    """The seats that have sealed a vote (never what they voted)."""
    my_vote: bool | None = None
    """The viewer's own sealed vote, true for yes; null before it votes or with no vote open."""
    moves_in_round: int = 0
    """Play-step moves made this round (swaps, gestures, asks and votes; LO-11)."""
    stall_limit: int = STALL_MOVES
    """The move count at which a round without a call stalls and is dealt again, with no token (LO-11)."""
    gestures: list[Sign] = []
    """The gestures made this round, oldest first."""
    signal_clues: list[list[GestureId]] = []
    """By team: the gestures its secret signal may be, as everyone could tell (LO-12). After each lit "Lights ON"
    the revealing seat's gestures of that round, narrowed by those of the team's earlier lit calls; empty before
    the team's first. A clue, not the signal: a team may choose a signal it never shows."""
    known: list[dict[Kind, int]] = []
    """By seat: the bulbs of each kind it surely holds, as everyone saw its swaps this round: one for each card it
    took from the Market, less one of a kind for each card of that kind it gave back since (kinds it surely holds
    none of are left out). Every seat's counts are empty after a deal."""
    plugs: list[int] = []
    """Plug tokens each team holds, by team (three win, LO-9)."""
    brokens: list[int] = []
    """Broken Bulb tokens each team holds, by team (three lose, LO-9)."""
    supply_plugs: int = 0
    """Plug tokens left in the supply."""
    supply_brokens: int = 0
    """Broken Bulb tokens left in the supply."""
    last_call: CallResult | None = None
    """The last call and the hand it revealed; null before the first call."""
    race: Race | None = None
    """The round's race (LO-1): open from GO until the first call wins it; null before the first GO and after
    a stall."""
    winner: int | None = None
    """The winning team, 0 or 1; null while the game runs and on a draw."""
    reason: str | None = None
    """How the game ended: `three-plugs`, `three-brokens` or `turn-cap`; null while it runs."""


def looked(state: State) -> bool:
    """Seats have seen their own hands: from GO until the round ends ("do not look yet")."""
    return state.race is not None and state.race.open and not state.finished


def _kinds(cards: tuple[int, ...]) -> list[Kind]:
    return sorted((kind_of(card) for card in cards), key=KIND_INDEX.__getitem__)  # type: ignore[return-value]


def view(state: State, seat: int | None) -> LightsOnView:
    """Own hand (after GO), own team's signal and vote; other hands, the deck order and other votes hidden."""
    mine = seat is not None and 0 <= seat < state.players
    votes = state.votes
    return LightsOnView(
        seat=seat, actors=sorted(actors(state)), finished=state.finished, players=state.players,
        max_rounds=state.max_rounds, round=state.round, rounds_ended=state.rounds_ended, step=step_of(state),
        teams=[list(team) for team in TEAMS], team=team_of(seat) if mine else None,
        signal=state.signals[team_of(seat)] if mine else None,  # type: ignore[arg-type]
        hand=_kinds(state.hands[seat]) if mine and looked(state) else [],
        hand_counts=[len(hand) for hand in state.hands],
        market=[MarketCard(id=card, kind=kind_of(card)) for card in state.market],  # type: ignore[arg-type]
        deck_count=len(state.deck), discard=[kind_of(card) for card in state.discard],  # type: ignore[misc]
        ready=committed(state.ready), vote_open=votes is not None, asker=state.asker,
        voted=committed(votes) if votes is not None else [],
        my_vote=votes[seat] if mine and votes is not None else None,
        moves_in_round=state.moves_in_round, gestures=list(state.signs),
        known=[{kind: n for kind, n in zip(DECK_KINDS, held, strict=True) if n} for held in known_counts(state)],
        signal_clues=[list(clues) for clues in state.signal_clues],  # type: ignore[misc]
        plugs=[len(cards) for cards in state.plugs], brokens=[len(cards) for cards in state.brokens],
        supply_plugs=len(state.supply_plugs), supply_brokens=len(state.supply_brokens), last_call=state.last_call,
        race=state.race, winner=state.winner, reason=state.reason,
    )


def _set_of(pool: dict[str, list[int]], held: list[int], size: int, rng: random.Random) -> list[int]:
    """The unseen cards that make `held` four of a kind (LO-3), taken from the pool; the kind is drawn by how many
    ways the unseen cards make it. Nothing when no kind can, or the hand is not of four."""
    kinds = {kind_of(card) for card in held}
    need = HAND_SIZE - len(held)
    ways = {kind: comb(len(cards), need) for kind, cards in pool.items() if not kinds or kinds == {kind}}
    if size != HAND_SIZE or not any(ways.values()):
        return []
    kind = rng.choices(list(ways), weights=list(ways.values()))[0]
    cards = pool[kind]
    rng.shuffle(cards)
    taken, pool[kind] = cards[:need], cards[need:]
    return taken


def _tokens(pile: tuple[int, ...], counts: list[int]) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """Token ids for each team's count, the rest left in the supply (ids of one kind are interchangeable)."""
    teams = (pile[: counts[0]], pile[counts[0] : counts[0] + counts[1]])
    return teams, pile[counts[0] + counts[1] :]


def determinize(v: LightsOnView, rng: random.Random) -> State:
    """Deal the unseen bulbs to the hands and deck; draw the other team's signal and the other seats' votes.

    Every seat is dealt first the bulbs the table saw it take (`known`), and one more of each kind it took: a seat
    takes a kind it already holds, as four of a kind are made (a reading, not a fact). The other team's signal is
    drawn from its clues (any gesture before the first). A seat that made its team's signal this round (the
    viewer's own team's, or the one drawn from clues), with the race still open, is dealt four of a kind: that is
    what a signal says (LO-4), and the viewer's calls rest on it. Before the first clue an opponent's gesture is
    read as nothing: a signal drawn from all twelve would deal a set to any seat that gestured freely."""
    market = tuple(card.id for card in v.market)
    pool: dict[str, list[int]] = {}
    for card in DECK:
        if card not in market:
            pool.setdefault(kind_of(card), []).append(card)
    hands: list[list[int]] = [[] for _ in range(v.players)]
    if v.seat is not None and v.hand:
        hands[v.seat] = [pool[kind].pop() for kind in v.hand]
    discard = tuple(pool[kind].pop() for kind in v.discard)
    others = [seat for seat in range(v.players) if seat != v.seat]
    for seat in others:
        hands[seat] = [pool[kind].pop() for kind, n in v.known[seat].items() for _ in range(n)]
    for seat in others:  # only once every seat holds what it surely holds: the readings take what is left
        for kind in v.known[seat]:  # a seat takes a kind it already holds: that is how four of a kind are made
            if pool[kind] and len(hands[seat]) < v.hand_counts[seat]:
                hands[seat].append(pool[kind].pop())
    signals = [v.signal if v.team == team else rng.choice(v.signal_clues[team] or GESTURES) for team in (0, 1)]
    read = {team for team in (0, 1) if team == v.team or v.signal_clues[team]}  # a signal drawn blind says nothing
    if v.race is not None and v.race.open:
        signed = {
            sign.seat for sign in v.gestures
            if team_of(sign.seat) in read and sign.gesture == signals[team_of(sign.seat)]
        }
        for seat in sorted(signed - {v.seat}):
            hands[seat] += _set_of(pool, hands[seat], v.hand_counts[seat], rng)
    unseen = [card for cards in pool.values() for card in cards]
    rng.shuffle(unseen)
    for seat, count in enumerate(v.hand_counts):
        missing = count - len(hands[seat])
        hands[seat], unseen = hands[seat] + unseen[:missing], unseen[missing:]
    votes = None
    if v.vote_open:
        votes = tuple(
            (v.my_vote if seat == v.seat else rng.random() < 0.5) if seat in v.voted else None
            for seat in range(v.players)
        )
    plugs, supply_plugs = _tokens(PLUGS, v.plugs)
    brokens, supply_brokens = _tokens(BROKENS, v.brokens)
    return State(
        seed=rng.getrandbits(63), counter=1, players=v.players, max_rounds=v.max_rounds, signals=tuple(signals),
        round=v.round, rounds_ended=v.rounds_ended,
        ready=tuple(True if seat in v.ready else None for seat in range(v.players)), votes=votes, asker=v.asker,
        hands=tuple(tuple(sorted(hand)) for hand in hands), market=market, deck=tuple(unseen), discard=discard,
        supply_plugs=supply_plugs, supply_brokens=supply_brokens, plugs=plugs, brokens=brokens, box=BOX,
        race=v.race, moves_in_round=v.moves_in_round, signs=tuple(v.gestures), last_call=v.last_call,
        known=tuple(tuple(held.get(kind, 0) for kind in DECK_KINDS) for held in v.known),
        signal_clues=tuple(tuple(clues) for clues in v.signal_clues),
        winner=v.winner, finished=v.finished, reason=v.reason,
    )
