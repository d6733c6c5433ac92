"""Resolving Jingle Bell Run's checked moves: takes, the Market, steals, swaps, moves and the turn's end."""

from __future__ import annotations

from functools import reduce

import msgspec

from domain.contract import Event
from domain.kit import replace_at, without
from domain.lights import CARD_KINDS, draw
from domain.rng import rng_at

from .components import BUBBLE, CORNERS, HAND_LIMIT, MARKET_SIZE, OPPOSITE, WIPE_AT, WIPE_LIMIT
from .events import (
    CardDrawn, CardsDiscarded, CardSeen, CardsStolen, CardTaken, CharacterMoved, CornerChosen, DeckReshuffled,
    GameEnded, MarketRefilled, MarketWiped, PatternsSwapped, StolenCardsSeen, TurnPassed,
)
from .moves import ChooseCorner, DiscardDown, JingleBellRunMove, Move, Steal, SwapPatterns, TakeBubble, TakeCard
from .state import JingleBellRunState

State = JingleBellRunState
Result = tuple[State, list[Event]]
_replace = msgspec.structs.replace


def resolve(state: State, seat: int, move: JingleBellRunMove) -> Result:
    """Apply a move the kit has already checked."""
    match move:
        case ChooseCorner():
            return _choose_corner(state, seat, move)
        case TakeBubble():
            state, events = _take_from_market(state, seat, move.market_card)
            return _end_action(state, seat, events)
        case TakeCard():
            return _take_card(state, seat, move)
        case Steal():
            return _steal(state, seat, move)
        case SwapPatterns():
            grid = list(state.grid)
            grid[move.a], grid[move.b] = grid[move.b], grid[move.a]
            state = _replace(_drop(state, seat, (move.plug,)), grid=tuple(grid))
            return _end_action(state, seat, [PatternsSwapped(seat=seat, plug=move.plug, a=move.a, b=move.b)])
        case Move():
            return _move(state, seat, move)
        case DiscardDown():
            return _next_turn(_drop(state, seat, move.cards), [CardsDiscarded(seat=seat, cards=move.cards)])
    raise TypeError(f"not a Jingle Bell Run move: {move!r}")


def _drop(state: State, seat: int, cards: tuple[int, ...]) -> State:
    """`seat` discards `cards` face up: they leave its hand and what the table knew it held, onto the discard pile."""
    return _replace(state, hands=replace_at(state.hands, seat, reduce(without, cards, state.hands[seat])),
                    known=_known(state, seat, tuple(c for c in _known_of(state, seat) if c not in cards)),
                    discard=state.discard + cards)


def _known_of(state: State, seat: int) -> tuple[int, ...]:
    return state.known[seat] if state.known else ()


