"""G-5 and CB-5 at scale: a seat learns nothing about cards it cannot see, nor whether a Present came up.

- At states of greedy and random playouts, the cards a seat cannot see (other hands and the box pile) are
  permuted, and another drawer's Present bonus is changed: the seat's view, legal moves and the refusals
  of a batch of illegal attempts stay byte-identical.
- A "Check the Box" draw of a Present and of a plain card, then `decline` and `continue`, read the same
  to every other seat and to spectators.
"""

from __future__ import annotations

import random

import msgspec

from domain.contract import IllegalMove
from domain.games.check_the_box import GAME
from domain.games.check_the_box.bots import greedy
from domain.games.check_the_box.components import KINDS
from domain.games.check_the_box.moves import Ask, Continue, Decline, DrawTwo
from domain.games.check_the_box.state import CheckTheBoxConfig, CheckTheBoxState

ATTEMPTS = [*(Ask(seat=seat, kind=kind) for seat in range(4) for kind in KINDS), DrawTwo(), Decline(), Continue()]


def _encode(value: object) -> bytes:
    return msgspec.msgpack.encode(value)


def _readable(events: list, seat: int | None) -> bytes:
    return msgspec.json.encode([e for e in events if e.to is None or (seat is not None and seat in e.to)])


def _refusals(state: CheckTheBoxState, seat: int) -> list[tuple[str, str]]:
    offered = GAME.legal_moves(state, seat)
    outcomes = []
    for move in ATTEMPTS:
        if move in offered:
            continue
        try:
            GAME.apply(state, seat, move)
        except IllegalMove as error:
            outcomes.append((error.code, error.detail))
    return outcomes


def _playout(players: int, seed: int, bot: bool) -> list[CheckTheBoxState]:
    rng = random.Random(seed)
    state = GAME.setup(CheckTheBoxConfig(first_seat="random"), players, seed)
    states = [state]
    while not state.finished:
        seat = min(GAME.actors(state))
        moves = GAME.legal_moves(state, seat)
        move = greedy(GAME.view(state, seat), moves, rng) if bot else rng.choice(moves)
        state, _ = GAME.apply(state, seat, move)
        states.append(state)
    return states


def _hide_differently(state: CheckTheBoxState, seat: int | None, rng: random.Random) -> CheckTheBoxState:
    """The same table with the cards `seat` cannot see dealt anew over the same hand sizes and pile size."""
    others = [s for s in range(state.players) if s != seat]
    unseen = [card for s in others for card in state.hands[s]] + list(state.pile)
    rng.shuffle(unseen)
    hands = list(state.hands)
    for s in others:
        hands[s], unseen = tuple(sorted(unseen[: len(hands[s])])), unseen[len(hands[s]) :]
    bonus = state.bonus
    if state.drawer is not None and state.drawer != seat:
        bonus = rng.randint(0, 2)
    return msgspec.structs.replace(state, hands=tuple(hands), pile=tuple(unseen), bonus=bonus)


def test_permuting_what_a_seat_cannot_see_changes_nothing_it_sees():
    checked = 0
    for players in (2, 3, 4):
        for seed in range(8):
            rng = random.Random(100 + seed)
            for state in _playout(players, seed, bot=seed % 2 == 0)[::3]:
                for seat in [*range(players), None]:
                    twin = _hide_differently(state, seat, rng)
                    assert _encode(GAME.view(twin, seat)) == _encode(GAME.view(state, seat))
                    if seat is None:
                        continue
                    assert _encode(GAME.legal_moves(twin, seat)) == _encode(GAME.legal_moves(state, seat))
                    assert _refusals(twin, seat) == _refusals(state, seat)
                    checked += 1
    assert checked > 500


def test_a_present_drawn_then_declined_reads_like_a_plain_card_drawn_then_continued(table, act):
    hands = {0: ["green", "red"], 1: ["yellow"], 2: ["blue"]}
    present = table(players=3, hands=hands, pile_top=["present"])
    plain = table(players=3, hands=hands, pile_top=["pink"])
    present, present_events = act(present, 0, Ask(seat=1, kind="green"))
    plain, plain_events = act(plain, 0, Ask(seat=1, kind="green"))
    assert GAME.legal_moves(present, 0) == [DrawTwo(), Decline()]
    assert GAME.legal_moves(plain, 0) == [Continue()]
    for seat in (1, 2, None):
        assert _readable(present_events, seat) == _readable(plain_events, seat)
        assert _encode(GAME.view(present, seat)) == _encode(GAME.view(plain, seat))
    assert _readable(present_events, 0) != _readable(plain_events, 0)
    present, present_events = act(present, 0, Decline())
    plain, plain_events = act(plain, 0, Continue())
    for seat in (1, 2, None):
        assert _readable(present_events, seat) == _readable(plain_events, seat)
        assert _encode(GAME.view(present, seat)) == _encode(GAME.view(plain, seat))
        assert _encode(GAME.legal_moves(present, 1)) == _encode(GAME.legal_moves(plain, 1))
