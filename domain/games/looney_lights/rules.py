"""Looney Lights' rules: set-up, whose turn, legal moves and resolving a checked move (companion section 8)."""

from __future__ import annotations

from functools import reduce

import msgspec

from domain.contract import Event, InvalidConfig
from domain.kit import first_seat, replace_at, without
from domain.kit.bounds import capped, open_rows, spent, widen
from domain.lights import deal, draw, kind_of, shuffle
from domain.lights.components import KIND_INDEX, KINDS
from domain.rng import rng_at

from .components import COLOURS, GAME_BULBS, HAND_SIZES, MAX_SEATS, MIN_SEATS, can_follow_broken, is_plain
from .events import (
    BrokenPlayed, CardPlayed, CardsDrawn, CardsSeen, DeckReshuffled, GameEnded, StartCardRevealed, TurnPassed,
    TurnStarted,
)
from .moves import Draw, Move, Play, PlayBroken
from .state import LooneyLightsConfig, LooneyLightsState

State = LooneyLightsState
# What a seat that must draw surely lacks (LL-2): the current colour's index is added to these.
UNPLAYABLE = (KIND_INDEX["bubble"], KIND_INDEX["plug"])


def setup(config: LooneyLightsConfig, players: int, seed: int) -> State:
    """Setup steps 1-4: shuffle all 61 bulbs, deal by table size, reveal a plain bulb to start the discard."""
    if not MIN_SEATS <= players <= MAX_SEATS:
        raise InvalidConfig(f"Looney Lights seats {MIN_SEATS} to {MAX_SEATS} players, not {players}")
    first = first_seat(config.first_seat, players, seed)  # G-2: chance step 0
    cards, counter = shuffle(GAME_BULBS, seed, 1)
    hands, deck = deal(cards, players, HAND_SIZES[players])
    deck, discard, counter, _ = start_discard(deck, seed, counter)
    return State(
        seed=seed, counter=counter, players=players, max_turns=config.max_turns, first=first, active=first,
        colour=kind_of(discard[-1]), deck=deck, discard=discard, hands=hands,  # type: ignore[arg-type]
        most=open_rows(players, len(KINDS)),
    )


def bounds(state: State) -> tuple[tuple[int, ...], ...]:
    """Per seat and kind, the most it can hold as the table saw it (states stored without it: uncapped)."""
    return state.most or open_rows(state.players, len(KINDS))


def _after_play(state: State, seat: int, played: tuple[int, ...], follows: bool) -> tuple[tuple[int, ...], ...]:
    """The caps once `seat` played `played`: a Plug or Broken shows it held none of the colour (LL-1, LL-3).

    The drawn card of a forced play was counted in every kind, so it leaves every kind (LL-6). When it covers or
    is covered by a held card, the table cannot tell which of the two was drawn, so the held one lowers no cap:
    the caps stay what anyone watching could work out."""
    row = bounds(state)[seat]
    if state.drawn is not None:
        row = spent(row, range(len(KINDS)))
    else:
        row = spent(row, (KIND_INDEX[kind_of(card)] for card in played))
    if not follows:
        row = capped(row, (KIND_INDEX[state.colour],))
    return replace_at(bounds(state), seat, row)


def _after_draw(state: State, seat: int, drawn: int, found: bool) -> tuple[tuple[int, ...], ...]:
    """The caps once `seat`, with nothing to play, drew `drawn` cards (LL-2, LL-6): it held none of the colour, no
    Bubble and no Plug, and neither is any card it drew and could not play; the last, when `found`, may be any."""
    void = (KIND_INDEX[state.colour], *UNPLAYABLE)
    held = len(state.hands[seat])
    misses = drawn - found
    row = widen(capped(bounds(state)[seat], void), held, misses, [i for i in range(len(KINDS)) if i not in void])
    if found:
        row = widen(row, held + misses, 1)
    return replace_at(bounds(state), seat, row)


