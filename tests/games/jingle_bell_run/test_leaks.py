"""G-5 and JB-11 at scale: a seat learns nothing from the identities of the cards it cannot see.

At states reached by greedy and random playouts, the cards a seat cannot see (the deck and the other
hands) are dealt among those places at random, keeping every pile's size: the seat's view, its legal
moves and the refusal details of a handful of illegal attempts must stay byte-identical.
"""

from __future__ import annotations

import random

import msgspec
import pytest
from msgspec.structs import replace

from domain.contract import IllegalMove
from domain.games.jingle_bell_run import GAME
from domain.games.jingle_bell_run.bots import greedy
from domain.games.jingle_bell_run.moves import DiscardDown, Move, Steal, SwapPatterns, TakeBubble, TakeCard
from domain.games.jingle_bell_run.state import JingleBellRunConfig, JingleBellRunState

SEEDS = range(3)


def _encode(value: object) -> bytes:
    return msgspec.msgpack.encode(value)


def _playout(players: int, seed: int, bot: str, config: JingleBellRunConfig) -> list[JingleBellRunState]:
    """Every state of a whole game."""
    rng, state, history = random.Random(seed), GAME.setup(config, players, seed), []
    while not GAME.is_finished(state):
        history.append(state)
        moves = GAME.legal_moves(state, state.active)
        move = greedy(GAME.view(state, state.active), moves, rng) if bot == "greedy" else rng.choice(moves)
        state, _ = GAME.apply(state, state.active, move)
    return [*history, state]


def _permuted(state: JingleBellRunState, seat: int, rng: random.Random) -> JingleBellRunState:
    """The same table with the deck and every other hand dealt afresh from their own cards."""
    unseen = [*state.deck, *(c for s, hand in enumerate(state.hands) if s != seat for c in hand)]
    rng.shuffle(unseen)
    hands = []
    for s, hand in enumerate(state.hands):
        if s == seat:
            hands.append(hand)
        else:
            hands.append(tuple(unseen[: len(hand)]))
            unseen = unseen[len(hand) :]
    return replace(state, hands=tuple(hands), deck=tuple(unseen))


def _attempts(state: JingleBellRunState, seat: int) -> list[object]:
    """Illegal tries naming cards the seat cannot see: the deck's top, another hand's cards, odd cells."""
    hidden = [*state.deck[:3], *(c for s, hand in enumerate(state.hands) if s != seat for c in hand[:3])]
    picks = hidden[:5] or [0]
    other = (seat + 1) % state.players
    return [
        TakeCard(source=picks[0]), TakeBubble(market_card=picks[-1]), Steal(brokens=tuple(picks[:2]), seat=other),
        SwapPatterns(plug=picks[0], a=0, b=15), Move(to=5, cards=tuple(picks)), DiscardDown(cards=tuple(picks[:2])),
    ]


def _refusals(state: JingleBellRunState, seat: int, attempts: list[object]) -> list[tuple[str, str]]:
    out = []
    for move in attempts:
        try:
            GAME.apply(state, seat, move)
        except IllegalMove as refused:
            out.append((refused.code, refused.detail))
        else:
            out.append(("applied", ""))
    return out


def _seen(state: JingleBellRunState, seat: int, attempts: list[object]) -> bytes:
    """Everything a seat can read now: its view, its legal moves and its refusals."""
    return (_encode(GAME.view(state, seat)) + _encode(GAME.legal_moves(state, seat))
            + _encode(_refusals(state, seat, attempts)))


@pytest.mark.parametrize(("players", "bot", "config"), [
    (2, "greedy", JingleBellRunConfig(first_seat=0)),
    (6, "random", JingleBellRunConfig(first_seat=3, start_on_corner=True, max_turns=20)),
    (4, "greedy", JingleBellRunConfig(first_seat="random")),
])
def test_permuting_cards_a_seat_cannot_see_changes_nothing_it_can_read(players, bot, config):
    rng, checked = random.Random(0), 0
    for seed in SEEDS:
        history = _playout(players, seed, bot, config)
        for state in history[:: max(1, len(history) // 25)]:
            for seat in range(players):
                attempts = _attempts(state, seat)
                assert _seen(_permuted(state, seat, rng), seat, attempts) == _seen(state, seat, attempts)
                checked += 1
    assert checked > 50


def test_only_the_taker_reads_a_blind_draw_and_only_thief_and_victim_read_a_steal():
    private = {"card-seen", "stolen-cards-seen"}
    for seed in SEEDS:
        state, rng = GAME.setup(JingleBellRunConfig(), 4, seed), random.Random(seed)
        while not GAME.is_finished(state):
            seat = state.active
            move = rng.choice(GAME.legal_moves(state, seat))
            state, events = GAME.apply(state, seat, move)
            for event in events:
                tag = event.__struct_config__.tag
                assert (event.to is not None) == (tag in private), event
                if tag in private:
                    assert seat in event.to
