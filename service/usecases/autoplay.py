"""The AI loop shared by RQ jobs and the embedded server: read, let the bot choose, compare-and-set, repeat.

One driver per game at a time (DESIGN section 4): the loop holds the game's lease in Redis while it plays and
renews it before every move; a second loop started for the same game finds the lease taken and leaves.
"""

from __future__ import annotations

import asyncio
import logging
import random
import secrets
import time
from typing import Any, Literal

import msgspec

from domain.contract import IllegalMove
from domain.registry import GAMES
from service.support import metrics
from service.usecases import play
from service.usecases.clocks import clocked
from service.usecases.errors import ApiError
from service.support.settings import Settings
from service.store.records import Outcome
from service.store.games import Store

log = logging.getLogger("yuletide.ai")


def ai_actors(game: Any, state: Any, record: Any) -> list[int]:
    """AI seats the game is waiting for now."""
    if game.is_finished(state) or record.cancelled:
        return []
    return [seat for seat in sorted(game.actors(state)) if record.seats[seat].kind == "ai"]


def is_race(game: Any, state: Any) -> bool:
    """True when the game is in a race step (games without races do not define `is_race`)."""
    check = getattr(game, "is_race", None)
    return bool(check(state)) if check is not None else False


def race_rng(game_id: str, version: int) -> random.Random:
    """The draw that picks which due AI seat answers a race at this version of the game.

    Seeded from the game id and version rather than from the game's secret seed (which must stay out of
    reach) or SystemRandom: every race gets a fresh draw, a retried job for the same version picks the
    same seat, and a test or an operator can replay the choice. Knowing it gives a human nothing: it
    only orders AI seats among themselves, and who won a race is public once it is answered.
    """
    return random.Random(f"{game_id}:{version}:race")


def pick_seat(game: Any, state: Any, due: list[int], rng: random.Random) -> int:
    """The due AI seat that acts next: the lowest one, except in a race (G-6), where the draw decides.

    In a race the first answer applied wins, so always taking the lowest seat would hand every race
    between AI seats to the same seat; outside races the seats' moves do not compete, so the order stays.
    """
    if is_race(game, state):
        return rng.choice(due)
    return due[0]


def _choose(game: Any, level: str, view: Any, moves: list[Any], rng: random.Random, settings: Settings) -> Any:
    from domain.ai import Budget, choose

    budget = Budget(iterations=settings.expert_iterations, seconds=settings.expert_seconds)
    return choose(game, level, view, moves, rng, budget)


class Turns(msgspec.Struct, frozen=True):
    """What one run of the loop did: moves applied, and why it stopped.

    idle: no AI seat is due; busy: another driver holds the game; budget: it played its share, more is due;
    gone: the game no longer exists.
    """

    applied: int
    stopped: Literal["idle", "busy", "budget", "gone"]


async def play_ai_turns(
    store: Store, game_id: str, settings: Settings, *, max_moves: int = 5000, max_seconds: float | None = None
) -> Turns:
    """Play every AI turn that is due, as the game's one driver, until a human must act or the game ends."""
    owner = secrets.token_hex(8)
    lease = settings.ai_lease_ms
    holding = await store.take_driver(game_id, owner, lease)
    if not holding:
        return Turns(applied=0, stopped="busy")
    applied = 0
    started = time.monotonic()
    try:
        while True:
            loaded = await store.load(game_id)
            if loaded is None:
                return Turns(applied=applied, stopped="gone")
            game = GAMES[loaded.record.slug]
            state = play.decode_state(game, loaded)
            due = ai_actors(game, state, loaded.record)
            if not due:
                # Hand the lease back, then look once more: a move written just before may have made an AI
                # seat due, and the job it queued found the lease taken and left the game to this driver.
                await store.release_driver(game_id, owner)
                holding = False
                again = await store.load(game_id)
                if again is None or again.version == loaded.version:
                    return Turns(applied=applied, stopped="idle")
                holding = await store.take_driver(game_id, owner, lease)
                if not holding:
                    return Turns(applied=applied, stopped="busy")
                continue
            if applied >= max_moves or (max_seconds is not None and time.monotonic() - started > max_seconds):
                return Turns(applied=applied, stopped="budget")
            if not await store.renew_driver(game_id, owner, lease):
                log.warning("ai driver lost its lease", extra={"game_id": game_id})
                return Turns(applied=applied, stopped="busy")
            if len(due) > 1 and not is_race(game, state):
                # No more than the moves left to play: a job's share is exact, even in a simultaneous step.
                applied += await _play_together(store, game, game_id, loaded, state, due[:max_moves - applied], settings)
            elif await _play_one(store, game, game_id, loaded, state, due, settings):
                applied += 1
    finally:
        if holding:
            await store.release_driver(game_id, owner)


