"""Section 3.3 and acceptance 13 at scale: a seat learns nothing about the faces it has not seen.

Two checks over random playouts from many seeds:
- at sampled states, the seat's unseen cards (its unknown hand cards and the deck) are permuted and its
  view, legal moves, the errors of a batch of illegal attempts and (at some) its hint must stay byte-identical;
- over whole games, the cards a seat never saw are permuted at setup and the same moves replayed: every
  event it can read, every view and every error must stay byte-identical at every step, and so must what its
  live stream carries (the events it may read with their cursors in the log, which count the events it may not).
"""

from __future__ import annotations

import random

import msgspec

from domain.contract import IllegalMove
from domain.games.christmas_lights import GAME
from domain.games.christmas_lights.events import SaleAnswered
from domain.games.christmas_lights.moves import (
    Accept,
    ArrangeHand,
    Decline,
    DiscardForNew,
    DiscardSpecial,
    OfferCard,
    Peek,
    PlaceSpecial,
    PlayCard,
    PutUp,
    Refill,
    SwapCard,
    Withdraw,
)
from domain.games.christmas_lights.question import AnyOf, CardIs, CountIs, FitsNext, HasPair, Not, SameCards
from domain.games.christmas_lights.state import ChristmasLightsState, ChristmasLightsConfig
from tests.games.leaks import HINT_EVERY, encode, hint_reads, stream_reads

SEEDS = range(6)
WINDOW = 30  # moves replayed from each permuted start
QUESTIONS = [
    CardIs(card=0, is_="red"), CountIs(kind="plug", compare="at-least", n=1), SameCards(cards=(0, 1)),
    FitsNext(card=0), Not(question=HasPair()), AnyOf(questions=[CardIs(card=1, is_="special"), HasPair()]),
]
ATTEMPTS = [
    *(PlayCard(ref=ref) for ref in range(7)),
    PlayCard(ref=0, pattern="P01", direction="left-to-right"),
    *(SwapCard(ref=ref, seat=1, their_ref=0) for ref in (0, 4, 8)),
    PutUp(refs=[0, 0]), PutUp(refs=[6]), PutUp(refs=[1, 0]),
    *(OfferCard(sale_card=0, seat=1, question=q) for q in QUESTIONS),
    *(OfferCard(sale_card=0, seat=0, question=q) for q in QUESTIONS[:2]),
    *(PlaceSpecial(position=p) for p in range(5)),
    Refill(count=7), Peek(ref=8), DiscardForNew(ref=8), Accept(), Decline(), Withdraw(sale_card=3),
    DiscardSpecial(), ArrangeHand(order=[0, 0], marks=["upright"]),
]


def _readable(events: list, seat: int) -> bytes:
    return msgspec.json.encode([e for e in events if e.to is None or seat in e.to])


def _attempts(state: ChristmasLightsState, seat: int) -> list[object]:
    offered = GAME.legal_moves(state, seat)
    outcomes: list[object] = []
    for move in ATTEMPTS:
        if move in offered:
            continue
        try:
            after, events = GAME.apply(state, seat, move)
            outcomes.append((_readable(events, seat), encode(GAME.view(after, seat))))
        except IllegalMove as error:
            outcomes.append((error.code, error.detail))
    return outcomes


def _choose(state: ChristmasLightsState, rng: random.Random) -> tuple[int, object]:
    seat = rng.choice(sorted(GAME.actors(state)))
    move = rng.choice(GAME.legal_moves(state, seat))
    if isinstance(move, OfferCard) and rng.random() < 0.7:
        asked = msgspec.structs.replace(move, question=rng.choice(QUESTIONS))
        try:
            GAME.apply(state, seat, asked)
            move = asked
        except IllegalMove:
            pass
    return seat, move


def _playout(players: int, seed: int) -> list[tuple[ChristmasLightsState, int, object, list]]:
    rng = random.Random(seed)
    state = GAME.setup(ChristmasLightsConfig(max_turns=12), players, seed)
    history = []
    while not GAME.is_finished(state):
        seat, move = _choose(state, rng)
        after, events = GAME.apply(state, seat, move)
        history.append((state, seat, move, events))
        state = after
    history.append((state, -1, None, []))
    return history


