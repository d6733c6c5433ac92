"""What the seat of Solo Lights may know (G-5), and a full state rebuilt from that knowledge."""

from __future__ import annotations

import random
from typing import Literal

from domain.contract import BaseView
from domain.lights import ALL_CARDS, Direction, kind_of
from domain.lights.components import KINDS, Colour, Kind

from .components import BULBS, PATTERNS, POWER_SURGE, PRESENTS, Reason, bulbs_of, character_stack
from .rules import Step, actors, step
from .state import SoloLightsState

State = SoloLightsState
KIND_INDEX = {kind: index for index, kind in enumerate(KINDS)}


class SoloLightsView(BaseView, frozen=True, kw_only=True):
    """The seat's knowledge: its hand, the table, and the hidden piles only as counts.

    strings_to_win, characters, in_sequence, power_surge: the difficulty options (companion 12.1);
    step: "choose" a pattern (SL-3), "plug" owed (SL-4) or "build" the string; hand: the seat's cards by kind
    (empty for a spectator); hand_count: cards in hand; options: Pattern card ids to choose from, in the order
    drawn; opening: the first choice, between the first two options only, the other then discarded;
    pattern: the current string's Pattern card id; pattern_colours: its colours, left to right; string: the
    kinds at positions 1-5 (None: empty); direction: with `in_sequence`, the end the string grows from;
    done: completed Pattern cards, in order; links: the Plugs and Bubbles linking them (SL-14);
    pattern_discard: the revealed pattern not picked at set-up; pattern_deck_count: Pattern cards left;
    deck_count, discard_count, discard_top: the Bulb deck and the face-up discard pile;
    presents_in_deck, power_surge_in_deck: special cards still to come (SL-6, SL-7); face_down: Characters
    still face down, Santa the last; flipped: face-up Character card ids, oldest first; turn: moves made;
    reason: how the game ended; outcome: "won" or "lost" once over (SL-13).
    """

    strings_to_win: int = 5
    characters: int = 5
    in_sequence: bool = False
    power_surge: bool = True
    step: Step = "choose"
    hand: list[Kind] = []
    hand_count: int = 0
    options: list[int] = []
    opening: bool = False
    pattern: int | None = None
    pattern_colours: list[Colour] = []
    string: list[Kind | None] = []
    direction: Direction | None = None
    done: list[int] = []
    links: list[Kind] = []
    pattern_discard: list[int] = []
    pattern_deck_count: int = 0
    deck_count: int = 0
    discard_count: int = 0
    discard_top: Kind | None = None
    presents_in_deck: int = 0
    power_surge_in_deck: bool = False
    face_down: int = 0
    flipped: list[int] = []
    turn: int = 0
    reason: Reason | None = None
    outcome: Literal["won", "lost"] | None = None


def kinds(cards: tuple[int | None, ...]) -> list:
    """The kinds of these cards in order, None kept."""
    return [None if card is None else kind_of(card) for card in cards]


def view(state: State, seat: int | None) -> SoloLightsView:
    """The hand to its seat, everything on the table to anyone; never the decks' order or the covered discard."""
    outcome = None if not state.finished else "won" if state.reason == "all-strings" else "lost"
    return SoloLightsView(
        seat=seat, actors=sorted(actors(state)), finished=state.finished, strings_to_win=state.strings_to_win,
        characters=state.characters, in_sequence=state.in_sequence, power_surge=state.power_surge,
        step=step(state), hand=sorted(kinds(state.hand), key=KIND_INDEX.__getitem__) if seat == 0 else [],
        hand_count=len(state.hand), options=list(state.options), opening=state.opening, pattern=state.current,
        pattern_colours=list(bulbs_of(state.current)) if state.current is not None else [],  # type: ignore[arg-type]
        string=kinds(state.string), direction=state.direction, done=list(state.done), links=kinds(state.links),
        pattern_discard=list(state.pattern_discard), pattern_deck_count=len(state.pattern_deck),
        deck_count=len(state.deck), discard_count=len(state.discard),
        discard_top=kind_of(state.discard[-1]) if state.discard else None,  # type: ignore[arg-type]
        presents_in_deck=sum(card in PRESENTS for card in state.deck),
        power_surge_in_deck=POWER_SURGE in state.deck, face_down=len(state.stack), flipped=list(state.flipped),
        turn=state.turn, reason=state.reason, outcome=outcome,
    )


def determinize(v: SoloLightsView, rng: random.Random) -> State:
    """Deal the unseen bulbs to the covered discard and the deck (with the specials still to come); shuffle patterns."""
    pool: dict[str, list[int]] = {}
    for card in BULBS:
        pool.setdefault(kind_of(card), []).append(card)

    def take(kind: str) -> int:
        return pool[kind].pop()

    hand = [take(kind) for kind in v.hand]
    string = tuple(None if kind is None else take(kind) for kind in v.string)
    links = tuple(take(kind) for kind in v.links)
    top = [take(v.discard_top)] if v.discard_top is not None else []
    if v.seat is None:  # a spectator sees only how many: any bulbs but Brokens, which never stay in hand
        hand = rng.sample([card for kind, cards in pool.items() if kind != "broken" for card in cards], v.hand_count)
        for card in hand:
            pool[kind_of(card)].remove(card)
    unseen = [card for cards in pool.values() for card in cards]
    rng.shuffle(unseen)
    covered = v.discard_count - len(top)
    discard = (*unseen[:covered], *top)
    specials = list(PRESENTS[: v.presents_in_deck]) + ([POWER_SURGE] if v.power_surge_in_deck else [])
    deck = unseen[covered:] + specials
    rng.shuffle(deck)
    if deck and deck[0] == POWER_SURGE and not v.finished and len(deck) > 1:  # SL-7: it would have fired
        swap = rng.randrange(1, len(deck))
        deck[0], deck[swap] = deck[swap], deck[0]
    seen = {*v.options, *v.done, *v.pattern_discard, *([v.pattern] if v.pattern is not None else [])}
    patterns = [card for card in PATTERNS if card not in seen]
    rng.shuffle(patterns)
    stack = tuple(card for card in character_stack(v.characters) if card not in v.flipped)
    placed = {*hand, *string, *links, *discard, *deck, *PATTERNS, *stack, *v.flipped} - {None}
    return State(
        seed=rng.getrandbits(63), counter=3, strings_to_win=v.strings_to_win, characters=v.characters,
        in_sequence=v.in_sequence, power_surge=v.power_surge, hand=tuple(sorted(hand)), deck=tuple(deck),
        discard=discard, box=tuple(card for card in ALL_CARDS if card not in placed), pattern_deck=tuple(patterns),
        options=tuple(v.options), pattern_discard=tuple(v.pattern_discard), current=v.pattern, string=string,
        direction=v.direction, done=tuple(v.done), links=links, stack=stack, flipped=tuple(v.flipped),
        opening=v.opening, plug_needed=v.step == "plug", turn=v.turn, finished=v.finished, reason=v.reason,
    )
