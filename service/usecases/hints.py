"""Hints: the expert's suggested move for a seat the game is waiting for, worked out from that seat's view alone.

`GET .../hint` answers the hint for the caller's seat at the game's current version. It is worked out once per
(version, seat): by an RQ job (`workers.jobs.compute_hint`) on the hint queue, which a worker takes from when no AI
turn waits, or, on the embedded store, in a thread of the API process; never on the API's event loop. The answer
is kept beside the game in its hash slot (`<prefix>:{<game_id>}:hint:<version>:<seat>`) for HINT_TTL seconds, so
asking again answers at once, and a move makes it stale by changing the version. The API waits up to
YULETIDE_HINT_WAIT_SECONDS for it, then answers 202 with `Retry-After`, and the client asks again.

The search is given `game.view(state, seat)` and `game.legal_moves(state, seat)` and nothing else, with an rng
drawn afresh for each hint (never from the game's seed): a hint tells a seat nothing its own view does not.
"""

from __future__ import annotations

import asyncio
import logging
import random
import secrets
import time
from functools import cache
from typing import Annotated, Any, Literal

import msgspec
from msgspec import Meta, Struct, defstruct
from prometheus_client import Counter
from redis import Redis as SyncRedis
from rq import Queue, Retry
from rq.exceptions import DuplicateJobError
from rq.serializers import JSONSerializer

from domain.ai import Budget
from domain.ai.expert import search
from domain.contract import Game
from domain.registry import GAMES
from service.usecases import play
from service.usecases.errors import ApiError
from service.usecases.schemas import type_name
from service.support.settings import Settings
from service.store.records import Loaded
from service.store.games import Store
from service.usecases.table import move_labels, seat_names

log = logging.getLogger("yuletide.hints")

HINT_TTL = 600  # seconds a worked-out hint (and the note that it was asked for) is kept
RETRY_AFTER = 1  # seconds a client waits before asking again for a hint still being worked out
CANDIDATES = 3  # moves a hint weighs up in its answer, the suggested one first
POLL_FIRST, POLL_MAX = 0.02, 0.05  # seconds between two looks for the hint while the API waits for it

HINTS = Counter("yuletide_hints_total", "Hint requests by outcome", ["outcome"])


# --- the wire --------------------------------------------------------------------------------------------------


def _described(kind: Any, text: str) -> Any:
    return Annotated[kind, Meta(description=text)]


class HintPending(Struct, frozen=True, kw_only=True):
    """The hint is being worked out: ask again after `Retry-After` seconds, at the same URL."""

    status: Literal["computing"]
    """Always `computing`."""
    version: int
    """The game version the hint being worked out is for. Asked again after a move, a hint is for the new version."""
    retry_after: int
    """Seconds to wait before asking again (also sent as the `Retry-After` header)."""


@cache
def hint_types(game: Game) -> tuple[Any, Any]:
    """A game's hint answer and its candidate moves, typed with the game's own Move (`BlinkHint`, ...)."""
    name = type_name(game)
    candidate = defstruct(
        f"{name}HintCandidate",
        [
            (
                "move",
                _described(game.Move, "The move, as legal-moves lists it: it can be posted verbatim to `/moves`."),
            ),
            ("label", _described(str, "The move's label, the same one legal-moves gives it.")),
            ("playouts", _described(int, "How many of the search's playouts began with this move.")),
            (
                "win_chance",
                _described(
                    float | None,
                    "With several seats: the move's mean reward over its playouts, from 0 to 1 (the share of the "
                    "other seats finished ahead of, a tie counting half); null in a solo game.",
                ),
            ),
            (
                "margin",
                _described(
                    float | None,
                    "With several seats: the seat's points minus the best other seat's at the playouts' ends, on "
                    "average; null in a solo game.",
                ),
            ),
            (
                "expected_points",
                _described(
                    float | None, "Solo: the seat's points at the playouts' ends, on average; null with several seats."
                ),
            ),
        ],
        kw_only=True,
        frozen=True,
    )
    hint = defstruct(
        f"{name}Hint",
        [
            (
                "version",
                _described(
                    int,
                    "The game version the hint is for: it holds until the game moves on (a move, a change of seat).",
                ),
            ),
            ("seat", _described(int, "The seat the hint is for: the caller's.")),
            (
                "move",
                _described(
                    game.Move, "The expert's suggestion: one of the seat's legal moves, to post verbatim to `/moves`."
                ),
            ),
            ("label", _described(str, "The suggested move's label, the same one legal-moves gives it.")),
            ("text", _described(str, "The hint as one line of English.")),
            (
                "iterations",
                _described(
                    int, "How many iterations the search ran, within the server's hint budget of iterations and time."
                ),
            ),
            (
                "candidates",
                _described(
                    list[candidate],
                    f"The moves the search judged best, the suggested one first, at most {CANDIDATES}, each with what "
                    "the playouts said of it; empty when the seat has a single legal move.",
                ),
            ),
        ],
        kw_only=True,
        frozen=True,
    )
    return hint, candidate


