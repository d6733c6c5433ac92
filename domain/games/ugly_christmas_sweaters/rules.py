"""The Ugly Christmas Sweaters engine: actors, legal moves, apply and score (the DESIGN contract)."""

from __future__ import annotations

import random
from typing import ClassVar

from msgspec.structs import replace

from domain.contract import (
    GAME_FINISHED, ILLEGAL_MOVE, NOT_YOUR_TURN, Event, GameMeta, IllegalMove, Scoreboard, SeatScore,
)

from . import steps
from .components import BILLY, TINA
from .knit import all_cards
from .moves import ClaimFad, Decline, DraftCard, PlayCard, UcsEvent, UcsMove, UseBilly, UseTina, WindowDeclined
from .rounds import MAX_TRICKS, setup
from .scoring import shared_ranks
from .state import UcsConfig, UcsState
from .trade import play_moves
from .variants import VARIANTS
from .view import UcsView, determinize, view


class UcsScoreboard(Scoreboard, frozen=True, kw_only=True):
    """The scorepad: per-round lines, plus the Avid seats that did not qualify (UCS-33)."""

    rounds: list[list[int]] = []
    disqualified: list[int] = []


class UglyChristmasSweaters:
    """Trick-taking and drafting to knit sweaters over three rounds (one in Express)."""

    meta: ClassVar[GameMeta] = GameMeta(
        slug="ugly-christmas-sweaters", title="Ugly Christmas Sweaters", min_seats=2, max_seats=4,
        summary="Win tricks to draft sweater pieces and knit the ugliest sweaters.",
        hidden_information=True,
    )
    Config: ClassVar[type] = UcsConfig
    State: ClassVar[type] = UcsState
    Move: ClassVar[object] = UcsMove
    View: ClassVar[type] = UcsView
    Score: ClassVar[type] = UcsScoreboard
    Event: ClassVar[object] = UcsEvent
    max_turns: ClassVar[int | None] = MAX_TRICKS

    def setup(self, config: UcsConfig, players: int, seed: int) -> UcsState:
        """Deal and flip the first round (UCS-8)."""
        return setup(config, players, seed)[0]

    def actors(self, state: UcsState) -> frozenset[int]:
        """The one seat the current step waits for (every UCS step is single, section 1.3)."""
        if state.phase == "play":
            return frozenset({state.play_order[len(state.trade)]})
        if state.phase == "draft":
            return frozenset({state.queue[0]})
        if state.phase == "claim":
            return frozenset({state.claim_seat})
        if state.phase in ("billy", "tina"):
            return frozenset({steps.holder(state, BILLY if state.phase == "billy" else TINA)})
        return frozenset()

    def legal_moves(self, state: UcsState, seat: int) -> list[UcsMove]:
        """Every move `seat` may post now."""
        if seat not in self.actors(state):
            return []
        if state.phase == "play":
            return play_moves(state, seat)
        if state.phase == "draft":
            return steps.draft_placements(state, seat)
        if state.phase == "claim":
            return [ClaimFad(fad=fad) for fad in state.claim_options]
        if state.phase == "billy":
            return [UseBilly(), Decline()]
        return [*steps.tina_moves(state, seat), Decline()]

    def open_fields(self, move: UcsMove) -> tuple[str, ...]:
        """Every listed move is fully concrete."""
        return ()

    def apply(self, state: UcsState, seat: int, move: UcsMove) -> tuple[UcsState, list[Event]]:
        """Validate against the legal moves, then resolve the step."""
        if state.phase == "over":
            raise IllegalMove(GAME_FINISHED, "the game is over")
        if seat not in self.actors(state):
            raise IllegalMove(NOT_YOUR_TURN, f"seat {seat} is not asked to act in the {state.phase} step")
        if move not in self.legal_moves(state, seat):
            raise IllegalMove(ILLEGAL_MOVE, _why(state, seat, move))
        match move:
            case PlayCard():
                return steps.play(state, seat, move)
            case DraftCard():
                return steps.draft(state, seat, move)
            case ClaimFad():
                return steps.claim_fad(state, seat, move)
            case UseBilly():
                return steps.use_billy(state, seat)
            case UseTina():
                return steps.use_tina(state, seat, move)
        declined: list[Event] = [WindowDeclined(seat=seat, power="billy" if state.phase == "billy" else "tina")]
        if state.phase == "billy":
            return replace(state, phase="draft"), declined
        next_state, events = steps.score_round(state)
        return next_state, declined + events

    def view(self, state: UcsState, seat: int | None) -> UcsView:
        """What `seat` sees at the table (UCS-43)."""
        return view(state, seat, sorted(self.actors(state)))

    def score(self, state: UcsState) -> UcsScoreboard:
        """Totals of the scored rounds, ranked with the rulebook tie-breaks (UCS-30 to UCS-33)."""
        final = state.phase == "over"
        avid = state.config.secret_santa_mode == "avid"
        keys, lines, out = [], [], []
        for seat in range(state.players):
            rows = [result[seat] for result in state.results]
            points = sum(r.points for r in rows)
            breakdown: dict[str, int] = {}
            for row in rows:
                for name, value in row.breakdown.items():
                    breakdown[name] = breakdown.get(name, 0) + value
            met = len(state.santas_met[seat]) if avid else 0
            qualified = not avid or met >= 3 or not final
            keys.append((qualified, 0 if qualified else met, points,
                         -sum(r.unbuilt for r in rows), sum(r.fad_points for r in rows)))
            lines.append((seat, points, breakdown))
            if not qualified:
                out.append(seat)
        ranks = shared_ranks(keys)
        seats = [SeatScore(seat=s, points=p, rank=r, breakdown=b) for (s, p, b), r in zip(lines, ranks)]
        rounds = [[r.points for r in result] for result in state.results]
        return UcsScoreboard(final=final, seats=seats, reason=state.reason, rounds=rounds, disqualified=out)

    def is_finished(self, state: UcsState) -> bool:
        """True once the last round is scored (or the G-8 cap hit)."""
        return state.phase == "over"

    def turn(self, state: UcsState) -> int:
        """Tricks completed over the whole game."""
        return state.tricks

    def determinize(self, view: UcsView, rng: random.Random) -> UcsState:
        """A full state consistent with `view`, hidden cards re-dealt from `rng`."""
        return determinize(view, rng)

    def variants(self) -> list[tuple[UcsConfig, int]]:
        """The option combinations the shared property suite plays."""
        return list(VARIANTS)

    def conservation(self, state: UcsState) -> dict[str, int]:
        """G-4: every component counted over its zones."""
        sweaters = (
            sum(map(len, state.hands)) + sum(map(len, state.piles)) + len(state.pool) + len(state.trade)
            + sum(len(all_cards(s)) for area in state.knitting for s in area)
        )
        return {
            "sweater": sweaters,
            "secret-santa": len(state.santa_pile) + sum(map(len, state.santas)) + len(state.santa_box),
            "fad": len(state.fad_pile) + len(state.fads) + len(state.fad_discard),
            "perfect-fit": 1 + len(state.perfect_fit_pile) + len(state.perfect_fit_discard),
            "trendy-yarn": 1 + len(state.trendy_yarn_pile) + len(state.trendy_yarn_discard),
            "kickstarter": sum(c is not None for c in state.kickstarter) + len(state.kickstarter_box),
        }


def _why(state: UcsState, seat: int, move: UcsMove) -> str:
    """A reason for refusing a move, naming only what the seat itself knows."""
    expected = {"play": PlayCard, "draft": DraftCard, "claim": ClaimFad, "billy": (UseBilly, Decline),
                "tina": (UseTina, Decline)}[state.phase]
    if not isinstance(move, expected):
        return f"a {move.__struct_config__.tag} move does not fit the {state.phase} step"
    match move:
        case PlayCard() if move.card not in state.hands[seat]:
            return f"card {move.card} is not in your hand"
        case PlayCard():
            return (f"card {move.card} cannot be played now: follow the led colour or icon when you can;"
                    " only a leading patch names a pool card to copy")
        case DraftCard() if move.card not in state.pool:
            return f"card {move.card} is not in the draft pool"
        case DraftCard():
            return "that placement is not allowed: check the sweater, slot, orientation and Mixed-up Maria"
        case ClaimFad():
            return f"Fad {move.fad} is not one this sweater can claim"
    return "that move is not allowed now"
