"""Round scoring with wild patches, Secret Santa matching and final ranks (UCS-21 to UCS-38)."""

from __future__ import annotations

from itertools import product
from typing import NamedTuple

from domain.contract import Scoreboard, SeatScore
from domain.kit import shared_ranks

from .components import FAD_VP, FADS, SANTAS, SWEATERS
from .knit import fad_qualifies, is_complete, live_cards
from .state import Sweater, UcsState

SWEATER_VP = 2
RUN_VP = 2
MATCH_VP = 1
SANTA_VP = 3
BROTHERS_VP = 3


class Option(NamedTuple):
    """One way to read a complete sweater's wild patches: its points and the Secret Santas it meets."""

    points: int
    fad_points: int
    santas: frozenset[int]
    parts: dict[str, int]


def can_run(values: list[int], wild: int) -> bool:
    """UCS-26: the values (plus `wild` patch values) can be n, n+1, n+2; no wrap-around."""
    distinct = len(set(values)) == len(values) and len(values) + wild == 3
    return distinct and any(all(n <= v <= n + 2 for v in values) for n in range(1, 11))


def sweater_points(colours: list[int], icons: list[int], run: bool, fad: int | None) -> dict[str, int]:
    """UCS-27/28/38: base, run and Fad/non-Fad bonuses of one complete sweater read one way."""
    parts = {"sweaters": SWEATER_VP, "runs": RUN_VP if run else 0, "fads": 0, "matches": 0}
    card = FADS[fad] if fad is not None else None
    if card is not None and card.clash:
        if len(set(colours)) == 3 and len(set(icons)) == 3:
            parts["fads"] += FAD_VP
    for values, wanted in ((colours, card.colour if card else None), (icons, card.icon if card else None)):
        if len(set(values)) == 1:
            if values[0] == wanted:
                parts["fads"] += FAD_VP
            else:
                parts["matches"] += MATCH_VP  # UCS-27: a single colour or icon that is not the Fad
    return parts


def meets_santa(colours: list[int], icons: list[int], santa: int) -> bool:
    """UCS-25: one piece matches the colour and the two others the icon, one requirement each."""
    want = SANTAS[santa]
    for p in range(3):
        others = [icons[q] for q in range(3) if q != p]
        if colours[p] == want.colour and all(icon == want.icon for icon in others):
            return True
    return False


def sweater_options(sweater: Sweater, fad: int | None, santas: list[int]) -> list[Option]:
    """Every reading of a complete sweater's patch icons (UCS-21), in the UCS-21 icon order."""
    faces = [SWEATERS[card] for card in live_cards(sweater)]
    colours = [face.colour for face in faces]
    wild = [i for i, face in enumerate(faces) if face.patch]
    run = can_run([face.value for face in faces if not face.patch], len(wild))
    options = []
    for choice in product(range(4), repeat=len(wild)):
        icons = [face.icon for face in faces]
        for i, icon in zip(wild, choice):
            icons[i] = icon
        if sweater.fad is not None and not _still_meets(colours, icons, sweater.fad):
            continue  # UCS-37: the patch reading that claimed the Fad stays fixed
        parts = sweater_points(colours, icons, run, fad)
        met = frozenset(s for s in santas if meets_santa(colours, icons, s))
        options.append(Option(sum(parts.values()), parts["fads"], met, parts))
    return options


def _still_meets(colours: list[int], icons: list[int], fad: int) -> bool:
    card = FADS[fad]
    if card.clash:
        return len(set(colours)) == 3 and len(set(icons)) == 3
    return all(c == card.colour for c in colours) or all(i == card.icon for i in icons)


class Reading(NamedTuple):
    """The owner's best reading of a round (UCS-21): points, Fad points, Secret Santas met, parts."""

    points: int
    fad_points: int
    met: tuple[int, ...]
    parts: dict[str, int]