def insert_at_random(deck: tuple[int, ...], card: int, seed: int, counter: int) -> tuple[tuple[int, ...], int]:
    """`card` put back at a random place in `deck` below its top card (chance step `counter`), and the next counter."""
    # Not in domain/lights/decks.py: a generic "return a card at a random place" helper would belong there.
    place = rng_at(seed, counter).randrange(1, len(deck) + 1) if deck else 0
    return (*deck[:place], card, *deck[place:]), counter + 1


def start_discard(deck: tuple[int, ...], seed: int, counter: int) -> tuple[tuple, tuple, int, list[Event]]:
    """LL-5: reveal the top card; a special one goes back at a random place and the next is revealed."""
    events: list[Event] = []
    while not is_plain(deck[0]):
        events.append(StartCardRevealed(card=deck[0], returned=True))
        deck, counter = insert_at_random(deck[1:], deck[0], seed, counter)
    events.append(StartCardRevealed(card=deck[0], returned=False))
    return deck[1:], (deck[0],), counter, events


def actors(state: State) -> frozenset[int]:
    """The active seat until the game is over (every decision step is single, G-6)."""
    return frozenset() if state.finished else frozenset({state.active})


def moves(state: State, seat: int) -> list[Move]:
    """The active seat's options: a forced play of the drawn card, a play, or else `draw` (LL-2)."""
    hand = state.hands[seat]
    if state.step == "forced":
        return forced_options(hand, state.drawn, state.colour)  # type: ignore[arg-type]
    return play_options(hand, state.colour) or [Draw()]


def play_options(hand: tuple[int, ...], colour: str) -> list[Move]:
    """LL-1, LL-3, LL-4, LL-7: every play from `hand` on a pile that continues with `colour`."""
    cards = sorted(hand)
    matched = any(kind_of(card) == colour for card in cards)
    options: list[Move] = []
    for card in cards:
        kind = kind_of(card)
        if kind == colour or (kind == "plug" and not matched):  # LL-1: a Plug only without a matching plain bulb
            options.append(Play(card=card))
        elif kind == "bubble":  # LL-1: a Bubble may always be played, announcing any colour (LL-7)
            options += [Play(card=card, colour=c) for c in COLOURS]
    if not matched:  # LL-1, LL-3: a Broken, only without a matching plain bulb, covered at once
        for broken in (card for card in cards if kind_of(card) == "broken"):
            for then in (card for card in cards if can_follow_broken(card)):
                bubble = kind_of(then) == "bubble"
                options += [PlayBroken(broken=broken, then=then, colour=c) for c in (COLOURS if bubble else (None,))]
    return options


def _uses(move: Move, card: int) -> bool:
    return (isinstance(move, Play) and move.card == card) or (
        isinstance(move, PlayBroken) and card in (move.broken, move.then)
    )


def forced_options(hand: tuple[int, ...], drawn: int, colour: str) -> list[Move]:
    """LL-6: the plays of the card just drawn; it covers a held Broken only when it cannot be played alone."""
    options = [move for move in play_options(hand, colour) if _uses(move, drawn)]
    if any(isinstance(move, Play) for move in options):
        return [move for move in options if isinstance(move, Play)]
    return options