def _unseen_slots(state: ChristmasLightsState, seat: int) -> list[tuple[str, int]]:
    """Where the cards `seat` has not seen sit: its unknown hand refs and the deck."""
    hand = [("hand", ref) for ref, card in enumerate(state.seats[seat].hand) if not card.known]
    return hand + [("deck", index) for index in range(len(state.deck))]


def _card_at(state: ChristmasLightsState, seat: int, slot: tuple[str, int]) -> int:
    zone, index = slot
    return state.seats[seat].hand[index].card if zone == "hand" else state.deck[index]


def _relabel(state: ChristmasLightsState, seat: int, mapping: dict[int, int]) -> ChristmasLightsState:
    """Replace card ids in `seat`'s hand and the deck by `mapping` (ids not in it stay)."""
    player = state.seats[seat]
    hand = tuple(msgspec.structs.replace(c, card=mapping.get(c.card, c.card)) for c in player.hand)
    seats = list(state.seats)
    seats[seat] = msgspec.structs.replace(player, hand=hand)
    deck = tuple(mapping.get(card, card) for card in state.deck)
    return msgspec.structs.replace(state, seats=tuple(seats), deck=deck)


def _shuffled_mapping(cards: list[int], rng: random.Random) -> dict[int, int]:
    moved = list(cards)
    rng.shuffle(moved)
    return dict(zip(cards, moved))


def test_permuting_unseen_faces_at_any_state_changes_nothing_the_seat_sees():
    checked = 0
    for players in range(2, 7):
        for seed in SEEDS:
            rng = random.Random(1000 + seed)
            for state, *_ in _playout(players, seed)[::7]:
                for seat in range(players):
                    cards = [_card_at(state, seat, slot) for slot in _unseen_slots(state, seat)]
                    other = _relabel(state, seat, _shuffled_mapping(cards, rng))
                    assert encode(GAME.view(other, seat)) == encode(GAME.view(state, seat))
                    assert encode(GAME.legal_moves(other, seat)) == encode(GAME.legal_moves(state, seat))
                    if seat in GAME.actors(state):
                        assert _attempts(other, seat) == _attempts(state, seat)
                        if checked % HINT_EVERY == 0:
                            assert hint_reads(GAME, other, seat) == hint_reads(GAME, state, seat)
                    checked += 1
    assert checked > 1500


def test_replaying_moves_with_never_seen_faces_permuted_reads_the_same_for_that_seat():
    checked = 0
    for players in (2, 3, 4, 6):
        for seed in SEEDS:
            history = _playout(players, seed)
            rng = random.Random(seed)
            for begin in range(0, len(history) - 1, WINDOW):
                window = history[begin : begin + WINDOW + 1]
                for seat in range(players):
                    checked += _replay_window(window, seat, rng)
    assert checked > 5000


def _replay_window(window: list, seat: int, rng: random.Random) -> int:
    """Permute the cards `seat` never sees during `window`, replay its moves, compare at every step."""
    start = window[0][0]
    never = {_card_at(start, seat, slot) for slot in _unseen_slots(start, seat)}
    for state, _actor, _move, events in window:
        never &= {_card_at(state, seat, slot) for slot in _unseen_slots(state, seat)}
        if any(isinstance(e, SaleAnswered) and e.seat == seat for e in events):
            # An answer about the seller's hand tells it something about every card there.
            never -= {card.card for card in state.seats[seat].hand}
    twin = _relabel(start, seat, _shuffled_mapping(sorted(never), rng))
    steps = 0
    for state, actor, move, events in window:
        assert encode(GAME.view(twin, seat)) == encode(GAME.view(state, seat))
        assert encode(GAME.legal_moves(twin, seat)) == encode(GAME.legal_moves(state, seat))
        if seat in GAME.actors(state) and steps % 3 == 0:
            assert _attempts(twin, seat) == _attempts(state, seat)
        if move is None or state is window[-1][0]:
            break
        twin, twin_events = GAME.apply(twin, actor, move)
        assert _readable(twin_events, seat) == _readable(events, seat)
        assert stream_reads(GAME, seat, steps, twin_events) == stream_reads(GAME, seat, steps, events)
        steps += 1
    return steps