# --- working a hint out: from the seat's view and legal moves only ------------------------------------------------


def hint_body(
    game: Game, version: int, view: Any, moves: list[Any], names: list[str], rng: random.Random, budget: Budget
) -> bytes:
    """The encoded hint for the seat whose view and legal moves these are, found by the expert's search from them
    alone; `names` are the seats' shown names (public), used in labels as legal-moves uses them."""
    hint, candidate = hint_types(game)
    found = search(game, view, moves, rng, budget)
    weighed = found.candidates[:CANDIDATES]
    suggested = found.move
    labels = move_labels(game, view, [suggested, *(c.move for c in weighed)], names)
    solo = len(names) == 1
    candidates = [
        candidate(
            move=c.move,
            label=label,
            playouts=c.playouts,
            win_chance=None if solo else round(c.reward, 3),
            margin=None if solo else round(c.margin, 2),
            expected_points=round(c.margin, 2) if solo else None,
        )
        for c, label in zip(weighed, labels[1:], strict=True)
    ]
    text = _text(labels[0], len(moves), candidates[0] if candidates and weighed[0].move == suggested else None)
    return msgspec.json.encode(
        hint(
            version=version,
            seat=view.seat,
            move=suggested,
            label=labels[0],
            text=text,
            iterations=found.iterations,
            candidates=candidates,
        )
    )


def _text(label: str, offered: int, best: Any) -> str:
    """One line of English: the suggestion and, when the search weighed it, what its playouts said."""
    if offered == 1:
        return f"Only one move is possible: {label}."
    if best is None:
        return f"The expert suggests: {label}."
    playouts = f"{best.playouts} playout{'s' if best.playouts != 1 else ''}"
    if best.expected_points is not None:
        return f"The expert suggests: {label}. Over {playouts} it scored about {best.expected_points:.1f} points."
    return (
        f"The expert suggests: {label}. Over {playouts} it had a win chance of about {best.win_chance:.0%} and "
        f"a margin of {best.margin:+.1f} points against the best other seat."
    )


def hint_budget(settings: Settings) -> Budget:
    """The expert's budget for one hint (YULETIDE_HINT_ITERATIONS, YULETIDE_HINT_SECONDS)."""
    return Budget(iterations=settings.hint_iterations, seconds=settings.hint_seconds)


def _compute(game: Game, state: Any, seat: int, version: int, names: list[str], budget: Budget) -> bytes:
    """Read the seat's view and legal moves off the state, then search from them alone (runs in a thread)."""
    rng = random.Random(secrets.randbits(64))  # a fresh draw: nothing a seat could tie to the game's secret seed
    return hint_body(game, version, game.view(state, seat), game.legal_moves(state, seat), names, rng, budget)


async def work_out(store: Store, game_id: str, version: int, seat: int, settings: Settings) -> bool:
    """Work out and keep the hint for `seat` at `version`; False when the game has moved on (or no hint is due)."""
    loaded = await store.load(game_id)
    if loaded is None or loaded.version != version:
        return False
    if await store.hint(game_id, version, seat) is not None:
        return True  # a retried job: the first try kept it
    game = GAMES[loaded.record.slug]
    state = play.decode_state(game, loaded)
    if refusal(game, loaded, state, seat) is not None:
        return False
    names = seat_names(loaded.record.seats)
    body = await asyncio.to_thread(_compute, game, state, seat, version, names, hint_budget(settings))
    await store.save_hint(game_id, version, seat, body, HINT_TTL)
    return True


