"""What a seat of Untangle may know (G-5, UN-17), and a full state rebuilt from that knowledge."""

from __future__ import annotations

import random

import msgspec

from domain.contract import BaseView
from domain.lights import deal, kind_of
from domain.lights.catalog import CardId

from .components import GAME_BULBS, PATTERN_IDS, bulbs_of
from .reading import odds
from .rules import actors, banned_index
from .state import MAX_ROUNDS, Play, Step, UntangleState


class Bulb(msgspec.Struct, frozen=True, kw_only=True):
    """A face-up Bulb card: its box id and what it shows."""

    card: CardId
    """The card."""
    kind: str
    """What it shows: a colour (`red`, `green`, `yellow`, `blue`, `purple`, `pink`), `bubble` or `broken`."""


class PatternView(msgspec.Struct, frozen=True, kw_only=True):
    """A Pattern card the viewer may see: its id and its five colours, left to right."""

    id: str
    """The Pattern card's key, `P01`-`P18` (the `key` of an entry of `cards` in the catalog)."""
    bulbs: tuple[str, ...]
    """Its five colours, left to right."""


class UntangleView(BaseView, frozen=True, kw_only=True):
    """One seat's knowledge of the table: the knot, discard and completed patterns, its own hand and patterns."""

    players: int = 2
    """Seats at the table, 2-6."""
    first_seat: int = 0
    """The seat that took the first turn; a round ends each time the turn comes back to it."""
    active: int = 0
    """The seat taking this turn."""
    round: int = 0
    """Rounds completed so far, from 0."""
    max_turns: int = MAX_ROUNDS
    """The round cap (G-8): the game stops after this many rounds."""
    step: Step = "untangle"
    """The active seat's decision: `untangle` (step 2), `action` (step 3) or `complete` (a choice in step 4)."""
    knot: list[Bulb | None] = []
    """The face-up knot, left to right (position 0 is the left end); null marks a position emptied by a
    completion, until the refill (UN-9)."""
    banned_index: int | None = None
    """The knot position whose `untangle` the active seat may not post now (UN-2); null when none."""
    ban: tuple[CardId, CardId] | None = None
    """The two cards the previous seat swapped, while they still lie side by side: the active seat may not
    swap them back (UN-2); null when there is no such pair."""
    swapped: tuple[CardId, CardId] | None = None
    """The two cards the active seat swapped this turn (they bind the next seat); null before it untangles."""
    hand: list[Bulb] = []
    """The viewer's own cards, in the order they joined its hand; empty for a spectator."""
    hand_counts: list[int] = []
    """Every seat's number of cards in hand, by seat."""
    my_patterns: list[PatternView] = []
    """The viewer's Pattern cards still to complete (secret to everyone else); empty for a spectator."""
    secret_counts: list[int] = []
    """How many Pattern cards each seat has still to complete (0-3), by seat."""
    completed: list[list[PatternView]] = []
    """Each seat's completed Pattern cards, face up (UN-17), by seat, oldest first."""
    revealed: list[list[PatternView]] = []
    """Once the game is over, each seat's uncompleted Pattern cards (UN-17), by seat; empty lists before."""
    deck_count: int = 0
    """Cards left in the Bulb deck (its order is never shown)."""
    discard: list[Bulb] = []
    """The discard pile, face up, oldest first."""
    box_patterns: int = 0
    """How many Pattern cards were returned to the box at set-up (they stay hidden)."""
    winner: int | None = None
    """The seat that completed three patterns (UN-16); null otherwise."""
    reason: str | None = None
    """How the game ended (`three-patterns` or `turn-cap`); null while it runs."""


class Reading(msgspec.Struct, frozen=True, kw_only=True):
    """What the table's plays say about one other seat's secret patterns (`reading.odds`)."""

    seat: int
    """The seat read."""
    sets: list[tuple[tuple[str, ...], float]]
    """Every set of patterns it may still hold, with its odds (summing to 1)."""


class UntangleBotView(UntangleView, frozen=True, kw_only=True):
    """The table as an AI seat decides from it (`bot_view`): the view, the table's plays and, for an expert, what
    they say about the other seats' patterns.

    Never served: everything in it was seen at the table, but no client needs it and a hint reads the view alone.
    """

    plays: tuple[Play, ...] = ()
    """Every swap, card played into the knot and card discarded so far, oldest first."""
    readings: list[Reading] = []
    """For each other seat with patterns left, the sets it may hold and their odds; empty below the expert."""


# The levels whose AI seats read the other seats' patterns from their plays.
READERS = frozenset({"expert"})


def _bulb(card: int) -> Bulb:
    return Bulb(card=card, kind=kind_of(card))


def _patterns(ids: tuple[str, ...]) -> list[PatternView]:
    return [PatternView(id=pattern, bulbs=bulbs_of(pattern)) for pattern in ids]


