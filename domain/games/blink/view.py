"""What a seat of Blink may know (BL-10, G-5), and a full state rebuilt from that knowledge."""

from __future__ import annotations

import random

import msgspec

from domain.contract import BaseView
from domain.kit import Race
from domain.lights import kind_of
from domain.lights.components import Colour, Kind

from .components import BOX, BULBS, CHARACTERS, KIND_INDEX, PATTERNS, colours_of
from .rules import actors, playable
from .state import BlinkState

State = BlinkState


class BlinkView(BaseView, frozen=True, kw_only=True):
    """One seat's knowledge: its own hand by kind, and for the rest counts and the public table (BL-10).

    players, max_turns, championship: the table and its options; round: the round being played (BL-9);
    dealer: this round's dealer; active: the seat whose turn it is; turn: turns ended so far (G-8);
    hand: the viewer's own cards by kind (empty for a spectator); drawn: the playable card the viewer just
    drew, to play or keep (BL-4); drawing: the active seat has drawn a playable card and must play or keep
    it; draws: cards the active seat drew this turn; hand_counts: cards in every hand;
    deck_count: cards in the Bulb deck; discard_count: cards in the discard pile; discard_top: the kind
    on top of it; blinking: the blinking colour (None: any colour of the string may be played, BL-8);
    pattern: the current string's card id; pattern_colours: its five colours, left to right;
    strings: the Pattern cards played this round, oldest first; pattern_deck_count: Pattern cards left;
    unannounced: the seat down to one card that did not shout "Blink!" while the window is open (BL-5);
    race: the current or last Blink window; trophies: Character card ids won by each seat (BL-9);
    characters_left: Character cards not yet won; winner: the seat that emptied its hand; reason: how
    the game ended.
    """

    players: int = 2
    max_turns: int = 0
    championship: bool = False
    round: int = 1
    dealer: int = 0
    active: int = 0
    turn: int = 0
    hand: list[Kind] = []
    drawn: Kind | None = None
    drawing: bool = False
    draws: int = 0
    hand_counts: list[int] = []
    deck_count: int = 0
    discard_count: int = 0
    discard_top: Kind | None = None
    blinking: Colour | None = None
    pattern: int = 0
    pattern_colours: list[Colour] = []
    strings: list[int] = []
    pattern_deck_count: int = 0
    unannounced: int | None = None
    race: Race | None = None
    trophies: list[list[int]] = []
    characters_left: int = 0
    winner: int | None = None
    reason: str | None = None


def _kinds(cards: tuple[int, ...]) -> list[Kind]:
    return sorted((kind_of(card) for card in cards), key=KIND_INDEX.__getitem__)  # type: ignore[return-value]


def view(state: State, seat: int | None) -> BlinkView:
    """Own hand and drawn card; every other hand, the decks' order and the covered discard only as counts."""
    mine = seat is not None and 0 <= seat < state.players
    own_draw = mine and seat == state.active and state.drawn is not None
    return BlinkView(
        seat=seat, actors=sorted(actors(state)), finished=state.finished, players=state.players,
        max_turns=state.max_turns, championship=state.championship, round=state.round, dealer=state.dealer,
        active=state.active, turn=state.turn, hand=_kinds(state.hands[seat]) if mine else [],
        drawn=kind_of(state.drawn) if own_draw else None,  # type: ignore[arg-type]
        drawing=state.drawn is not None, draws=state.draws, hand_counts=[len(hand) for hand in state.hands],
        deck_count=len(state.deck), discard_count=len(state.discard),
        discard_top=kind_of(state.discard[-1]) if state.discard else None,  # type: ignore[arg-type]
        blinking=state.blinking, pattern=state.strings[-1], pattern_colours=list(colours_of(state.strings[-1])),
        strings=list(state.strings), pattern_deck_count=len(state.pattern_deck), unannounced=state.unannounced,
        race=state.race, trophies=[list(won) for won in state.trophies], characters_left=len(state.characters),
        winner=state.winner, reason=state.reason,
    )


def determinize(v: BlinkView, rng: random.Random) -> State:
    """Deal the unseen bulbs to the other hands, the covered discard and the deck; shuffle the unseen patterns."""
    pool: dict[str, list[int]] = {}
    for card in BULBS:
        pool.setdefault(kind_of(card), []).append(card)

    def take(kind: str) -> int:
        return pool[kind].pop()

    hands: list[list[int]] = [[] for _ in range(v.players)]
    if v.seat is not None:
        hands[v.seat] = [take(kind) for kind in v.hand]
    top = take(v.discard_top) if v.discard_top is not None else None
    unseen = [card for cards in pool.values() for card in cards]
    rng.shuffle(unseen)
    base = msgspec.structs.replace(State(seed=0), strings=tuple(v.strings), blinking=v.blinking)
    drawn = hands[v.seat][v.hand.index(v.drawn)] if v.drawn is not None and v.seat is not None else None
    if v.drawing and drawn is None:  # another seat's drawn card: any unseen card it could have played
        drawn = next((card for card in unseen if playable(base, kind_of(card))), unseen[0])
        unseen.remove(drawn)
        hands[v.active].append(drawn)
    for seat, count in enumerate(v.hand_counts):
        if seat != v.seat:
            missing = count - len(hands[seat])
            hands[seat] += unseen[:missing]
            unseen = unseen[missing:]
    covered = v.discard_count - (top is not None)
    discard = (*unseen[:covered], *(() if top is None else (top,)))
    deck = tuple(unseen[covered:])
    patterns = [card for card in PATTERNS if card not in v.strings]
    rng.shuffle(patterns)
    won = {card for cards in v.trophies for card in cards}
    return State(
        seed=rng.getrandbits(63), counter=1, players=v.players, max_turns=v.max_turns,
        championship=v.championship, round=v.round, dealer=v.dealer, active=v.active,
        hands=tuple(tuple(sorted(hand)) for hand in hands), deck=deck, discard=discard, strings=tuple(v.strings),
        pattern_deck=tuple(patterns), blinking=v.blinking, drawn=drawn, draws=v.draws, unannounced=v.unannounced,
        race=v.race, trophies=tuple(tuple(cards) for cards in v.trophies),
        characters=tuple(card for card in CHARACTERS if card not in won), box=BOX, winner=v.winner, turn=v.turn,
        finished=v.finished, reason=v.reason,
    )
