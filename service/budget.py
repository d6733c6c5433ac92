"""Per-client budgets: who may spend how much, counted in Redis so every API process shares the count."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable

from litestar import Request
from redis.asyncio import Redis

from service.errors import ApiError

UNITS = {"second": 1, "minute": 60, "hour": 3600, "day": 86400}

# What an AI seat costs of the budget: the expert searches on every turn, the others barely think.
AI_SEAT_COST = {"random": 1, "greedy": 1, "expert": 10}
# What a hint costs: one expert search, where an expert seat searches on every one of its turns.
HINT_COST = 1


def client_address(request: Request) -> str:
    """The caller's address: the peer, or what a trusted proxy forwarded (YULETIDE_TRUSTED_PROXIES)."""
    client = request.client
    return client.host if client else "unknown"


def parse_rate(text: str, default_unit: str) -> tuple[int, str] | None:
    """"600/minute" -> (600, "minute"), the unit as written; None when it is off ("0/minute" or empty)."""
    count, _, unit = text.partition("/")
    if not count.strip().isdigit() or int(count) == 0:
        return None
    return int(count), unit.strip() or default_unit


def parse_budget(text: str) -> tuple[int, int] | None:
    """"200/hour" -> (200, 3600); None when the budget is off ("0/hour", empty, or an unknown unit)."""
    rate = parse_rate(text, "hour")
    if rate is None or rate[1] not in UNITS:
        return None
    return rate[0], UNITS[rate[1]]


async def spend_ai_budget(
    redis: Redis, prefix: str, request: Request, budget: str, levels: Iterable[str]
) -> None:
    """Charge a new game's AI seats to the caller's address; refuse with 429 when that would overspend."""
    cost = sum(AI_SEAT_COST[level] for level in levels)
    await _spend(
        redis, prefix, request, budget, cost,
        lambda allowed, window, retry: (
            f"Games with AI seats may use {allowed} units of AI work per {_unit(window)} from one address "
            f"(an expert seat costs {AI_SEAT_COST['expert']}, another AI seat 1); this game needs {cost}. "
            f"Retry in {retry} s, or create it with fewer AI seats."
        ),
    )


async def spend_hint_budget(redis: Redis, prefix: str, request: Request, budget: str) -> None:
    """Charge one hint (one expert search) to the caller's address; refuse with 429 when that would overspend."""
    await _spend(
        redis, prefix, request, budget, HINT_COST,
        lambda allowed, window, retry: (
            f"Hints and games with AI seats may use {allowed} units of AI work per {_unit(window)} from one "
            f"address (a hint costs {HINT_COST}); this address has used them. Retry in {retry} s."
        ),
    )


async def _spend(
    redis: Redis, prefix: str, request: Request, budget: str, cost: int, refusal: Callable[[int, int, int], str]
) -> None:
    limit = parse_budget(budget)
    if limit is None or cost == 0:
        return
    allowed, window = limit
    now = int(time.time())
    key = f"{prefix}:aibudget:{client_address(request)}:{now // window}"
    async with redis.pipeline(transaction=True) as pipe:
        pipe.incrby(key, cost)
        pipe.expire(key, window)
        spent, _ = await pipe.execute()
    if spent > allowed:
        await redis.decrby(key, cost)
        retry = window - now % window
        raise ApiError("rate-limited", refusal(allowed, window, retry), headers={"Retry-After": str(retry)})


def _unit(seconds: int) -> str:
    return next(name for name, size in UNITS.items() if size == seconds)