def view(state: UntangleState, seat: int | None) -> UntangleView:
    """The knot, discard and completed patterns; own hand and patterns; counts for the rest (G-5)."""
    index = banned_index(state) if state.step == "untangle" and not state.finished else None
    return UntangleView(
        seat=seat, actors=sorted(actors(state)), finished=state.finished,
        players=state.players, first_seat=state.first, active=state.active, round=state.round,
        max_turns=state.max_turns, step=state.step,
        knot=[None if card is None else _bulb(card) for card in state.knot],
        banned_index=index, ban=state.ban, swapped=state.swapped,
        hand=[_bulb(card) for card in state.hands[seat]] if seat is not None else [],
        hand_counts=[len(hand) for hand in state.hands],
        my_patterns=_patterns(state.patterns[seat]) if seat is not None else [],
        secret_counts=[len(patterns) for patterns in state.patterns],
        completed=[_patterns(done) for done in state.completed],
        revealed=[_patterns(left) if state.finished else [] for left in state.patterns],
        deck_count=len(state.deck), discard=[_bulb(card) for card in state.discard],
        box_patterns=len(state.box_patterns), winner=state.winner, reason=state.reason,
    )


def bot_view(state: UntangleState, seat: int, level: str) -> UntangleView:
    """The seat's view, with the plays and (for the levels that read them) the odds of the other seats' patterns."""
    table = view(state, seat)
    if level not in READERS:
        return table
    return UntangleBotView(**msgspec.structs.asdict(table), plays=state.plays, readings=_read(table, state.plays))


def _shown(v: UntangleView) -> set[str]:
    """Patterns the viewer has seen: its own, and every completed or revealed one."""
    return {p.id for group in (*v.completed, *v.revealed, v.my_patterns) for p in group}


def _read(v: UntangleView, plays: tuple[Play, ...]) -> list[Reading]:
    if v.finished:
        return []
    hidden = [pattern for pattern in PATTERN_IDS if pattern not in _shown(v)]
    return [
        Reading(seat=seat, sets=odds(plays, seat, hidden, v.secret_counts[seat], [p.id for p in v.completed[seat]]))
        for seat in range(v.players)
        if seat != v.seat and v.secret_counts[seat]
    ]


def _guess(v: UntangleView, hidden: list[str], rng: random.Random) -> dict[int, tuple[str, ...]]:
    """Draw each read seat's patterns by their odds, none drawn twice (a seat whose likely sets are all taken
    gets a fair draw of what is left)."""
    guessed: dict[int, tuple[str, ...]] = {}
    if not isinstance(v, UntangleBotView):
        return guessed
    taken: set[str] = set()
    for reading in v.readings:
        sets = [(chosen, w) for chosen, w in reading.sets if taken.isdisjoint(chosen)]
        if sets:
            chosen = rng.choices([c for c, _ in sets], weights=[w for _, w in sets])[0]
        else:
            chosen = tuple(rng.sample([p for p in hidden if p not in taken], v.secret_counts[reading.seat]))
        guessed[reading.seat] = tuple(sorted(chosen))
        taken |= set(chosen)
    return guessed


def determinize(v: UntangleView, rng: random.Random) -> UntangleState:
    """Deal the unseen bulbs to the other hands and the deck, the unseen patterns to the other seats (by the odds
    of a bot's reading, if it has one) and the box."""
    knot = tuple(None if bulb is None else bulb.card for bulb in v.knot)
    hand = tuple(bulb.card for bulb in v.hand)
    discard = tuple(bulb.card for bulb in v.discard)
    seen = set(hand) | set(discard) | {card for card in knot if card is not None}
    unseen = [card for card in GAME_BULBS if card not in seen]
    rng.shuffle(unseen)
    hands, patterns = [], []
    hidden = [pattern for pattern in PATTERN_IDS if pattern not in _shown(v)]
    guessed = _guess(v, hidden, rng)
    hidden = [pattern for pattern in hidden if not any(pattern in chosen for chosen in guessed.values())]
    rng.shuffle(hidden)
    for seat in range(v.players):
        if seat == v.seat:
            hands.append(hand)
            patterns.append(tuple(p.id for p in v.my_patterns))
            continue
        (dealt,), unseen = deal(tuple(unseen), 1, v.hand_counts[seat])
        hands.append(dealt)
        if v.finished:
            patterns.append(tuple(p.id for p in v.revealed[seat]))
        elif seat in guessed:
            patterns.append(guessed[seat])
        else:
            (secret,), hidden = deal(tuple(hidden), 1, v.secret_counts[seat])
            patterns.append(tuple(sorted(secret)))
    return UntangleState(
        seed=rng.getrandbits(63), counter=1, players=v.players, max_turns=v.max_turns, first=v.first_seat,
        active=v.active, round=v.round, step=v.step, knot=knot, deck=tuple(unseen), discard=discard,
        hands=tuple(hands), patterns=tuple(patterns),
        completed=tuple(tuple(p.id for p in done) for done in v.completed),
        box_patterns=tuple(sorted(hidden)), ban=v.ban, swapped=v.swapped,
        plays=v.plays if isinstance(v, UntangleBotView) else (), winner=v.winner,
        finished=v.finished, reason=v.reason,
    )
