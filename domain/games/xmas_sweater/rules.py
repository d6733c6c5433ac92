"""Setup, actors, moves and resolve for Xmas Sweater (companion section 2)."""

from __future__ import annotations

import msgspec

from domain.contract import InvalidConfig
from domain.games.xmas_sweater.components import (
    COLS,
    D6_FACES,
    D12_FACES,
    GIFT_BOXES,
    MAX_PLAYERS,
    MAX_ROLLS,
    MIN_PLAYERS,
    ROWS,
    ROWS_TO_END,
)
from domain.games.xmas_sweater.entries import entry_options, value_of
from domain.games.xmas_sweater.events import (
    BlackDieKept,
    BlackDieRerolled,
    DiceRolled,
    EntriesRevealed,
    EntryCommitted,
    GameEnded,
    RevealedEntry,
)
from domain.games.xmas_sweater.moves import KeepBlack, Move, RerollBlack, Write
from domain.games.xmas_sweater.sheet import BLANK_SHEET, complete_rows, write
from domain.games.xmas_sweater.state import EMPTY, XmasSweaterConfig, XmasSweaterState
from domain.kit import first_seat, open_commits, seal, waiting
from domain.rng import rng_at


def setup(config: XmasSweaterConfig, players: int, seed: int) -> XmasSweaterState:
    """A blank sheet per seat and the first roll; InvalidConfig for options that do not fit."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise InvalidConfig(f"Xmas Sweater seats 1 to 6 players, not {players}")
    if config.active_roller_variant and players < 2:
        raise InvalidConfig("the active-roller variant needs at least 2 players")
    if config.finish_rotation and not config.active_roller_variant:
        raise InvalidConfig("finish_rotation applies only to the active-roller variant")
    state = XmasSweaterState(
        seed=seed,
        # G-2: chance step 0 is reserved for the random first seat; dice rolls start at 1.
        counter=1,
        players=players,
        variant=config.active_roller_variant,
        finish_rotation=config.finish_rotation,
        first_seat=first_seat(config.first_seat, players, seed),
        sheets=(BLANK_SHEET,) * players,
        boxes=(0,) * players,
        pending=open_commits(players),
    )
    active = state.first_seat if state.variant else None
    return _roll(state, active)[0]


def _roll(state: XmasSweaterState, active: int | None) -> tuple[XmasSweaterState, DiceRolled]:
    """A chance step: roll three D12 and the black D6 from (seed, counter)."""
    rng = rng_at(state.seed, state.counter)
    dice = (rng.randint(1, D12_FACES), rng.randint(1, D12_FACES), rng.randint(1, D12_FACES))
    black = rng.randint(1, D6_FACES)
    state = msgspec.structs.replace(
        state,
        counter=state.counter + 1,
        roll=state.roll + 1,
        dice=dice,
        black=black,
        # XS-19: in the variant the active seat first decides on the black die; XS-20 otherwise.
        phase="reroll" if state.variant else "write",
        active_seat=active,
        pending=open_commits(state.players),
    )
    event = DiceRolled(
        roll=state.roll, red=dice[0], green=dice[1], white=dice[2], black=black, active_seat=active
    )
    return state, event


def actors(state: XmasSweaterState) -> frozenset[int]:
    """The active seat deciding on the black die, else every seat yet to commit its entry."""
    if state.finished:
        return frozenset()
    if state.phase == "reroll":
        return frozenset({state.active_seat})
    return waiting(state.pending)


def moves(state: XmasSweaterState, seat: int) -> list[Move]:
    """Every move of actor `seat`: the XS-19 black-die decision, else its entries."""
    if state.phase == "reroll":
        return [RerollBlack(), KeepBlack()]
    return entry_options(state, seat)


def resolve(state: XmasSweaterState, seat: int, move: Move) -> tuple[XmasSweaterState, list]:
    """Apply a checked move; reveal the roll's entries once the last seat has sealed its own."""
    if state.phase == "reroll":
        return _decide_black(state, seat, move)
    # XS-23: entries stay hidden until every seat has committed (G-6).
    pending, events, all_in = seal(
        state.pending, seat, move, announce=lambda s: EntryCommitted(seat=s)
    )
    state = msgspec.structs.replace(state, pending=pending)
    if all_in:
        state, more = _reveal(state)
        events += more
    return state, events


def _decide_black(state: XmasSweaterState, seat: int, move: Move) -> tuple[XmasSweaterState, list]:
    """XS-19: the active seat rerolls the black die once, or keeps it."""
    if isinstance(move, KeepBlack):
        return msgspec.structs.replace(state, phase="write"), [BlackDieKept(seat=seat)]
    black = rng_at(state.seed, state.counter).randint(1, D6_FACES)
    state = msgspec.structs.replace(state, counter=state.counter + 1, black=black, phase="write")
    return state, [BlackDieRerolled(seat=seat, black=black)]


def _reveal(state: XmasSweaterState) -> tuple[XmasSweaterState, list]:
    """G-6 reveal every entry at once, then the XS-17 end check, then the next roll."""
    sheets = list(state.sheets)
    boxes = list(state.boxes)
    revealed = []
    for seat, entry in enumerate(state.pending):
        if isinstance(entry, Write):
            value = value_of(state, entry.die, entry.modifier)
            sheets[seat] = write(sheets[seat], entry.row, entry.col, value)
            revealed.append(
                RevealedEntry(
                    seat=seat,
                    kind="write",
                    die=entry.die,
                    modifier=entry.modifier,
                    row=entry.row,
                    col=entry.col,
                    value=value,
                )
            )
        else:
            # XS-16: the leftmost unmarked box; with all six marked nothing more is marked.
            marked = boxes[seat] < len(GIFT_BOXES)
            boxes[seat] += int(marked)
            revealed.append(
                RevealedEntry(seat=seat, kind="gift-box", gift_box=boxes[seat] if marked else None)
            )
    state = msgspec.structs.replace(
        state, sheets=tuple(sheets), boxes=tuple(boxes), pending=open_commits(state.players)
    )
    events: list = [EntriesRevealed(roll=state.roll, entries=revealed)]
    if not state.triggered:
        reason = _trigger(state)
        if reason is not None:
            state = msgspec.structs.replace(state, triggered=True, reason=reason)
    # XS-18: the game ends after this roll, or with finish_rotation once every seat has rolled
    # equally often.
    if state.triggered and (not state.finish_rotation or state.roll % state.players == 0):
        return _end(state, state.reason, events)
    if state.roll >= MAX_ROLLS:
        return _end(state, "turn-cap", events)
    active = None if state.active_seat is None else (state.active_seat + 1) % state.players
    state, rolled = _roll(state, active)
    return state, [*events, rolled]


def _trigger(state: XmasSweaterState) -> str | None:
    """XS-17: four complete rows or all six gift boxes on any sheet."""
    # A sheet with that many complete rows has at most the other rows' cells empty.
    most_empty = (ROWS - ROWS_TO_END) * COLS
    if any(
        sheet.count(EMPTY) <= most_empty and complete_rows(sheet) >= ROWS_TO_END
        for sheet in state.sheets
    ):
        return "four-rows"
    if any(marked >= len(GIFT_BOXES) for marked in state.boxes):
        return "all-gift-boxes"
    return None


def _end(
    state: XmasSweaterState, reason: str | None, events: list
) -> tuple[XmasSweaterState, list]:
    """Close the game with its reason."""
    state = msgspec.structs.replace(state, finished=True, reason=reason, active_seat=None)
    return state, [*events, GameEnded(reason=reason or "")]
