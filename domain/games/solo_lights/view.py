"""What the seat of Solo Lights may know (G-5), and a full state rebuilt from that knowledge."""

from __future__ import annotations

import random
from typing import Literal

from domain.contract import BaseView
from domain.lights import ALL_CARDS, Direction, kind_of
from domain.lights.catalog import CardId
from domain.lights.components import KIND_INDEX, Colour, Kind

from .components import BULBS, PATTERNS, POWER_SURGE, PRESENTS, Reason, bulbs_of, character_stack
from .rules import Step, actors, step
from .state import SoloLightsState

State = SoloLightsState


class SoloLightsView(BaseView, frozen=True, kw_only=True):
    """The seat's knowledge: its hand, the table, and the hidden piles only as counts."""

    strings_to_win: int = 5
    """The `strings_to_win` option: strings to complete to win (5-9)."""
    characters: int = 5
    """The `characters` option: Character cards in the stack at the start (4-6), Santa at the bottom."""
    in_sequence: bool = False
    """The `in_sequence` option: each string fills in order from the end its first card chose (SL-1)."""
    power_surge: bool = True
    """The `power_surge` option: the Power Surge Event card was shuffled into the Bulb deck (SL-7)."""
    step: Step = "choose"
    """The step waited for: `choose` the next string's pattern (SL-3), `plug` owed to link a completed string
    (SL-4), or `build` the current string."""
    hand: list[Kind] = []
    """The seat's cards by kind, in box order (up to 5); empty for a spectator."""
    hand_count: int = 0
    """Cards in the hand (0-5)."""
    options: list[CardId] = []
    """The Pattern cards the next string may be built on, in the order drawn (SL-3)."""
    opening: bool = False
    """True for the first choice: only the first two `options` may be chosen, and the other is then
    discarded (set-up step 6)."""
    pattern: CardId | None = None
    """The current string's Pattern card; null between strings."""
    pattern_colours: list[Colour] = []
    """The current Pattern card's five colours, left to right (positions 1-5); empty between strings."""
    string: list[Kind | None] = []
    """The kinds at positions 1-5 of the current string, left to right; null for an empty position."""
    direction: Direction | None = None
    """With `in_sequence`: the end the string grows from, fixed by its first card; null otherwise or before."""
    done: list[CardId] = []
    """The Pattern cards of the completed strings, in the order completed (SL-14)."""
    links: list[Kind] = []
    """The Plugs, and Bubbles used as Plugs, linking the completed strings, in order (SL-14)."""
    pattern_discard: list[CardId] = []
    """The revealed Pattern card not picked at set-up (empty until the opening choice)."""
    pattern_deck_count: int = 0
    """Pattern cards left face down in the Pattern deck (0-16)."""
    deck_count: int = 0
    """Cards left face down in the Bulb deck."""
    discard_count: int = 0
    """Cards in the face-up discard pile."""
    discard_top: Kind | None = None
    """The kind on top of the discard pile; null when it is empty."""
    presents_in_deck: int = 0
    """Present cards still in the Bulb deck (0-3; SL-6)."""
    power_surge_in_deck: bool = False
    """True while the Power Surge Event card is still in the Bulb deck (SL-7)."""
    face_down: int = 0
    """Character cards still face down in the stack, Santa the last of them."""
    flipped: list[CardId] = []
    """The face-up Character cards, oldest first (a Rewind turns the last one back, SL-8)."""
    turn: int = 0
    """Moves made so far."""
    reason: Reason | None = None
    """How the game ended: `all-strings` (SL-10), `santa` (SL-9) or `no-pattern` (SL-12); null while it runs."""
    outcome: Literal["won", "lost"] | None = None
    """`won` or `lost` once the game is over (SL-13); null while it runs."""


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
