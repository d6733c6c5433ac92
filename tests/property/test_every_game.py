"""The shared property suite: every registered game, every variant it accepts, many seeds (DESIGN section 1).

Each playout is played once per process, for one (game, variant, seed, policy), and every property reads
that memoised history. Two policies play them: uniform random moves, which reach odd corners, and every
seat playing greedy, which plays the game to the end its rules define rather than to the turn cap (G-8).
"""

from __future__ import annotations

import functools
import os
import random
from collections import Counter
from typing import Any, NamedTuple

import msgspec
import pytest

from domain.ai.policies import greedy_move
from domain.contract import IllegalMove
from domain.registry import GAMES as REGISTERED
from tests.games.leaks import hint_reads, labels
from tests.toy_game import GAME as GUIDE_EXAMPLE

# Seeds per variant for each policy; greedy playouts cost a bot decision per move, so they get fewer.
SEEDS = {
    "random": int(os.environ.get("YULETIDE_PROPERTY_SEEDS", "8")),
    "greedy": int(os.environ.get("YULETIDE_PROPERTY_GREEDY_SEEDS", "2")),
}
# How many of the offered moves are tried on each visited state (all of them when fewer).
MOVES_TRIED = int(os.environ.get("YULETIDE_PROPERTY_MOVES", "6"))
# The scoreboard reason of a game stopped by its safety cap rather than its rules (G-8).
TURN_CAP = "turn-cap"

# Every registered game, and the adding-a-game guide's example, which is held to the same properties.
GAMES = {**REGISTERED, GUIDE_EXAMPLE.meta.slug: GUIDE_EXAMPLE}

# Scope "module" makes pytest run every property of one case back to back, so the case's playouts are
# still in the (bounded) cache when the next property reads them, with or without pytest-xdist.
CASES = [
    pytest.param(slug, index, policy, id=f"{slug}-v{index}-{policy}")
    for slug, game in sorted(GAMES.items())
    for index in range(len(game.variants()))
    for policy, seeds in SEEDS.items()
    if seeds > 0
]
by_case = pytest.mark.parametrize(("slug", "index", "policy"), CASES, scope="module")


class Step(NamedTuple):
    """One visited state, the seat that moved from it and its move, and every move that seat was offered."""

    state: Any
    seat: int | None
    move: Any
    moves: tuple


def _choose(policy: str, game: Any, state: Any, seat: int, moves: list, rng: random.Random) -> Any:
    """The move `policy` makes for `seat`: uniform random, or the greedy bot from the seat's view (G-12)."""
    if policy == "random":
        return rng.choice(moves)
    return greedy_move(game, game.bot_view(state, seat, "greedy"), moves, rng)


# The reason each playout made in this process ended with: tiny, so it outlives the playouts' cache.
_ENDINGS: dict[tuple[str, int, int, str], str | None] = {}


@functools.lru_cache(maxsize=2 * max(SEEDS.values(), default=1))
def _playout(slug: str, index: int, seed: int, policy: str) -> tuple[Step, ...]:
    """A game played by `policy`, the moving seat drawn at random among the actors; ends with the final state.

    Memoised per process (the cache is per pytest-xdist worker); bounded to about two cases, since the
    histories of long games are large and the properties of one case run together.
    """
    game = GAMES[slug]
    config, players = game.variants()[index]
    rng = random.Random(seed)
    state = game.setup(config, players, seed)
    history = []
    bound = game.max_turns if game.max_turns is not None else 10_000
    steps = 0
    while not game.is_finished(state):
        actors = sorted(game.actors(state))
        assert actors, "a running game waits for nobody"
        offered = {actor: game.legal_moves(state, actor) for actor in actors}
        for actor, moves in offered.items():
            assert moves, f"G-7: actor {actor} was offered no move"
        seat = rng.choice(actors)
        moves = offered[seat]
        move = _choose(policy, game, state, seat, moves, rng)
        assert move in moves, f"the {policy} policy chose a move that was not offered: {move!r}"
        history.append(Step(state, seat, move, tuple(moves)))
        state, _events = game.apply(state, seat, move)
        steps += 1
        assert game.turn(state) <= bound, "the game ran past its turn cap"
        assert steps <= 100_000, "a playout never ended"
    history.append(Step(state, None, None, ()))
    _ENDINGS[slug, index, seed, policy] = game.score(state).reason
    return tuple(history)


def _playouts(slug: str, index: int, policy: str):
    """(seed, history) of every playout of one case."""
    for seed in range(SEEDS[policy]):
        yield seed, _playout(slug, index, seed, policy)


def _encode(value: object) -> bytes:
    return msgspec.msgpack.encode(value)


@by_case
def test_playouts_end_and_every_offered_move_applies(slug: str, index: int, policy: str) -> None:
    game = GAMES[slug]
    _config, players = game.variants()[index]
    for seed, history in _playouts(slug, index, policy):
        final = history[-1].state
        assert game.is_finished(final)
        assert game.actors(final) == frozenset()
        board = game.score(final)
        assert board.final
        assert sorted(line.seat for line in board.seats) == list(range(players))
        rng = random.Random(seed)
        for state, seat, _move, moves in history[:-1]:
            for move in rng.sample(moves, min(len(moves), MOVES_TRIED)):
                game.apply(state, seat, move)


