"""Chance steps and the round cycle: deal, refill, Express swaps, round end (UCS-8/9/10, 22-24, 39/40)."""

from __future__ import annotations

from msgspec.structs import replace

from domain.contract import Event
from domain.rng import rng_at

from .components import DEALT, EXPRESS_SANTAS, EXPRESS_YARN_EVERY, HAND_SIZE, ROUNDS, SWEATERS
from .events import CardsDrawn, GameEnded, GameplayCardFlipped, RoundStarted, SecretSantaDealt
from .state import UcsState
from .trade import fit_played, play_order

MAX_TRICKS = 64  # UCS-46


def shuffled(state: UcsState, cards) -> tuple[UcsState, list[int]]:
    """G-3: one chance step, drawn from (seed, counter)."""
    cards = list(cards)
    rng_at(state.seed, state.counter).shuffle(cards)
    return replace(state, counter=state.counter + 1), cards


def deal_santas(state: UcsState, each: int) -> tuple[UcsState, list[Event]]:
    """UCS-33/35: deal each seat `each` Secret Santa cards from the pile, seen only by that seat."""
    pile = list(state.santa_pile)
    santas = []
    for _ in range(state.players):
        santas.append(tuple(sorted(pile.pop() for _ in range(each))))
    events = [SecretSantaDealt(seat=s, cards=list(c), to=(s,)) for s, c in enumerate(santas)]
    return replace(state, santa_pile=tuple(pile), santas=tuple(santas)), events


def start_round(state: UcsState, pool: tuple[int, ...], deck, leader: int) -> tuple[UcsState, list[Event]]:
    """UCS-8/9/24: deal every seat its pile, draw hands of 9, deal Secret Santas, first trick."""
    state, deck = shuffled(state, deck)
    each = DEALT[state.players]
    hands, piles = [], []
    for seat in range(state.players):
        dealt = deck[seat * each : (seat + 1) * each]
        hands.append(tuple(sorted(dealt[:HAND_SIZE])))
        piles.append(tuple(dealt[HAND_SIZE:]))
    state = replace(
        state, hands=tuple(hands), piles=tuple(piles), pool=tuple(sorted(pool)), trade=(),
        play_order=play_order(leader, state.players), ranks=(), queue=(), trick=1, phase="play",
        knitting=((),) * state.players, ending=False,
    )
    events: list[Event] = [RoundStarted(round=state.round, pool=list(state.pool), leader=leader)]
    events += [CardsDrawn(seat=s, cards=list(h), to=(s,)) for s, h in enumerate(hands)]
    if state.config.secret_santa_mode == "casual":  # UCS-35/36: fresh cards each round
        state, dealt = deal_santas(state, EXPRESS_SANTAS if state.config.express else 1)
        events += dealt
    return state, events


_REFRESH = {"expert": ("fad", "trendy-yarn", "perfect-fit"), "novice": ("fad", "trendy-yarn"),
            "beginner": ("fad",), "fixed": ()}
_PILES = {"perfect-fit": ("perfect_fit", "perfect_fit_pile", "perfect_fit_discard"),
          "trendy-yarn": ("trendy_yarn", "trendy_yarn_pile", "trendy_yarn_discard")}


def swap_gameplay(state: UcsState, kind: str) -> tuple[UcsState, list[Event]]:
    """Discard the active card of a pile face up and flip the next (UCS-10, UCS-39/40)."""
    if kind == "fad":
        pile = list(state.fad_pile)
        flipped = pile.pop()
        state = replace(state, fad_pile=tuple(pile), fads=(flipped,),
                        fad_discard=(*state.fad_discard, *state.fads))
        return state, [GameplayCardFlipped(kind=kind, card=flipped)]
    active, pile_name, discard_name = _PILES[kind]
    discard = (*getattr(state, discard_name), getattr(state, active))
    pile = list(getattr(state, pile_name))
    if not pile:  # UCS-39: reshuffle the discard, the card just discarded included
        state, pile = shuffled(state, discard)
        discard = ()
    flipped = pile.pop()
    state = replace(state, **{active: flipped, pile_name: tuple(pile), discard_name: discard})
    return state, [GameplayCardFlipped(kind=kind, card=flipped)]


def end_trick(state: UcsState) -> tuple[UcsState, list[Event]]:
    """After the last draft: the trick becomes the pool; end the round or refill and lead again."""
    trade = state.trade
    state = replace(state, pool=tuple(sorted(state.pool + tuple(p.card for p in trade))),
                    trade=(), tricks=state.tricks + 1, queue=())
    if state.tricks >= MAX_TRICKS:  # G-8
        return replace(state, finished=True, reason="turn-cap"), [GameEnded(reason="turn-cap")]
    if state.ending or not any(state.hands):  # UCS-22/23
        return replace(state, phase="round-end"), []
    events: list[Event] = []
    if state.config.express:
        if state.trick % EXPRESS_YARN_EVERY[state.players] == 0:  # UCS-39
            state, flipped = swap_gameplay(state, "trendy-yarn")
            events += flipped
        if fit_played(trade, state.perfect_fit):  # UCS-40
            state, flipped = swap_gameplay(state, "perfect-fit")
            events += flipped
    hands, piles = list(state.hands), list(state.piles)
    for seat in range(state.players):  # UCS-9: refill to 9 from your own pile
        pile = list(piles[seat])
        drawn = [pile.pop() for _ in range(min(len(pile), HAND_SIZE - len(hands[seat])))]
        hands[seat], piles[seat] = tuple(sorted(hands[seat] + tuple(drawn))), tuple(pile)
        if drawn:
            events.append(CardsDrawn(seat=seat, cards=drawn, to=(seat,)))
    leader = state.ranks[0]
    state = replace(state, hands=tuple(hands), piles=tuple(piles), trick=state.trick + 1,
                    phase="play", play_order=play_order(leader, state.players), ranks=())
    return state, events


def next_round(state: UcsState) -> tuple[UcsState, list[Event]]:
    """UCS-24: the 4 pool cards stay, everything else is reshuffled; or the game ends after the last round."""
    rounds = 1 if state.config.express else ROUNDS
    if state.round >= rounds:
        return replace(state, finished=True, reason="rounds-played"), [GameEnded(reason="rounds-played")]
    leader = state.ranks[0]
    state = replace(state, round=state.round + 1, santa_box=tuple(sorted(state.santa_box)))
    events: list[Event] = []
    for kind in _REFRESH[state.config.gameplay_refresh]:  # UCS-10
        state, flipped = swap_gameplay(state, kind)
        events += flipped
    deck = [card for card in range(len(SWEATERS)) if card not in state.pool]
    state, started = start_round(state, state.pool, deck, leader)
    return state, events + started
