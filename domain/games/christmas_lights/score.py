"""Winner, tie-breaks and the running scoreboard (CL-22, CL-24), and component counts (G-4)."""

from __future__ import annotations

from domain.contract import Scoreboard, SeatScore
from domain.games.christmas_lights.state import ChristmasLightsState, Player
from domain.kit import shared_ranks
from domain.lights.components import PATTERNS_BY_ID, PRESENTS, census, kind_of, kinds_of
from domain.lights.patterns import correct

State = ChristmasLightsState


def used(player: Player, kind: str) -> int:
    """Broken or Bubble Bulbs the seat has used, counted from its aside pile (CL-9)."""
    return sum(1 for card in player.aside if kind_of(card) == kind)


def correct_bulbs(player: Player) -> int:
    """Positions of the current string holding the right colour or a Bubble (CL-22)."""
    if player.current is None:
        return 0
    return correct(kinds_of(player.string), PATTERNS_BY_ID[player.current].bulbs)


def _key(player: Player) -> tuple[int, ...]:
    """Best first: lower keys rank higher."""
    if len(player.completed) == 2:
        # Rulebook "Game End": fewest Broken used, then fewest Bubble used, then shared.
        return (0, used(player, "broken"), used(player, "bubble"))
    # CL-22: the others by completed patterns, then correct bulbs in the current string.
    return (1, -len(player.completed), -correct_bulbs(player))


def score(state: State) -> Scoreboard:
    """Points are completed patterns; ranks follow CL-22, tied seats share a rank (G-9)."""
    ranks = shared_ranks([_key(player) for player in state.seats])
    lines = []
    for seat, player in enumerate(state.seats):
        breakdown = {
            "patterns": len(player.completed),
            "broken_used": used(player, "broken"),
            "bubble_used": used(player, "bubble"),
            "correct_bulbs": correct_bulbs(player),
        }
        lines.append(SeatScore(seat=seat, points=len(player.completed), rank=ranks[seat], breakdown=breakdown))
    return Scoreboard(final=state.finished, seats=lines, reason=state.reason)


def conservation(state: State) -> dict[str, int]:
    """Every card counted by kind over all zones: deck, discard, hands, strings, plugs, aside, table (G-4)."""
    cards: list[int] = [*state.deck, *state.discard, *(s.card for s in state.sale)]
    if state.pending is not None:
        cards.append(state.pending.card)
    for player in state.seats:
        cards += [hand.card for hand in player.hand]
        cards += [card for card in player.string if card is not None]
        cards += [*player.aside, *([player.plug] if player.plug is not None else [])]
    counts = census(cards, prefix="bulb:")
    events = [*state.event_deck, *state.box_events, *([state.event] if state.event else [])]
    patterns = [p for player in state.seats for p in player.patterns] + list(state.box_patterns)
    characters = [player.character for player in state.seats] + list(state.box_characters)
    for name, pile in (("events", events), ("patterns", patterns), ("characters", characters)):
        counts[name] = len(pile)
        counts[f"{name}:distinct"] = len(set(pile))
    counts["presents"] = len(PRESENTS)  # CL-25: always in the box
    return counts
