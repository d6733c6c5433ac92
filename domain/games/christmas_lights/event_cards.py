"""The six Event cards a placed Bubble Bulb draws (rulebook "Event Cards", CL-10 to CL-13)."""

from __future__ import annotations

import msgspec

from domain.contract import Event
from domain.games.christmas_lights.components import HAND, PLAYS, TABLE_EVENTS
from domain.games.christmas_lights.events import (
    CommitMade,
    EventAnswered,
    EventDrawn,
    FacesSeen,
    PatternRevealed,
)
from domain.games.christmas_lights.flow import discard, draw, end_turn, everyone, take_from_hand
from domain.games.christmas_lights.moves import Commit, Decline, DiscardForNew, Peek, TakeBulb
from domain.games.christmas_lights.state import ChristmasLightsState, replace_seat
from domain.kit import open_commits, seal
from domain.lights.components import kind_of

State = ChristmasLightsState


def draw_event(state: State, seat: int) -> tuple[State, list[Event]]:
    """Draw the top Event card and do as it says (CL-10); with none left nothing happens."""
    if not state.event_deck:
        return state, []
    event, rest = state.event_deck[0], state.event_deck[1:]
    state = msgspec.structs.replace(state, event_deck=rest)
    events: list[Event] = [EventDrawn(seat=seat, event=event)]
    if event in TABLE_EVENTS:
        # CL-13: every seat, the active one too, seals its answer (G-6 simultaneous hidden commit).
        return msgspec.structs.replace(state, event=event, commits=open_commits(state.players)), events
    state = msgspec.structs.replace(state, box_events=state.box_events + (event,))
    if event == "power-outage":
        # CL-12: the turn ends now, with no refill.
        state, more = end_turn(state, "power-outage")
        return state, events + more
    if event == "power-surge":
        # CL-12: the whole hand goes face-up to the discard, then exactly five are drawn.
        player = state.seats[seat]
        for _ in player.hand:
            state, card = take_from_hand(state, seat, 0)
            state, more = discard(state, card, seat, "power-surge")
            events += more
        state, more = draw(state, seat, HAND, "power-surge")
        state, more2 = end_turn(state, "power-surge")
        return state, events + more + more2
    # Lump of Coal, CL-11: the pattern being worked on now, face-up until completed.
    player = state.seats[seat]
    remaining = [p for p in player.patterns if p not in player.completed]
    current = player.current or (remaining[0] if len(remaining) == 1 else None)
    if current is None:
        return state, events
    state = replace_seat(state, seat, msgspec.structs.replace(player, shown=current))
    return state, events + [PatternRevealed(seat=seat, pattern=current)]


def commit_options(state: State, seat: int) -> list[Commit]:
    """The sealed answers `seat` may give to the Event being resolved."""
    hand = state.seats[seat].hand
    if state.event == "light-switch":
        return [TakeBulb(), Decline()]
    if state.event == "christmas-eve":
        return [*(Peek(ref=ref) for ref in range(len(hand))), Decline()]
    return [*(DiscardForNew(ref=ref) for ref in range(len(hand))), Decline()]


def commit(state: State, seat: int, move: Commit) -> tuple[State, list[Event]]:
    """Seal `seat`'s answer; once every seat has answered, all resolve clockwise from the active seat (CL-13)."""
    commits, events, all_in = seal(state.commits, seat, move, announce=lambda s: CommitMade(seat=s))
    state = msgspec.structs.replace(state, commits=commits)
    if not all_in:
        return state, events
    for offset in range(state.players):
        who = (state.active + offset) % state.players
        state, more = _resolve_one(state, who, commits[who])
        events += more
    state = msgspec.structs.replace(
        state, box_events=state.box_events + (state.event,), event=None, commits=(),
    )
    if state.plays >= PLAYS and state.step == "play":
        state = msgspec.structs.replace(state, step="swap")
    return state, events


def _resolve_one(state: State, seat: int, choice: Commit | None) -> tuple[State, list[Event]]:
    match choice:
        case TakeBulb():
            # Light Switch: draw one and look at it.
            state, more = draw(state, seat, 1, "light-switch", known=True)
            return state, [EventAnswered(seat=seat, choice="take-bulb"), *more]
        case Peek(ref=ref):
            # Christmas Eve: the chosen card becomes known to its owner.
            player = state.seats[seat]
            hand = list(player.hand)
            hand[ref] = msgspec.structs.replace(hand[ref], known=True)
            state = replace_seat(state, seat, msgspec.structs.replace(player, hand=tuple(hand)))
            seen = FacesSeen(to=everyone(state), seat=seat, refs=[ref], kinds=[kind_of(hand[ref].card)])
            return state, [EventAnswered(seat=seat, choice="peek", ref=ref), seen]
        case DiscardForNew(ref=ref):
            # Boxing Day: the blind discard is revealed; the replacement stays unseen by its owner.
            state, card = take_from_hand(state, seat, ref)
            state, more = discard(state, card, seat, "boxing-day")
            state, drawn = draw(state, seat, 1, "boxing-day")
            return state, [EventAnswered(seat=seat, choice="discard-for-new", ref=ref), *more, *drawn]
    return state, [EventAnswered(seat=seat, choice="decline")]
