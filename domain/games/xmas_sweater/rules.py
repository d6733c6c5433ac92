"""Setup, actors, legal moves and apply for Xmas Sweater (companion section 2)."""

from __future__ import annotations

import msgspec

from domain.contract import GAME_FINISHED, ILLEGAL_MOVE, NOT_YOUR_TURN, IllegalMove, InvalidConfig
from domain.games.xmas_sweater.components import (
    COLS,
    D6_FACES,
    D12_FACES,
    DICE,
    GIFT_BOXES,
    MAX_ROLLS,
    ROW_COLOURS,
    ROWS,
    ROWS_TO_END,
    index,
    rows_of,
)
from domain.games.xmas_sweater.events import (
    BlackDieKept,
    BlackDieRerolled,
    DiceRolled,
    EntriesRevealed,
    EntryCommitted,
    GameEnded,
    RevealedEntry,
)
from domain.games.xmas_sweater.moves import Entry, KeepBlack, MarkGiftBox, Move, RerollBlack, Write
from domain.games.xmas_sweater.sheet import BLANK_SHEET, complete_rows, fits, write
from domain.games.xmas_sweater.state import EMPTY, XmasSweaterConfig, XmasSweaterState
from domain.rng import pick_first_seat, rng_at

MIN_PLAYERS = 1
MAX_PLAYERS = 6
MODIFIERS = ("none", "plus", "minus")


