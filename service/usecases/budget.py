"""Per-client budgets: who may spend how much, counted in Redis so every API process and worker shares the count.

The AI budget is charged to an address: a new game's bots and hints to the caller's, and a seat that becomes a
bot later (left, handed to the AI, or timed out too often) to the address that created its game, kept in the
game's record (`GameRecord.payer`), so a worker with no request charges the same count an API process does.
"""

from __future__ import annotations

import ipaddress
import time
from collections.abc import Iterable
from typing import NamedTuple

from redis.asyncio import Redis

from service.usecases.errors import ApiError

UNITS = {"second": 1, "minute": 60, "hour": 3600, "day": 86400}

# What an AI seat costs of the budget: the expert searches on every turn, the others barely think.
AI_SEAT_COST = {"random": 1, "greedy": 1, "expert": 10}
# What a hint costs: one expert search, where an expert seat searches on every one of its turns.
HINT_COST = 1


def client_key(host: str) -> str:
    """An IPv4 address as it is, an IPv6 address as its /64 network (an IPv4-mapped one as its IPv4 address)."""
    try:
        address = ipaddress.ip_address(host)
    except ValueError:  # not an address (a test client's name, say): itself
        return host
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return str(ipaddress.IPv6Network((address, 64), strict=False))
    return str(address)


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


class OverBudget(Exception):
    """The address's AI budget does not cover the work asked for; nothing was charged."""

    def __init__(self, allowed: int, window: int, retry_after: int) -> None:
        super().__init__(f"{allowed} units per {_unit(window)}; retry in {retry_after} s")
        self.allowed = allowed
        self.window = window
        self.retry_after = retry_after

    def refusal(self, detail: str) -> ApiError:
        """The 429 a client is answered, with `detail` and the seconds until the window resets."""
        return ApiError("rate-limited", detail, headers={"Retry-After": str(self.retry_after)})

    @property
    def per_window(self) -> str:
        """The budget in words: "200 units of AI work per hour"."""
        return f"{self.allowed} units of AI work per {_unit(self.window)}"


class Charge(NamedTuple):
    """Units counted against an address in one window of its budget: what a refund takes back."""

    key: str
    cost: int


# KEYS: the address's count in this window. ARGV: cost, units allowed, window in seconds.
# Counts the cost only when it fits, so a refused charge never shows, even for a moment, in the count.
_CHARGE = """
local spent = tonumber(redis.call('GET', KEYS[1]) or '0')
if spent + tonumber(ARGV[1]) > tonumber(ARGV[2]) then return -1 end
spent = redis.call('INCRBY', KEYS[1], ARGV[1])
redis.call('EXPIRE', KEYS[1], ARGV[3])
return spent
"""

# KEYS: the count a charge went to. ARGV: its cost. A window that has ended meanwhile is left alone.
_REFUND = """
if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('DECRBY', KEYS[1], ARGV[1]) end
return 0
"""


def ai_seat_cost(levels: Iterable[str]) -> int:
    """What AI seats of these levels cost of the budget."""
    return sum(AI_SEAT_COST[level] for level in levels)


async def charge(redis: Redis, prefix: str, address: str | None, budget: str, cost: int) -> Charge | None:
    """Count `cost` units of AI work against `address` in the budget's current window, or raise OverBudget
    (nothing counted) when that would overspend it. None when nothing is counted: the budget is off, the work
    is free, or there is no address to charge (a game stored before its creator's address was kept)."""
    limit = parse_budget(budget)
    if limit is None or cost == 0 or address is None:
        return None
    allowed, window = limit
    now = int(time.time())
    key = f"{prefix}:aibudget:{address}:{now // window}"
    spent = await redis.eval(_CHARGE, 1, key, cost, allowed, window)  # type: ignore[misc]
    if spent < 0:
        raise OverBudget(allowed, window, window - now % window)
    return Charge(key=key, cost=cost)


async def refund(redis: Redis, charged: Charge | None) -> None:
    """Take back a charge whose work did not happen (the change it paid for was refused or lost a race)."""
    if charged is not None:
        await redis.eval(_REFUND, 1, charged.key, charged.cost)  # type: ignore[misc]


async def spend_ai_budget(
    redis: Redis, prefix: str, address: str, budget: str, levels: Iterable[str]
) -> Charge | None:
    """Charge a new game's AI seats to `address` (its creator); refuse with 429 when that would overspend."""
    cost = ai_seat_cost(levels)
    try:
        return await charge(redis, prefix, address, budget, cost)
    except OverBudget as over:
        raise over.refusal(
            f"Games with AI seats may use {over.per_window} from one address (an expert seat costs "
            f"{AI_SEAT_COST['expert']}, another AI seat 1); this game needs {cost}. Retry in {over.retry_after} s, "
            "or create it with fewer AI seats."
        ) from None


async def spend_hint_budget(redis: Redis, prefix: str, address: str, budget: str) -> None:
    """Charge one hint (one expert search) to `address`; refuse with 429 when that would overspend."""
    try:
        await charge(redis, prefix, address, budget, HINT_COST)
    except OverBudget as over:
        raise over.refusal(
            f"Hints and games with AI seats may use {over.per_window} from one address (a hint costs "
            f"{HINT_COST}); this address has used them. Retry in {over.retry_after} s."
        ) from None


def _unit(seconds: int) -> str:
    return next(name for name, size in UNITS.items() if size == seconds)
