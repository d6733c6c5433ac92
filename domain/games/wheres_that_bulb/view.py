"""What a seat of Where's That Bulb? may know, and a full state rebuilt from that knowledge (G-5, WB-6)."""

from __future__ import annotations

import random

import msgspec

from domain.contract import BaseView

from .catalog import Face, Position
from .components import COLUMNS, PLAY_CARDS, POSITIONS, ROWS, face_of, is_character_face
from .rules import actors
from .state import Flipped, WheresThatBulbState


class FaceUp(msgspec.Struct, frozen=True, kw_only=True):
    """A card face up on the grid right now: where it lies and what it shows."""

    position: Position
    """Its grid position, 0-59."""
    face: Face
    """What it shows: a bulb kind ("red", "bubble", "broken", "plug", ...) or a Character ("santa", ...)."""


class WheresThatBulbView(BaseView, frozen=True, kw_only=True):
    """The table as every seat sees it: the memory game has no private cards, only face-down ones.

    Faces appear only for cards face up now (WB-6): once a card turns face down, nothing here says what it
    was, and there is no "seen before" field. The `card-flipped` events of the log name each face as it was
    shown, for a client to show the reveal and for a player who keeps notes.
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
    """The cards face up now, with their faces: only this turn's first card, between the two flips of a turn (a
    turn's cards are turned face down, or taken off as a pair, the moment it ends)."""
    first: Position | None = None
    """The position the active seat flipped first this turn; null before its first flip."""
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


class Remembered(msgspec.Struct, frozen=True, kw_only=True):
    """A face-down card whose face a bot saw when it was last turned up."""

    position: Position
    """Its grid position, 0-59."""
    face: Face
    """The face it showed."""
    turns_ago: int
    """How many turns ago it was last face up (1: the last turn)."""


class WheresThatBulbBotView(WheresThatBulbView, frozen=True, kw_only=True):
    """The table as an AI seat decides from it (`bot_view`): the view, and the faces it remembers.

    Never served: a client's view keeps no face once turned down (WB-6), and a hint reads the view alone.
    """

    remembered: list[Remembered] = []
    """The face-down cards whose faces the bot remembers, ascending by position."""


# WB-6: how many turns back a bot of each level reads the flip history once a card is turned down: random none,
# greedy the last few turns (its memory fades), expert and any other level every face it saw.
MEMORY_TURNS: dict[str, int] = {"random": 0, "greedy": 8}


def view(state: WheresThatBulbState, seat: int | None) -> WheresThatBulbView:
    """Every seat (and a spectator) sees the same table: the face only of the card face up now, if any."""
    up = [] if state.first is None else [state.first]
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
        pairs=pairs,
        pair_counts=[len(seat_pairs) for seat_pairs in pairs],
        character_pairs=[sum(is_character_face(a) for a, _ in seat_pairs) for seat_pairs in pairs],
        turn=state.turn,
        max_turns=state.max_turns,
        reason=state.reason,
    )


def bot_view(state: WheresThatBulbState, seat: int, level: str) -> WheresThatBulbBotView:
    """The seat's view and the faces of face-down cards that a bot of `level` remembers (MEMORY_TURNS).

    They are read from the public flip history (what the `card-flipped` events said, the latest flip of each
    card), newest first and back only as far as the level remembers; never from the grid. Every seat saw every
    flip, so this is only what the seat was shown, kept longer than the view keeps it.
    """
    table = view(state, seat)
    horizon = MEMORY_TURNS.get(level)
    face_down = set(table.face_down)
    remembered: list[Remembered] = []
    for flip in reversed(state.flips):
        turns_ago = state.turn - flip.turn
        if horizon is not None and turns_ago > horizon:
            break  # the history is oldest first: everything before this is older still
        if flip.position in face_down:
            remembered.append(Remembered(position=flip.position, face=flip.face, turns_ago=turns_ago))
    remembered.sort(key=lambda card: card.position)
    return WheresThatBulbBotView(**msgspec.structs.asdict(table), remembered=remembered)


def determinize(v: WheresThatBulbView, rng: random.Random) -> WheresThatBulbState:
    """Give the face-up, remembered and paired cards ids of their faces, and shuffle the rest face down.

    From a bot's view the flip history is rebuilt too (what it remembers, and the card face up now), so the bots
    of a playout remember what this one does.
    """
    by_face: dict[str, list[int]] = {}
    for card in PLAY_CARDS:
        by_face.setdefault(face_of(card), []).append(card)
    pairs = tuple(tuple(by_face[face].pop() for pair in seat_pairs for face in pair) for seat_pairs in v.pairs)
    grid: list[int | None] = [None] * POSITIONS
    flips: list[Flipped] = []
    remembered: list[Remembered] = getattr(v, "remembered", [])
    for known in remembered:
        grid[known.position] = by_face[known.face].pop()
        flips.append(Flipped(v.turn - known.turns_ago, known.position, known.face))
    for up in v.face_up:
        grid[up.position] = by_face[up.face].pop()
        flips.append(Flipped(v.turn, up.position, up.face))
    flips.sort(key=lambda flip: flip.turn)
    hidden = [card for cards in by_face.values() for card in cards]
    rng.shuffle(hidden)
    for position, card in zip((p for p in v.face_down if grid[p] is None), hidden, strict=True):
        grid[position] = card
    return WheresThatBulbState(
        seed=rng.getrandbits(63), counter=2, players=v.players, max_turns=v.max_turns, grid=tuple(grid),
        active=v.active, first=v.first, pairs=pairs, turn=v.turn, finished=v.finished, reason=v.reason,
        flips=tuple(flips),
    )