def refusal(game: Game, loaded: Loaded, state: Any, seat: int) -> ApiError | None:
    """Why `seat` may not have a hint now, if it may not; names no other seat."""
    if not loaded.record.hints:
        return ApiError("hints-off", 'This game was created with hints off (`"hints": false`).')
    if loaded.record.cancelled:
        return ApiError("game-cancelled", "The game was called off: by its host, or for lack of AI budget.")
    if game.is_finished(state):
        return ApiError("game-finished", "The game is over.")
    if seat not in game.actors(state):
        return ApiError("not-your-turn", "The game is not waiting for your seat now; ask for a hint when it is.")
    return None


# --- who works hints out: RQ workers, or this process on the embedded store -----------------------------------------


def enqueue_hint(queue: Queue, game_id: str, version: int, seat: int, settings: Settings) -> bool:
    """Queue the job working out one hint; its id makes repeated asks collapse. True if queued."""
    try:
        queue.enqueue_call(
            "workers.jobs.compute_hint",
            args=(game_id, version, seat),
            job_id=f"hint-{game_id}-{version}-{seat}",
            unique=True,
            retry=Retry(max=3, interval=[1, 2, 5]),
            timeout=int(settings.hint_seconds + 60),
            result_ttl=60,
            failure_ttl=HINT_TTL,
        )
    except DuplicateJobError:
        return False
    return True


class QueuedHints:
    """Hints worked out by the RQ workers, on the hint queue."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.connection = SyncRedis.from_url(settings.queue_url)
        self.queue = Queue(settings.hint_queue, connection=self.connection, serializer=JSONSerializer)

    async def start(self, game_id: str, version: int, seat: int) -> None:
        """Have the hint worked out, unless a job for it is already queued or running."""
        await asyncio.to_thread(enqueue_hint, self.queue, game_id, version, seat, self.settings)

    async def close(self) -> None:
        """Release the queue connection."""
        self.connection.close()


class InProcessHints:
    """The embedded mode: hints worked out by tasks of this process, their search in a thread."""

    def __init__(self, store: Store, settings: Settings) -> None:
        self.store = store
        self.settings = settings
        self.tasks: dict[tuple[str, int, int], asyncio.Task[Any]] = {}

    async def start(self, game_id: str, version: int, seat: int) -> None:
        """Have the hint worked out, unless this process is already at it."""
        key = (game_id, version, seat)
        if key in self.tasks:
            return
        task = asyncio.create_task(work_out(self.store, game_id, version, seat, self.settings))
        self.tasks[key] = task
        task.add_done_callback(lambda done: self._finished(key, done))

    def _finished(self, key: tuple[str, int, int], task: asyncio.Task[Any]) -> None:
        self.tasks.pop(key, None)
        if not task.cancelled() and task.exception() is not None:
            log.error("in-process hint failed", exc_info=task.exception())

    async def close(self) -> None:
        """Let hints being worked out finish."""
        if self.tasks:
            await asyncio.gather(*self.tasks.values(), return_exceptions=True)


def open_hints(settings: Settings, store: Store) -> QueuedHints | InProcessHints:
    """Who works hints out for this application: the workers, or this process without Redis."""
    return InProcessHints(store, settings) if settings.embedded else QueuedHints(settings)


# --- the route ---------------------------------------------------------------------------------------------------


async def wait_for_hint(store: Store, game_id: str, version: int, seat: int, seconds: float) -> bytes | None:
    """The hint once it is kept, looking again every few tens of milliseconds for up to `seconds`."""
    deadline = time.monotonic() + seconds
    pause = POLL_FIRST
    while True:
        body = await store.hint(game_id, version, seat)
        left = deadline - time.monotonic()
        if body is not None or left <= 0:
            return body
        await asyncio.sleep(min(pause, left))
        pause = min(pause * 2, POLL_MAX)
