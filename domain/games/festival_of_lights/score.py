"""Festival of Lights' scoreboard (FL-11): plain 1, specials 2, the Pattern Bonus; fewest cards breaks ties."""

from __future__ import annotations

from domain.contract import Scoreboard, SeatScore
from domain.kit import shared_ranks
from domain.lights import census, colours_present, kind_of
from domain.lights.components import COLOURS

from .components import PATTERN_BONUS, PLAIN_POINTS, SPECIAL_POINTS, colours_of, is_special
from .state import FestivalOfLightsState

State = FestivalOfLightsState


def in_front(state: State, seat: int) -> list[int]:
    """Every card in front of `seat`: piles, Bubbles under the pattern, stored Brokens, kept specials, bonus bulbs."""
    piled = [card for pile in state.piles[seat] for card in pile]
    return [*piled, *state.bubbles[seat], *state.stored[seat], *state.kept[seat], *state.won[seat]]


def pattern_bonus(state: State, seat: int) -> int:
    """FL-10: the pattern's colours with a non-empty pile: 3-4 score +2, all 5 score +5."""
    have = [colour for colour, pile in zip(COLOURS, state.piles[seat], strict=True) if pile]
    return PATTERN_BONUS.get(colours_present(colours_of(state.patterns[seat]), have), 0)


def breakdown(state: State, seat: int) -> dict[str, int]:
    """Points by rule: plain bulbs in piles, Largest Pile Bonus bulbs, special cards, the Pattern Bonus."""
    cards = in_front(state, seat)
    specials = sum(1 for card in cards if is_special(kind_of(card)))
    return {
        "plain": PLAIN_POINTS * (len(cards) - specials - len(state.won[seat])),
        "largest_pile": PLAIN_POINTS * len(state.won[seat]),
        "specials": SPECIAL_POINTS * specials,
        "pattern_bonus": pattern_bonus(state, seat),
    }


def score(state: State) -> Scoreboard:
    """Most points, then fewest cards in front (FL-11), then shared (G-9); running until the end."""
    parts = [breakdown(state, seat) for seat in range(state.players)]
    points = [sum(part.values()) for part in parts]
    ranks = shared_ranks([(-points[seat], len(in_front(state, seat))) for seat in range(state.players)])
    lines = [
        SeatScore(seat=seat, points=points[seat], rank=ranks[seat], breakdown=parts[seat])
        for seat in range(state.players)
    ]
    return Scoreboard(final=state.finished, seats=lines, reason=state.reason)


def conservation(state: State) -> dict[str, int]:
    """G-4: every card of the box counted by kind over every zone (the revealed and pending cards included)."""
    cards = [*state.patterns, *state.discard, *state.returned, *state.box]
    cards += [card for card in state.revealed if card is not None]
    cards += [ability.card for ability in state.pending]
    for seat in range(state.players):
        cards += [*state.hands[seat], *in_front(state, seat)]
    return census(cards)
