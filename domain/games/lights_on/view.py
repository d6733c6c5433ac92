"""What a seat of Lights On may know (LO-12, G-5), and a full state rebuilt from that knowledge."""

from __future__ import annotations

import random

import msgspec

from domain.contract import BaseView
from domain.kit import Race, committed
from domain.lights import kind_of
from domain.lights.components import Kind

from .components import BOX, BROKENS, DECK, GESTURES, KIND_INDEX, PLUGS, STALL_MOVES, TEAMS, Gesture, team_of
from .rules import actors
from .state import CallResult, LightsOnState, Sign, Step, step_of

State = LightsOnState


class MarketCard(msgspec.Struct, frozen=True, kw_only=True):
    """A face-up Market card: its id (what a `swap` takes) and its kind."""

    id: int
    kind: Kind


class LightsOnView(BaseView, frozen=True, kw_only=True):
    """One seat's knowledge: its own hand after GO, its team's signal, and the public table (LO-12).

    players, max_rounds: the table and its option; round: the round being played; rounds_ended: rounds
    settled so far (G-8); step: "countdown", "play", "vote" or "over"; teams: the seats of team 0 and team 1;
    team: the viewer's team (None for a spectator); signal: the viewer's team's secret gesture (LO-12);
    hand: the viewer's own cards by kind, empty until it has looked at GO; hand_counts: cards in every hand;
    market: the four face-up Market cards, left to right; deck_count: cards in the Bulb deck; discard: the
    round discard by kind, oldest first (LO-8); ready: seats ready in the countdown; vote_open: "New lights?"
    is being voted on; asker: who asked; voted: seats that sealed a vote; my_vote: the viewer's sealed vote;
    moves_in_round, stall_limit: play-step moves this round and the LO-11 limit; gestures: the gestures of
    this round, oldest first; plugs, brokens: tokens per team; supply_plugs, supply_brokens: tokens left in
    the piles; last_call: the last call and the hand it revealed; race: the round's race (LO-1); winner: the
    winning team (None on a draw); reason: how the game ended.
    """

    players: int = 4
    max_rounds: int = 0
    round: int = 1
    rounds_ended: int = 0
    step: Step = "countdown"
    teams: list[list[int]] = []
    team: int | None = None
    signal: Gesture | None = None
    hand: list[Kind] = []
    hand_counts: list[int] = []
    market: list[MarketCard] = []
    deck_count: int = 0
    discard: list[Kind] = []
    ready: list[int] = []
    vote_open: bool = False
    asker: int | None = None
    voted: list[int] = []
    my_vote: bool | None = None
    moves_in_round: int = 0
    stall_limit: int = STALL_MOVES
    gestures: list[Sign] = []
    plugs: list[int] = []
    brokens: list[int] = []
    supply_plugs: int = 0
    supply_brokens: int = 0
    last_call: CallResult | None = None
    race: Race | None = None
    winner: int | None = None
    reason: str | None = None


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
        plugs=[len(cards) for cards in state.plugs], brokens=[len(cards) for cards in state.brokens],
        supply_plugs=len(state.supply_plugs), supply_brokens=len(state.supply_brokens), last_call=state.last_call,
        race=state.race, winner=state.winner, reason=state.reason,
    )


def _tokens(pile: tuple[int, ...], counts: list[int]) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """Token ids for each team's count, the rest left in the supply (ids of one kind are interchangeable)."""
    teams = (pile[: counts[0]], pile[counts[0] : counts[0] + counts[1]])
    return teams, pile[counts[0] + counts[1] :]


def determinize(v: LightsOnView, rng: random.Random) -> State:
    """Deal the unseen bulbs to the hands and deck; draw the other team's signal and the other seats' votes."""
    market = tuple(card.id for card in v.market)
    pool: dict[str, list[int]] = {}
    for card in DECK:
        if card not in market:
            pool.setdefault(kind_of(card), []).append(card)
    hands: list[list[int]] = [[] for _ in range(v.players)]
    if v.seat is not None and v.hand:
        hands[v.seat] = [pool[kind].pop() for kind in v.hand]
    discard = tuple(pool[kind].pop() for kind in v.discard)
    unseen = [card for cards in pool.values() for card in cards]
    rng.shuffle(unseen)
    for seat, count in enumerate(v.hand_counts):
        missing = count - len(hands[seat])
        hands[seat], unseen = hands[seat] + unseen[:missing], unseen[missing:]
    signals = [v.signal if v.team == team else rng.choice(GESTURES) for team in (0, 1)]
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
        winner=v.winner, finished=v.finished, reason=v.reason,
    )
