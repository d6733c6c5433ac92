"""Helpers to lay out Jingle Bell Run tables by hand: chosen hands, Market, deck top and Pattern cards."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from msgspec.structs import replace

from domain.contract import IllegalMove
from domain.games.jingle_bell_run import GAME
from domain.games.jingle_bell_run.components import BULBS, CORNERS
from domain.games.jingle_bell_run.state import JingleBellRunConfig, JingleBellRunState
from domain.lights import card_id, kind_of

STARTS = ("nw", "se", "ne", "sw", "nw", "se")


def table(players: int = 2, hands: tuple[tuple[str, ...], ...] = (), market: tuple[str, ...] = (),
          deck: tuple[str, ...] = (), patterns: dict[int, str] | None = None, **fields: object) -> JingleBellRunState:
    """An action step of seat 0 with these kinds in hand, Market and on top of the deck; the rest below.

    Characters start beside NW, SE, NE, SW (then NW, SE again); `patterns` puts Pattern keys at cells.
    """
    pool = list(BULBS)

    def take(kinds: tuple[str, ...]) -> tuple[int, ...]:
        chosen = []
        for kind in kinds:
            found = next(c for c in pool if kind_of(c) == kind)
            pool.remove(found)
            chosen.append(found)
        return tuple(chosen)

    dealt = tuple(take(hands[s]) if s < len(hands) else () for s in range(players))
    shown, top = take(market), take(deck)
    base = GAME.setup(JingleBellRunConfig(first_seat=0), players, 1)
    grid = list(base.grid)
    for cell, key in (patterns or {}).items():
        wanted = card_id(key)
        if wanted in grid:
            other = grid.index(wanted)
            grid[cell], grid[other] = wanted, grid[cell]
        else:
            box = list(base.box)
            box[box.index(wanted)] = grid[cell]
            base = replace(base, box=tuple(box))
            grid[cell] = wanted
    state = replace(
        base, step="action", active=0, hands=dealt, market=shown, deck=top + tuple(pool), discard=(),
        grid=tuple(grid), corners=STARTS[:players], positions=(None,) * players,
    )
    return replace(state, **fields)


def play(state: JingleBellRunState, *moves: object) -> tuple[JingleBellRunState, list]:
    """The active seat makes these moves in order through the kit's apply; all events together."""
    events: list = []
    for move in moves:
        state, more = GAME.apply(state, state.active, move)
        events += more
    return state, events


def refused(state: JingleBellRunState, move: object) -> IllegalMove:
    """The refusal of `move` by the active seat."""
    with pytest.raises(IllegalMove) as caught:
        GAME.apply(state, state.active, move)
    return caught.value


def ids(state: JingleBellRunState, seat: int, kind: str) -> list[int]:
    """The ids of the cards of `kind` in a seat's hand."""
    return [c for c in state.hands[seat] if kind_of(c) == kind]


@pytest.fixture
def jb() -> SimpleNamespace:
    """The game and the helpers above."""
    return SimpleNamespace(game=GAME, table=table, play=play, refused=refused, ids=ids, corners=CORNERS,
                           config=JingleBellRunConfig)
