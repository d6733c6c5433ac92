"""Rebuild a full state from one seat's view, sampling everything that seat cannot see."""

from __future__ import annotations

import random

import msgspec

from domain.games.christmas_lights import event_cards, play
from domain.games.christmas_lights.state import (
    ChristmasLightsState,
    HandCard,
    Offer,
    Pending,
    Player,
    SaleCard,
)
from domain.games.christmas_lights.view import ChristmasLightsView, SeatView
from domain.lights.components import BULBS, CHARACTER_IDS, EVENT_IDS, KINDS, PATTERNS, PATTERNS_BY_ID

State = ChristmasLightsState


def _fits(pattern: str, seat: SeatView) -> bool:
    """Could `pattern` be the one this string is built on? Plain bulbs must sit in their colour's slot."""
    bulbs = PATTERNS_BY_ID[pattern].bulbs
    wild = (None, "bubble", "broken")
    return all(kind in wild or kind == bulbs[slot] for slot, kind in enumerate(seat.string))


def _patterns(view: ChristmasLightsView, rng: random.Random) -> list[tuple[list[str], str | None]]:
    """Each seat's two Pattern cards and current one, hidden ones drawn consistently with the strings."""
    known: list[list[str]] = []
    currents: list[str | None] = []
    for sv in view.seats:
        mine = view.my_patterns if sv.seat == view.seat else []
        shown = [sv.shown_pattern] if sv.shown_pattern else []
        known.append(list(dict.fromkeys([*mine, *sv.completed, *shown])))
        current = view.my_current if sv.seat == view.seat else sv.shown_pattern
        currents.append(current if any(kind is not None for kind in sv.string) else None)
    taken = {p for held in known for p in held}
    free = [p.id for p in PATTERNS if p.id not in taken]
    rng.shuffle(free)
    # Seats building a string on a hidden pattern: that pattern must fit the bulbs already placed.
    hidden = [s for s, sv in enumerate(view.seats)
              if currents[s] is None and any(kind is not None for kind in sv.string)]
    hidden.sort(key=lambda s: sum(1 for p in free if _fits(p, view.seats[s])))

    def solve(index: int, free: list[str]) -> dict[int, str] | None:
        if index == len(hidden):
            return {}
        seat = hidden[index]
        for pattern in free:
            if _fits(pattern, view.seats[seat]):
                rest = solve(index + 1, [p for p in free if p != pattern])
                if rest is not None:
                    return {seat: pattern, **rest}
        return None

    chosen = solve(0, free)
    assert chosen is not None, "no pattern deal fits this view"
    free = [p for p in free if p not in chosen.values()]
    deals = []
    for seat, held in enumerate(known):
        if seat in chosen:
            held = [*held, chosen[seat]]
            currents[seat] = chosen[seat]
        while len(held) < 2:
            held = [*held, free.pop()]
        deals.append((held, currents[seat]))
    return deals


def determinize(view: ChristmasLightsView, rng: random.Random) -> State:
    """A state that gives `view.seat` this very view: unseen bulbs, patterns, events and commits re-drawn."""
    pools: dict[str, list[int]] = {kind: [b.id for b in BULBS if b.kind == kind] for kind in KINDS}
    for pool in pools.values():
        rng.shuffle(pool)

    def take(kind: str) -> int:
        return pools[kind].pop()

    deals = _patterns(view, rng)
    hands: list[list[HandCard | None]] = []
    players: list[Player] = []
    for sv, (held, current) in zip(view.seats, deals):
        hand = [HandCard(card=take(c.face), mark=c.mark, known=c.known) if c.face else None for c in sv.hand]
        hands.append(hand)
        string = tuple(take(kind) if kind is not None else None for kind in sv.string)
        aside = tuple(take("broken") for _ in range(sv.broken_used)) + tuple(
            take("bubble") for _ in range(sv.bubble_used))
        players.append(Player(
            character=sv.character, patterns=tuple(held), completed=tuple(sv.completed), current=current,
            direction=sv.direction, string=string, plug=take("plug") if sv.plug_placed else None,
            aside=aside, shown=sv.shown_pattern,
        ))
    discard = tuple(take(kind) for kind in view.discard)
    sale = tuple(SaleCard(card=take(s.kind), offered=tuple(s.offered)) for s in view.sale)
    pending = None
    if view.revealed is not None:
        pending = Pending(card=take(view.revealed))
    unseen = [card for pool in pools.values() for card in pool]
    rng.shuffle(unseen)
    for seat, hand in enumerate(hands):
        filled = []
        for slot, card in enumerate(hand):
            if card is None:
                mine = view.seats[seat].hand[slot]
                card = HandCard(card=unseen.pop(), mark=mine.mark, known=mine.known)
            filled.append(card)
        players[seat] = msgspec.structs.replace(players[seat], hand=tuple(filled))
    assert len(unseen) == view.deck_size, "the view's card counts do not add up"
    pending = _pending(view, players, pending, rng)
    used = set(view.events_used) | ({view.event} if view.event else set())
    event_deck = [e for e in EVENT_IDS if e not in used]
    rng.shuffle(event_deck)
    held = {p for player in players for p in player.patterns}
    box_patterns = [p.id for p in PATTERNS if p.id not in held]
    rng.shuffle(box_patterns)
    characters = {player.character for player in players}
    state = State(
        seed=rng.getrandbits(128), counter=5 + rng.randrange(50), players=len(players),
        max_turns=view.max_turns, santa=view.santa, seats=tuple(players), deck=tuple(unseen),
        discard=discard, event_deck=tuple(event_deck), box_events=tuple(view.events_used),
        box_patterns=tuple(box_patterns),
        box_characters=tuple(c for c in CHARACTER_IDS if c not in characters),
        active=view.active, round=view.round, step=view.step, plays=view.plays, pending=pending,
        sale=sale, offer=Offer(sale_card=view.offer.sale_card, buyer=view.offer.buyer,
                               question=view.offer.question) if view.offer else None,
        event=view.event, ending=view.ending, finished=view.finished, reason=view.reason,
    )
    return _commits(view, state, rng)


def _pending(view: ChristmasLightsView, players: list[Player], pending: Pending | None,
             rng: random.Random) -> Pending | None:
    """The pattern and direction named with a revealed special: the viewer's own, or a consistent guess."""
    if pending is None:
        return None
    player = players[view.active]
    if not play.needs_choice(player):
        return pending
    if view.seat == view.active:
        return msgspec.structs.replace(pending, pattern=view.my_choice, direction=view.my_choice_direction)
    remaining = [p for p in player.patterns if p not in player.completed]
    direction = rng.choice(["left-to-right", "right-to-left"])
    return msgspec.structs.replace(pending, pattern=rng.choice(remaining), direction=direction)


def _commits(view: ChristmasLightsView, state: State, rng: random.Random) -> State:
    """Sealed answers: the viewer's own as it sees it, the others' re-drawn among their options."""
    if view.event is None:
        return state
    commits = []
    for seat in range(state.players):
        if seat not in view.committed:
            commits.append(None)
        elif seat == view.seat:
            commits.append(view.my_commit)
        else:
            commits.append(rng.choice(event_cards.commit_options(state, seat)))
    return msgspec.structs.replace(state, commits=tuple(commits))
