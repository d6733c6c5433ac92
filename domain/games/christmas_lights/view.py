"""What one seat may know (companion section 3.3), and a full state rebuilt from it with the unseen re-drawn.

Spectators see the table but no card in any hand.
"""

from __future__ import annotations

import random

import msgspec

from domain.lights.catalog import CardKey
from domain.contract import BaseView
from domain.games.christmas_lights import event_cards, play
from domain.games.christmas_lights.moves import Commit, Direction, Mark
from domain.games.christmas_lights.question import Question
from domain.games.christmas_lights.rules import actors
from domain.games.christmas_lights.score import used
from domain.games.christmas_lights.state import (
    ChristmasLightsState,
    HandCard,
    Offer,
    Pending,
    Player,
    SaleCard,
    Step,
    plug_due,
)
from domain.lights.components import (
    BULBS,
    CHARACTER_IDS,
    EVENT_IDS,
    KINDS,
    PATTERNS,
    PATTERNS_BY_ID,
    Kind,
    kind_of,
    kinds_of,
)
from domain.lights.patterns import DIRECTIONS, consistent

State = ChristmasLightsState


class HandCardView(msgspec.Struct, frozen=True, kw_only=True):
    """A card in a hand: ref, how it is held, its face if the viewer may see it, whether its owner has."""

    ref: int
    """The card's position in the hand, from 0 (left to right); moves name cards by it."""
    mark: Mark
    """How its owner holds it (public, CL-23): `upright`, `sideways` or `upside-down`."""
    face: Kind | None = None
    """What the card is; null when the viewer may not see it (its own card not yet seen, or a spectator)."""
    known: bool = False
    """True when the card's owner has seen its face (swapped in, bought, drawn by Light Switch, peeked at)."""


class SeatView(msgspec.Struct, frozen=True, kw_only=True):
    """One seat's area as the viewer sees it."""

    seat: int
    """The seat this area belongs to, from 0."""
    character: CardKey
    """Its Character card's key (the `key` of an entry of `cards`): `santa` marks the first seat (CL-3)."""
    hand: list[HandCardView]
    """Its hand, by ref from 0."""
    string: list[Kind | None]
    """The string being built, by pattern slot 0-4 from the left (five entries); null for an empty slot."""
    direction: Direction | None = None
    """The end the current string fills from; null before its first card lands."""
    completed: list[CardKey] = []
    """Pattern cards it has completed (0-2), face-up: their keys `P01`-`P18`, oldest first."""
    shown_pattern: CardKey | None = None
    """The pattern Lump of Coal turned face-up (CL-11), until it is completed; null otherwise."""
    plug_placed: bool = False
    """True once its Plug joins its two strings (CL-8)."""
    plug_due: bool = False
    """True when its first string is complete and a Plug is the next card it needs (CL-8)."""
    broken_used: int = 0
    """Broken Bulbs it has used: placed, then covered by the right colour (CL-9); fewer wins ties first."""
    bubble_used: int = 0
    """Bubble Bulbs in the strings it has completed (CL-9); fewer wins the remaining ties."""


class SaleCardView(msgspec.Struct, frozen=True, kw_only=True):
    """A card up for sale, face-up, and the seats already asked."""

    kind: Kind
    """The card's face."""
    offered: list[int] = []
    """The seats already offered this card (each seat at most once), in the order asked."""


class OfferView(msgspec.Struct, frozen=True, kw_only=True):
    """The offer waiting for its buyer (said aloud, so public)."""

    sale_card: int
    """The card offered: its index in the view's `sale` list, from 0."""
    buyer: int
    """The seat offered the card, which now accepts or declines."""
    question: Question
    """The yes/no question about the active seat's hand that the buyer answers truthfully if it accepts."""


