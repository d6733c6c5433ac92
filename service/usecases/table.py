"""Who sits at a table: open seats and invitations, player names, the host's controls, leaving, rematch.

A game's record (service/store/games.py) says who plays each seat. It changes only through `change_table`: one
compare-and-set that replaces the record, logs a table event and counts as a new version, so views, event
logs and streams learn of a seat changing hands the way they learn of a move.
"""

from __future__ import annotations

import hmac
import re
import time
from collections.abc import Callable
from typing import Annotated, Any, Literal

import msgspec
from msgspec import Meta, Struct

from domain.contract import Event
from domain.kit import sentence
from service.usecases.clocks import clocked, deadline_text
from service.usecases.errors import ApiError
from service.usecases.names import check_chosen, check_unique
from service.usecases.play import encode_events, load_game, token_hash
from service.store.records import GameRecord, Loaded, Outcome, SeatRecord
from service.store.games import Store

Level = Literal["random", "greedy", "expert"]

# A name is printable: no control, zero-width, line-separator or direction-override characters, and it
# neither starts nor ends with a space.
_BANNED = r"\x00-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff"
NAME_PATTERN = rf"^[^\s{_BANNED}]([^{_BANNED}]*[^\s{_BANNED}])?$"
NAME_LENGTH = 40
PlayerName = Annotated[
    str,
    Meta(
        min_length=1,
        max_length=NAME_LENGTH,
        pattern=NAME_PATTERN,
        description=f"A player's name as the table shows it: 1 to {NAME_LENGTH} printable characters, no "
        "control characters, not starting or ending with a space; it must not look like another seat's name at the "
        "table (compared ignoring case, width, accents and look-alike letters), nor like a name the server gives "
        "to seats and bots (`Seat 2`, `Player 1`, `Greedy bot 3`).",
    ),
]


# --- what views, scores and the lobby show ---------------------------------------------------------------


class SeatStatus(Struct, frozen=True, kw_only=True):
    """Who plays one seat now."""

    seat: int
    """The seat's number, from 0."""
    status: Literal["open", "human", "ai"]
    """`open`: waiting for a player to claim it; `human`: a person plays it (with `left`, played it until they left
    a game that then stopped); `ai`: the server's bot plays it."""
    name: str
    """The name shown for the seat: the player's, a bot's (`Greedy bot 3`) or an open seat's (`Open seat 2`)."""
    level: Level | None
    """The bot's level for an `ai` seat; null otherwise."""
    left: bool
    """True when a person held this seat and no longer does: they left, or the host handed it to the AI."""
    deadline: str | None
    """When the seat's time for the decision asked of it runs out (RFC 3339, UTC), at a clocked game that waits
    for it; then the greedy bot decides for it. Null otherwise."""
    timeouts: int
    """How many times in a row the seat ran out of time (0 at a game without a clock)."""


class Table(Struct, frozen=True, kw_only=True):
    """The table around the game: its seats, and what became of the game as a whole."""

    seats: list[SeatStatus]
    """Every seat, in seat order."""
    public: bool
    """True when the game is listed in the lobby (`GET /v1/<slug>/games`) and its open seats need no code."""
    cancelled: bool
    """True when the game was called off: by the host, or because the AI budget of the address that created it
    could not pay for a bot to take over a seat whose player left or ran out of time too often (a `game-stopped`
    event says which). Nobody may move any more."""
    rematch: str | None
    """The id of the rematch of this game, once a seat asked for one; null before."""
    turn_seconds: int | None
    """Seconds each person has per decision at a clocked game; null when the game has no clock."""
    timeouts_to_ai: int | None
    """Time-outs in a row after which the greedy bot plays a seat for good; null when the game has no clock."""
    hints: bool
    """True when a seat asked to act may ask for the expert's suggestion (`GET .../hint`); false when the game was
    created with hints off."""


# --- table events, logged beside the game's own events ----------------------------------------------------


class SeatClaimed(Event, frozen=True, kw_only=True, tag="seat-claimed"):
    """A person took `seat` under `name` (an open seat claimed, or a rematch seat taken up)."""

    seat: int
    """The seat taken."""
    name: str
    """The player's name."""


class SeatLeft(Event, frozen=True, kw_only=True, tag="seat-left"):
    """The person at `seat` left the game; the greedy bot plays the seat from now on."""

    seat: int
    """The seat left."""
    name: str
    """The name of the player who left."""


