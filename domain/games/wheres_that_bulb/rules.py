"""Where's That Bulb?'s rules: set-up, whose turn, legal flips and resolving a checked flip (companion 10)."""

from __future__ import annotations

import msgspec

from domain.contract import Event, InvalidConfig
from domain.kit import first_seat
from domain.lights import census, shuffle

from .components import BOX_CARDS, BROKEN, PLAY_CARDS, POSITIONS, face_of, is_pair
from .events import CardFlipped, CardsTurnedDown, GameEnded, PairTaken, TurnEnded
from .moves import Flip, Move
from .state import MAX_TURNS, Flipped, WheresThatBulbConfig, WheresThatBulbState

State = WheresThatBulbState
MIN_PLAYERS = 2
MAX_PLAYERS = 6


def setup(config: WheresThatBulbConfig, players: int, seed: int) -> State:
    """Shuffle the 60 cards face down into the grid (chance step 1; step 0 is the first seat, G-2)."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise InvalidConfig(f"Where's That Bulb? seats {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}")
    if not 1 <= config.max_turns <= MAX_TURNS:
        raise InvalidConfig(f"max_turns must be from 1 to {MAX_TURNS} (G-8)")
    active = first_seat(config.first_seat, players, seed)
    grid, counter = shuffle(PLAY_CARDS, seed, 1)
    return State(
        seed=seed, counter=counter, players=players, max_turns=config.max_turns, grid=grid, active=active,
        pairs=((),) * players,
    )


def actors(state: State) -> frozenset[int]:
    """The seat whose turn it is (every step is a single step, companion 10.3); nobody once over."""
    return frozenset() if state.finished else frozenset({state.active})


def moves(state: State, seat: int) -> list[Move]:
    """Flip any card still on the grid but this turn's face-up one (WB-7: never empty while pairs remain)."""
    return [Flip(position=p) for p, card in enumerate(state.grid) if card is not None and p != state.first]


def refusal(state: State, seat: int, move: Move) -> str | None:
    """Why actor `seat` may not flip there, naming only public facts (positions, never faces), else None."""
    if not isinstance(move, Flip):
        return "the only move of Where's That Bulb? is 'flip'"
    position = move.position
    if not 0 <= position < POSITIONS:
        return f"position {position} is not on the grid (0 to {POSITIONS - 1})"
    if state.grid[position] is None:
        return f"position {position} is empty: its pair has been taken"
    if position == state.first:
        return f"the card at position {position} is already face up this turn"
    return None


def resolve(state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
    """Turn the card up for the whole table; a Broken ends the turn, a second card makes a pair or ends the turn."""
    position = move.position
    face = face_of(state.grid[position])
    state = msgspec.structs.replace(state, flips=_flipped(state.flips, Flipped(state.turn, position, face)))
    # WB-6: a flip is a public event, and the table saw the face.
    events: list[Event] = [CardFlipped(seat=seat, position=position, face=face)]
    if state.first is None:
        if face == BROKEN:
            # Rulebook: a Broken Bulb ends the turn "even if [it] was the first card you revealed".
            return _end_turn(state, seat, (position,), events)
        return msgspec.structs.replace(state, first=position), events
    first, a, b = state.first, state.grid[state.first], state.grid[position]
    if not is_pair(a, b):
        # No match, WB-2 (a Broken second) and WB-3 (Characters that are not partners): the turn ends.
        return _end_turn(state, seat, (first, position), events)
    grid = tuple(None if p in (first, position) else card for p, card in enumerate(state.grid))
    pairs = tuple(taken + (a, b) if s == seat else taken for s, taken in enumerate(state.pairs))
    flips = tuple(flip for flip in state.flips if flip.position not in (first, position))
    events.append(PairTaken(seat=seat, positions=(first, position), faces=(face_of(a), face_of(b))))
    # WB-4: the same seat takes another turn, without limit.
    state = msgspec.structs.replace(state, grid=grid, pairs=pairs, flips=flips, first=None, turn=state.turn + 1)
    if all(card is None or face_of(card) == BROKEN for card in grid):
        # WB-5: only the four Brokens are left face down.
        return msgspec.structs.replace(state, finished=True, reason="all-matched"), [
            *events, GameEnded(reason="all-matched")
        ]
    return _check_cap(state, events)


def _flipped(flips: tuple[Flipped, ...], flip: Flipped) -> tuple[Flipped, ...]:
    """The flip history with `flip` last, its card's earlier flip dropped (it showed the same face)."""
    return (*(old for old in flips if old.position != flip.position), flip)


def _end_turn(state: State, seat: int, shown: tuple[int, ...], events: list[Event]) -> tuple[State, list[Event]]:
    """The flipped cards go face down at once (rulebook), and the next seat clockwise plays (G-1)."""
    after = (seat + 1) % state.players
    state = msgspec.structs.replace(state, first=None, active=after, turn=state.turn + 1)
    return _check_cap(state, [*events, CardsTurnedDown(positions=shown), TurnEnded(seat=seat, next_seat=after)])


def _check_cap(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    """G-8: the game ends once `max_turns` turns have been played."""
    if state.turn < state.max_turns:
        return state, events
    return msgspec.structs.replace(state, finished=True, reason="turn-cap"), [*events, GameEnded(reason="turn-cap")]


def conservation(state: State) -> dict[str, int]:
    """G-4: the grid, the pairs taken and the box together always hold the whole box."""
    taken = [card for seat_pairs in state.pairs for card in seat_pairs]
    on_grid = [card for card in state.grid if card is not None]
    return {**census([*on_grid, *taken, *BOX_CARDS]), "in-play": len(on_grid) + len(taken)}
