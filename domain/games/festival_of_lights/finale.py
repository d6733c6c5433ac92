"""Game end (rulebook "At Game End"): Bubbles join piles, the Character check, the Largest Pile Bonus."""

from __future__ import annotations

import msgspec

from domain.contract import Event
from domain.kit import replace_at, sealed_choices
from domain.lights import kind_of
from domain.lights.components import COLOURS

from .components import CHARACTER_SIZE
from .events import BonusTaken, BubblesAssigned, GameEnded, PileReturned
from .state import Cards, FestivalOfLightsState

State = FestivalOfLightsState
END = "last-card"  # FL-12: every seat is down to its last card


def pile_size(pile: Cards) -> int:
    """FL-8: a Character counts as two bulbs, a Bubble or a plain bulb as one."""
    return sum(CHARACTER_SIZE if kind_of(card) == "character" else 1 for card in pile)


def sizes(state: State) -> list[list[int]]:
    """Every seat's pile sizes, in colour order."""
    return [[pile_size(pile) for pile in piles] for piles in state.piles]


def assign_bubbles(state: State) -> tuple[State, list[Event]]:
    """FL-7: the sealed assignments, revealed together; each Bubble joins the pile of its colour."""
    piles = [list(map(list, seat_piles)) for seat_piles in state.piles]
    events: list[Event] = []
    for seat, colours in sealed_choices(state.assigns):
        for bubble, colour in zip(state.bubbles[seat], colours, strict=True):
            piles[seat][COLOURS.index(colour)].append(bubble)
        events.append(BubblesAssigned(seat=seat, colours=colours))
    state = msgspec.structs.replace(
        state, piles=tuple(tuple(map(tuple, seat_piles)) for seat_piles in piles),
        bubbles=((),) * state.players, assigns=(),
    )
    return state, events


def character_check(state: State) -> tuple[State, list[Event]]:
    """FL-8: all colours at once, on sizes before any removal; an outgrown pile with a Character goes to the box."""
    before = sizes(state)
    events: list[Event] = []
    for at, colour in enumerate(COLOURS):
        most = max(row[at] for row in before)
        for seat in range(state.players):
            pile = state.piles[seat][at]
            if before[seat][at] < most and any(kind_of(card) == "character" for card in pile):
                state = msgspec.structs.replace(
                    state, piles=replace_at(state.piles, seat, replace_at(state.piles[seat], at, ())),
                    returned=state.returned + pile,
                )
                events.append(PileReturned(seat=seat, colour=colour, size=before[seat][at]))
    return state, events


def largest_pile_bonus(state: State) -> tuple[State, list[Event]]:
    """FL-9: after removals, a colour's unique largest pile takes that colour's plain bulbs from the discard."""
    after = sizes(state)
    events: list[Event] = []
    for at, colour in enumerate(COLOURS):
        most = max(row[at] for row in after)
        leaders = [seat for seat in range(state.players) if after[seat][at] == most]
        if most == 0 or len(leaders) > 1:
            continue
        taken = tuple(card for card in state.discard if kind_of(card) == colour)
        if taken:
            seat = leaders[0]
            state = msgspec.structs.replace(
                state, discard=tuple(card for card in state.discard if card not in taken),
                won=replace_at(state.won, seat, state.won[seat] + taken),
            )
            events.append(BonusTaken(seat=seat, colour=colour, count=len(taken)))
    return state, events


def finish(state: State) -> tuple[State, list[Event]]:
    """Bubbles, then the Character check, then the Largest Pile Bonus; the scoreboard is then final."""
    state, events = assign_bubbles(state)
    state, removed = character_check(state)
    state, bonus = largest_pile_bonus(state)
    state = msgspec.structs.replace(state, step="over", pending=(), finished=True, reason=END)
    return state, [*events, *removed, *bonus, GameEnded(reason=END)]
