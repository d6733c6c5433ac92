"""Festival of Lights' greedy bot: it decides from the seat's view and legal moves only (G-12)."""

from __future__ import annotations

import random
from collections import Counter

from domain.lights.components import COLOURS

from .components import CHARACTER_SIZE, play_counts
from .moves import AssignBubbles, Decline, Move, PlaceCharacter, Reveal, TakeFromDiscard, UseBroken
from .view import FestivalOfLightsView

View = FestivalOfLightsView
# What a scored card is worth to the bot beyond its points: abilities, wild colours, future rescues.
WORTH = {"bubble": 2.6, "broken": 2.0, "plug": 2.4, "character": 3.0}


def _colour_value(v: View, colour: str) -> float:
    """A plain bulb: 1 point, more when it starts a pattern colour or leads that colour's piles."""
    me = v.seats[v.seat]
    at = COLOURS.index(colour)
    value = 1.0
    if colour in me.pattern_colours and not me.piles[at]:
        value += 0.8
    if me.pile_sizes[at] + 1 > max(a.pile_sizes[at] for a in v.seats if a.seat != v.seat):
        value += 0.4
    return value


def _value(v: View, kind: str) -> float:
    """What scoring one card of `kind` is worth now."""
    if kind in WORTH:
        return WORTH[kind] + (0.5 if kind == "plug" and v.discard else 0.0)
    return _colour_value(v, kind)


def _unique_chance(v: View, kind: str) -> float:
    """How likely nobody else reveals `kind`: fewer unseen copies, fewer rivals, a better chance."""
    visible = Counter(v.hand) + Counter(v.discard) + Counter(v.returned)
    for area in v.seats:
        visible.update(k for pile in area.piles for k in pile)
        visible.update([*area.kept, *area.won, *["bubble"] * area.bubbles, *["broken"] * area.stored])
    unseen = max(play_counts(v.players)[kind] - visible[kind], 0)
    hidden = sum(area.hand_count for area in v.seats if area.seat != v.seat) + v.box_count
    share = unseen / hidden if hidden else 0.0
    return (1.0 - min(share * len(v.hand), 1.0)) ** (v.players - 1)


def _character_colour(v: View) -> str:
    """The colour where the Character most surely stays the largest pile (FL-8), pattern colours first."""
    me = v.seats[v.seat]

    def margin(at: int) -> tuple:
        rivals = max(a.pile_sizes[at] for a in v.seats if a.seat != v.seat)
        return (me.pile_sizes[at] + CHARACTER_SIZE - rivals, COLOURS[at] in me.pattern_colours)

    return COLOURS[max(range(len(COLOURS)), key=margin)]


def _assign(v: View, moves: list[AssignBubbles]) -> AssignBubbles:
    """Each Bubble where it counts most: a missing pattern colour, else the pile closest to leading."""
    me = v.seats[v.seat]
    sizes = list(me.pile_sizes)
    chosen = []
    for _ in range(me.bubbles):
        def gain(at: int) -> tuple:
            rivals = max(a.pile_sizes[at] for a in v.seats if a.seat != v.seat)
            new = COLOURS[at] in me.pattern_colours and sizes[at] == 0
            return (new, sizes[at] + 1 > rivals and sizes[at] <= rivals, sizes[at])
        at = max(range(len(COLOURS)), key=gain)
        sizes[at] += 1
        chosen.append(COLOURS[at])
    wanted = tuple(sorted(chosen, key=COLOURS.index))
    return next((move for move in moves if move.colours == wanted), moves[0])


def greedy(view: View, moves: list[Move], rng: random.Random) -> Move:
    """Reveal the card with the best worth times chance of being unique; use abilities where they pay most."""
    first = moves[0]
    if isinstance(first, Reveal):
        worth = [_value(view, m.kind) * _unique_chance(view, m.kind) for m in moves]  # type: ignore[union-attr]
        return rng.choice([m for m, w in zip(moves, worth, strict=True) if w >= max(worth) - 1e-9])
    if isinstance(first, (UseBroken, Decline)):
        dropped = view.seats[view.seat].revealed
        useful = dropped in COLOURS and _colour_value(view, dropped) > 1.7  # FL-3: only for a new pattern colour
        return UseBroken() if useful else Decline()
    if isinstance(first, TakeFromDiscard):
        return max(moves, key=lambda m: _value(view, m.kind))  # type: ignore[union-attr]
    if isinstance(first, PlaceCharacter):
        return PlaceCharacter(colour=_character_colour(view))  # type: ignore[arg-type]
    return _assign(view, moves)  # type: ignore[arg-type]
