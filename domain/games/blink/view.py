"""What a seat of Blink may know (BL-10, G-5), and a full state rebuilt from that knowledge."""

from __future__ import annotations

import random

import msgspec

from domain.contract import BaseView
from domain.kit import Race
from domain.kit.bounds import deal_preferring, rows_from, telling
from domain.lights import kind_of
from domain.lights.catalog import CardId
from domain.lights.components import KIND_INDEX, KINDS, Colour, Kind

from .components import BOX, BULBS, CHARACTERS, PATTERNS, colours_of
from .flow import bounds, passed_over
from .rules import actors, playable
from .state import BlinkState

State = BlinkState


class BlinkView(BaseView, frozen=True, kw_only=True):
    """One seat's knowledge: its own hand by kind, and for the rest counts and the public table (BL-10)."""

    players: int = 2
    """Seats at the table (2-5)."""
    max_turns: int = 0
    """The turn cap of this game (G-8): it ends when this many turns have been played."""
    championship: bool = False
    """True when rounds go on until a seat has taken two Character cards (BL-9)."""
    round: int = 1
    """The round being played, from 1."""
    dealer: int = 0
    """This round's dealer; the seat after it started."""
    active: int = 0
    """The seat whose turn it is."""
    turn: int = 0
    """Turns ended over the whole game so far (G-8)."""
    hand: list[Kind] = []
    """The viewer's own cards by kind, in kind order; empty for a spectator."""
    drawn: Kind | None = None
    """The playable card the viewer just drew and must now play or keep (BL-4); null otherwise."""
    drawing: bool = False
    """True while the active seat has drawn a playable card and must play or keep it."""
    draws: int = 0
    """Cards the active seat has drawn this turn."""
    hand_counts: list[int] = []
    """How many cards each seat holds, by seat."""
    at_most: list[dict[str, int]] = []
    """By seat, the most it can hold of a kind this round where what the table saw caps it below its hand
    size: none of any kind it could have played when it had to draw, each cap growing by one with every card
    it takes unseen that could be of that kind (a drawn card it passed over is none of the playable kinds, the
    one it stopped at is one of them). Kinds left out are capped only by the hand size. Public: anyone
    watching the table could keep it."""
    passed_over: list[dict[str, int]] = []
    """By seat, the most it can hold of a kind this round if it plays in the house order (plain colours first,
    then Broken, Bubble, Plug), where that says more than `at_most`: none of a playable kind ranked before a
    special it played from its hand, each cap growing by one with every card it takes unseen since that could be
    of that kind. A reading of its play that the table can make, not a rule: a seat may play otherwise."""
    deck_count: int = 0
    """Cards left in the Bulb deck."""
    discard_count: int = 0
    """Cards in the discard pile."""
    discard_top: Kind | None = None
    """The kind on top of the discard pile; null when it is empty."""
    blinking: Colour | None = None
    """The blinking colour; null when nothing blinks and any colour of the string may be played (BL-8)."""
    pattern: CardId = 0
    """The Pattern card that is the string now."""
    pattern_colours: list[Colour] = []
    """That Pattern card's five colours, left to right (the string wraps around from the last to the first)."""
    strings: list[CardId] = []
    """The Pattern cards played this round, oldest first; the last is the string now."""
    pattern_deck_count: int = 0
    """Pattern cards left to plug in."""
    unannounced: int | None = None
    """The seat down to one card that has not shouted "Blink!" while it can still be caught (BL-5); else null."""
    race: Race | None = None
    """The current or last Blink window: who may catch or call, and who answered first."""
    trophies: list[list[CardId]] = []
    """The Character cards each seat has won, by seat (BL-9)."""
    characters_left: int = 0
    """Character cards not yet won."""
    winner: int | None = None
    """The seat that emptied its hand last; null before anyone has."""
    reason: str | None = None
    """How the game ended: `went-out`, `champion` or `turn-cap`; null while it runs."""


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
        at_most=[telling(row, KINDS, len(hand)) for row, hand in zip(bounds(state), state.hands, strict=True)],
        passed_over=[_passed(state, seat) for seat in range(state.players)],
        deck_count=len(state.deck), discard_count=len(state.discard),
        discard_top=kind_of(state.discard[-1]) if state.discard else None,  # type: ignore[arg-type]
        blinking=state.blinking, pattern=state.strings[-1], pattern_colours=list(colours_of(state.strings[-1])),
        strings=list(state.strings), pattern_deck_count=len(state.pattern_deck), unannounced=state.unannounced,
        race=state.race, trophies=[list(won) for won in state.trophies], characters_left=len(state.characters),
        winner=state.winner, reason=state.reason,
    )


def _passed(state: State, seat: int) -> dict[str, int]:
    """The caps a seat's plays put on its hand in the house order, where they say more than the rules' caps."""
    hard, size = bounds(state)[seat], len(state.hands[seat])
    shown = telling(hard, KINDS, size)
    soft = tuple(min(p, m) for p, m in zip(passed_over(state)[seat], hard, strict=True))
    return {kind: cap for kind, cap in telling(soft, KINDS, size).items() if cap < shown.get(kind, size)}


def determinize(v: BlinkView, rng: random.Random) -> State:
    """Deal the unseen bulbs to the other hands (within `at_most`, and within `passed_over` when a deal there
    exists), the covered discard and the deck; shuffle the unseen patterns."""
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
    base = msgspec.structs.replace(State(seed=0), strings=tuple(v.strings), blinking=v.blinking)
    rooms = {seat: dict(caps) for seat, caps in enumerate(v.at_most)}
    # What a seat's plays say of its hand, where they say more; dealt within when a deal agrees with them.
    reads = {seat: {**rooms[seat], **(v.passed_over[seat] if v.passed_over else {})} for seat in rooms}
    drawn = hands[v.seat][v.hand.index(v.drawn)] if v.drawn is not None and v.seat is not None else None
    if v.drawing and drawn is None:  # another seat's drawn card: an unseen card it could have played
        rng.shuffle(unseen)
        room = rooms[v.active]
        drawn = next((c for c in unseen if playable(base, kind_of(c)) and room.get(kind_of(c), 1) > 0), unseen[0])
        unseen.remove(drawn)
        hands[v.active].append(drawn)
        # Its caps counted the drawn card in every playable kind; the rest of its hand has one less room there.
        rooms[v.active] = {kind: cap - playable(base, kind) for kind, cap in room.items()}
        reads[v.active] = {kind: max(0, cap - playable(base, kind)) for kind, cap in reads[v.active].items()}
    wanted = [
        (seat, count - len(hands[seat]), rooms[seat]) for seat, count in enumerate(v.hand_counts) if seat != v.seat
    ]
    preferred = [(seat, count, reads[seat]) for seat, count, _ in wanted]
    dealt, unseen = deal_preferring(preferred, wanted, unseen, kind_of, rng)
    for seat, cards in dealt.items():
        hands[seat] += cards
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
        most=rows_from(v.at_most, v.hand_counts, KINDS),
        passed=rows_from(v.passed_over, v.hand_counts, KINDS) if v.passed_over else (),
        race=v.race, trophies=tuple(tuple(cards) for cards in v.trophies),
        characters=tuple(card for card in CHARACTERS if card not in won), box=BOX, winner=v.winner, turn=v.turn,
        finished=v.finished, reason=v.reason,
    )
