"""Untangle's greedy bot: it reads only the seat's view and legal moves (G-12)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from .components import HAND_SIZE, WINDOW
from .moves import Complete, DiscardAndDraw, Extend, Move, Remove, Replace, Untangle
from .view import UntangleView

Kinds = Sequence[str | None]
Readings = list[tuple[str, ...]]
DRAWN_WORTH = 0.4  # how useful an unseen card drawn after discarding is expected to be


def _fit(kind: str | None, colour: str) -> int:
    """1 when a knot card fits a pattern colour (Bubbles are wild, UN-7), else 0."""
    return 1 if kind == colour or kind == "bubble" else 0


def _table(kinds: Kinds, readings: Readings) -> list[list[int]]:
    """For every five-card window, how many of its cards fit each reading of the seat's patterns."""
    windows = [kinds[start : start + WINDOW] for start in range(len(kinds) - WINDOW + 1)]
    return [[sum(_fit(k, c) for k, c in zip(window, reading)) for reading in readings] for window in windows]


def _best(kinds: Kinds, readings: Readings) -> int:
    """The most cards of any window that fit one reading (5 completes the pattern)."""
    return max((max(row) for row in _table(kinds, readings)), default=0)


def _wanted(kinds: Kinds, readings: Readings) -> set[str]:
    """The colours that would mend a misfit of one of the best windows, and Bubbles."""
    table = _table(kinds, readings)
    best = max((max(row) for row in table), default=0)
    wanted = {"bubble"}
    for start, row in enumerate(table):
        for fit, reading in zip(row, readings):
            if fit == best:
                window = kinds[start : start + WINDOW]
                wanted |= {colour for kind, colour in zip(window, reading) if not _fit(kind, colour)}
    return wanted


def _reach(kinds: Kinds, readings: Readings, hand: set[str]) -> int:
    """The best fit after covering one misfit with a card from `hand` (how the swap is chosen)."""
    best = 0
    for start, row in enumerate(_table(kinds, readings)):
        window = kinds[start : start + WINDOW]
        for fit, reading in zip(row, readings):
            mend = fit < WINDOW and any(
                not _fit(k, c) and (c in hand or "bubble" in hand) for k, c in zip(window, reading)
            )
            best = max(best, fit + (1 if mend or fit == WINDOW else 0))
    return best


def _replaced(kinds: Kinds, readings: Readings, table: list[list[int]], index: int, kind: str) -> int:
    """`_best` after covering `index` with `kind`, recounting only the windows that hold it."""
    best, old = 0, kinds[index]
    for start, row in enumerate(table):
        offset = index - start
        if not 0 <= offset < WINDOW:
            best = max(best, max(row))
            continue
        for fit, reading in zip(row, readings):
            best = max(best, fit - _fit(old, reading[offset]) + _fit(kind, reading[offset]))
    return best


def greedy(view: UntangleView, moves: list[Move], rng: random.Random) -> Move:
    """Swap and play towards the nearest complete pattern; discard what cannot help and draw."""
    if isinstance(moves[0], Complete):
        return moves[0]
    readings = [r for p in view.my_patterns for r in (tuple(p.bulbs), tuple(reversed(p.bulbs)))]
    kinds = [None if bulb is None else bulb.kind for bulb in view.knot]
    hand = {bulb.card: bulb.kind for bulb in view.hand}
    if isinstance(moves[0], Untangle):
        have = set(hand.values())

        def value(i: int) -> int:
            return _reach(kinds[:i] + [kinds[i + 1], kinds[i]] + kinds[i + 2 :], readings, have)

        return max(moves, key=lambda m: (value(m.index), rng.random()))  # type: ignore[attr-defined]
    table, wanted = _table(kinds, readings), _wanted(kinds, readings)
    current = max((max(row) for row in table), default=0)
    values: dict[tuple, tuple[float, float]] = {}
    choice, best = moves[0], (-1.0, -1.0, -1.0)
    for move in moves:
        match move:
            case Replace(card=card, index=i):
                key, spent = ("replace", hand[card], i), (card,)
            case Extend(card=card, end=end):
                key, spent = ("extend", hand[card], end), (card,)
            case Remove(broken=card, index=i):
                key, spent = ("remove", i), (card,)
            case DiscardAndDraw(cards=spent):
                key = ("discard", tuple(sorted(hand[c] for c in spent)))
            case _:
                continue
        if key not in values:
            draws = key[0] == "discard"
            values[key] = (_after(key, kinds, readings, table, current), _worth(hand, spent, wanted, draws))
        value = (*values[key], rng.random())
        if value > best:
            choice, best = move, value
    return choice


def _after(key: tuple, kinds: list[str | None], readings: Readings, table: list[list[int]], current: int) -> int:
    """The best fit once the action named by `key` is made."""
    match key:
        case ("replace", kind, index):
            return _replaced(kinds, readings, table, index, kind)
        case ("extend", kind, end):
            return _best([kind, *kinds] if end == "left" else [*kinds, kind], readings)
        case ("remove", index):
            return _best(kinds[:index] + kinds[index + 1 :], readings)
    return current


def _worth(hand: dict[int, str], spent: tuple[int, ...], wanted: set[str], draws: bool) -> float:
    """How useful the hand is after spending `spent`: wanted colours, Bubbles, Brokens and fresh draws (UN-6)."""
    left = [kind for card, kind in hand.items() if card not in spent]
    useful = sum(1 for kind in left if kind in wanted or kind == "broken")
    return useful + (DRAWN_WORTH * max(HAND_SIZE - len(left), 0) if draws else 0)
