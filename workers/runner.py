"""The AI loop shared by RQ jobs and the embedded server: read, let the bot choose, compare-and-set, repeat."""

from __future__ import annotations

import asyncio
import logging
import random
from typing import Any

from domain.contract import IllegalMove
from domain.registry import GAMES
from service import play
from service.errors import ApiError
from service.settings import Settings
from service.store import Store

log = logging.getLogger("yuletide.ai")


def ai_actors(game: Any, state: Any, record: Any) -> list[int]:
    """AI seats the game is waiting for now."""
    if game.is_finished(state):
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


async def play_ai_turns(store: Store, game_id: str, settings: Settings, max_moves: int = 5000) -> int:
    """Play every AI turn that is due, until a human must act or the game ends; returns moves applied."""
    applied = 0
    while applied < max_moves:
        loaded = await store.load(game_id)
        if loaded is None:
            return applied
        game = GAMES[loaded.record.slug]
        state = play.decode_state(game, loaded)
        due = ai_actors(game, state, loaded.record)
        if not due:
            return applied
        seat = pick_seat(game, state, due, race_rng(game_id, loaded.version))
        view = game.view(state, seat)
        moves = game.legal_moves(state, seat)
        rng = random.Random(f"{game_id}:{loaded.version}:{seat}")
        level = loaded.record.seats[seat].level or "greedy"
        if is_race(game, state):
            # G-6: a bot answers a race no faster than a quick person would (a service setting, not a rule).
            await asyncio.sleep(settings.bot_reaction_ms / 1000)
        move = await asyncio.to_thread(_choose, game, level, view, moves, rng, settings)
        try:
            # The bot decided on this version: a write against any other version re-reads and re-decides.
            await play.act(
                store, game, game_id, seat, move, token=None,
                render=lambda *_: b"", if_match_header=play.etag(loaded.version), attempts=1,
            )
        except (ApiError, IllegalMove) as exc:
            if isinstance(exc, ApiError) and exc.code == "game-not-found":
                return applied
            log.info("ai move not applied, re-reading", extra={"game_id": game_id, "reason": str(exc)})
            continue
        applied += 1
    return applied