class ChristmasLightsView(BaseView, frozen=True, kw_only=True):
    """A seat's picture of the game: others' hands, its own as refs, the table, the public piles."""

    santa: int = 0
    """The seat holding Santa: it started, and a round ends each time the turn comes back to it."""
    active: int = 0
    """The seat whose turn it is."""
    round: int = 0
    """Rounds completed so far (CL-24), from 0."""
    max_turns: int = 60
    """The round cap (G-8): the game ends after this many rounds."""
    step: Step = "play"
    """The active seat's step: `play`, `swap`, `sale` or `refill`; a move of a later step skips the rest."""
    plays: int = 0
    """Cards the active seat has played this turn, 0-2."""
    ending: bool = False
    """True once a seat has completed both strings: the round is being finished (CL-21)."""
    reason: str | None = None
    """How the game ended (`completed` or `turn-cap`); null while it runs."""
    seats: list[SeatView] = []
    """Every seat's area, by seat number."""
    my_patterns: list[CardKey] = []
    """The viewer's two Pattern cards, completed or not (keys `P01`-`P18`); empty for a spectator."""
    my_current: CardKey | None = None
    """The viewer's pattern its current string is built on; null before that string's first card lands."""
    revealed: Kind | None = None
    """The Bubble or Broken that PLAY just turned over, waiting to be placed or discarded; null otherwise."""
    my_choice: CardKey | None = None
    """The pattern the viewer named with that card when it may start a string; null otherwise (and for others)."""
    my_choice_direction: Direction | None = None
    """The direction the viewer named with that card, as `my_choice`; null otherwise."""
    deck_size: int = 0
    """Cards in the Bulb deck."""
    discard: list[Kind] = []
    """The discard pile, face-up, oldest first."""
    event_deck_size: int = 0
    """Event cards still in the Event deck, 0-6."""
    events_used: list[CardKey] = []
    """Event cards resolved and back in the box, in the order drawn (keys, e.g. `light-switch`)."""
    event: CardKey | None = None
    """The table Event every seat is answering now (`light-switch`, `christmas-eve` or `boxing-day`);
    null when none."""
    committed: list[int] = []
    """The seats that have sealed their answer to that Event."""
    my_commit: Commit | None = None
    """The viewer's own sealed answer to that Event; null when it has not answered (or no Event is open)."""
    sale: list[SaleCardView] = []
    """The cards the active seat has put up for sale, by index from 0 (the `sale_card` of moves)."""
    offer: OfferView | None = None
    """The offer waiting for its buyer's answer; null when none."""


def _hand(player: Player, owner: int, viewer: int | None) -> list[HandCardView]:
    cards = []
    for ref, card in enumerate(player.hand):
        # Section 3.3, inverted redaction: a face shows to every other seat, to its owner only once seen.
        visible = viewer is not None and (viewer != owner or card.known)
        face = kind_of(card.card) if visible else None
        cards.append(HandCardView(ref=ref, mark=card.mark, face=face, known=card.known))
    return cards


def _seat(player: Player, seat: int, viewer: int | None) -> SeatView:
    return SeatView(
        seat=seat, character=player.character, hand=_hand(player, seat, viewer),
        string=kinds_of(player.string),
        direction=player.direction, completed=list(player.completed), shown_pattern=player.shown,
        plug_placed=player.plug is not None, plug_due=plug_due(player),
        broken_used=used(player, "broken"), bubble_used=used(player, "bubble"),
    )


def view(state: State, seat: int | None) -> ChristmasLightsView:
    """Project the state for `seat` (None = spectator); never the seed, a deck order or a hidden pattern."""
    me = state.seats[seat] if seat is not None else None
    pending = state.pending
    mine_pending = pending is not None and seat == state.active
    committed = [s for s, choice in enumerate(state.commits) if choice is not None]
    return ChristmasLightsView(
        seat=seat, actors=sorted(actors(state)), finished=state.finished,
        santa=state.santa, active=state.active, round=state.round, max_turns=state.max_turns,
        step=state.step, plays=state.plays, ending=state.ending, reason=state.reason,
        seats=[_seat(player, s, seat) for s, player in enumerate(state.seats)],
        my_patterns=list(me.patterns) if me else [],
        my_current=me.current if me else None,
        revealed=kind_of(pending.card) if pending is not None else None,
        my_choice=pending.pattern if mine_pending and pending else None,
        my_choice_direction=pending.direction if mine_pending and pending else None,
        deck_size=len(state.deck), discard=[kind_of(card) for card in state.discard],
        event_deck_size=len(state.event_deck), events_used=list(state.box_events), event=state.event,
        committed=committed,
        my_commit=state.commits[seat] if seat is not None and state.commits else None,
        sale=[SaleCardView(kind=kind_of(s.card), offered=list(s.offered)) for s in state.sale],
        offer=OfferView(sale_card=state.offer.sale_card, buyer=state.offer.buyer,
                        question=state.offer.question) if state.offer else None,
    )


def _fits(pattern: str, seat: SeatView) -> bool:
    """Could `pattern` be the one this string is built on? Plain bulbs must sit in their colour's slot."""
    return consistent(seat.string, PATTERNS_BY_ID[pattern].bulbs, wild=("bubble", "broken"))


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
    direction = rng.choice(DIRECTIONS)
    return msgspec.structs.replace(pending, pattern=rng.choice(play.remaining_patterns(player)), direction=direction)


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
