"""Blink's rules: set-up, whose turn, legal moves, resolving a checked move, and refusal texts."""

from __future__ import annotations

import msgspec

from domain.contract import Event, InvalidConfig
from domain.kit import first_seat, open_race, replace_at, without, won
from domain.kit.bounds import capped, spent, widen
from domain.lights import kind_of
from domain.lights.components import KIND_INDEX, KINDS, SPECIALS

from .components import (
    BOX,
    BULBS,
    CHARACTERS,
    DRAW_LIMIT,
    MAX_SEATS,
    MAX_TURNS,
    MIN_SEATS,
    PATTERNS,
    SPECIALS_ORDER,
    colours_of,
    neighbours,
)
from .events import BlinkCalled, CardKept, CardPlayed, PatternPlugged, SeatCaught
from .flow import bounds, draw_cards, end_turn, new_round, next_pattern, passed_over, reveal, round_won
from .moves import CallBlink, Catch, Draw, Keep, Move, Play
from .state import BlinkConfig, BlinkState

State = BlinkState
# BL-5: the moves that answer a Blink window; the first applied wins (G-6 kind 3).
RACE_ANSWERS = ("catch", "call-blink")


def setup(config: BlinkConfig, players: int, seed: int) -> State:
    """Choose the dealer (chance step 0), then deal the first round (set-up steps 1-6)."""
    if not MIN_SEATS <= players <= MAX_SEATS:
        raise InvalidConfig(f"Blink is played by {MIN_SEATS} to {MAX_SEATS} seats, not {players}")
    if not 1 <= config.max_turns <= MAX_TURNS:
        raise InvalidConfig(f"max_turns must be from 1 to {MAX_TURNS}")
    dealer = first_seat(config.dealer_seat, players, seed)  # G-2: InvalidConfig for a seat the table lacks
    state = State(
        seed=seed, counter=1, players=players, max_turns=config.max_turns, championship=config.championship,
        hands=((),) * players, deck=BULBS, pattern_deck=PATTERNS, trophies=((),) * players,
        characters=CHARACTERS, box=BOX,
    )
    state, _ = new_round(state, dealer)
    return state


def actors(state: State) -> frozenset[int]:
    """Every seat while a Blink window is open (BL-5, a race), else the active seat."""
    if state.finished:
        return frozenset()
    if state.unannounced is not None:
        return frozenset(range(state.players))
    return frozenset({state.active})


def playable(state: State, kind: str) -> bool:
    """BL-2: a special at any time; a colour next to the blinking one on the string (any of its five when none)."""
    return kind in SPECIALS or kind in neighbours(state.strings[-1], state.blinking)


def plays(state: State, kind: str, left: int) -> list[Move]:
    """Every `play` of one kind: a Bubble names each colour of the string; one card left adds the blink choice."""
    calls = (True, False) if left == 1 else (False,)  # BL-5
    colours = colours_of(state.strings[-1]) if kind == "bubble" else (None,)
    return [Play(kind=kind, colour=colour, blink=call) for colour in colours for call in calls]  # type: ignore[arg-type]


def turn_moves(state: State, seat: int) -> list[Move]:
    """BL-4: after a draw, play the drawn card or keep it; else every playable kind, or `draw` when none."""
    hand = state.hands[seat]
    if state.drawn is not None:
        return [*plays(state, kind_of(state.drawn), len(hand) - 1), Keep()]
    kinds = sorted({kind_of(card) for card in hand}, key=KIND_INDEX.__getitem__)
    found = [move for kind in kinds if playable(state, kind) for move in plays(state, kind, len(hand) - 1)]
    return found or [Draw()]


def moves(state: State, seat: int) -> list[Move]:
    """The unannounced seat may `call-blink`; the others may `catch` it; the active seat also has its turn."""
    if seat == state.unannounced:
        return [CallBlink()]
    found = turn_moves(state, seat) if seat == state.active else []
    if state.unannounced is not None:
        found.append(Catch(seat=state.unannounced))
    return found


