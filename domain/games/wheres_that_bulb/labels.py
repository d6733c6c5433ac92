"""Where's That Bulb?'s move labels and event texts, for a UI and a game log."""

from __future__ import annotations

from domain.contract import StepSkipped
from domain.kit import listing, seat_name, skipped

from . import events as ev
from .catalog import face_name
from .components import COLUMNS
from .moves import Flip
from .view import WheresThatBulbView

ENDINGS = {"all-matched": "only the Broken Bulbs are left face down", "turn-cap": "the turn cap was reached"}


def where(position: int) -> str:
    """A grid position as a player finds it: positions, rows and columns counted from 1, top left first."""
    row, column = divmod(position, COLUMNS)
    return f"position {position + 1} (row {row + 1}, column {column + 1})"


def label(view: WheresThatBulbView, move: object) -> str:
    """One line per move, from the seat's view."""
    if not isinstance(move, Flip):
        raise TypeError(f"not a Where's That Bulb? move: {move!r}")
    if view.first is not None:
        return f"Flip the card at {where(move.position)} as your second card"
    return f"Flip the card at {where(move.position)}"


def text(event: object) -> str:
    """One line per event, from the event alone."""
    match event:
        case ev.CardFlipped(seat=seat, position=position, face=face):
            return f"{seat_name(seat).capitalize()} flipped the card at {where(position)}: {face_name(face)}"
        case ev.CardsTurnedDown(positions=positions):
            noun = "card" if len(positions) == 1 else "cards"
            return f"The {noun} at {listing(where(p) for p in positions)} turned face down again"
        case ev.PairTaken(seat=seat, positions=positions, faces=faces):
            pair = listing(face_name(face) for face in faces)
            return f"{seat_name(seat).capitalize()} took a pair, {pair}, from positions {listing(positions)}"
        case ev.TurnEnded(seat=seat, next_seat=after):
            return f"{seat_name(seat).capitalize()} found no pair; {seat_name(after)} plays next"
        case ev.GameEnded(reason=reason):
            return f"The game is over: {ENDINGS.get(reason, reason)}"
        case StepSkipped(seat=seat, reason=reason):
            return skipped(seat, reason)
    raise TypeError(f"not a Where's That Bulb? event: {event!r}")
