"""What the table's plays say about a seat's secret patterns: the expert's reading of the other seats.

Every swap, every card played into the knot and every card discarded is seen by the whole table. A seat working
towards its patterns tends to leave the knot as close as it can to spelling one of them. So the reading takes a
seat holding a given set of patterns to choose, each alike, among the options that come closest to spelling one of
them (the swaps it could make, the places the card it played could go), and any other option only with odds
`STRAY_SWAP` or `STRAY_CARD`; a card it discarded, it takes to have had no place that comes closer than the knot
as it was. The odds of a set are the product of those chances over the seat's plays: a set for which the seat's
choice was the one closest option gains most. A pattern the seat completed since a play still counts as held for
that play. Only the plays and the patterns shown at the table are read.
"""

from __future__ import annotations

import math
from functools import lru_cache
from itertools import combinations

import msgspec

from domain.lights import kind_of

from .components import PATTERN_IDS, WINDOW, bulbs_of
from .state import Play

# How often the reading lets a seat's play be other than the closest to one of its patterns: a swap may set up a
# mend with a card in hand instead (a greedy seat's swaps do so about one time in ten), while a card once chosen
# nearly always goes where it comes closest.
STRAY_SWAP = 0.1
STRAY_CARD = 0.02
# Sets whose odds fall below this share of the likeliest are left out.
FLOOR = 1e-6

_INDEX = {pattern: i for i, pattern in enumerate(PATTERN_IDS)}
_READINGS = [(bulbs_of(p), tuple(reversed(bulbs_of(p)))) for p in PATTERN_IDS]
Kinds = tuple[str | None, ...]


@lru_cache(maxsize=1 << 16)
def _window(kinds: Kinds) -> tuple[int, ...]:
    """For five knot cards, how many of them fit each pattern in its better reading (Bubbles wild)."""
    return tuple(
        max(sum(1 for k, c in zip(kinds, reading) if k == c or k == "bubble") for reading in pair)
        for pair in _READINGS
    )


def _closest(kinds: Kinds) -> tuple[int, ...]:
    """For every pattern, the most cards of any five neighbouring knot cards that fit it."""
    windows = [_window(kinds[start : start + WINDOW]) for start in range(len(kinds) - WINDOW + 1)]
    if not windows:
        return (0,) * len(PATTERN_IDS)
    return tuple(map(max, zip(*windows)))


def _outcomes(play: Play) -> tuple[list[Kinds], int]:
    """The knots the seat could have left with this play's choice (a swap, a place for the card it played, or the
    knot as it was for a card it discarded), and which of them it chose."""
    kinds: list[str | None] = [None if card is None else kind_of(card) for card in play.knot]
    if play.at is None:
        return [tuple(kinds), *_outcomes(msgspec.structs.replace(play, at=0))[0]], 0
    if play.kind == "swap":
        indexes = [i for i in range(len(kinds) - 1) if i != play.barred]
        knots = [tuple(kinds[:i] + [kinds[i + 1], kinds[i]] + kinds[i + 2 :]) for i in indexes]
        return knots, indexes.index(play.at)
    if play.kind == "broken":
        return [tuple(kinds[:i] + kinds[i + 1 :]) for i in range(len(kinds))], play.at
    covered = [tuple(kinds[:i] + [play.kind] + kinds[i + 1 :]) for i in range(len(kinds))]
    ends = [(play.kind, *kinds), (*kinds, play.kind)]
    chosen = len(kinds) if play.at == -1 else len(kinds) + 1 if play.at == len(kinds) else play.at
    return covered + ends, chosen


class _Evidence:
    """One play's options, as the reading needs them: for every pattern and every closeness, which options come
    that close (a bit mask over the options), and the closest any option comes."""

    __slots__ = ("best", "chosen", "kept_out", "options", "reaching")

    def __init__(self, play: Play) -> None:
        knots, chosen = _outcomes(play)
        self.kept_out = play.at is None
        closest = [_closest(knot) for knot in knots]
        self.options, self.chosen = len(knots), 1 << chosen
        self.best = tuple(map(max, zip(*closest)))
        self.reaching = [[0] * (WINDOW + 1) for _ in PATTERN_IDS]
        for option, fits in enumerate(closest):
            for pattern, fit in enumerate(fits):
                self.reaching[pattern][fit] |= 1 << option

    def likelihood(self, held: tuple[int, ...], stray: float) -> float:
        """How likely the seat made this choice if it held these patterns: one of the options closest to one of
        them, each alike, or with odds `stray` any other."""
        top = max(self.best[p] for p in held)
        closest = 0
        for p in held:
            closest |= self.reaching[p][top]
        if self.kept_out:  # a discard is one choice against all the places the card could go
            return 1 - stray if closest & self.chosen else stray
        ties = closest.bit_count()
        if closest & self.chosen:
            return (1 - stray) / ties
        return stray / (self.options - ties)


def odds(
    plays: tuple[Play, ...], seat: int, candidates: list[str], count: int, completed: list[str]
) -> list[tuple[tuple[str, ...], float]]:
    """Every set of `count` patterns from `candidates` the seat may hold, with its odds (summing to 1), by how
    well it explains the seat's plays. `completed` are the seat's completed patterns, oldest first."""
    sets = list(combinations(sorted(candidates, key=_INDEX.__getitem__), count))
    if not sets:
        return []
    score = [0.0] * len(sets)
    indexed = [tuple(_INDEX[p] for p in chosen) for chosen in sets]
    for play in plays:
        if play.seat != seat:
            continue
        evidence = _Evidence(play)
        stray = STRAY_SWAP if play.kind == "swap" else STRAY_CARD
        still = tuple(_INDEX[p] for p in completed[play.done :])  # completed since: the seat held them then
        for n, chosen in enumerate(indexed):
            score[n] += math.log(evidence.likelihood((*chosen, *still), stray))
    top = max(score)
    kept = [(chosen, math.exp(s - top)) for chosen, s in zip(sets, score) if math.exp(s - top) >= FLOOR]
    total = sum(w for _, w in kept)
    return [(chosen, w / total) for chosen, w in kept]