def resolve(state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
    """Answer the Blink window, or take a turn (which closes any open window, BL-5)."""
    if isinstance(move, (Catch, CallBlink)):
        return _answer(state, seat, move)
    if state.unannounced is not None:  # BL-5: the next seat's turn move closes the window
        state = msgspec.structs.replace(state, race=won(state.race, seat), unannounced=None)
    if isinstance(move, Play):
        return _play(state, seat, move)
    if isinstance(move, Draw):
        return _draw(state, seat)
    state, events = end_turn(state)  # Keep
    return state, [CardKept(seat=seat), *events]


def _answer(state: State, seat: int, move: Catch | CallBlink) -> tuple[State, list[Event]]:
    """BL-5: the first answer wins the race; a catch makes the caught seat draw one."""
    caught = state.unannounced
    state = msgspec.structs.replace(state, race=won(state.race, seat), unannounced=None)
    if isinstance(move, CallBlink):
        return state, [BlinkCalled(seat=seat)]
    held = len(state.hands[caught])
    most = replace_at(bounds(state), caught, widen(bounds(state)[caught], held, 1))
    passed = replace_at(passed_over(state), caught, widen(passed_over(state)[caught], held, 1))
    state, _, events = draw_cards(msgspec.structs.replace(state, most=most, passed=passed), caught, 1, "caught")  # any kind, unseen
    return state, [SeatCaught(seat=caught, by=seat), *events]


def _play(state: State, seat: int, move: Play) -> tuple[State, list[Event]]:
    """BL-2, BL-3: play the card, move the blinking bulb, tuck a Broken, or plug in a new string."""
    hand = state.hands[seat]
    card = state.drawn if state.drawn is not None else next(c for c in hand if kind_of(c) == move.kind)
    hand = without(hand, card)
    blinking, discard = state.blinking, state.discard + (card,)
    if move.kind == "broken":
        discard = (card,) + state.discard  # BL-2: tucked under the pile, the blinking bulb stays
    elif move.kind == "bubble":
        blinking = move.colour
    elif move.kind != "plug":
        blinking = move.kind
    # The drawn card was counted in every kind it could be (a playable one, BL-4); any other, in its own kind.
    played = _playable(state) if state.drawn is not None else (KIND_INDEX[move.kind],)
    row = spent(bounds(state)[seat], played)
    passed = passed_over(state)[seat]
    if state.drawn is None:
        passed = capped(passed, _passed_by(state, move.kind))
    passed = tuple(max(0, cap) for cap in spent(passed, played))
    state = msgspec.structs.replace(
        state, hands=replace_at(state.hands, seat, hand), discard=discard, blinking=blinking, drawn=None,
        most=replace_at(bounds(state), seat, row), passed=replace_at(passed_over(state), seat, passed),
    )
    events: list[Event] = [
        CardPlayed(seat=seat, kind=move.kind, colour=move.colour, blink=move.blink, cards_left=len(hand),
                   blinking=blinking)
    ]
    if not hand:
        state, more = round_won(state, seat)  # BL-9: the last card ends the round at once
        return state, events + more
    if move.kind == "plug":
        state, more = next_pattern(state)
        state, revealed, found = reveal(state)
        events += [*more, *found, PatternPlugged(seat=seat, pattern=state.strings[-1], revealed=revealed,
                                                 blinking=state.blinking)]
    if len(hand) == 1 and not move.blink:  # BL-5: unannounced, which is public; the window opens
        state = msgspec.structs.replace(state, unannounced=seat, race=open_race(range(state.players), RACE_ANSWERS))
    state, more = end_turn(state)
    return state, events + more


def _passed_by(state: State, kind: str) -> tuple[int, ...]:
    """The playable kinds a play of `kind` from the hand passed over in the house order: every playable plain
    colour and earlier special for a special, none for a plain colour."""
    if kind not in SPECIALS_ORDER:
        return ()
    earlier = SPECIALS_ORDER[: SPECIALS_ORDER.index(kind)]
    return tuple(i for i in _playable(state) if KINDS[i] not in SPECIALS_ORDER or KINDS[i] in earlier)


def _playable(state: State) -> tuple[int, ...]:
    """The indexes of the kinds playable now (BL-2)."""
    return tuple(index for index, kind in enumerate(KINDS) if playable(state, kind))


def _draw(state: State, seat: int) -> tuple[State, list[Event]]:
    """BL-4: draw until a playable card (then play or keep it), at most three; nothing left to draw ends the turn.

    The table learns that the seat held nothing playable, that each card it drew and did not stop at is not
    playable either, and that the card it stopped at is."""
    events: list[Event] = []
    hits = _playable(state)
    misses = tuple(index for index in range(len(KINDS)) if index not in hits)
    row = capped(bounds(state)[seat], hits)
    passed = capped(passed_over(state)[seat], hits)
    while state.draws < DRAW_LIMIT:
        held = len(state.hands[seat])
        state, got, more = draw_cards(state, seat, 1, "draw")
        state = msgspec.structs.replace(state, draws=state.draws + 1)
        events += more
        if not got:
            break  # G-3: deck and discard (but its top card) are empty
        hit = playable(state, kind_of(got[0]))
        row = widen(row, held, 1, hits if hit else misses)
        passed = widen(passed, held, 1, hits if hit else misses)
        state = msgspec.structs.replace(
            state, most=replace_at(bounds(state), seat, row), passed=replace_at(passed_over(state), seat, passed)
        )
        if hit:
            return msgspec.structs.replace(state, drawn=got[0]), events
    state = msgspec.structs.replace(
        state, most=replace_at(bounds(state), seat, row), passed=replace_at(passed_over(state), seat, passed)
    )
    state, more = end_turn(state)
    return state, events + more


def explain(state: State, seat: int, move: Move) -> str:
    """Why a move is refused, naming only what `seat` may know (G-5)."""
    if isinstance(move, Catch):
        if state.unannounced is None:
            return "no seat is down to one card without having shouted \"Blink!\" (BL-5)"
        if move.seat == seat:
            return "you cannot catch yourself: call-blink instead (BL-5)"
        return f"seat {move.seat} is not unannounced: only seat {state.unannounced} may be caught (BL-5)"
    if isinstance(move, CallBlink):
        return "only a seat down to one card that has not shouted may call-blink (BL-5)"
    if seat != state.active:
        return f"it is seat {state.active}'s turn: you may only answer the Blink window (BL-5)"
    if isinstance(move, Keep):
        return "keep follows only the draw of a playable card (BL-4)"
    if state.drawn is not None:
        return "play the card you just drew or keep it (BL-4)"
    if isinstance(move, Draw):
        return "you hold a playable card, so you may not draw (BL-4)"
    return _why_not_play(state, seat, move)


def _why_not_play(state: State, seat: int, move: Play) -> str:
    """Why a `play` is refused: a kind not held, a wrong colour, a misplaced name or blink flag (BL-2, BL-5)."""
    if move.kind not in {kind_of(card) for card in state.hands[seat]}:
        return f"you hold no {move.kind} card"
    if (move.colour is not None) != (move.kind == "bubble"):
        return "a Bubble names one colour of the string, and no other card names one (BL-2)"
    if move.kind == "bubble" and move.colour not in colours_of(state.strings[-1]):
        return f"{move.colour} is not on the current pattern (BL-2)"
    if move.blink and len(state.hands[seat]) != 2:
        return "\"Blink!\" is shouted only by a play that leaves exactly one card (BL-5)"
    if state.blinking is None:
        return f"{move.kind} is not on the current pattern (BL-8)"
    return f"{move.kind} is not next to the blinking {state.blinking} on the pattern (BL-2)"