def setup(config: XmasSweaterConfig, players: int, seed: int) -> XmasSweaterState:
    """A blank sheet per seat and the first roll; InvalidConfig for options that do not fit."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise InvalidConfig(f"Xmas Sweater seats 1 to 6 players, not {players}")
    if config.active_roller_variant and players < 2:
        raise InvalidConfig("the active-roller variant needs at least 2 players")
    if config.finish_rotation and not config.active_roller_variant:
        raise InvalidConfig("finish_rotation applies only to the active-roller variant")
    if config.first_seat != "random" and not 0 <= config.first_seat < players:
        raise InvalidConfig(f"first_seat must be 'random' or a seat from 0 to {players - 1}")
    state = XmasSweaterState(
        seed=seed,
        # G-2: chance step 0 is reserved for the random first seat; dice rolls start at 1.
        counter=1,
        players=players,
        variant=config.active_roller_variant,
        finish_rotation=config.finish_rotation,
        first_seat=pick_first_seat(config.first_seat, players, seed),
        sheets=(BLANK_SHEET,) * players,
        boxes=(0,) * players,
        pending=(None,) * players,
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
        pending=(None,) * state.players,
    )
    event = DiceRolled(
        roll=state.roll, red=dice[0], green=dice[1], white=dice[2], black=black, active_seat=active
    )
    return state, event


def actors(state: XmasSweaterState) -> frozenset[int]:
    """The active seat deciding on the black die, else every seat yet to commit its entry."""
    if state.phase == "over":
        return frozenset()
    if state.phase == "reroll":
        return frozenset({state.active_seat})
    return frozenset(seat for seat, entry in enumerate(state.pending) if entry is None)


def may_modify(state: XmasSweaterState, seat: int) -> bool:
    """XS-7 everyone may use the black die; XS-19 in the variant only the active seat."""
    return not state.variant or seat == state.active_seat


def value_of(state: XmasSweaterState, die: str, modifier: str) -> int:
    """The number a die gives with a modifier (may be negative, which no cell accepts)."""
    face = state.dice[DICE.index(die)]
    return face + {"none": 0, "plus": state.black, "minus": -state.black}[modifier]


def entry_options(state: XmasSweaterState, seat: int) -> list[Entry]:
    """Every entry `seat` may commit this roll, whether or not it committed yet (XS-3..XS-9)."""
    sheet = state.sheets[seat]
    modifiers = MODIFIERS if may_modify(state, seat) else ("none",)
    options: list[Entry] = []
    for die in DICE:
        for modifier in modifiers:
            value = value_of(state, die, modifier)
            for row in rows_of(die):
                for col in range(1, COLS + 1):
                    if fits(sheet, row, col, value):
                        options.append(Write(die=die, modifier=modifier, row=row, col=col))
    # XS-9, XS-16: marking a gift box is always legal, even with all six marked.
    options.append(MarkGiftBox())
    return options


def legal_moves(state: XmasSweaterState, seat: int) -> list[Move]:
    """Every move `seat` may make now; [] when the game is not waiting for it."""
    if seat not in actors(state):
        return []
    if state.phase == "reroll":
        return [RerollBlack(), KeepBlack()]
    return list(entry_options(state, seat))


def _explain(state: XmasSweaterState, seat: int, move: Move) -> str:
    """Why a move is refused, for the IllegalMove detail."""
    if state.phase == "reroll":
        return "the active seat must first reroll or keep the black die"
    if not isinstance(move, Write):
        return "the black die may be rerolled only before anyone writes"
    if move.modifier != "none" and not may_modify(state, seat):
        return "only the active seat may use the black die in the variant"
    if not (1 <= move.row <= ROWS and 1 <= move.col <= COLS):
        return f"there is no cell ({move.row}, {move.col}) on the sheet"
    if ROW_COLOURS[move.row - 1] != move.die:
        return f"row {move.row} is {ROW_COLOURS[move.row - 1]}, not {move.die}"
    value = value_of(state, move.die, move.modifier)
    if value < 0:
        return f"the {move.die} die {move.modifier} the black die is negative"
    if state.sheets[seat][index(move.row, move.col)] != EMPTY:
        return f"cell ({move.row}, {move.col}) is already filled"
    return (
        f"{value} at ({move.row}, {move.col}) breaks ascending order or repeats a number "
        "in its row or column"
    )


def apply(state: XmasSweaterState, seat: int, move: Move) -> tuple[XmasSweaterState, list]:
    """Validate and apply one move; resolve the roll once the last seat has committed."""
    if state.phase == "over":
        raise IllegalMove(GAME_FINISHED, "the game is over")
    if seat not in actors(state):
        raise IllegalMove(NOT_YOUR_TURN, f"seat {seat} is not asked to act now")
    if state.phase == "reroll":
        return _decide_black(state, seat, move)
    if move not in entry_options(state, seat):
        raise IllegalMove(ILLEGAL_MOVE, _explain(state, seat, move))
    pending = list(state.pending)
    pending[seat] = move
    state = msgspec.structs.replace(state, pending=tuple(pending))
    events: list = [EntryCommitted(seat=seat)]
    if all(entry is not None for entry in pending):
        state, more = _resolve(state)
        events.extend(more)
    return state, events


def _decide_black(state: XmasSweaterState, seat: int, move: Move) -> tuple[XmasSweaterState, list]:
    """XS-19: the active seat rerolls the black die once, or keeps it."""
    if isinstance(move, KeepBlack):
        return msgspec.structs.replace(state, phase="write"), [BlackDieKept(seat=seat)]
    if isinstance(move, RerollBlack):
        black = rng_at(state.seed, state.counter).randint(1, D6_FACES)
        state = msgspec.structs.replace(
            state, counter=state.counter + 1, black=black, phase="write"
        )
        return state, [BlackDieRerolled(seat=seat, black=black)]
    raise IllegalMove(ILLEGAL_MOVE, _explain(state, seat, move))


def _resolve(state: XmasSweaterState) -> tuple[XmasSweaterState, list]:
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
        state, sheets=tuple(sheets), boxes=tuple(boxes), pending=(None,) * state.players
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
    if any(complete_rows(sheet) >= ROWS_TO_END for sheet in state.sheets):
        return "four-rows"
    if any(marked >= len(GIFT_BOXES) for marked in state.boxes):
        return "all-gift-boxes"
    return None


def _end(
    state: XmasSweaterState, reason: str | None, events: list
) -> tuple[XmasSweaterState, list]:
    """Close the game with its reason."""
    state = msgspec.structs.replace(state, phase="over", reason=reason, active_seat=None)
    return state, [*events, GameEnded(reason=reason or "")]