def best_reading(
    sweaters: list[Sweater], fad_of: list[int | None], santas: list[int], avid: bool
) -> Reading:
    """Pick patch icons and Secret Santa sweaters maximising (Avid cards met), VP, then Fad VP."""
    complete = [(s, f) for s, f in zip(sweaters, fad_of) if is_complete(s)]
    options = [sweater_options(s, f, santas) for s, f in complete]
    best: list[dict[int | None, Option | None]] = []
    for opts in options:
        table: dict[int | None, Option | None] = {}
        for need in [None, *santas]:
            fits = [o for o in opts if need is None or need in o.santas]
            table[need] = max(fits, key=lambda o: (o.points, o.fad_points)) if fits else None
        best.append(table)
    top: tuple | None = None
    reading = Reading(0, 0, (), {})
    targets = [None, *range(len(complete))]
    # UCS-25/33/36: each Secret Santa card is met by a different sweater, at most once.
    for assign in product(targets, repeat=len(santas)):
        used = [a for a in assign if a is not None]
        if len(used) != len(set(used)):
            continue
        need = {a: santas[i] for i, a in enumerate(assign) if a is not None}
        chosen = [best[s][need.get(s)] for s in range(len(complete))]
        if any(option is None for option in chosen):
            continue
        met = tuple(sorted(need.values()))
        points = sum(o.points for o in chosen) + SANTA_VP * len(met)
        fad_points = sum(o.fad_points for o in chosen)
        key = (len(met) if avid else 0, points, fad_points)
        if top is None or key > top:
            top = key
            parts = {"sweaters": 0, "runs": 0, "fads": 0, "matches": 0}
            for option in chosen:
                for name, value in option.parts.items():
                    parts[name] += value
            parts["secret-santa"] = SANTA_VP * len(met)
            reading = Reading(points, fad_points, met, parts)
    return reading


def single_colour(sweater: Sweater) -> bool:
    """Section 1.5 Little Brothers: a complete sweater whose live pieces share one colour."""
    return is_complete(sweater) and len({SWEATERS[c].colour for c in live_cards(sweater)}) == 1


def fad_claim_options(sweater: Sweater, display: tuple[int, ...], taken: set[int]) -> list[int]:
    """UCS-37: the unclaimed displayed Fads a just-changed sweater now meets."""
    if sweater.fad is not None:
        return []
    return [fad for fad in display if fad not in taken and fad_qualifies(sweater, fad)]


class UcsScoreboard(Scoreboard, frozen=True, kw_only=True):
    """The scorepad: per-round lines, plus the Avid seats that did not qualify (UCS-33)."""

    rounds: list[list[int]] = []
    """Victory points per scored round, oldest first, each a list with one entry per seat (index = seat)."""
    disqualified: list[int] = []
    """Avid mode, once the game is over: the seats that did not meet all three Secret Santas and rank
    below every qualifier (UCS-33); empty otherwise."""


def score(state: UcsState) -> UcsScoreboard:
    """Totals of the scored rounds, ranked with the rulebook tie-breaks (UCS-30 to UCS-33)."""
    final = state.finished
    avid = state.config.secret_santa_mode == "avid"
    keys, lines, out = [], [], []
    for seat in range(state.players):
        rows = [result[seat] for result in state.results]
        points = sum(r.points for r in rows)
        breakdown: dict[str, int] = {}
        for row in rows:
            for name, value in row.breakdown.items():
                breakdown[name] = breakdown.get(name, 0) + value
        met = len(state.santas_met[seat]) if avid else 0
        qualified = not avid or met >= 3 or not final
        # G-9 key, best first: UCS-33 qualifiers, then (among the others) more cards met; then more VP,
        # fewer unbuilt sweaters (UCS-30) and more Fad VP (UCS-31).
        keys.append((not qualified, 0 if qualified else -met, -points,
                     sum(r.unbuilt for r in rows), -sum(r.fad_points for r in rows)))
        lines.append((seat, points, breakdown))
        if not qualified:
            out.append(seat)
    ranks = shared_ranks(keys)
    seats = [SeatScore(seat=s, points=p, rank=r, breakdown=b) for (s, p, b), r in zip(lines, ranks)]
    rounds = [[r.points for r in result] for result in state.results]
    return UcsScoreboard(final=final, seats=seats, reason=state.reason, rounds=rounds, disqualified=out)