def _known(state: State, seat: int, cards: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Every seat's known cards with `seat`'s set to `cards` (states stored without them start knowing none)."""
    return replace_at(state.known or ((),) * state.players, seat, cards)


def _choose_corner(state: State, seat: int, move: ChooseCorner) -> Result:
    """JB-1: beside the corner card, or on it with `start_on_corner`; then the next seat clockwise chooses."""
    position = CORNERS[move.corner] if state.start_on_corner else None
    after = (seat + 1) % state.players
    state = _replace(state, corners=replace_at(state.corners, seat, move.corner),
                     positions=replace_at(state.positions, seat, position), active=after,
                     step="action" if after == state.first else "corner")
    return state, [CornerChosen(seat=seat, corner=move.corner)]


def refill(state: State) -> Result:
    """JB-2, JB-3: fill the Market back to five, wiping it whenever three Bubbles show at once."""
    events: list[Event] = []
    for wipes in range(WIPE_LIMIT + 1):
        drawn = draw(state.deck, state.discard, MARKET_SIZE - len(state.market), state.seed, state.counter)
        events += [DeckReshuffled(count=size) for size in drawn.reshuffles]
        if drawn.cards:
            events.append(MarketRefilled(cards=drawn.cards))
        state = _replace(state, deck=drawn.deck, discard=drawn.discard, counter=drawn.counter,
                         market=state.market + drawn.cards)
        if wipes == WIPE_LIMIT or sum(CARD_KINDS[c] == BUBBLE for c in state.market) < WIPE_AT:
            break
        events.append(MarketWiped(cards=state.market))
        state = _replace(state, discard=state.discard + state.market, market=())
    return state, events


def _take_from_market(state: State, seat: int, card: int) -> Result:
    """A face-up Market card to the hand, then the Market refills (JB-2)."""
    hands = replace_at(state.hands, seat, state.hands[seat] + (card,))
    known = _known(state, seat, (*_known_of(state, seat), card))  # taken in the open
    state = _replace(state, hands=hands, known=known, market=without(state.market, card))
    state, events = refill(state)
    return state, [CardTaken(seat=seat, card=card), *events]


def _take_card(state: State, seat: int, move: TakeCard) -> Result:
    """JB-2: one of the take's two picks, from the Market or blind from the deck (a blind Bubble counts as one)."""
    if move.source == "deck":
        drawn = draw(state.deck, state.discard, 1, state.seed, state.counter)
        events: list[Event] = [DeckReshuffled(count=size) for size in drawn.reshuffles]
        events += [CardDrawn(seat=seat), *(CardSeen(seat=seat, card=c, to=(seat,)) for c in drawn.cards)]
        state = _replace(state, deck=drawn.deck, discard=drawn.discard, counter=drawn.counter,
                         hands=replace_at(state.hands, seat, state.hands[seat] + drawn.cards))
    else:
        state, events = _take_from_market(state, seat, move.source)
    if state.step == "action":
        return _replace(state, step="pick"), events
    return _end_action(state, seat, events)


def _steal(state: State, seat: int, move: Steal) -> Result:
    """JB-4: discard k Brokens, take k random cards (all, when fewer) from the named seat."""
    victim = state.hands[move.seat]
    taken = tuple(rng_at(state.seed, state.counter).sample(victim, min(len(move.brokens), len(victim))))
    state = _drop(state, seat, move.brokens)
    hands = replace_at(state.hands, seat, state.hands[seat] + taken)
    hands = replace_at(hands, move.seat, reduce(without, taken, victim))
    # The table sees how many cards went, not which: none of the victim's cards is known any more.
    state = _replace(state, hands=hands, known=_known(state, move.seat, ()), counter=state.counter + 1)
    events: list[Event] = [
        CardsStolen(seat=seat, victim=move.seat, brokens=move.brokens, count=len(taken)),
        StolenCardsSeen(seat=seat, victim=move.seat, cards=taken, to=(seat, move.seat)),
    ]
    return _end_action(state, seat, events)


def _move(state: State, seat: int, move: Move) -> Result:
    """JB-6: the payment goes to the discard; JB-9: entering the finish cell wins at once."""
    state = _replace(_drop(state, seat, move.cards), positions=replace_at(state.positions, seat, move.to))
    events: list[Event] = [CharacterMoved(seat=seat, cell=move.to, cards=move.cards)]
    corner = state.corners[seat]
    if corner is not None and move.to == CORNERS[OPPOSITE[corner]]:
        state = _replace(state, winner=seat, finished=True, reason="finish-line")
        return state, [*events, GameEnded(reason="finish-line", winner=seat)]
    return _end_action(state, seat, events)


def _end_action(state: State, seat: int, events: list[Event]) -> Result:
    """JB-8: a hand above seven discards down before the turn passes."""
    if len(state.hands[seat]) > HAND_LIMIT:
        return _replace(state, step="discard"), events
    return _next_turn(state, events)


def _next_turn(state: State, events: list[Event]) -> Result:
    """The next seat clockwise (G-1); G-8: the game ends once `max_turns` rounds are complete."""
    after = (state.active + 1) % state.players
    rounds = state.round + (after == state.first)
    state = _replace(state, active=after, round=rounds, step="action")
    if rounds >= state.max_turns:
        state = _replace(state, finished=True, reason="turn-cap")
        return state, [*events, GameEnded(reason="turn-cap")]
    return state, [*events, TurnPassed(seat=after, round=rounds)]


def skip(state: State, seat: int) -> Result:
    """G-7, JB-10: a second pick with nothing to take ends the take; an action with nothing to do ends the turn."""
    if state.step == "pick":
        return _end_action(state, seat, [])
    return _next_turn(state, [])