async def decide(
    game: Any, game_id: str, loaded: Any, state: Any, seat: int, settings: Settings, level: str | None = None
) -> Any:
    """The move a bot makes for `seat`, with a draw seeded by the game, version and seat: the seat's own bot, from
    what that bot keeps of the table (`bot_view`), or the bot of `level` standing in for a person who ran out of
    time, from the person's view alone (as a hint is: the server remembers nothing for a person)."""
    rng = random.Random(f"{game_id}:{loaded.version}:{seat}")
    if level is None:
        level = loaded.record.seats[seat].level or "greedy"
        view = game.bot_view(state, seat, level)
    else:
        view = game.view(state, seat)
    moves = game.legal_moves(state, seat)
    return await asyncio.to_thread(_choose, game, level, view, moves, rng, settings)


async def _play_one(store: Store, game: Any, game_id: str, loaded: Any, state: Any, due: list[int],
                    settings: Settings) -> bool:
    """Let one due AI seat decide on this version and write its move; False when the write lost a race."""
    seat = pick_seat(game, state, due, race_rng(game_id, loaded.version))
    if is_race(game, state):
        # G-6: a bot answers a race no faster than a quick person would (a service setting, not a rule).
        await asyncio.sleep(settings.bot_reaction_ms / 1000)
    move = await decide(game, game_id, loaded, state, seat, settings)
    try:
        # The bot decided on this version: a write against any other version re-reads and re-decides.
        await play.act(
            store, game, game_id, seat, move, token=None,
            render=lambda *_: b"", if_match_header=play.etag(loaded.version), attempts=1,
        )
    except (ApiError, IllegalMove) as exc:
        log.info("ai move not applied, re-reading", extra={"game_id": game_id, "reason": str(exc)})
        return False
    return True


async def _play_together(store: Store, game: Any, game_id: str, loaded: Any, state: Any, due: list[int],
                         settings: Settings) -> int:
    """Several AI seats the game waits for at once, outside a race (a simultaneous step): each decides once,
    in seat order, on the state the seats before it left, and all their moves are written as one
    compare-and-set. Returns the moves written (0 when a concurrent write came first: the loop re-reads)."""
    played = 0
    events: list[Any] = []
    for seat in due:
        if game.is_finished(state) or seat not in game.actors(state):
            break  # the moves before it closed the step: the next pass decides what comes next
        move = await decide(game, game_id, loaded, state, seat, settings)
        state, caused = game.apply(state, seat, move)
        events += caused
        played += 1
    record = clocked(game, loaded.record, state, time.time(), moved=due[:played])
    outcome, _version = await store.write(
        game_id, loaded.version, msgspec.msgpack.encode(state), play.encode_events(events), moves=played,
        record=record if record is not loaded.record else None, known=loaded.record,
    )
    if outcome is not Outcome.WRITTEN:
        log.info("ai moves not applied, re-reading", extra={"game_id": game_id, "reason": outcome.name})
        return 0
    metrics.MOVES_APPLIED.labels(game=game.meta.slug).inc(played)
    return played
