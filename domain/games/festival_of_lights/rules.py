"""Festival of Lights' rules: set-up, whose decision, legal moves, resolving a checked move, skipped steps."""

from __future__ import annotations

from itertools import combinations_with_replacement

import msgspec

from domain.contract import Event, InvalidConfig
from domain.kit import open_commits, seal, waiting
from domain.lights import deal, kind_of, shuffle, split_box
from domain.lights.components import COLOURS, EVENT_CARDS, PRESENT_CARDS

from .components import (
    BULBS,
    CHARACTERS,
    HAND_SIZE,
    KIND_INDEX,
    MAX_SEATS,
    MIDDLE,
    MIN_SEATS,
    PATTERNS,
    is_special,
    play_counts,
)
from .events import CardScored, CharacterPlaced, ChoiceSealed, PlugUsed
from .finale import finish
from .flow import add_to, advance, on_pile, reveal, score_card, settle
from .moves import AssignBubbles, Decline, Move, PlaceCharacter, Reveal, TakeFromDiscard, UseBroken
from .state import FestivalOfLightsConfig, FestivalOfLightsState

State = FestivalOfLightsState


def setup(config: FestivalOfLightsConfig, players: int, seed: int) -> State:
    """Set-up steps 1-3: patterns (chance step 0), Characters used (1), the shuffled deck (2), the middle."""
    if not MIN_SEATS <= players <= MAX_SEATS:
        raise InvalidConfig(f"Festival of Lights is played by {MIN_SEATS} to {MAX_SEATS} seats, not {players}")
    patterns, counter = shuffle(PATTERNS, seed, 0)
    characters, counter = shuffle(CHARACTERS, seed, counter)  # companion 5.2: which Characters is a draw
    play, box = split_box(play_counts(players), among=(*BULBS, *characters, *EVENT_CARDS, *PRESENT_CARDS))
    deck, counter = shuffle(play, seed, counter)
    hands, rest = deal(deck, players, HAND_SIZE)
    middle: list[int] = []
    returned: list[int] = []
    for at, card in enumerate(rest):  # companion 5.2: a special revealed for the middle is boxed and replaced
        if len(middle) == MIDDLE:
            rest = rest[at:]
            break
        (returned if is_special(kind_of(card)) else middle).append(card)
    else:
        rest = ()
    return State(
        seed=seed, counter=counter, players=players, plug_takes_fresh_drops=config.plug_takes_fresh_drops,
        patterns=patterns[:players], hands=tuple(tuple(sorted(hand)) for hand in hands),
        choices=open_commits(players), revealed=(None,) * players, piles=(((),) * len(COLOURS),) * players,
        bubbles=((),) * players, stored=((),) * players, kept=((),) * players, won=((),) * players,
        discard=tuple(middle), returned=tuple(returned), box=(*box, *patterns[players:], *rest),
    )


def actors(state: State) -> frozenset[int]:
    """Sealing seats in the choose, rescue and assign steps (G-6 kind 2); the next ability's seat."""
    if state.finished:
        return frozenset()
    if state.step == "abilities":
        return frozenset({state.pending[0].seat})
    commits = {"choose": state.choices, "rescue": state.rescues, "assign": state.assigns}[state.step]
    return waiting(commits)


def kinds(cards: tuple[int, ...]) -> list[str]:
    """The distinct kinds among `cards`, in colour-then-special order."""
    return sorted({kind_of(card) for card in cards}, key=KIND_INDEX.__getitem__)


def reachable(state: State) -> tuple[int, ...]:
    """FL-2, FL-4: the discard a Plug may take from (without this round's drops when the option is off)."""
    return state.discard if state.plug_takes_fresh_drops else tuple(c for c in state.discard if c not in state.fresh)


def moves(state: State, seat: int) -> list[Move]:
    """Every move of an actor in the current step (companion 5.3)."""
    if state.step == "choose":
        return [Reveal(kind=kind) for kind in kinds(state.hands[seat])]  # type: ignore[arg-type]
    if state.step == "rescue":
        return [UseBroken(), Decline()]
    if state.step == "assign":
        count = len(state.bubbles[seat])
        return [AssignBubbles(colours=combo) for combo in combinations_with_replacement(COLOURS, count)]
    if kind_of(state.pending[0].card) == "plug":
        return [TakeFromDiscard(kind=kind) for kind in kinds(reachable(state))]  # type: ignore[arg-type]
    return [PlaceCharacter(colour=colour) for colour in COLOURS]


