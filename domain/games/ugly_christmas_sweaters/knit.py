"""The knit phase: where a drafted card may go and what a sweater holds (UCS-19, UCS-20, UCS-37)."""

from __future__ import annotations

from domain.kit import replace_at

from .components import FADS, SWEATERS
from .state import Sweater

Knitting = tuple[Sweater, ...]
# (sweater index or None for a new sweater, slot, slot given to a floating patch, Mixed-up Maria used)
Placement = tuple[int | None, int | None, int | None, bool]


def live_cards(sweater: Sweater) -> list[int]:
    """The cards that count: the top of each slot, or the floating patch (UCS-19/20)."""
    if sweater.floating is not None:
        return [sweater.floating]
    return [stack[-1] for stack in sweater.slots if stack]


def is_complete(sweater: Sweater) -> bool:
    """A sweater is complete with a Left, a Right and a Bottom piece."""
    return all(sweater.slots)


def completed(knitting: Knitting) -> int:
    """How many complete sweaters a knitting area holds (the UCS-22 trigger count)."""
    return sum(1 for sweater in knitting if is_complete(sweater))


def unbuilt(knitting: Knitting) -> int:
    """UCS-30: sweaters with one or two live pieces."""
    return sum(1 for sweater in knitting if 0 < len(live_cards(sweater)) < 3)


def all_cards(sweater: Sweater) -> list[int]:
    """Every card in a sweater, covered ones included."""
    cards = [card for stack in sweater.slots for card in stack]
    return cards + ([sweater.floating] if sweater.floating is not None else [])


def _slots_for(card: int, maria: bool) -> tuple[int, ...]:
    face = SWEATERS[card]
    if face.patch:
        return (0, 1, 2)  # a patch takes any orientation
    if maria:
        return tuple(s for s in range(3) if s != face.slot)  # section 1.5: Maria ignores orientation
    return (face.slot,)


def placements(knitting: Knitting, card: int, maria: bool, skip: int | None = None) -> list[Placement]:
    """Every UCS-19 placement of `card`; with `maria`, also those only Mixed-up Maria allows."""
    face = SWEATERS[card]
    choices = [False, True] if maria and not face.patch else [False]
    found: list[Placement] = []
    for use_maria in choices:
        slots = _slots_for(card, use_maria)
        if face.patch:
            found.append((None, None, None, False))  # UCS-20: a new sweater's patch floats
        else:
            found.extend((None, slot, None, use_maria) for slot in slots)
        for index, sweater in enumerate(knitting):
            if index == skip or sweater.fad is not None or not live_cards(sweater):
                continue  # UCS-37: a sweater that claimed a Fad is locked
            for slot in slots:
                if sweater.floating is not None:
                    found.extend((index, slot, other, use_maria) for other in range(3) if other != slot)
                else:
                    found.append((index, slot, None, use_maria))
    return found


def place(knitting: Knitting, card: int, where: Placement) -> tuple[Knitting, int]:
    """Knit `card` as placed; returns the new knitting area and the changed sweater's index."""
    index, slot, floating_slot, _maria = where
    if index is None:
        if slot is None:
            return (*knitting, Sweater(floating=card)), len(knitting)
        stacks = [(), (), ()]
        stacks[slot] = (card,)
        return (*knitting, Sweater(slots=tuple(stacks))), len(knitting)
    sweater = knitting[index]
    stacks = list(sweater.slots)
    if sweater.floating is not None:
        stacks[floating_slot] = (sweater.floating,)  # UCS-20: the patch's slot is fixed now
    stacks[slot] = (*stacks[slot], card)  # UCS-19: fill, or cover the card there
    changed = Sweater(slots=tuple(stacks), fad=sweater.fad)
    return replace_at(knitting, index, changed), index


def uncovered(knitting: Knitting) -> list[tuple[int, int]]:
    """(sweater, card) for every live card Tina Can Tink may move (not from a Fad sweater)."""
    return [
        (index, card)
        for index, sweater in enumerate(knitting)
        if sweater.fad is None
        for card in live_cards(sweater)
    ]


def lift(knitting: Knitting, index: int, card: int) -> Knitting:
    """Take a live card off a sweater; a card it covered comes back into play (section 1.5)."""
    sweater = knitting[index]
    if sweater.floating == card:
        changed = Sweater()
    else:
        stacks = tuple(stack[:-1] if stack and stack[-1] == card else stack for stack in sweater.slots)
        changed = Sweater(slots=stacks)
    return replace_at(knitting, index, changed)


def fad_qualifies(sweater: Sweater, fad: int) -> bool:
    """UCS-37: a complete sweater meets a Fad card, patch icons being wild."""
    if not is_complete(sweater):
        return False
    faces = [SWEATERS[card] for card in live_cards(sweater)]
    colours = [face.colour for face in faces]
    icons = [face.icon for face in faces if not face.patch]
    card = FADS[fad]
    if card.clash:
        return len(set(colours)) == 3 and len(set(icons)) == len(icons)
    return all(c == card.colour for c in colours) or all(i == card.icon for i in icons)