class SeatHandedToAi(Event, frozen=True, kw_only=True, tag="seat-handed-to-ai"):
    """The host handed `seat` to the server's bot of `level`."""

    seat: int
    """The seat handed over."""
    level: Level
    """The bot's level."""


class SeatTokenReissued(Event, frozen=True, kw_only=True, tag="seat-token-reissued"):
    """The host gave the player at `seat` a new token; the old one no longer works."""

    seat: int
    """The seat whose token was replaced."""


class GameCancelled(Event, frozen=True, kw_only=True, tag="game-cancelled"):
    """The host cancelled the game: no seat may move any more."""


class RematchCreated(Event, frozen=True, kw_only=True, tag="rematch-created"):
    """A seat asked for a rematch: a new game with the same seats, names and options and a new seed."""

    game_id: str
    """The rematch's game id: each player asks `POST .../rematch` with their own token for their seat in it."""


class SeatTimedOut(Event, frozen=True, kw_only=True, tag="timed-out"):
    """The person at `seat` ran out of time: the greedy bot made the move asked of them."""

    seat: int
    """The seat that ran out of time."""
    handed_to_ai: bool
    """True when that was one time-out too many in a row: the greedy bot plays the seat from now on."""


class GameStopped(Event, frozen=True, kw_only=True, tag="game-stopped"):
    """Nobody can play `seat` any more: its person left, or ran out of time `timeouts_to_ai` times in a row, and
    the AI budget of the address that created the game does not cover a bot for it. The game is called off
    (`table.cancelled`): nobody may move any more."""

    seat: int
    """The seat no bot could take over."""
    name: str
    """The name of the player who held it."""
    left: bool
    """True when the player left; false when they ran out of time once too often (and still hold the seat)."""


TableEvent = (
    SeatClaimed | SeatLeft | SeatHandedToAi | SeatTokenReissued | GameCancelled | RematchCreated | SeatTimedOut
    | GameStopped
)
TABLE_EVENT_TAGS = frozenset(cls.__struct_config__.tag for cls in TableEvent.__args__)  # type: ignore[attr-defined]
_table_event = msgspec.json.Decoder(TableEvent)


def table_event(raw: bytes, tag: str) -> Any | None:
    """The table event a log entry holds, or None when it is one of the game's own events."""
    return _table_event.decode(raw) if tag in TABLE_EVENT_TAGS else None


def table_text(event: Any, names: list[str]) -> str:
    """A table event as one line of a game log."""
    match event:
        case SeatClaimed(seat=seat, name=name):
            return f"{name} took seat {seat + 1}"
        case SeatLeft(seat=seat, name=name):
            return f"{name} left; the greedy bot plays seat {seat + 1} from now on"
        case SeatHandedToAi(seat=seat, level=level):
            return f"The host handed seat {seat + 1} to the {level} bot"
        case SeatTokenReissued(seat=seat):
            return f"The host gave seat {seat + 1} a new token"
        case GameCancelled():
            return "The host cancelled the game"
        case RematchCreated():
            return "A rematch was set up"
        case GameStopped(seat=seat, name=name, left=left):
            why = "left" if left else "ran out of time once too often"
            return (
                f"{name} {why}, and no bot can take seat {seat + 1} over: the AI budget of the address that created "
                "this game is spent, so the game stopped"
            )
        case SeatTimedOut(seat=seat, handed_to_ai=handed):
            tail = "; the greedy bot plays the seat from now on" if handed else ""
            who = names[seat] if seat < len(names) else f"Seat {seat + 1}"
            return f"{who} ran out of time and the greedy bot moved for them{tail}"
    raise TypeError(f"not a table event: {event!r}")


# --- names -------------------------------------------------------------------------------------------------


def seat_name(entry: SeatRecord, seat: int) -> str:
    """The name shown for a seat: its player's name, or one made from its kind and number."""
    if entry.name:
        return entry.name
    if entry.kind == "ai":
        return f"{(entry.level or 'greedy').capitalize()} bot {seat + 1}"
    if entry.kind == "open":
        return f"Open seat {seat + 1}"
    return f"Player {seat + 1}"


def seat_names(seats: list[SeatRecord]) -> list[str]:
    """Every seat's shown name, in seat order."""
    return [seat_name(entry, seat) for seat, entry in enumerate(seats)]