@by_case
def test_moves_not_offered_are_refused(slug: str, index: int, policy: str) -> None:
    game = GAMES[slug]
    _config, players = game.variants()[index]
    for _seed, history in _playouts(slug, index, policy):
        seen: list[object] = []
        refused = 0
        for state, _seat, _move, moves in history:
            offered = {s: game.legal_moves(state, s) for s in range(players)}
            actors = game.actors(state)
            for s in range(players):
                if s not in actors:
                    assert offered[s] == [], f"seat {s} is not an actor but was offered moves"
            stale_moves: list[object] = []
            for stale in seen[-20:]:
                # A move with open fields stands for many values; an equal move gets the same answer
                # from a pure apply, so it is tried once.
                if not game.open_fields(stale) and stale not in stale_moves:
                    stale_moves.append(stale)
            for s in range(players):
                for stale in stale_moves:
                    if stale in offered[s]:
                        continue
                    # try/else rather than pytest.raises: the same check, without its cost per call.
                    try:
                        game.apply(state, s, stale)
                    except IllegalMove:
                        refused += 1
                    else:
                        pytest.fail(f"seat {s} could make {stale!r}, which it was not offered")
            seen.extend(moves)
        assert refused > 0, "no stale move was ever tried"


@by_case
def test_replay_is_deterministic_and_states_round_trip(slug: str, index: int, policy: str) -> None:
    game = GAMES[slug]
    config, players = game.variants()[index]
    for seed, history in _playouts(slug, index, policy):
        replayed = game.setup(config, players, seed)
        for state, seat, move, _moves in history:
            encoded = _encode(state)
            assert _encode(replayed) == encoded
            decoded = msgspec.msgpack.decode(encoded, type=game.State)
            assert decoded == state
            assert _encode(decoded) == encoded
            if move is not None:
                replayed, _ = game.apply(replayed, seat, move)


@by_case
def test_components_are_conserved(slug: str, index: int, policy: str) -> None:
    game = GAMES[slug]
    for _seed, history in _playouts(slug, index, policy):
        counts = {repr(game.conservation(step.state)) for step in history}
        assert len(counts) == 1, f"component counts changed during play: {counts}"


@by_case
def test_views_leak_nothing(slug: str, index: int, policy: str) -> None:
    """A state rebuilt from a seat's view with every hidden part re-sampled gives that seat the same view (and, for
    the first seat the game waits for halfway through the first playout, the same hint: a search costs playouts)."""
    game = GAMES[slug]
    _config, players = game.variants()[index]
    for number, (seed, history) in enumerate(_playouts(slug, index, policy)):
        rng = random.Random(seed)
        samples = history[:: max(1, len(history) // 25)]
        for sampled, step in enumerate(samples):
            state = step.state
            hinted = min(game.actors(state), default=None) if number == 0 and sampled == len(samples) // 2 else None
            for seat in [*range(players), None]:
                view = game.view(state, seat)
                assert b'"seed"' not in msgspec.json.encode(view) or game.is_finished(state)
                for attempt in range(2):
                    other = game.determinize(view, rng)
                    assert _encode(game.view(other, seat)) == _encode(view)
                    if seat is not None:
                        assert _encode(game.legal_moves(other, seat)) == _encode(
                            game.legal_moves(state, seat)
                        )
                        assert labels(game, other, seat) == labels(game, state, seat)
                        if attempt == 0 and seat == hinted:
                            assert hint_reads(game, other, seat) == hint_reads(game, state, seat)


@by_case
def test_every_move_has_a_label_and_every_event_a_text(slug: str, index: int, policy: str) -> None:
    """Labels are non-empty and tell the offered moves apart; every event emitted has a line of text."""
    game = GAMES[slug]
    for _seed, history in _playouts(slug, index, policy):
        for state, seat, move, moves in history[:-1]:
            shown = labels(game, state, seat)
            assert all(label.strip() for label in shown), f"an empty label among {shown}"
            assert len(set(shown)) == len(shown), f"two offered moves share a label: {sorted(shown)}"
            _after, events = game.apply(state, seat, move)
            for event in events:
                text = game.text(event)
                assert text.strip() and text != type(event).__name__, f"no text for {event!r}"


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_greedy_playouts_end_by_the_rules_not_only_by_the_turn_cap(slug: str) -> None:
    """Some greedy playout of the game reaches the end its rules define, so that end is tested too."""
    if SEEDS["greedy"] == 0:
        pytest.skip("greedy playouts are switched off (YULETIDE_PROPERTY_GREEDY_SEEDS=0)")
    game = GAMES[slug]
    keys = [(slug, index, seed, "greedy") for index in range(len(game.variants())) for seed in range(SEEDS["greedy"])]
    # The playouts this process has already played first: usually one of them settles it.
    keys.sort(key=lambda key: key not in _ENDINGS)
    reasons: Counter[str | None] = Counter()
    for key in keys:
        if key not in _ENDINGS:
            _playout(*key)
        reason = _ENDINGS[key]
        if reason is not None and reason != TURN_CAP:
            return
        reasons[reason] += 1
    pytest.fail(
        f"no greedy playout of {slug} ended by its rules; final scoreboard reasons: {dict(reasons)} "
        f"(a final scoreboard names its reason, {TURN_CAP!r} only when the cap stopped the game)"
    )
