"""Expert level: short playouts of the bot's best candidate moves on tables sampled from its view.

One decision, within a budget of playouts and seconds:

1. **Candidates.** The game heuristic's move first (its expert heuristic where it ships one, else its greedy),
   then its next choices (what it plays with its earlier choices set aside, `RUNNERS_UP` of them), then the other
   legal moves in the order of a cheap prior: the margin each leaves on a sampled table right after it is played.
   At most `WIDTH` moves are searched, and when the first playout shows that the budget affords fewer than
   `PER_CANDIDATE` playouts for each, only the heuristic's move and its next choices.
2. **Tables.** Each round samples one full table consistent with the bot's view (`game.determinize`) and one seed
   for everything random after it. Every candidate of the round is played on that same table with that same seed
   (common random numbers), so two candidates differ by their own merit, not by the cards or dice they met.
3. **Playouts.** After the candidate, every seat (the bot too) plays the game's heuristic, one actor at a time (drawn
   at random when several may act: nobody is quicker than the others), to the end of the game or for `MAX_PLIES`
   moves. The table is then judged from the bot's side by its place (the final ranks with the game's tie-breaks, or
   the running points) and, worth less, its margin: its points minus the best other seat's, on the scale of the
   margins this search saw. Solo, by its points.
4. **Halving.** After rounds 2, 4, 8, ... the worse half of the candidates is dropped (sequential halving), so
   the later rounds go to the moves still in contention. The heuristic's move is never dropped.
5. **Anchor.** The best candidate replaces the heuristic's move only when, over the tables both were played on since
   the last halving (fresh ones: the luck that carried it through a cut does not count twice), it did better by
   more than the noise of that difference (`OVERRIDE` standard errors). With few rounds, or moves
   the playouts cannot tell apart, the expert plays the heuristic's move. Once only the heuristic's move and one
   rival are left, the search stops as soon as the rival is that clearly behind (`SETTLED_AFTER`).

The search never sees more than the view: the tables are samples of what the bot does not know, and a move that is
illegal on some sample (an inconsistent sample) only costs that sample.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Iterable
from typing import Any

import msgspec

from domain.ai.budget import DEFAULT_BUDGET, Budget
from domain.ai.policies import anchor_for, lookahead_value, next_actor, rollout_policy
from domain.ai.reward import margin, seat_rewards
from domain.contract import Game, IllegalMove

# The most candidate moves one decision searches (the heuristic's move among them).
WIDTH = 8
# How many of them are the heuristic's own next choices after its move (the rest come by the generic prior).
RUNNERS_UP = 3
# The playouts each move of a full shortlist should get. When the first playout shows that the budget affords fewer,
# only the heuristic's move and its next choices are searched: four moves judged on enough tables beat eight judged
# on two or three each.
PER_CANDIDATE = 9
# A playout runs to the end of the game, or for this many moves at most (then the running points judge it).
MAX_PLIES = 400
# How much a margin of one spread (the typical margin of this search's playouts) weighs beside a place.
MARGIN_WEIGHT = 0.5
# How many standard errors a candidate must beat the heuristic's move by, on shared tables, to replace it.
OVERRIDE = 1.5
# From this many rounds on, a search down to the heuristic's move and one rival stops once the rival is behind it
# by more than OVERRIDE standard errors: more playouts would not change the answer.
SETTLED_AFTER = 8


class Candidate(msgspec.Struct, frozen=True, kw_only=True):
    """What the search learned of one of the bot's moves."""

    move: Any
    playouts: int
    # Mean place on [0, 1]: the share of the other seats finished ahead of (ties count half), at the playouts'
    # ends; solo, the mean points.
    reward: float
    # Mean of the seat's points minus the best other seat's at the playouts' ends; solo, its points.
    margin: float


class SearchResult(msgspec.Struct, frozen=True, kw_only=True):
    """The chosen move, the best-judged moves (the chosen one first) and what the search cost."""

    move: Any
    iterations: int
    seconds: float
    candidates: list[Candidate] = msgspec.field(default_factory=list)


class _Line:
    """One candidate's playouts: place, margin and (solo) points per table, by table index."""

    __slots__ = ("index", "margins", "move", "rewards")

    def __init__(self, index: int, move: Any) -> None:
        self.index, self.move = index, move
        self.rewards: dict[int, float] = {}
        self.margins: dict[int, float] = {}


class _OutOfTime(Exception):
    """The clock ran out inside a playout: the playout is dropped, not judged."""


