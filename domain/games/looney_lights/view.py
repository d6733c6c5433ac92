"""What a seat of Looney Lights may know (G-5, LL-9), and a full state rebuilt from that knowledge."""

from __future__ import annotations

import random

import msgspec

from domain.contract import BaseView
from domain.kit.bounds import deal_within, rows_from, telling
from domain.lights import kind_of
from domain.lights.catalog import CardId
from domain.lights.components import KINDS

from .components import GAME_BULBS
from .rules import actors, bounds, forced_options
from .state import LooneyLightsState, Step


class Bulb(msgspec.Struct, frozen=True, kw_only=True):
    """A Bulb card the viewer may see: its box id and what it shows."""

    card: CardId
    """The card's id; moves name it to play it."""
    kind: str
    """What the card shows: one of the six colours, `bubble`, `broken` or `plug`."""


class LooneyLightsView(BaseView, frozen=True, kw_only=True):
    """One seat's knowledge of the table: the public discard pile and colour, its own hand, counts of the rest."""

    players: int
    """Seats at the table (2-6)."""
    first_seat: int
    """The seat that took the first turn."""
    active: int
    """The seat whose turn it is (or whose turn was last, once the game is over)."""
    turn: int
    """Turns completed so far (G-8), from 0."""
    max_turns: int
    """The turn cap (G-8): the game stops after this many turns."""
    step: Step
    """The active seat's decision: `play`, or `forced` after drawing, when the drawn card must be played (LL-6)."""
    colour: str
    """The current colour, one of the six: what the next card must match (companion 8.2)."""
    top: Bulb | None = None
    """The top card of the discard pile; null only if the pile is empty."""
    discard: list[Bulb] = []
    """The whole face-up discard pile, oldest first; the last is the top card."""
    deck_count: int = 0
    """Cards in the Bulb deck (its order is never shown)."""
    hand: list[Bulb] = []
    """The viewer's own cards, by id; empty for a spectator."""
    hand_counts: list[int] = []
    """How many cards each seat holds, by seat."""
    at_most: list[dict[str, int]] = []
    """By seat, the most it can hold of a kind where what the table saw caps it below its hand size: none of
    the colour it could not follow when it drew or played a Plug or Broken, no Bubble and no Plug once it had
    to draw, each cap growing by one with every card it takes unseen that could be of that kind. Kinds left out
    are capped only by the hand size. Public: anyone watching the table could keep it."""
    drawn: Bulb | None = None
    """The card the viewer drew and must now play (LL-6), only during its own forced step; null otherwise."""
    drew: int = 0
    """How many cards the active seat has drawn this turn (the table sees them taken, not their faces)."""
    passes: int = 0
    """Turns in a row that passed with nothing to play or draw; once it reaches the seat count the game is
    blocked and ends."""
    winner: int | None = None
    """The seat that went out (LL-8); null while the game runs and when it ended otherwise."""
    reason: str | None = None
    """How the game ended: `went-out`, `blocked` or `turn-cap`; null while it runs."""


def _bulb(card: int) -> Bulb:
    return Bulb(card=card, kind=kind_of(card))


def view(state: LooneyLightsState, seat: int | None) -> LooneyLightsView:
    """The discard pile and colour; own hand and drawn card; counts for every hidden pile (G-5, LL-9)."""
    mine = seat is not None and seat == state.active and state.drawn is not None
    return LooneyLightsView(
        seat=seat, actors=sorted(actors(state)), finished=state.finished, players=state.players,
        first_seat=state.first, active=state.active, turn=state.turn, max_turns=state.max_turns,
        step=state.step, colour=state.colour, top=_bulb(state.discard[-1]) if state.discard else None,
        discard=[_bulb(card) for card in state.discard], deck_count=len(state.deck),
        hand=[_bulb(card) for card in sorted(state.hands[seat])] if seat is not None else [],
        hand_counts=[len(hand) for hand in state.hands],
        at_most=[telling(row, KINDS, len(hand)) for row, hand in zip(bounds(state), state.hands, strict=True)],
        drawn=_bulb(state.drawn) if mine else None,  # type: ignore[arg-type]
        drew=state.drew, passes=state.passes, winner=state.winner, reason=state.reason,
    )


def determinize(v: LooneyLightsView, rng: random.Random) -> LooneyLightsState:
    """Deal the unseen bulbs to the other hands (within what the table saw, `at_most`) and the deck; another
    seat's forced card is a playable one."""
    hand = tuple(bulb.card for bulb in v.hand)
    discard = tuple(bulb.card for bulb in v.discard)
    seen = set(hand) | set(discard)
    unseen = [card for card in GAME_BULBS if card not in seen]
    drawn = v.drawn.card if v.drawn is not None else None
    wanted = [(seat, v.hand_counts[seat], v.at_most[seat]) for seat in range(v.players) if seat != v.seat]
    for _ in range(50):  # resample until the active seat's hidden drawn card can be played (LL-6)
        dealt, rest = deal_within(wanted, unseen, kind_of, rng)
        hands = [hand if seat == v.seat else tuple(dealt[seat]) for seat in range(v.players)]
        if v.step != "forced" or v.finished or drawn is not None:
            break
        active = hands[v.active]
        playable = [card for card in active if forced_options(active, card, v.colour)]
        if playable:
            drawn = rng.choice(playable)
            break
    return LooneyLightsState(
        seed=rng.getrandbits(63), counter=1, players=v.players, max_turns=v.max_turns, first=v.first_seat,
        active=v.active, turn=v.turn, step=v.step, colour=v.colour,  # type: ignore[arg-type]
        deck=tuple(rest), discard=discard, hands=tuple(hands),
        most=rows_from(v.at_most, v.hand_counts, KINDS),
        drawn=drawn, drew=v.drew, passes=v.passes, winner=v.winner, finished=v.finished, reason=v.reason,
    )