_SEAT = re.compile(r"\b[Ss]eat (\d+)\b")


def with_names(line: str, names: list[str]) -> str:
    """A label or log line with every "seat N" the game wrote (N from 0) replaced by that seat's shown name."""

    def name(match: re.Match[str]) -> str:
        seat = int(match.group(1))
        return names[seat] if seat < len(names) else f"{match.group(0)[:4]} {seat + 1}"  # counted from 1 for people

    if "eat " not in line:  # most lines name no seat: no regex pass for them
        return line
    return _SEAT.sub(name, line)


def move_labels(game: Any, view: Any, moves: list[Any], names: list[str]) -> list[str]:
    """The label of each move as legal-moves shows it: the game's own, from the seat's view, with the seats' names."""
    return [with_names(sentence(game.label(view, move)), names) for move in moves]


def table_view(record: GameRecord) -> Table:
    """What every view, scoreboard and lobby entry shows of the table."""
    seats = [
        SeatStatus(
            seat=index,
            status=entry.kind,  # type: ignore[arg-type]
            name=seat_name(entry, index),
            level=entry.level if entry.kind == "ai" else None,
            left=entry.left,
            deadline=deadline_text(record.deadlines[index]) if record.deadlines else None,
            timeouts=record.timeouts[index] if record.timeouts else 0,
        )
        for index, entry in enumerate(record.seats)
    ]
    clock = record.clock
    return Table(
        seats=seats, public=record.public, cancelled=record.cancelled, rematch=record.rematch,
        turn_seconds=clock.turn_seconds if clock else None, timeouts_to_ai=clock.timeouts_to_ai if clock else None,
        hints=record.hints,
    )


def has_open_seat(record: GameRecord) -> bool:
    """True while some seat waits for a player."""
    return any(entry.kind == "open" for entry in record.seats)


# --- secrets ------------------------------------------------------------------------------------------------


def _holds(stored: str | None, secret: str | None) -> bool:
    return stored is not None and secret is not None and hmac.compare_digest(stored, token_hash(secret))


def require_host(record: GameRecord, token: str | None) -> None:
    """Refuse anyone but the holder of the game's host token."""
    if not _holds(record.host_hash, token):
        raise ApiError("invalid-token", "This needs the game's host token (Authorization: Bearer <host token>).")


# --- changes to the record (each returns the new record and the events to log) -------------------------------

Change = Callable[[Loaded, Any], tuple[GameRecord, list[Any]]]


def _seat(record: GameRecord, seat: int) -> SeatRecord:
    if not 0 <= seat < len(record.seats):
        raise ApiError("seat-not-found", f"The game has seats 0 to {len(record.seats) - 1}, not {seat}.")
    return record.seats[seat]


def _replace_seat(record: GameRecord, seat: int, entry: SeatRecord) -> GameRecord:
    seats = list(record.seats)
    seats[seat] = entry
    return msgspec.structs.replace(record, seats=seats)


def claim(record: GameRecord, seat: int, code: str | None, name: str, token: str) -> tuple[GameRecord, list[Any]]:
    """An open seat taken by a player: with its invitation code, or without one at a public game."""
    entry = _seat(record, seat)
    if entry.kind != "open":
        raise ApiError("seat-taken", f"Seat {seat} is not open: it was claimed, or never offered.")
    if not record.public and not _holds(entry.invite_hash, code):
        raise ApiError("invitation-invalid", f"That is not the invitation code of seat {seat}.")
    check_chosen(name)
    taken = _replace_seat(record, seat, SeatRecord(kind="human", name=name, token_hash=token_hash(token)))
    check_unique(seat_names(taken.seats))
    return taken, [SeatClaimed(seat=seat, name=name)]


def take_reserved(record: GameRecord, old_token: str, token: str) -> tuple[GameRecord, int, list[Any]]:
    """A rematch seat taken up by the player who held it in the game before: `old_token` is their token there."""
    digest = token_hash(old_token)
    for seat, entry in enumerate(record.seats):
        if entry.reserved_for is not None and hmac.compare_digest(entry.reserved_for, digest):
            taken = _replace_seat(record, seat, msgspec.structs.replace(entry, token_hash=token_hash(token)))
            return taken, seat, [SeatClaimed(seat=seat, name=seat_name(entry, seat))]
    raise ApiError("invalid-token", "The token does not belong to a seat of the game this rematch came from.")