class Search:
    """One decision: the game, what the bot knows, its candidates, the tables sampled so far and its clock."""

    def __init__(self, game: Game, view: Any, moves: list, rng: random.Random, budget: Budget) -> None:
        self.game, self.view, self.seat, self.moves, self.rng = game, view, view.seat, moves, rng
        self.deadline = time.perf_counter() + budget.seconds
        self.playouts_left = budget.iterations
        self.policy: Callable[[Any, int, random.Random], Any] = rollout_policy(game)
        self.tables: list[tuple[Any, int]] = []
        self.anchor: int | None = None
        self.heuristic = anchor_for(game)
        if self.heuristic is not None:
            self.anchor = self._find(self.heuristic(view, moves, rng), range(len(moves)))
        # Ranked when there are more moves than WIDTH: the shortlist then comes best first, and may be cut shorter.
        self.ranked = len(moves) > WIDTH
        self.lines = [_Line(i, moves[i]) for i in self._shortlist()]
        self.solo: bool | None = None
        # The first table sampled after the last halving: the anchor test reads only the tables from here on,
        # so the luck that carried a candidate through a cut is not counted again in its favour.
        self.fresh = 0

    def table(self, index: int) -> tuple[Any, int]:
        """Table `index` with its seed, sampled the first time it is asked for."""
        while len(self.tables) <= index:
            self.tables.append((self.game.determinize(self.view, self.rng), self.rng.getrandbits(64)))
        return self.tables[index]

    def _shortlist(self) -> list[int]:
        """The moves to search: the heuristic's and its next choices, then the best others by their margin right
        after them."""
        indices = list(range(len(self.moves)))
        if not self.ranked:
            return sorted(indices, key=lambda i: i != self.anchor)
        head = [] if self.anchor is None else [self.anchor]
        head += self._runners_up(RUNNERS_UP, set(head))
        state, seed = self.table(0)
        # The generic greedy's yardstick on one table: the margin right after the move, replies drawn from `seed`.
        prior = {i: lookahead_value(self.game, [(state, seed)], self.seat, self.moves[i]) for i in indices if i not in head}
        others = sorted(prior, key=lambda i: (-prior[i], self.rng.random()))
        return head + others[: WIDTH - len(head)]

    def _runners_up(self, count: int, taken: set[int]) -> list[int]:
        """The heuristic's next choices, best first: what it plays once its earlier choices are set aside."""
        if self.heuristic is None or self.anchor is None:
            return []
        found: list[int] = []
        for _ in range(count):
            rest = [i for i in range(len(self.moves)) if i not in taken]
            if not rest:
                break
            index = self._find(self.heuristic(self.view, [self.moves[i] for i in rest], self.rng), rest)
            if index is None:
                break
            found.append(index)
            taken.add(index)
        return found

    def _find(self, chosen: Any, among: Iterable[int]) -> int | None:
        """Which of the moves `among` (indices) the heuristic chose: the very object, else an equal move."""
        among = list(among)
        found = next((i for i in among if self.moves[i] is chosen), None)
        return found if found is not None else next((i for i in among if self.moves[i] == chosen), None)

    def playout(self, line: _Line, index: int) -> None:
        """Play `line`'s move on table `index`, then the heuristic for every seat; note the place and margin."""
        game, seat = self.game, self.seat
        state, seed = self.table(index)
        rng = random.Random(seed)
        try:
            state, _ = game.apply(state, seat, line.move)
        except IllegalMove:
            return  # this sample cannot be: it tells nothing about the move
        for _ in range(MAX_PLIES):
            if game.is_finished(state):
                break
            mover = next_actor(game, state, rng)
            if time.perf_counter() >= self.deadline:
                raise _OutOfTime
            try:
                state, _ = game.apply(state, mover, self.policy(state, mover, rng))
            except IllegalMove:
                return
        board = game.score(state)
        rewards = seat_rewards(board)
        self.solo = len(rewards) == 1
        line.rewards[index] = rewards[seat]
        line.margins[index] = margin(board, seat)

    def run(self) -> int:
        """Rounds of playouts, halving the candidates after rounds 2, 4, 8, ...; the number of playouts made."""
        alive, done, rounds = list(self.lines), 0, 0
        try:
            probe = alive[0] if self.ranked else None
            if probe is not None:
                # The first playout measures what one costs, and so how many moves the budget can judge.
                began = time.perf_counter()
                self.playout(probe, 0)
                self.playouts_left -= 1
                done += 1
                alive = alive[: self._width(time.perf_counter() - began)]
            while self.playouts_left > 0:
                for line in alive:
                    if self.playouts_left <= 0:
                        break
                    if rounds == 0 and line is probe:
                        continue  # its first table is played
                    self.playout(line, rounds)
                    self.playouts_left -= 1
                    done += 1
                rounds += 1
                if len(alive) > 2 and rounds >= 2 and rounds & (rounds - 1) == 0:
                    alive, self.fresh = self._halve(alive), rounds
                if len(alive) == 2 and rounds >= SETTLED_AFTER and self._settled(alive):
                    break
        except _OutOfTime:
            pass
        self.alive = alive
        return done

    def _width(self, cost: float) -> int:
        """How many moves of the shortlist to search, given that one playout took `cost` seconds: all of them when
        the budget affords PER_CANDIDATE playouts each, else the heuristic's move and its next choices."""
        affordable = self.playouts_left + 1
        if cost > 0:
            affordable = min(affordable, int((self.deadline - time.perf_counter()) / cost) + 1)
        if affordable >= PER_CANDIDATE * len(self.lines) or self.anchor is None:
            return len(self.lines)
        return 1 + RUNNERS_UP

    def _utility(self, line: _Line, index: int, spread: float) -> float:
        if self.solo:
            return line.rewards[index]
        return line.rewards[index] + MARGIN_WEIGHT * line.margins[index] / spread

    def _spread(self) -> float:
        """The typical size of a margin in this search's playouts (at least one point)."""
        margins = [value for line in self.lines for value in line.margins.values()]
        if len(margins) < 2:
            return 1.0
        mean = sum(margins) / len(margins)
        return max(1.0, math.sqrt(sum((m - mean) ** 2 for m in margins) / (len(margins) - 1)))

    def _mean(self, line: _Line, spread: float) -> float:
        if not line.rewards:
            return -math.inf
        return sum(self._utility(line, i, spread) for i in line.rewards) / len(line.rewards)

    def _halve(self, alive: list[_Line]) -> list[_Line]:
        """The better half of the candidates (at least two), the heuristic's move always among them."""
        spread = self._spread()
        anchor = [line for line in alive if line.index == self.anchor]
        rest = sorted((line for line in alive if line.index != self.anchor), key=lambda line: -self._mean(line, spread))
        return anchor + rest[: max(2, math.ceil(len(alive) / 2)) - len(anchor)]

    def best(self) -> Any:
        """The best candidate still in contention, unless it does not clearly beat the heuristic's move."""
        spread = self._spread()
        judged = [line for line in self.alive if line.rewards]
        if not judged:
            return self.moves[self.anchor] if self.anchor is not None else self.rng.choice(self.moves)
        top = max(judged, key=lambda line: (len(line.rewards), self._mean(line, spread), line.index == self.anchor))
        anchor = next((line for line in self.lines if line.index == self.anchor), None)
        if anchor is None or top is anchor or self._clearly_better(top, anchor, spread):
            return top.move
        return anchor.move

    def _settled(self, alive: list[_Line]) -> bool:
        """True when the heuristic's move is one of the two left and the other is clearly behind it."""
        anchor = next((line for line in alive if line.index == self.anchor), None)
        if anchor is None:
            return False
        rival = next(line for line in alive if line is not anchor)
        return self._clearly_better(anchor, rival, self._spread())

    def _clearly_better(self, challenger: _Line, anchor: _Line, spread: float) -> bool:
        """True when `challenger` did better than `anchor` by more than the noise, over the tables both were played
        on since the last halving."""
        shared = [i for i in challenger.rewards if i >= self.fresh and i in anchor.rewards]
        if len(shared) < 2:
            return False
        gains = [self._utility(challenger, i, spread) - self._utility(anchor, i, spread) for i in shared]
        mean = sum(gains) / len(gains)
        variance = sum((g - mean) ** 2 for g in gains) / (len(gains) - 1)
        return mean > 0 and mean > OVERRIDE * math.sqrt(variance / len(gains))

    def candidates(self, chosen: Any, count: int = 3) -> list[Candidate]:
        """The chosen move and the best-judged others, each with its playouts, mean place and margin."""
        spread = self._spread()
        judged = sorted(
            (line for line in self.lines if line.rewards),
            key=lambda line: (line.move is not chosen, -len(line.rewards), -self._mean(line, spread)),
        )
        return [
            Candidate(
                move=line.move,
                playouts=len(line.rewards),
                reward=sum(line.rewards.values()) / len(line.rewards),
                margin=sum(line.margins.values()) / len(line.margins),
            )
            for line in judged[:count]
        ]


def search(game: Game, view: Any, moves: list, rng: random.Random, budget: Budget | None = None) -> SearchResult:
    """Run the expert's search within `budget` and report the move, the best candidates and what it cost."""
    started = time.perf_counter()
    if len(moves) == 1:
        return SearchResult(move=moves[0], iterations=0, seconds=time.perf_counter() - started)
    run = Search(game, view, moves, rng, budget or DEFAULT_BUDGET)
    done = run.run()
    move = run.best()
    return SearchResult(
        move=move, iterations=done, seconds=time.perf_counter() - started, candidates=run.candidates(move)
    )
