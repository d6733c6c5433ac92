"""Solo Lights' scoreboard (SL-13): strings completed against the target, won or lost."""

from __future__ import annotations

from typing import Literal

from domain.contract import Scoreboard, SeatScore
from domain.kit import shared_ranks
from domain.lights import census

from .state import SoloLightsState

State = SoloLightsState


class SoloLightsScoreboard(Scoreboard, frozen=True, kw_only=True):
    """The one seat's line plus the result (SL-13)."""

    outcome: Literal["won", "lost"] | None = None
    """`won` once the last string is completed (SL-10); `lost` once Santa is revealed (SL-9) or no pattern is
    left to start a string on (SL-12); null while the game runs."""
    target: int = 5
    """The strings to complete to win (the `strings_to_win` option, 5-9)."""


def score(state: State) -> SoloLightsScoreboard:
    """Points are strings completed; the breakdown adds the Characters still face down and the links."""
    outcome = None if not state.finished else "won" if state.reason == "all-strings" else "lost"
    line = SeatScore(
        seat=0, points=len(state.done), rank=shared_ranks([(-len(state.done),)])[0],
        breakdown={"strings": len(state.done), "characters_face_down": len(state.stack), "links": len(state.links)},
    )
    return SoloLightsScoreboard(
        final=state.finished, seats=[line], reason=state.reason, outcome=outcome, target=state.strings_to_win
    )


def conservation(state: State) -> dict[str, int]:
    """G-4: every card of the box counted by kind over every zone of the table and the box."""
    cards = [
        *state.hand, *state.deck, *state.discard, *state.box, *state.pattern_deck, *state.options,
        *state.pattern_discard, *state.done, *state.links, *state.stack, *state.flipped,
        *(card for card in state.string if card is not None), *([state.current] if state.current is not None else []),
    ]
    return census(cards)