def leave(record: GameRecord, seat: int, *, paid: bool = True) -> tuple[GameRecord, list[Any]]:
    """The person at `seat` leaves; the greedy bot plays it from now on. When no bot was `paid` for (the AI
    budget of the game's creator is spent), the person leaves all the same and the game stops."""
    name = seat_name(_seat(record, seat), seat)
    if not paid:
        gone = _replace_seat(record, seat, SeatRecord(kind="human", name=name, left=True))
        return stop(gone, seat, name, left=True)
    left = _replace_seat(record, seat, SeatRecord(kind="ai", level="greedy", name=name, left=True))
    return left, [SeatLeft(seat=seat, name=name)]


def stop(record: GameRecord, seat: int, name: str, *, left: bool) -> tuple[GameRecord, list[Any]]:
    """No bot can be paid for a seat that needs one: the game is called off."""
    return msgspec.structs.replace(record, cancelled=True), [GameStopped(seat=seat, name=name, left=left)]


def hand_to_ai(record: GameRecord, seat: int, level: str) -> tuple[GameRecord, list[Any]]:
    """The host gives an open or human seat to the bot of `level`."""
    entry = _seat(record, seat)
    if entry.kind == "ai":
        raise ApiError("seat-not-human", f"Seat {seat} is already played by the server's bot.")
    handed = SeatRecord(kind="ai", level=level, left=entry.kind == "human")
    return _replace_seat(record, seat, handed), [SeatHandedToAi(seat=seat, level=level)]  # type: ignore[arg-type]


def reissue(record: GameRecord, seat: int, token: str) -> tuple[GameRecord, list[Any]]:
    """The host replaces the token of a human seat whose token it handed out at creation (a player lost theirs);
    the old token stops working. A seat a player claimed, or a rematch seat, is theirs alone: the host never gets
    a token for it."""
    entry = _seat(record, seat)
    if entry.kind != "human":
        raise ApiError("seat-not-human", f"Seat {seat} is not held by a person, so it has no token to replace.")
    if not entry.host_issued:
        raise ApiError(
            "seat-held",
            f"Seat {seat} was claimed by a player or is reserved for one, so only they hold its token; the host may "
            "hand it to the AI but never take its token.",
        )
    replaced = _replace_seat(record, seat, msgspec.structs.replace(entry, token_hash=token_hash(token)))
    return replaced, [SeatTokenReissued(seat=seat)]


def cancel(record: GameRecord) -> tuple[GameRecord, list[Any]]:
    """The host calls the game off."""
    return msgspec.structs.replace(record, cancelled=True), [GameCancelled()]


def note_rematch(record: GameRecord, game_id: str) -> tuple[GameRecord, list[Any]]:
    """The finished game points to its rematch."""
    return msgspec.structs.replace(record, rematch=game_id), [RematchCreated(game_id=game_id)]


async def change_table(
    store: Store, game: Any, game_id: str, change: Change, *, while_running: bool = True, attempts: int = 8,
    authorize: Callable[[GameRecord], Any] | None = None,
) -> tuple[int, GameRecord, Any]:
    """Apply one change to the record as a compare-and-set; returns the new version, record and the state.

    `authorize` checks who asks before anything about the game's state is said (a caller without the right
    token learns `401`, not that the game is over or cancelled). A change refused by the rules of the table
    raises; a concurrent write makes it re-read and re-decide, so two players claiming one seat at the same
    instant cannot both win it.
    """
    for _attempt in range(attempts):
        loaded = await load_game(store, game, game_id)
        if authorize is not None:
            authorize(loaded.record)
        state = msgspec.msgpack.decode(loaded.state, type=game.State)
        if loaded.record.cancelled:
            raise ApiError("game-cancelled", "The game was called off: by its host, or for lack of AI budget.")
        if while_running and game.is_finished(state):
            raise ApiError("game-finished", "The game is over.")
        record, events = change(loaded, state)
        record = clocked(game, record, state, time.time())
        outcome, version = await store.write(
            game_id, loaded.version, loaded.state, encode_events(events), record=record
        )
        if outcome is Outcome.WRITTEN:
            return version, record, state
        if outcome is Outcome.GONE:
            raise ApiError("game-not-found", f"The game {game_id} has expired.")
    raise ApiError("too-late", "The game kept changing; read it again and retry.")
