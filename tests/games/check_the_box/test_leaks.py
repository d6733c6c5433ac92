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

from domain.games.check_the_box import GAME
from domain.games.check_the_box.components import KINDS
from domain.games.check_the_box.moves import Ask, Continue, Decline, DrawTwo
from domain.games.check_the_box.state import CheckTheBoxConfig, CheckTheBoxState
from tests.games.leaks import assert_reads_alike, encode, playout

ATTEMPTS = [*(Ask(seat=seat, kind=kind) for seat in range(4) for kind in KINDS), DrawTwo(), Decline(), Continue()]


def _readable(events: list, seat: int | None) -> bytes:
    return msgspec.json.encode([e for e in events if e.to is None or (seat is not None and seat in e.to)])


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
            bot = "greedy" if seed % 2 == 0 else "random"
            for state in playout(GAME, CheckTheBoxConfig(first_seat="random"), players, seed, bot)[::3]:
                for seat in [*range(players), None]:
                    assert_reads_alike(GAME, state, _hide_differently(state, seat, rng), seat, ATTEMPTS)
                    checked += seat is not None
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
        assert encode(GAME.view(present, seat)) == encode(GAME.view(plain, seat))
    assert _readable(present_events, 0) != _readable(plain_events, 0)
    present, present_events = act(present, 0, Decline())
    plain, plain_events = act(plain, 0, Continue())
    for seat in (1, 2, None):
        assert _readable(present_events, seat) == _readable(plain_events, seat)
        assert encode(GAME.view(present, seat)) == encode(GAME.view(plain, seat))
        assert encode(GAME.legal_moves(present, 1)) == encode(GAME.legal_moves(plain, 1))