def resolve(state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
    """Seal a choice (revealing once all are in), or use the waiting ability; then what follows by itself."""
    if isinstance(move, Reveal):
        card = next(card for card in state.hands[seat] if kind_of(card) == move.kind)
        choices, events, all_in = seal(state.choices, seat, card, announce=_sealed)
        state = msgspec.structs.replace(state, choices=choices)
        return _then(state, events, all_in, reveal)
    if isinstance(move, (UseBroken, Decline)):
        rescues, events, all_in = seal(state.rescues, seat, isinstance(move, UseBroken), announce=_sealed)
        return _then(msgspec.structs.replace(state, rescues=rescues), events, all_in, settle)
    if isinstance(move, AssignBubbles):
        assigns, events, all_in = seal(state.assigns, seat, move.colours, announce=_sealed)
        return _then(msgspec.structs.replace(state, assigns=assigns), events, all_in, finish)
    ability, state = state.pending[0], msgspec.structs.replace(state, pending=state.pending[1:])
    if isinstance(move, PlaceCharacter):  # FL-6: at once and final, on any colour
        state = on_pile(state, seat, move.colour, ability.card)
        state, more = advance(state)
        return state, [CharacterPlaced(seat=seat, colour=move.colour), *more]
    return _plug(state, seat, ability.card, move)


def _sealed(seat: int) -> Event:
    return ChoiceSealed(seat=seat)


def _then(state: State, events: list[Event], all_in: bool, then) -> tuple[State, list[Event]]:
    """Once the last asked seat has sealed, the step resolves (G-6)."""
    if not all_in:
        return state, events
    state, more = then(state)
    return state, events + more


def _plug(state: State, seat: int, plug: int, move: TakeFromDiscard) -> tuple[State, list[Event]]:
    """FL-4: the Plug goes to the box and the taken card scores as if revealed uniquely."""
    taken = next(card for card in reversed(reachable(state)) if kind_of(card) == move.kind)
    state = msgspec.structs.replace(
        state, discard=tuple(c for c in state.discard if c != taken), fresh=tuple(c for c in state.fresh if c != taken),
        returned=state.returned + (plug,),
    )
    state, scored = score_card(state, seat, taken, first=True)
    state, more = advance(state)
    return state, [PlugUsed(seat=seat, kind=move.kind), scored, *more]


def idle(state: State, seat: int) -> str | None:
    """G-7, FL-4: a Plug with nothing it may take asks nothing; it is kept as a 2-point special."""
    if state.step == "abilities" and kind_of(state.pending[0].card) == "plug" and not reachable(state):
        return "the discard pile holds no card the Plug may take"
    return None


def skip(state: State, seat: int) -> tuple[State, list[Event]]:
    """G-7, FL-4: the unusable Plug stays in front of its seat; the next ability or the round's end follows."""
    plug = state.pending[0].card
    state = add_to(msgspec.structs.replace(state, pending=state.pending[1:]), "kept", seat, plug)
    state, more = advance(state)
    return state, [CardScored(seat=seat, kind="plug"), *more]


def explain(state: State, seat: int, move: Move) -> str:
    """Why a move is refused, naming only what `seat` may know (G-5): its own hand and the public table."""
    step_of = {Reveal: "choose", UseBroken: "rescue", Decline: "rescue", AssignBubbles: "assign"}
    wanted = step_of.get(type(move), "abilities")
    if wanted != state.step:
        return f"the table is in the {state.step} step, not the {wanted} step (companion 5.3)"
    if isinstance(move, Reveal):
        return f"you hold no {move.kind} card"
    if isinstance(move, AssignBubbles):
        return (f"name one colour for each of your {len(state.bubbles[seat])} Bubble Bulbs, "
                "listed in the order red, green, yellow, blue, purple, pink (FL-7)")
    if isinstance(move, TakeFromDiscard):
        if kind_of(state.pending[0].card) != "plug":
            return "your Character is waiting: place-character (FL-6)"
        return f"the discard pile holds no {move.kind} the Plug may take (FL-2, FL-4)"
    return "your Plug is waiting: take-from-discard (FL-4)"


def not_your_turn(state: State, seat: int) -> str:
    """Who the table waits for; a seat that has sealed is told so, never what anyone sealed."""
    if state.step == "abilities":
        return f"seat {state.pending[0].seat} is using an ability (FL-2)"
    return f"seat {seat} is not asked or has already sealed its choice in the {state.step} step (G-6)"

