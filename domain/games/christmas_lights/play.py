"""PLAY: blind cards into the string, Broken and Bubble Bulbs, Plugs, completion (CL-4 to CL-11)."""

from __future__ import annotations

import msgspec

from domain.contract import Event
from domain.games.christmas_lights import event_cards
from domain.games.christmas_lights.components import PLAYS
from domain.games.christmas_lights.events import BulbPlaced, CardRevealed, PlugPlaced, StringCompleted
from domain.games.christmas_lights.flow import discard, finish, take_from_hand
from domain.games.christmas_lights.moves import Direction, PlaceSpecial, PlayCard
from domain.games.christmas_lights.state import (
    EMPTY_STRING,
    ChristmasLightsState,
    Pending,
    Player,
    plug_due,
    replace_seat,
)
from domain.lights.components import PATTERNS_BY_ID, kind_of, kinds_of
from domain.lights.patterns import fill_order, matches, next_slot

State = ChristmasLightsState


def remaining_patterns(player: Player) -> list[str]:
    """The seat's Pattern cards not yet completed."""
    return [pattern for pattern in player.patterns if pattern not in player.completed]


def can_play(player: Player) -> bool:
    """PLAY needs a card in hand and a string still to build (CL-20)."""
    return bool(player.hand) and len(player.completed) < 2


def needs_choice(player: Player) -> bool:
    """CL-4: pattern and direction are named only by the card that may start a string."""
    return player.current is None and not plug_due(player) and len(player.completed) < 2


def special_positions(state: State) -> list[int]:
    """Where the revealed Bubble or Broken may go: the next position, or a Broken's (CL-6 to CL-8)."""
    pending = state.pending
    player = state.seats[state.active]
    if pending is None or plug_due(player):
        return []
    slot = next_slot(player.string, pending.direction if player.current is None else player.direction)
    spots = [] if slot is None else [slot]
    if kind_of(pending.card) == "bubble":
        spots += [i for i, card in enumerate(player.string) if card is not None and kind_of(card) == "broken"]
    return sorted(spots)


def play_card(state: State, seat: int, move: PlayCard) -> tuple[State, list[Event]]:
    """Reveal the chosen card and resolve it (CL-5); a Bubble or Broken waits for the seat's choice."""
    state, card = take_from_hand(state, seat, move.ref)
    kind = kind_of(card)
    events: list[Event] = [CardRevealed(seat=seat, ref=move.ref, kind=kind)]
    state = msgspec.structs.replace(state, plays=state.plays + 1)
    if kind in ("bubble", "broken"):
        pending = Pending(card=card, pattern=move.pattern, direction=move.direction)
        return msgspec.structs.replace(state, pending=pending), events
    state, more = _resolve_plain(state, seat, card, move.pattern, move.direction)
    return after_play(state, events + more)


def after_play(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    """PLAY allows two cards; after the second the turn moves on to SWAP."""
    if not state.finished and state.event is None and state.plays >= PLAYS and state.step == "play":
        state = msgspec.structs.replace(state, step="swap")
    return state, events


def _resolve_plain(state: State, seat: int, card: int, pattern: str | None,
                   direction: Direction | None) -> tuple[State, list[Event]]:
    player = state.seats[seat]
    kind = kind_of(card)
    if plug_due(player):
        # CL-8: after the first string only a Plug can be placed.
        if kind == "plug":
            state = replace_seat(state, seat, msgspec.structs.replace(player, plug=card))
            return state, [PlugPlaced(seat=seat)]
        return discard(state, card, seat, "no-match")
    if kind == "plug" or len(player.completed) == 2:
        return discard(state, card, seat, "no-match")  # CL-8: a Plug at any other time
    if player.current is None:
        assert pattern is not None and direction is not None
        first = fill_order(direction)[0]
        if PATTERNS_BY_ID[pattern].bulbs[first] != kind:
            return discard(state, card, seat, "no-match")  # CL-4: a mismatch locks nothing
        player = msgspec.structs.replace(player, current=pattern, direction=direction)
        return _place(replace_seat(state, seat, player), seat, card, first)
    bulbs = PATTERNS_BY_ID[player.current].bulbs
    if kind not in bulbs:
        return discard(state, card, seat, "no-match")
    slot = bulbs.index(kind)
    held = player.string[slot]
    is_next = held is None and slot == next_slot(player.string, player.direction)
    if is_next or (held is not None and kind_of(held) == "broken"):
        return _place(state, seat, card, slot)  # CL-5: next position, or fixing a Broken
    return discard(state, card, seat, "no-match")


def _place(state: State, seat: int, card: int, slot: int) -> tuple[State, list[Event]]:
    """Put `card` at `slot`; a covered Broken goes aside at once (CL-9), then check completion."""
    player = state.seats[seat]
    held = player.string[slot]
    aside = player.aside + ((held,) if held is not None else ())
    string = player.string[:slot] + (card,) + player.string[slot + 1 :]
    player = msgspec.structs.replace(player, string=string, aside=aside)
    replaced = kind_of(held) if held is not None else None
    events: list[Event] = [BulbPlaced(seat=seat, position=slot, kind=kind_of(card), replaced=replaced)]
    state, more = _complete_if_done(replace_seat(state, seat, player), seat)
    return state, events + more


def _complete_if_done(state: State, seat: int) -> tuple[State, list[Event]]:
    """CL-9: five right colours or Bubbles and no Broken completes the string."""
    player = state.seats[seat]
    if player.current is None:
        return state, []
    if not matches(kinds_of(player.string), PATTERNS_BY_ID[player.current].bulbs):
        return state, []
    cards = [card for card in player.string if card is not None]
    bubbles = tuple(card for card in cards if kind_of(card) == "bubble")
    plain = tuple(card for card in cards if kind_of(card) != "bubble")
    pattern = player.current
    player = msgspec.structs.replace(
        player, completed=player.completed + (pattern,), current=None, direction=None,
        string=EMPTY_STRING, aside=player.aside + bubbles,
        shown=None if player.shown == pattern else player.shown,
    )
    state = replace_seat(state, seat, player)
    state = msgspec.structs.replace(state, discard=state.discard + plain)
    events: list[Event] = [StringCompleted(seat=seat, pattern=pattern, strings=len(player.completed))]
    if len(player.completed) == 2:
        state = msgspec.structs.replace(state, ending=True)
        if (seat + 1) % state.players == state.santa:
            state, more = finish(state, "completed")  # CL-21: the seat before Santa ends it at once
            events += more
    return state, events


def place_special(state: State, seat: int, move: PlaceSpecial) -> tuple[State, list[Event]]:
    """Place the revealed Bubble or Broken; a Bubble then draws an Event (CL-10)."""
    pending = state.pending
    assert pending is not None
    player = state.seats[seat]
    if player.current is None:
        player = msgspec.structs.replace(player, current=pending.pattern, direction=pending.direction)
        state = replace_seat(state, seat, player)
    state = msgspec.structs.replace(state, pending=None)
    state, events = _place(state, seat, pending.card, move.position)
    if kind_of(pending.card) == "bubble" and not state.finished:
        state, more = event_cards.draw_event(state, seat)
        events += more
    return after_play(state, events)


def discard_special(state: State, seat: int) -> tuple[State, list[Event]]:
    """Discard the revealed Bubble or Broken: no Event is drawn (CL-6)."""
    pending = state.pending
    assert pending is not None
    state = msgspec.structs.replace(state, pending=None)
    state, events = discard(state, pending.card, seat, "not-placed")
    return after_play(state, events)
