"""Lights On's greedy bot: it decides from the seat's view and legal moves only (G-12, its team's signal included)."""

from __future__ import annotations

import random
from collections import Counter

from .components import is_set, teammate
from .moves import AskNewLights, CallLightsOn, MakeGesture, Move, Ready, Swap, Vote
from .view import LightsOnView


def _signalled(view: LightsOnView, seat: int) -> bool:
    """True when `seat` made the team's signal this round."""
    return any(sign.seat == seat and sign.gesture == view.signal for sign in view.gestures)


def _best_swap(view: LightsOnView, moves: list[Move]) -> Swap | None:
    """A swap that adds one to the kind the hand holds most of, giving away its rarest kind (none: no gain)."""
    held = Counter(view.hand)
    most = max(held.values())
    targets = {kind for kind, count in held.items() if count == most}
    kinds = {card.id: card.kind for card in view.market}
    market = Counter(kinds.values())
    options = [
        move for move in moves
        if isinstance(move, Swap) and kinds[move.take] in targets and (move.give not in targets or len(targets) > 1)
    ]
    return max(options, key=lambda move: (market[kinds[move.take]], -held[move.give]), default=None)


def greedy(view: LightsOnView, moves: list[Move], rng: random.Random) -> Move:
    """Ready; call "Lights ON" on the teammate's signal; signal a set; else swap towards four of a kind or refresh."""
    if Ready() in moves:
        return Ready()
    me = view.seat if view.seat is not None else 0
    if CallLightsOn() in moves and _signalled(view, teammate(me)):
        return CallLightsOn()  # LO-4: trust the teammate's signal
    waiting = [m for m in moves if isinstance(m, MakeGesture) and m.g != view.signal]
    if is_set(view.hand):
        if not _signalled(view, me) and MakeGesture(g=view.signal) in moves:  # type: ignore[arg-type]
            return MakeGesture(g=view.signal)  # type: ignore[arg-type]
        return Vote(yes=True) if Vote(yes=True) in moves else rng.choice(waiting or moves)
    swap = _best_swap(view, moves) if view.hand else None
    if swap is not None:
        return swap
    for move in (Vote(yes=True), AskNewLights()):  # LO-8: nothing worth taking, so ask for new lights
        if move in moves:
            return move
    return rng.choice(waiting or moves)
