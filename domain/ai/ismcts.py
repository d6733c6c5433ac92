"""Expert level: single-observer information-set Monte Carlo tree search (SO-ISMCTS).

One tree is grown from the bot's point of view. Every iteration samples a full table consistent with
the bot's view (`game.determinize`), walks the tree along the moves legal on that table (a move's
bandit counts how often it was available, so moves that exist only in some samples are judged fairly),
adds one node, plays the rest out with the rollout policy and backs up each seat's reward into the
nodes of that seat's moves. Every seat's moves are tree nodes; at a simultaneous step the actors move
one at a time, the bot first, so the search never lets the bot react to a commit it could not see.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from typing import Any

import msgspec

from domain.ai.budget import DEFAULT_BUDGET, Budget
from domain.ai.policies import heuristic_for, rollout_policy
from domain.ai.reward import Scale, seat_rewards
from domain.contract import Game, IllegalMove

# UCB exploration constant for rewards on [0, 1].
EXPLORATION = 0.7
# How many standard errors a searched move must beat the game heuristic's move by to replace it.
OVERRIDE = 1.0
# Playouts longer than this many moves stop and are judged by the running score.
ROLLOUT_DEPTH = 200

_encode = msgspec.msgpack.Encoder().encode


class Node:
    """One move in the tree: who made it, and its bandit statistics from that seat's side."""

    __slots__ = ("available", "children", "mover", "total", "visits")

    def __init__(self, mover: int | None) -> None:
        self.mover = mover
        self.children: dict[tuple[int, bytes], Node] = {}
        self.visits = 0
        self.total = 0.0
        self.available = 1


class SearchResult(msgspec.Struct, frozen=True, kw_only=True):
    """The chosen move and what it cost."""

    move: Any
    iterations: int
    seconds: float


class Search:
    """The state of one search: the game, what the bot knows, the tree's reward scale and its clock."""

    def __init__(self, game: Game, view: Any, moves: list, rng: random.Random, deadline: float) -> None:
        self.game = game
        self.view = view
        self.seat = view.seat
        self.moves = moves
        self.rng = rng
        self.deadline = deadline
        self.policy: Callable[[Any, int, random.Random], Any] = rollout_policy(game)
        self.scale: Scale | None = None
        self.root = Node(None)
        self.first = _first_choice(game, view, moves, rng)

    def next_seat(self, state: Any) -> int:
        """Who moves next in the tree: the bot when it is among the actors, else the lowest seat."""
        actors = self.game.actors(state)
        return self.seat if self.seat in actors else min(actors)

    def select(self, node: Node, keyed: list[tuple[tuple[int, bytes], Any]]) -> tuple[tuple[int, bytes], Any]:
        """Availability-aware UCB1 over the children legal on this sample."""
        scale = self.scale

        def bound(pair: tuple[tuple[int, bytes], Any]) -> float:
            child = node.children[pair[0]]
            if child.visits == 0:
                return math.inf
            mean = scale.unit(child.total / child.visits)
            return mean + EXPLORATION * math.sqrt(math.log(child.available) / child.visits)

        return max(keyed, key=bound)

    def untried(self, node: Node, keyed: list) -> tuple[tuple[int, bytes], Any] | None:
        """A legal move with no node yet (the game heuristic's pick first at the root), else None."""
        fresh = [pair for pair in keyed if pair[0] not in node.children]
        if not fresh:
            return None
        if node is self.root and self.first is not None:
            for pair in fresh:
                if pair[0] == self.first:
                    return pair
        return self.rng.choice(fresh)

    def descend(self, state: Any) -> tuple[Any, list[Node]]:
        """Tree policy on one sampled table: walk by UCB, add one node, return the leaf table and path."""
        node, path, seat, legal = self.root, [self.root], self.seat, self.moves
        while True:
            keyed = [((seat, _encode(move)), move) for move in legal]
            for key, _ in keyed:
                child = node.children.get(key)
                if child is not None:
                    child.available += 1
            pair = self.untried(node, keyed)
            expanded = pair is not None
            if expanded:
                node.children[pair[0]] = Node(seat)
            else:
                pair = self.select(node, keyed)
            node = node.children[pair[0]]
            path.append(node)
            state, _ = self.game.apply(state, seat, pair[1])
            if expanded or self.game.is_finished(state):
                return state, path
            seat = self.next_seat(state)
            legal = self.game.legal_moves(state, seat)

    def rollout(self, state: Any) -> list[float] | None:
        """Play on with the rollout policy, one actor at a time, to the end or the depth cap.

        Returns None when the clock runs out first: a playout cut short by time says little, so it
        is dropped rather than judged.
        """
        game = self.game
        for _ in range(ROLLOUT_DEPTH):
            if game.is_finished(state):
                break
            if time.perf_counter() >= self.deadline:
                return None
            seat = min(game.actors(state))
            state, _ = game.apply(state, seat, self.policy(state, seat, self.rng))
        return seat_rewards(game.score(state))

    def iterate(self) -> bool:
        """One sample, descent, playout and backup; False when the sample was inconsistent or time ran out."""
        try:
            leaf, path = self.descend(self.game.determinize(self.view, self.rng))
            rewards = self.rollout(leaf)
        except IllegalMove:
            return False
        if rewards is None:
            return False
        if self.scale is None:
            self.scale = Scale(adaptive=len(rewards) == 1)
        self.scale.observe(rewards[0])
        for node in path:
            node.visits += 1
            if node.mover is not None:
                node.total += rewards[node.mover]
        return True

    def best(self) -> Any:
        """The most visited root move, as the very object offered in `moves`, unless it is the heuristic's.

        The game heuristic's move stands unless the search shows a clearly better one: more visits
        and a mean above the heuristic's by more than the playouts' noise. When the budget affords
        few playouts, or the playouts barely tell moves apart, the expert plays like the heuristic.
        """
        stats = {}
        for index, move in enumerate(self.moves):
            child = self.root.children.get((self.seat, _encode(move)))
            if child is not None and child.visits:
                stats[index] = (child.visits, self.scale.unit(child.total / child.visits))
        if not stats:
            return _fallback(self.moves, self.first, self.seat, self.rng)
        top = max(stats, key=lambda index: (*stats[index], -index))
        anchor = next((i for i in stats if (self.seat, _encode(self.moves[i])) == self.first), None)
        if anchor is None or anchor == top or _clearly_better(stats[top], stats[anchor]):
            return self.moves[top]
        return self.moves[anchor]


