"""Reindeer's Nose's rules: set-up, whose decision, legal moves, resolving a checked move, and refusals."""

from __future__ import annotations

from collections import Counter

import msgspec

from domain.contract import TOO_LATE, Event, IllegalMove, InvalidConfig
from domain.kit import replace_at, seal, waiting
from domain.lights import kind_of, shuffle
from domain.lights.components import COLOURS

from .components import COLOUR_INDEX, MAX_SEATS, MIN_SEATS, SET_SIZE, THREE_SEATS, cards_in_play
from .events import NoseTouched, PassSealed
from .flow import freeze, new_hand, penalise, tick, touched
from .moves import Move, PassCard, TouchNose
from .state import ReindeersNoseConfig, ReindeersNoseState

State = ReindeersNoseState


def setup(config: ReindeersNoseConfig, players: int, seed: int) -> State:
    """Choose the colours (chance step 0 unless given), shuffle the Pattern pile, deal the first hand."""
    least = THREE_SEATS if config.allow_three_players else MIN_SEATS
    if not least <= players <= MAX_SEATS:
        raise InvalidConfig(f"Reindeer's Nose is played by {least} to {MAX_SEATS} seats, not {players} (RN-1)")
    counter = 0
    colours = config.colours
    if colours is None:
        drawn, counter = shuffle(COLOURS, seed, counter)
        colours = drawn[:players]
    if len(colours) != players or len(set(colours)) != players:
        raise InvalidConfig(f"colours must name {players} different colours, one per seat (9.1)")
    colours = tuple(sorted(colours, key=COLOUR_INDEX.__getitem__))
    bulbs, patterns, box = cards_in_play(colours)
    pile, counter = shuffle(patterns, seed, counter)
    state = State(
        seed=seed, counter=counter, players=players, colours=colours, max_passes=config.max_passes,
        max_hands=config.max_hands, hands=(bulbs,) + ((),) * (players - 1), commits=(None,) * players,
        pattern_pile=pile, penalties=((),) * players, box=box,
    )
    state, _ = new_hand(state)
    return state


def has_set(hand: tuple[int, ...]) -> bool:
    """RN-2: four cards of one colour."""
    return any(count >= SET_SIZE for count in Counter(kind_of(card) for card in hand).values())


def actors(state: State) -> frozenset[int]:
    """Once a nose is touched, every seat not yet touching (a race); before, the seats still to pass."""
    if state.finished:
        return frozenset()
    if state.touched:
        return frozenset(seat for seat in range(state.players) if seat not in state.touched)
    return waiting(state.commits)


def moves(state: State, seat: int) -> list[Move]:
    """`touch-nose` once someone has (RN-4) or with a set (RN-3, RN-6); before that, a pass of each colour held."""
    if state.touched:
        return [TouchNose()]
    hand = state.hands[seat]
    found: list[Move] = [TouchNose()] if has_set(hand) else []
    colours = sorted({kind_of(card) for card in hand}, key=COLOUR_INDEX.__getitem__)
    return found + [PassCard(colour=colour) for colour in colours]  # type: ignore[arg-type]


def resolve(state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
    """Seal a pass (the last one resolves the tick), or touch a nose (the first freezes passing)."""
    if isinstance(move, PassCard):
        hand = state.hands[seat]
        card = next(card for card in hand if kind_of(card) == move.colour)
        commits, events, all_in = seal(state.commits, seat, card, announce=lambda s: PassSealed(seat=s))
        held = tuple(other for other in hand if other != card)
        state = msgspec.structs.replace(state, commits=commits, hands=replace_at(state.hands, seat, held))
        if not all_in:
            return state, events
        state, more = tick(state)
        return state, events + more
    events: list[Event] = []
    if not state.touched:
        state, events = freeze(state)  # 9.3: pending passes are dropped
    state = touched(state, seat)
    events.append(NoseTouched(seat=seat, order=len(state.touched)))
    if len(state.touched) < state.players - 1:
        return state, events
    state, more = penalise(state)  # RN-4: the one seat left is last, without having to act
    return state, events + more


def refusal(state: State, seat: int, move: Move) -> str | None:
    """None when actor `seat` may make `move`; a pass after the first touch is `too-late` (9.3)."""
    if isinstance(move, PassCard):
        if state.touched:
            raise IllegalMove(TOO_LATE, f"seat {state.touched[0]} touched its nose first: passing is frozen (9.3)")
        if move.colour not in {kind_of(card) for card in state.hands[seat]}:
            return f"you hold no {move.colour} bulb"
        return None
    if state.touched or has_set(state.hands[seat]):
        return None
    return "nobody has touched their nose and you do not hold four matching bulbs (RN-3)"