def resolve(state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
    """Apply a checked move: a play ends the turn (or the game), a draw looks for a playable card."""
    match move:
        case Draw():
            return draw_until_playable(state, seat)
        case Play(card=card, colour=announced):
            kind = kind_of(card)
            colour = state.colour if kind == "plug" else announced if kind == "bubble" else kind  # LL-4, LL-7
            event: Event = CardPlayed(seat=seat, card=card, colour=colour)  # type: ignore[arg-type]
            played: tuple[int, ...] = (card,)
        case PlayBroken(broken=broken, then=then, colour=announced):
            colour = announced if kind_of(then) == "bubble" else kind_of(then)  # LL-3
            event = BrokenPlayed(seat=seat, broken=broken, then=then, colour=colour)  # type: ignore[arg-type]
            played = (broken, then)
    hand = reduce(without, played, state.hands[seat])
    follows = isinstance(move, Play) and kind_of(move.card) != "plug"
    state = msgspec.structs.replace(
        state, hands=replace_at(state.hands, seat, hand), discard=state.discard + played, colour=colour,
        passes=0, drawn=None, most=_after_play(state, seat, played, follows),
    )
    if not hand:  # LL-8: the first seat to empty its hand wins at once
        state, more = finish(state, "went-out", winner=seat)
        return state, [event, *more]
    state, more = end_turn(state)
    return state, [event, *more]


def can_draw(state: State) -> bool:
    """LL-6, G-3: a card can be drawn, from the deck or the discard pile but its top card."""
    return bool(state.deck) or len(state.discard) > 1


def draw_until_playable(state: State, seat: int) -> tuple[State, list[Event]]:
    """LL-6: draw one card at a time until one can be played; with nothing left to draw, the turn passes."""
    hand, seen, events = state.hands[seat], [], []
    deck, discard, counter = state.deck, state.discard, state.counter
    found = None
    while found is None:
        drawn = draw(deck, discard, 1, state.seed, counter, keep=1)  # LL-6: the top card stays
        events += [DeckReshuffled(count=size) for size in drawn.reshuffles]
        deck, discard, counter = drawn.deck, drawn.discard, drawn.counter
        if not drawn.cards:
            break
        hand, card = hand + drawn.cards, drawn.cards[0]
        seen.append(card)
        if forced_options(hand, card, state.colour):
            found = card
    events += [CardsDrawn(seat=seat, count=len(seen)), CardsSeen(to=(seat,), seat=seat, cards=tuple(seen))]
    state = msgspec.structs.replace(
        state, hands=replace_at(state.hands, seat, hand), deck=deck, discard=discard, counter=counter,
        drew=state.drew + len(seen), most=_after_draw(state, seat, len(seen), found is not None),
    )
    if found is not None:
        return msgspec.structs.replace(state, step="forced", drawn=found), events
    state, more = pass_turn(state, seat)
    return state, events + more


def pass_turn(state: State, seat: int) -> tuple[State, list[Event]]:
    """LL-6: the turn passes; once every seat has passed in a row the table is blocked and the game ends."""
    state = msgspec.structs.replace(state, passes=state.passes + 1)
    events: list[Event] = [TurnPassed(seat=seat)]
    if state.passes >= state.players:
        state, more = finish(state, "blocked", winner=None)
        return state, events + more
    state, more = end_turn(state)
    return state, events + more


def end_turn(state: State) -> tuple[State, list[Event]]:
    """Pass the turn clockwise (G-1); G-8 caps the number of turns."""
    state = msgspec.structs.replace(state, turn=state.turn + 1, step="play", drawn=None, drew=0)
    if state.turn >= state.max_turns:
        return finish(state, "turn-cap", winner=None)
    seat = (state.active + 1) % state.players
    return msgspec.structs.replace(state, active=seat), [TurnStarted(seat=seat, turn=state.turn)]


def finish(state: State, reason: str, winner: int | None) -> tuple[State, list[Event]]:
    """End the game; the hand sizes rank the other seats (LL-8)."""
    state = msgspec.structs.replace(state, finished=True, reason=reason, winner=winner, step="play", drawn=None)
    return state, [GameEnded(reason=reason, winner=winner, cards_left=tuple(len(h) for h in state.hands))]


def skip(state: State, seat: int) -> tuple[State, list[Event]]:
    """G-7: an idle seat's turn passes, and the table learns it could play nothing (as after a draw)."""
    return pass_turn(msgspec.structs.replace(state, most=_after_draw(state, seat, 0, False)), seat)


def idle(state: State, seat: int) -> str | None:
    """G-7, LL-6: nothing is playable and nothing is left to draw, so the turn passes."""
    if state.step == "play" and not play_options(state.hands[seat], state.colour) and not can_draw(state):
        return "nothing playable and nothing left to draw (LL-6)"
    return None
