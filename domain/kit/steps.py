"""Step helpers for the kinds of decision step of G-6 and G-7: sealed commits, races, skipped steps.

A game keeps the helper's value in its own state (a tuple of sealed choices, a `Race`) and calls these
functions from its rules; the kit's apply template reads them back to refuse late answers.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, TypeVar

import msgspec

from domain.contract import Event, Seat, StepSkipped

T = TypeVar("T")

# --- G-6 kind 2: simultaneous hidden commits -------------------------------------------------------
# A step's commits are a tuple with one slot per seat: NOT_ASKED for a seat the step leaves out, None
# while a seat still has to commit, the sealed choice once it has.


class NotAsked(msgspec.Struct, frozen=True, tag="not-asked"):
    """Marks the slot of a seat that a simultaneous step does not ask (compare by type: a state read back
    from storage holds an equal copy, not this module's instance)."""


NOT_ASKED = NotAsked()


def open_commits(players: int, asked: Iterable[Seat] | None = None) -> tuple[Any, ...]:
    """The empty commits of a new simultaneous step: every seat asked, or only those in `asked`."""
    if asked is None:
        return (None,) * players
    asked = set(asked)
    return tuple(None if seat in asked else NOT_ASKED for seat in range(players))


def waiting(commits: tuple[Any, ...]) -> frozenset[Seat]:
    """Seats that still have to commit."""
    return frozenset([seat for seat, choice in enumerate(commits) if choice is None])


def committed(commits: tuple[Any, ...]) -> list[Seat]:
    """Seats that have sealed their choice (what a view may show of a simultaneous step)."""
    return [seat for seat, _choice in sealed_choices(commits)]


def seal(
    commits: tuple[T | None, ...], seat: Seat, choice: T, announce: Callable[[Seat], Event]
) -> tuple[tuple[T | None, ...], list[Event], bool]:
    """Seal `seat`'s choice (it cannot change) and announce only that it committed.

    Returns the new commits, the public announcement and whether every asked seat has now committed,
    which is when the game reveals and resolves them all together.
    """
    if commits[seat] is not None:
        raise ValueError(f"seat {seat} has already committed")
    sealed = (*commits[:seat], choice, *commits[seat + 1 :])
    return sealed, [announce(seat)], None not in sealed


def sealed_choices(commits: tuple[Any, ...]) -> list[tuple[Seat, Any]]:
    """The sealed choices by seat, for the reveal: seats the step did not ask and seats yet to commit left out."""
    return [
        (seat, choice) for seat, choice in enumerate(commits) if choice is not None and not isinstance(choice, NotAsked)
    ]


# --- G-6 kind 3: races ----------------------------------------------------------------------------


class Race(msgspec.Struct, frozen=True, kw_only=True):
    """A race: the seats that may answer and the move types that answer it; the first applied wins.

    The game keeps the last race in its state until the next one opens, so that an answer that arrives
    after the winner's is refused as `too-late` rather than as a move out of turn.
    """

    seats: tuple[Seat, ...]
    """The seats that may answer, ascending."""
    answers: tuple[str, ...]
    """The move `type` tags that answer the race."""
    winner: Seat | None = None
    """The seat whose answer was applied first; null while the race is open."""

    @property
    def open(self) -> bool:
        """True until the first answer is applied."""
        return self.winner is None


def open_race(seats: Iterable[Seat], answers: Iterable[str]) -> Race:
    """A new race among `seats`, answered by moves with these `type` tags."""
    return Race(seats=tuple(sorted(seats)), answers=tuple(answers))


def won(race: Race, seat: Seat) -> Race:
    """The race closed by `seat`'s answer."""
    return msgspec.structs.replace(race, winner=seat)


def is_late(race: Race | None, seat: Seat, move: Any) -> bool:
    """True when `move` answers a race that another seat has already won."""
    if race is None or race.open or seat == race.winner or seat not in race.seats:
        return False
    return move_tag(move) in race.answers


def move_tag(move: Any) -> str:
    """The `type` tag of a move Struct."""
    return move.__struct_config__.tag


# --- G-7: steps that ask nothing of an actor ---------------------------------------------------------


def skip_idle(
    state: T,
    events: list[Event],
    *,
    actors: Callable[[T], frozenset[Seat]],
    idle: Callable[[T, Seat], str | None],
    skip: Callable[[T, Seat], tuple[T, list[Event]]],
    limit: int = 1000,
) -> tuple[T, list[Event]]:
    """Pass every step whose actor the rules give nothing to do, logging a `StepSkipped` for each.

    `idle(state, seat)` names why an actor has nothing to do (None when it has a move); `skip` moves the
    game past that actor's step. Repeats until every actor has a move or nobody is waited for.
    """
    events = list(events)
    for _ in range(limit):
        seats = actors(state)
        for seat in sorted(seats) if len(seats) > 1 else seats:
            if reason := idle(state, seat):
                break
        else:
            return state, events
        events.append(StepSkipped(seat=seat, reason=reason))
        state, more = skip(state, seat)
        events += more
    raise RuntimeError("steps kept being skipped: the rules never reach a decision")
