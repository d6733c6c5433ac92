"""G-5 leak-test plumbing shared by the game tests: seeded playouts, refusals and the byte-identical check.

A game's leak test keeps what is its own, how to permute what a seat cannot see (and its illegal attempts);
these helpers play the game, try the attempts and compare what the seat reads at both tables.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterable, Iterator, Sequence
from typing import Any

import msgspec

from domain.contract import IllegalMove

APPLIED = ("applied", "")  # the outcome of an attempt the game accepts, which it must have offered


def encode(value: object) -> bytes:
    """`value` as msgpack, for byte-for-byte comparisons."""
    return msgspec.msgpack.encode(value)


def refusals(game: Any, state: Any, seat: int, attempts: Iterable[object]) -> list[tuple[str, str]]:
    """(code, detail) of each attempt the game refuses `seat`; APPLIED for one it accepts, only ever an offered one."""
    offered = game.legal_moves(state, seat)
    outcomes = []
    for move in attempts:
        try:
            game.apply(state, seat, move)
        except IllegalMove as refused:
            outcomes.append((refused.code, refused.detail))
        else:
            assert move in offered, f"seat {seat} was never offered {move!r}, yet the game accepted it"
            outcomes.append(APPLIED)
    return outcomes


def labels(game: Any, state: Any, seat: int) -> list[str]:
    """The labels the service shows `seat` beside its legal moves."""
    view = game.view(state, seat)
    return [game.label(view, move) for move in game.legal_moves(state, seat)]


def steps(
    game: Any, config: Any, players: int, seed: int, policy: str, *, any_actor: bool = False
) -> Iterator[tuple[Any, int, Any, Any, list]]:
    """(state before, seat, move, state after, events) for each move of the seeded game `policy` plays.

    `policy` is "random" or a level of `game.bots`, for every seat (deciding from its `bot_view`, as an AI seat
    does), with one rng seeded with `seed`; the seat
    is the lowest actor, or one drawn among the actors with `any_actor` (races).
    """
    bot = None if policy == "random" else game.bots[policy]
    rng = random.Random(seed)
    state = game.setup(config, players, seed)
    while not game.is_finished(state):
        actors = sorted(game.actors(state))
        seat = rng.choice(actors) if any_actor else actors[0]
        moves = game.legal_moves(state, seat)
        move = rng.choice(moves) if bot is None else bot(game.bot_view(state, seat, policy), moves, rng)
        after, events = game.apply(state, seat, move)
        yield state, seat, move, after, events
        state = after


def history(
    game: Any, config: Any, players: int, seed: int, policy: str, *, any_actor: bool = False
) -> list[tuple[Any, int | None, Any]]:
    """(state, seat, move) for each move of the seeded game, then (last state, None, None)."""
    played: list[tuple[Any, int | None, Any]] = []
    state = game.setup(config, players, seed)
    for before, seat, move, state, _ in steps(game, config, players, seed, policy, any_actor=any_actor):
        played.append((before, seat, move))
    return [*played, (state, None, None)]


def playout(game: Any, config: Any, players: int, seed: int, policy: str, *, any_actor: bool = False) -> list:
    """Every state of the seeded game played as `history` plays it, the first and the last included."""
    return [state for state, _, _ in history(game, config, players, seed, policy, any_actor=any_actor)]


def spread(states: Sequence, count: int) -> Sequence:
    """Every (len // count)-th of `states` from the first: at least `count` of them, or all when fewer."""
    return states[:: max(1, len(states) // count)]


# The hint's search in the leak checks: a fixed draw and a few playouts, bounded by count and never by the clock.
# A search plays whole games out, so one check in HINT_EVERY of a seat the game waits for compares hints too.
HINT_PLAYOUTS = 2
HINT_EVERY = 8
_hint_turn = itertools.count()


def hint_reads(game: Any, state: Any, seat: int, seed: int = 0) -> bytes:
    """The hint (service/usecases/hints.py) `seat` is given at `state`, encoded as the service sends it, searched with an rng
    seeded with `seed` and HINT_PLAYOUTS playouts; empty when the game is not waiting for the seat."""
    from domain.ai import Budget
    from service.usecases.hints import hint_body  # the service's own hint, from the seat's view and legal moves
    from service.store.records import SeatRecord
    from service.usecases.table import seat_names

    moves = game.legal_moves(state, seat)
    if not moves:
        return b""
    names = seat_names([SeatRecord(kind="human")] * len(game.score(state).seats))
    budget = Budget(iterations=HINT_PLAYOUTS, seconds=3600.0)
    return hint_body(game, 1, game.view(state, seat), moves, names, random.Random(seed), budget)


def assert_reads_alike(game: Any, state: Any, permuted: Any, seat: int | None, attempts: Iterable[object]) -> None:
    """`seat` reads the same bytes at both tables: its view, legal moves with their labels, refusals and (at one
    check in HINT_EVERY of a seat the game waits for) the hint it is given; a spectator, None: the view."""
    assert encode(game.view(permuted, seat)) == encode(game.view(state, seat))
    if seat is None:
        return
    offered = game.legal_moves(state, seat)
    assert encode(game.legal_moves(permuted, seat)) == encode(offered)
    assert labels(game, permuted, seat) == labels(game, state, seat)
    attempts = list(attempts)
    assert encode(refusals(game, permuted, seat, attempts)) == encode(refusals(game, state, seat, attempts))
    if offered and next(_hint_turn) % HINT_EVERY == 0:
        assert hint_reads(game, permuted, seat) == hint_reads(game, state, seat)


def stream_reads(game: Any, seat: int | None, version: int, events: Sequence[Any], view: bytes = b"") -> bytes:
    """What `seat`'s live stream (service/live/streams.py) carries for one write of `events` at `version`: each event it
    may read, with the cursor the event log gives it (`<version>-<n>`, `n` counting every event of the write, read
    or not) and its text, then the view (`view`, encoded by the caller) under the cursor of the last one read."""
    from service.live.streams import may_read, message  # the service's own redaction and framing

    shown = None
    sent = []
    for number, event in enumerate(events, start=1):
        raw = msgspec.json.encode(event)
        if may_read(raw, seat):
            shown = f"{version}-{number}"
            sent.append(message("game-event", shown, raw + b"\n" + game.text(event).encode()))
    sent.append(message("view", shown, view))
    return b"".join(sent)
