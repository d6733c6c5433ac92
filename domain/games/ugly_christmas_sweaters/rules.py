"""Ugly Christmas Sweaters rules: set-up, whose step it is, legal moves and resolving a checked move."""

from __future__ import annotations

from msgspec.structs import replace

from domain.contract import Event, InvalidConfig
from domain.kit import first_seat, move_tag

from . import steps
from .components import (
    AVID_SANTAS, BILLY, DEALT, FADS, KICKSTARTER, PERFECT_FITS, POOL_SIZE, SANTAS, SWEATERS, TINA, TRENDY_YARNS,
)
from .events import WindowDeclined
from .knit import all_cards
from .moves import ClaimFad, Decline, DraftCard, PlayCard, UcsMove, UseBilly, UseTina
from .rounds import deal_santas, shuffled, start_round
from .state import UcsConfig, UcsState
from .trade import play_moves


def setup(config: UcsConfig, players: int, seed: int) -> UcsState:
    """Section Set Up: gameplay piles, Kickstarter and Secret Santa cards, then the first round (UCS-8)."""
    if players not in DEALT:
        raise InvalidConfig("Ugly Christmas Sweaters seats 2 to 4 players")
    if config.express and config.secret_santa_mode != "casual":
        raise InvalidConfig("the Express variant is played with casual Secret Santa only (UCS-36)")
    leader = first_seat(config.first_seat, players, seed)
    state = UcsState(config=config, players=players, seed=seed, knitting=((),) * players)
    state, fit = shuffled(state, range(len(PERFECT_FITS)))
    state, yarn = shuffled(state, range(len(TRENDY_YARNS)))
    state, fads = shuffled(state, range(len(FADS)))
    shown = players + 1 if config.express else 1  # UCS-36: players+1 Fads in Express
    state = replace(
        state,
        perfect_fit=fit[-1], perfect_fit_pile=tuple(fit[:-1]),
        trendy_yarn=yarn[-1], trendy_yarn_pile=tuple(yarn[:-1]),
        fads=tuple(sorted(fads[-shown:])), fad_pile=tuple(fads[:-shown]),
    )
    kick: list[int | None] = [None] * players
    box = tuple(range(len(KICKSTARTER)))
    if config.kickstarter_cards:  # UCS-44: one per seat, once per game, revealed
        state, bonus = shuffled(state, range(len(KICKSTARTER)))
        kick, box = list(bonus[:players]), tuple(sorted(bonus[players:]))
    state, santas = shuffled(state, range(len(SANTAS)))
    state = replace(state, kickstarter=tuple(kick), kickstarter_box=box, santa_pile=tuple(santas),
                    santas=((),) * players, santas_met=((),) * players)
    if config.secret_santa_mode == "avid":  # UCS-33: three cards for the whole game
        state, _ = deal_santas(state, AVID_SANTAS)
    state, deck = shuffled(state, range(len(SWEATERS)))
    state, _ = start_round(state, tuple(deck[:POOL_SIZE]), deck[POOL_SIZE:], leader)
    return state


def actors(state: UcsState) -> frozenset[int]:
    """The one seat the current step waits for (every UCS step is single, section 1.3); none once over."""
    if state.finished:
        return frozenset()
    if state.phase == "play":
        return frozenset({state.play_order[len(state.trade)]})
    if state.phase == "draft":
        return frozenset({state.queue[0]})
    if state.phase == "claim":
        return frozenset({state.claim_seat})
    if state.phase in ("billy", "tina"):
        return frozenset({steps.holder(state, BILLY if state.phase == "billy" else TINA)})
    return frozenset()


def moves(state: UcsState, seat: int) -> list[UcsMove]:
    """Every move the actor `seat` may post in the current step."""
    if state.phase == "play":
        return play_moves(state, seat)
    if state.phase == "draft":
        return steps.draft_placements(state, seat)
    if state.phase == "claim":
        return [ClaimFad(fad=fad) for fad in state.claim_options]
    if state.phase == "billy":
        return [UseBilly(), Decline()]
    return [*steps.tina_moves(state, seat), Decline()]


def resolve(state: UcsState, seat: int, move: UcsMove) -> tuple[UcsState, list[Event]]:
    """Resolve the step with a move the kit has already checked."""
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
    return decline(state, seat)


def decline(state: UcsState, seat: int) -> tuple[UcsState, list[Event]]:
    """G-6: let the Billy window pass to the draft, or the Tina window pass to round scoring (section 1.5)."""
    declined: list[Event] = [WindowDeclined(seat=seat, power="billy" if state.phase == "billy" else "tina")]
    if state.phase == "billy":
        return replace(state, phase="draft"), declined
    state, events = steps.score_round(state)
    return state, declined + events


def refusal(state: UcsState, seat: int, move: UcsMove) -> str | None:
    """None when actor `seat` may make `move`, else why not; a draft move is checked against its card's placements
    alone, the same answer as finding it among every move."""
    if state.phase == "draft" and type(move) is DraftCard:
        listed = move.card in state.pool and move in steps.card_placements(state, seat, move.card)
    else:
        listed = move in moves(state, seat)  # a handful of moves
    return None if listed else explain(state, seat, move)


def not_your_turn(state: UcsState, seat: int) -> str:
    """The detail of a not-your-turn refusal, naming the current step."""
    return f"seat {seat} is not asked to act in the {state.phase} step"


def explain(state: UcsState, seat: int, move: UcsMove) -> str:
    """A reason for refusing a move, naming only what the seat itself knows."""
    expected = {"play": PlayCard, "draft": DraftCard, "claim": ClaimFad, "billy": (UseBilly, Decline),
                "tina": (UseTina, Decline)}[state.phase]
    if not isinstance(move, expected):
        return f"a {move_tag(move)} move does not fit the {state.phase} step"
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


def conservation(state: UcsState) -> dict[str, int]:
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
