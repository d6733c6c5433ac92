"""What a seat of Where's That Bulb? may know, and a full state rebuilt from that knowledge (G-5, WB-6)."""

from __future__ import annotations

import random

import msgspec

from domain.contract import BaseView

from .catalog import Face, Position
from .components import COLUMNS, PLAY_CARDS, POSITIONS, ROWS, face_of, is_character_face
from .rules import actors
from .state import WheresThatBulbState


class FaceUp(msgspec.Struct, frozen=True, kw_only=True):
    """A card face up on the grid right now: where it lies and what it shows."""

    position: Position
    """Its grid position, 0-59."""
    face: Face
    """What it shows: a bulb kind ("red", "bubble", "broken", "plug", ...) or a Character ("santa", ...)."""


class WheresThatBulbView(BaseView, frozen=True, kw_only=True):
    """The table as every seat sees it: the memory game has no private cards, only face-down ones.

    Faces appear only for cards face up now (WB-6): once a card turns face down, nothing here says what it
    was, and there is no "seen before" field.
    """

    players: int = 2
    """Seats at the table (2-6)."""
    active: int = 0
    """The seat whose turn it is."""
    columns: int = COLUMNS
    """The grid's width, 10 (WB-1); positions are row-major, row = position // columns."""
    rows: int = ROWS
    """The grid's height, 6 (WB-1)."""
    face_down: list[Position] = []
    """The positions holding a face-down card, ascending; a position in neither list is empty."""
    face_up: list[FaceUp] = []
    """The cards face up now, with their faces, ascending by position."""
    first: Position | None = None
    """The position the active seat flipped first this turn; null before its first flip."""
    on_show: list[Position] = []
    """The positions the last turn left face up (no pair, or a Broken Bulb); they turn face down at the next
    flip, which may be one of them."""
    pairs: list[list[tuple[Face, Face]]] = []
    """By seat, the faces of each pair it took, in the order taken."""
    pair_counts: list[int] = []
    """By seat, the pairs taken: its points (WB-5)."""
    character_pairs: list[int] = []
    """By seat, the Character pairs among them: the tie-break (WB-5)."""
    turn: int = 0
    """Turns played so far, extra turns included (G-8)."""
    max_turns: int = 0
    """The turn cap of this game (G-8): it ends after this many turns."""
    reason: str | None = None
    """How the game ended: "all-matched" (WB-5) or "turn-cap" (G-8); null while it runs."""


def _up(state: WheresThatBulbState) -> list[int]:
    """Positions face up now: this turn's first flip, or the last turn's cards still on show."""
    return sorted({*state.on_show, *(() if state.first is None else (state.first,))})


def view(state: WheresThatBulbState, seat: int | None) -> WheresThatBulbView:
    """Every seat (and a spectator) sees the same table: faces only of the cards face up now."""
    up = _up(state)
    pairs = [
        [(face_of(taken[i]), face_of(taken[i + 1])) for i in range(0, len(taken), 2)] for taken in state.pairs
    ]
    return WheresThatBulbView(
        seat=seat,
        actors=sorted(actors(state)),
        finished=state.finished,
        players=state.players,
        active=state.active,
        face_down=[p for p, card in enumerate(state.grid) if card is not None and p not in up],
        face_up=[FaceUp(position=p, face=face_of(state.grid[p])) for p in up],
        first=state.first,
        on_show=list(state.on_show),
        pairs=pairs,
        pair_counts=[len(seat_pairs) for seat_pairs in pairs],
        character_pairs=[sum(is_character_face(a) for a, _ in seat_pairs) for seat_pairs in pairs],
        turn=state.turn,
        max_turns=state.max_turns,
        reason=state.reason,
    )


def determinize(v: WheresThatBulbView, rng: random.Random) -> WheresThatBulbState:
    """Give the face-up cards and the pairs taken ids of their faces, and shuffle the rest face down."""
    by_face: dict[str, list[int]] = {}
    for card in PLAY_CARDS:
        by_face.setdefault(face_of(card), []).append(card)
    pairs = tuple(tuple(by_face[face].pop() for pair in seat_pairs for face in pair) for seat_pairs in v.pairs)
    grid: list[int | None] = [None] * POSITIONS
    for up in v.face_up:
        grid[up.position] = by_face[up.face].pop()
    hidden = [card for cards in by_face.values() for card in cards]
    rng.shuffle(hidden)
    for position, card in zip(v.face_down, hidden, strict=True):
        grid[position] = card
    return WheresThatBulbState(
        seed=rng.getrandbits(63), counter=2, players=v.players, max_turns=v.max_turns, grid=tuple(grid),
        active=v.active, first=v.first, on_show=tuple(v.on_show), pairs=pairs, turn=v.turn,
        finished=v.finished, reason=v.reason,
    )
