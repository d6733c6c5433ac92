"""What the player of Deck the Yard may know (G-5), and a full state rebuilt from that knowledge."""

from __future__ import annotations

import random
from collections import Counter

import msgspec

from domain.contract import BaseView
from domain.lights import card as card_of
from domain.lights import kind_of
from domain.lights.catalog import CardId

from .components import BOX, HAND_CARDS, HAND_KINDS, PATTERNS, POWER_SURGE, SPECIAL_CARDS, TARGETS, Difficulty, bulbs_of
from .flow import next_colour
from .rules import Phase, actors, phase
from .state import DeckTheYardState

State = DeckTheYardState
IN_PLAY: tuple[int, ...] = (*HAND_CARDS, *SPECIAL_CARDS)  # the cards of the Bulb deck, hand and piles


class Face(msgspec.Struct, frozen=True, kw_only=True):
    """A face-up card: its id in the Christmas Lights box and what it is."""

    id: CardId
    """The card."""
    kind: str
    """What it counts as: a bulb's colour, `bubble`, `plug` or `broken`, or its family (`pattern`,
    `character`, `present`)."""


class PatternFace(msgspec.Struct, frozen=True, kw_only=True):
    """A revealed or claimed Pattern card: its id, printed key and five colours, left to right."""

    id: CardId
    """The Pattern card."""
    key: str
    """Its printed key, "P01" to "P18"."""
    bulbs: list[str]
    """Its five colours, left to right: the colours the string's slots 0-4 need (DY-2)."""


class DeckTheYardView(BaseView, frozen=True, kw_only=True):
    """The yard as the player sees it: everything but the two decks' order (a spectator: not the hand either)."""

    difficulty: Difficulty = "normal"
    """The `difficulty` option: `normal`, `hard` or `heroic`."""
    target: int = 0
    """The claims the difficulty needs to win (8-10, DY-8)."""
    phase: Phase = "act"
    """The step waited for: `choose` a Pattern (DY-1), `act` (play or discard), `special` (answer the
    `pending` card, DY-3) or `over`."""
    patterns: list[PatternFace] = []
    """The revealed, unclaimed Pattern cards, in the order revealed."""
    current: CardId | None = None
    """The Pattern card the string is built on; null until one is chosen."""
    string: list[Face] = []
    """The bulbs played on the string, left to right (0-4 of them)."""
    next_colour: str | None = None
    """The colour the string needs next; null without a chosen Pattern."""
    hand: list[Face] = []
    """The player's cards, by id (up to 5); empty for a spectator."""
    hand_count: int = 0
    """Cards in the hand (0-5)."""
    pending: Face | None = None
    """The special card just drawn that waits for `pay-plug`, or `decline`/`take-effect` (DY-3); null otherwise."""
    deck_count: int = 0
    """Cards left face down in the Bulb deck."""
    pattern_deck_count: int = 0
    """Cards left face down in the Pattern deck (0-16)."""
    unseen: dict[str, int] = {}
    """The cards not in sight (the Bulb deck, plus the hand for a spectator), counted by kind."""
    discard: list[Face] = []
    """The discard pile, oldest first."""
    claims: list[Face] = []
    """The Claim pile: the Patterns and Characters claimed, in the order claimed."""
    claimed_patterns: int = 0
    """Pattern cards in the Claim pile."""
    claimed_characters: int = 0
    """Character cards in the Claim pile."""
    playout: bool = False
    """True once the hand could not be refilled to five and its cards are played out with no drawing (DY-7)."""
    reminder: CardId = POWER_SURGE
    """The Power Surge Event card, face up as a reminder of what a Present does (DY-6)."""
    box_count: int = 0
    """Cards of the box this game leaves out (G-4)."""
    turn: int = 0
    """Moves made so far."""
    reason: str | None = None
    """How the game ended: `played-out` (DY-7); null while it runs."""


def _faces(cards: tuple[int, ...]) -> list[Face]:
    return [Face(id=card, kind=kind_of(card)) for card in cards]


def _pattern(card: int) -> PatternFace:
    return PatternFace(id=card, key=card_of(card).key, bulbs=list(bulbs_of(card)))


def view(state: State, seat: int | None) -> DeckTheYardView:
    """The hand for the player only; the Bulb and Pattern decks only as counts (and unseen kinds)."""
    mine = seat == 0
    unseen = state.deck if mine else state.deck + state.hand
    claims = _faces(state.claims)
    return DeckTheYardView(
        seat=seat, actors=sorted(actors(state)), finished=state.finished, difficulty=state.difficulty,
        target=TARGETS[state.difficulty], phase=phase(state), patterns=[_pattern(p) for p in state.patterns],
        current=state.current, string=_faces(state.string), next_colour=next_colour(state),
        hand=_faces(state.hand) if mine else [], hand_count=len(state.hand),
        pending=None if state.pending is None else Face(id=state.pending, kind=kind_of(state.pending)),
        deck_count=len(state.deck), pattern_deck_count=len(state.pattern_deck),
        unseen=dict(sorted(Counter(kind_of(card) for card in unseen).items())), discard=_faces(state.discard),
        claims=claims, claimed_patterns=sum(face.kind == "pattern" for face in claims),
        claimed_characters=sum(face.kind == "character" for face in claims), playout=state.playout,
        reminder=state.reminder[0], box_count=len(state.box), turn=state.turn, reason=state.reason,
    )


def determinize(v: DeckTheYardView, rng: random.Random) -> State:
    """Shuffle the unseen cards into the Bulb deck (a spectator's hand drawn from them too) and the Pattern deck."""
    seen = {face.id for face in (*v.string, *v.hand, *v.discard, *v.claims)}
    seen |= {v.pending.id} if v.pending is not None else set()
    unseen = [card for card in IN_PLAY if card not in seen]
    rng.shuffle(unseen)
    hand = [face.id for face in v.hand]
    if v.seat != 0:  # a spectator's view: the hand is any unseen hand cards (a Plug while one waits, DY-3)
        fit = [card for card in unseen if kind_of(card) in HAND_KINDS]
        if v.pending is not None:
            fit.sort(key=lambda card: kind_of(card) != "plug")
        hand = fit[: v.hand_count]
        unseen = [card for card in unseen if card not in hand]
    shown = {p.id for p in v.patterns} | {face.id for face in v.claims}
    pattern_deck = [p for p in PATTERNS if p not in shown]
    rng.shuffle(pattern_deck)
    return State(
        seed=rng.getrandbits(63), counter=3, difficulty=v.difficulty, pattern_deck=tuple(pattern_deck),
        patterns=tuple(p.id for p in v.patterns), current=v.current, string=tuple(f.id for f in v.string),
        hand=tuple(sorted(hand)), deck=tuple(unseen), discard=tuple(f.id for f in v.discard),
        claims=tuple(f.id for f in v.claims), pending=None if v.pending is None else v.pending.id,
        reminder=(v.reminder,), box=BOX, playout=v.playout, turn=v.turn, finished=v.finished, reason=v.reason,
    )
