"""Deck operations on tuples of card ids: draw, reshuffle, deal, and what stays in the box (G-3, G-4).

A deck lists its top card first; a discard pile lists its oldest card first, so its top card is last.
Every shuffle is `domain.rng.rng_at(seed, counter)`, and each function hands back the next counter, so a
game that stores it replays to the same bytes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple, TypeVar

from domain.lights.components import ALL_CARDS, kind_of
from domain.rng import shuffle

Cards = tuple[int, ...]
T = TypeVar("T")  # a card id, or a game's own string id (the main game's patterns, events, characters)

__all__ = ["Drawn", "deal", "draw", "reshuffle", "shuffle", "split_box"]


class Drawn(NamedTuple):
    """What a draw took and left: the cards, the new deck and discard, the next counter, and each reshuffle."""

    cards: Cards
    deck: Cards
    discard: Cards
    counter: int
    reshuffles: tuple[int, ...] = ()  # the size of each new deck made from the discard, in order


def reshuffle(deck: Cards, discard: Cards, seed: int, counter: int, keep: int = 0) -> tuple[Cards, Cards, int]:
    """G-3: the discard but its top `keep` cards shuffled in under the deck; returns deck, discard, counter."""
    # BL-7 keeps the top card (keep=1). With nothing to shuffle nothing changes and no chance step is used.
    cut = max(len(discard) - keep, 0)
    if cut == 0:
        return deck, discard, counter
    shuffled, counter = shuffle(discard[:cut], seed, counter)
    return deck + shuffled, discard[cut:], counter


def draw(deck: Cards, discard: Cards, count: int, seed: int, counter: int, keep: int = 0) -> Drawn:
    """Up to `count` cards from the top, reshuffling the discard whenever the deck runs out (G-3)."""
    # G-3: a draw never fails; with the deck and the discard (but its `keep` top cards) empty it stops short.
    drawn: list[int] = []
    reshuffles: list[int] = []
    for _ in range(count):
        if not deck and len(discard) > keep:
            deck, discard, counter = reshuffle(deck, discard, seed, counter, keep)
            reshuffles.append(len(deck))
        if not deck:
            break
        drawn.append(deck[0])
        deck = deck[1:]
    return Drawn(tuple(drawn), deck, discard, counter, tuple(reshuffles))


def deal(deck: tuple[T, ...], seats: int, count: int) -> tuple[tuple[tuple[T, ...], ...], tuple[T, ...]]:
    """`count` cards to each of `seats` seats from the top, one block per seat in seat order, and the deck left."""
    # G-3: a short deck deals what it has, so the later seats get fewer cards.
    hands = tuple(deck[seat * count : (seat + 1) * count] for seat in range(seats))
    return hands, deck[seats * count :]


def split_box(counts: Mapping[str, int], among: Sequence[int] = ALL_CARDS) -> tuple[Cards, Cards]:
    """G-4: `counts[kind]` cards of each kind for play, in the order of `among`, and the rest of `among` as the box."""
    # Kinds not named stay in the box. A shuffled `among` makes which cards of a kind play a random draw
    # (FL: which Characters are used); the box holding too few of a kind is a ValueError.
    wanted = dict(counts)
    play: list[int] = []
    box: list[int] = []
    for card in among:
        kind = kind_of(card)
        if wanted.get(kind, 0) > 0:
            wanted[kind] -= 1
            play.append(card)
        else:
            box.append(card)
    short = sorted(kind for kind, left in wanted.items() if left > 0)
    if short:
        raise ValueError(f"the box holds too few cards of kind {', '.join(short)}")
    return tuple(play), tuple(box)