def _clearly_better(challenger: tuple[int, float], anchor: tuple[int, float]) -> bool:
    """True when the challenger's mean beats the anchor's by more than OVERRIDE standard errors."""
    (visits, mean), (anchor_visits, anchor_mean) = challenger, anchor
    # Rewards lie on [0, 1], so a quarter bounds the variance of one playout.
    error = math.sqrt(0.25 / visits + 0.25 / anchor_visits)
    return visits > anchor_visits and mean - anchor_mean > OVERRIDE * error


def _first_choice(game: Game, view: Any, moves: list, rng: random.Random) -> tuple[int, bytes] | None:
    """Key of the game heuristic's move, tried first at the root; None for games without a heuristic."""
    heuristic = heuristic_for(game)
    if heuristic is None:
        return None
    return (view.seat, _encode(heuristic(view, moves, rng)))


def _fallback(moves: list, first: tuple[int, bytes] | None, seat: int, rng: random.Random) -> Any:
    """The heuristic's move when the search found nothing, else any legal move."""
    for move in moves:
        if first is not None and (seat, _encode(move)) == first:
            return move
    return rng.choice(moves)


def search(
    game: Game, view: Any, moves: list, rng: random.Random, budget: Budget | None = None
) -> SearchResult:
    """Run the expert's search within `budget` and report the move with the iterations and time spent."""
    budget = budget or DEFAULT_BUDGET
    started = time.perf_counter()
    if len(moves) == 1:
        return SearchResult(move=moves[0], iterations=0, seconds=time.perf_counter() - started)
    run = Search(game, view, moves, rng, started + budget.seconds)
    done = 0
    while done < budget.iterations and time.perf_counter() < run.deadline:
        run.iterate()
        done += 1
    return SearchResult(move=run.best(), iterations=done, seconds=time.perf_counter() - started)
