"""What the table has seen of hidden hands, kept as an upper bound on each kind a seat can hold.

A seat that says it has none of a kind, hands all of it over, or shows that it cannot follow, is capped at zero
of that kind; every card it takes unseen lifts its caps by one again (only of the kinds that card could be). A game
keeps one row of caps per seat in its state, in the order of its own kinds, shows the caps that say something in
its view, and deals the hidden cards of a sampled table within them (`deal_within`). Caps are public: anyone
watching the table could keep them.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Iterable, Sequence

# A cap no hand reaches: the row of a seat about which nothing is known yet.
OPEN = 99
# Shuffles tried for a deal within every cap before one that ignores them. With one hidden hand a deal within the
# caps always exists and the first shuffle finds it; with several, one hand's picks can starve the next.
DEAL_TRIES = 20


def open_rows(players: int, kinds: int) -> tuple[tuple[int, ...], ...]:
    """One row per seat with every kind uncapped."""
    return ((OPEN,) * kinds,) * players


def widen(
    row: tuple[int, ...], hand_before: int, added: int, could_be: Collection[int] | None = None
) -> tuple[int, ...]:
    """The caps of a hand of `hand_before` cards once `added` more joined it unseen: no kind was held more often
    than the hand's size, and each card added may be of any kind in `could_be` (kind indexes; None: any)."""
    return tuple(
        min(cap, hand_before) + (added if could_be is None or index in could_be else 0) for index, cap in enumerate(row)
    )


def capped(row: tuple[int, ...], indexes: Iterable[int], cap: int = 0) -> tuple[int, ...]:
    """`row` with the kinds at `indexes` capped at `cap` (at most what they were)."""
    lowered = set(indexes)
    return tuple(min(value, cap) if index in lowered else value for index, value in enumerate(row))


def spent(row: tuple[int, ...], indexes: Iterable[int]) -> tuple[int, ...]:
    """`row` once the hand played a card of each kind at `indexes` (a kind named twice, two cards)."""
    played = list(indexes)
    return tuple(cap - played.count(index) for index, cap in enumerate(row))


def telling(row: tuple[int, ...], kinds: Sequence[str], hand_size: int, proven: Sequence[int] = ()) -> dict[str, int]:
    """The caps that say more than the hand's size does (less the cards `proven` of the other kinds), by kind."""
    sure = sum(proven)
    return {
        kind: cap
        for index, (kind, cap) in enumerate(zip(kinds, row, strict=True))
        if cap < hand_size - (sure - (proven[index] if proven else 0))
    }


def rows_from(
    shown: Sequence[dict[str, int]], hand_sizes: Sequence[int], kinds: Sequence[str]
) -> tuple[tuple[int, ...], ...]:
    """The rows behind the caps a view shows (`telling`), by seat: a kind not shown is capped at the hand's size,
    which is all a row that showed nothing could say."""
    return tuple(
        tuple(caps.get(kind, size) for kind in kinds) for caps, size in zip(shown, hand_sizes, strict=True)
    )


def deal_within(
    hands: Sequence[tuple[int, int, dict[str, int]]],
    unseen: list[int],
    kind_of: Callable[[int], str],
    rng: random.Random,
) -> tuple[dict[int, list[int]], list[int]]:
    """Deal shuffled `unseen` cards to hidden hands, each `(seat, cards wanted, room by kind)` filled in turn and
    never given more of a kind than its room (kinds not named have no limit); the cards left over come back, in
    their shuffled order. When no deal within the rooms turns up in `DEAL_TRIES` shuffles, the rooms are ignored."""
    for _ in range(DEAL_TRIES):
        rng.shuffle(unseen)
        dealt, rest, full = _fill(hands, unseen, kind_of, limited=True)
        if full:
            return dealt, rest
    rng.shuffle(unseen)
    dealt, rest, _ = _fill(hands, unseen, kind_of, limited=False)
    return dealt, rest


def deal_preferring(
    preferred: Sequence[tuple[int, int, dict[str, int]]],
    required: Sequence[tuple[int, int, dict[str, int]]],
    unseen: list[int],
    kind_of: Callable[[int], str],
    rng: random.Random,
) -> tuple[dict[int, list[int]], list[int]]:
    """`deal_within` the `preferred` rooms (what the table reads from the seats' play) when a deal within them
    turns up in `DEAL_TRIES` shuffles, else within the `required` ones (what the rules prove)."""
    for _ in range(DEAL_TRIES):
        rng.shuffle(unseen)
        dealt, rest, full = _fill(preferred, unseen, kind_of, limited=True)
        if full:
            return dealt, rest
    return deal_within(required, unseen, kind_of, rng)


def _fill(
    hands: Sequence[tuple[int, int, dict[str, int]]], cards: list[int], kind_of: Callable[[int], str], *, limited: bool
) -> tuple[dict[int, list[int]], list[int], bool]:
    """Each hand takes the first cards of `cards` its room allows; False when a limited hand fell short."""
    rest, dealt = cards, {}
    for seat, wanted, limits in hands:
        room = dict(limits) if limited else {}
        taken, kept = [], []
        for card in rest:
            kind = kind_of(card)
            if len(taken) < wanted and room.get(kind, 1) > 0:
                taken.append(card)
                if kind in room:
                    room[kind] -= 1
            else:
                kept.append(card)
        if limited and len(taken) < wanted:
            return dealt, rest, False
        dealt[seat], rest = taken, kept  # unlimited, a hand falls short only when the cards run out
    return dealt, rest, True
