"""Lights On's rules: set-up, who acts, legal moves, refusals and resolving a checked move."""

from __future__ import annotations

import msgspec

from domain.contract import TOO_LATE, Event, IllegalMove, InvalidConfig
from domain.kit import Race, open_commits, replace_at, seal, sealed_choices, without, won
from domain.lights import kind_of
from domain.lights.components import KIND_INDEX
from domain.rng import rng_at

from .components import (
    BOX, BROKENS, DECK, DECK_KINDS, GESTURES, MAX_ROUNDS, PLAYERS, PLUGS, STALL_MOVES, opponents, teammate,
)
from .events import Gestured, NewLightsAsked, SeatReady, Swapped, VoteCancelled, VoteCast, VoteClosed
from .flow import go, new_round, refresh_market, settle, stall
from .moves import AskNewLights, CallLightsOff, CallLightsOn, MakeGesture, Move, Ready, Swap, Vote
from .state import LightsOnConfig, LightsOnState, Sign, known_counts, step_of

State = LightsOnState


def setup(config: LightsOnConfig, players: int, seed: int) -> State:
    """Check the table and options, settle the team signals, then deal the first round (set-up steps 1-4)."""
    if players != PLAYERS:
        raise InvalidConfig(f"Lights On is played by exactly {PLAYERS} seats in two teams, not {players}")
    if not isinstance(config.max_rounds, int) or not 1 <= config.max_rounds <= MAX_ROUNDS:
        raise InvalidConfig(f"max_rounds must be from 1 to {MAX_ROUNDS}")
    given = tuple(config.team_signals)
    if len(given) != 2 or any(signal is not None and signal not in GESTURES for signal in given):
        raise InvalidConfig(f"team_signals holds one gesture or null per team, from: {', '.join(GESTURES)}")
    counter = 0
    signals = list(given)
    if None in signals:  # an unset signal is drawn at chance step 0, apart from the other team's (notes 1)
        free = [gesture for gesture in GESTURES if gesture not in signals]
        drawn = rng_at(seed, counter).sample(free, 2)
        counter += 1
        signals = [signal if signal is not None else drawn[team] for team, signal in enumerate(signals)]
    state = State(
        seed=seed, counter=counter, players=players, max_rounds=config.max_rounds, signals=tuple(signals),
        hands=((),) * players, supply_plugs=PLUGS, supply_brokens=BROKENS, box=BOX,
    )
    state, _ = new_round(state)
    return state


def actors(state: State) -> frozenset[int]:
    """The seats not yet ready during a countdown; all four during play and a vote (LO-1: a race)."""
    step = step_of(state)
    if step == "over":
        return frozenset()
    if step == "countdown":
        return frozenset(seat for seat, ready in enumerate(state.ready) if ready is None)
    return frozenset(range(state.players))


def race(state: State) -> Race | None:
    """LO-1, LO-7: the round's race, or the last one until the next GO."""
    return state.race


def swaps(state: State, seat: int) -> list[Move]:
    """LO-2: every kind in hand against every Market card of another kind."""
    held = sorted({kind_of(card) for card in state.hands[seat]}, key=KIND_INDEX.__getitem__)
    return [Swap(give=give, take=card) for give in held for card in state.market if kind_of(card) != give]


def moves(state: State, seat: int) -> list[Move]:
    """`ready` in a countdown; else swaps, the vote or the ask, the calls and every gesture (never empty, G-7)."""
    step = step_of(state)
    if step == "countdown":
        return [Ready()]
    found = swaps(state, seat)
    if step == "play":
        found.append(AskNewLights())
    elif state.votes[seat] is None:
        found += [Vote(yes=True), Vote(yes=False)]
    found += [CallLightsOn(), *(CallLightsOff(seat=opponent) for opponent in opponents(seat))]
    return found + [MakeGesture(g=gesture) for gesture in GESTURES]


def refusal(state: State, seat: int, move: Move) -> str | None:
    """None when actor `seat` may make `move`; a swap for a Market card already gone is too late (LO-1)."""
    step = step_of(state)
    if isinstance(move, Ready) or step == "countdown":
        return None if isinstance(move, Ready) and step == "countdown" else "wait for GO: every seat says ready first"
    if isinstance(move, Swap):
        if move.give not in {kind_of(card) for card in state.hands[seat]}:
            return f"you hold no {move.give} card"
        if move.take not in DECK:
            return f"card {move.take} is not one of the 35 bulbs of Lights On"
        if move.take not in state.market:
            raise IllegalMove(TOO_LATE, f"card {move.take} is no longer in the Market (LO-1)")
        if kind_of(move.take) == move.give:
            return "a swap gives one kind and takes another: this one would change nothing (LO-2)"
        return None
    if isinstance(move, MakeGesture):
        return None if move.g in GESTURES else f"{move.g!r} is not one of the gestures"
    if isinstance(move, CallLightsOff) and move.seat not in opponents(seat):
        return "\"Lights OFF\" points at a seat of the other team (LO-6)"
    if isinstance(move, AskNewLights) and step == "vote":
        return "\"New lights?\" has already been asked: vote (LO-8)"
    if isinstance(move, Vote):
        if step != "vote":
            return "no new-lights vote is open (LO-8)"
        if state.votes[seat] is not None:
            return "you have already voted (G-6: a commit cannot be changed)"
    return None


def resolve(state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
    """Apply a checked move in the order the server applied it (LO-1); a call settles the round (LO-7)."""
    if isinstance(move, Ready):
        ready, events, all_in = seal(state.ready, seat, True, announce=lambda who: SeatReady(seat=who))
        state = msgspec.structs.replace(state, ready=ready)
        if not all_in:
            return state, events
        state, more = go(state)
        return state, events + more
    if isinstance(move, (CallLightsOn, CallLightsOff)):
        events = [VoteCancelled(seat=seat, by="call")] if state.votes is not None else []
        state = msgspec.structs.replace(state, race=won(state.race, seat))
        if isinstance(move, CallLightsOn):  # LO-4: the caller's teammate reveals
            state, more = settle(state, seat, "lights-on", teammate(seat))
        else:
            state, more = settle(state, seat, "lights-off", move.seat)
        return state, events + more
    state = msgspec.structs.replace(state, moves_in_round=state.moves_in_round + 1)
    if isinstance(move, Swap):
        state, events = _swap(state, seat, move)
    elif isinstance(move, MakeGesture):
        sign = Sign(seat=seat, gesture=move.g)
        state, events = msgspec.structs.replace(state, signs=state.signs + (sign,)), [Gestured(seat=seat, g=move.g)]
    elif isinstance(move, AskNewLights):
        state = msgspec.structs.replace(state, votes=open_commits(state.players), asker=seat)
        events = [NewLightsAsked(seat=seat)]
    else:
        state, events = _vote(state, seat, move)
    if state.moves_in_round >= STALL_MOVES:  # LO-11
        state, more = stall(state)
        events += more
    return state, events


def _swap(state: State, seat: int, move: Swap) -> tuple[State, list[Event]]:
    """LO-2: one atomic move; the hand stays at four. LO-8: it cancels an open vote."""
    hand = state.hands[seat]
    gave = next(card for card in hand if kind_of(card) == move.give)
    hand = tuple(sorted((*without(hand, gave), move.take)))
    market = replace_at(state.market, state.market.index(move.take), gave)
    events: list[Event] = [
        Swapped(seat=seat, gave=gave, gave_kind=move.give, took=move.take, took_kind=kind_of(move.take))
    ]
    if state.votes is not None:
        events.append(VoteCancelled(seat=seat, by="swap"))
    known = known_counts(state)
    state = msgspec.structs.replace(
        state, hands=replace_at(state.hands, seat, hand), market=market, votes=None, asker=None,
        known=replace_at(known, seat, _seen_swap(known[seat], move.give, kind_of(move.take))),
    )
    return state, events


def _seen_swap(held: tuple[int, ...], gave: str, took: str) -> tuple[int, ...]:
    """What the table knows a seat holds after it swapped: one more of the kind it took, and (at most) one fewer of
    the kind it gave."""
    counts = list(held)
    counts[DECK_KINDS.index(took)] += 1
    counts[DECK_KINDS.index(gave)] = max(0, counts[DECK_KINDS.index(gave)] - 1)
    return tuple(counts)


def _vote(state: State, seat: int, move: Vote) -> tuple[State, list[Event]]:
    """LO-8: a sealed vote; once all four are in, they are revealed and only four yeses refresh the Market."""
    votes, events, all_in = seal(state.votes, seat, move.yes, announce=lambda who: VoteCast(seat=who))
    state = msgspec.structs.replace(state, votes=votes)
    if not all_in:
        return state, events
    revealed = tuple(bool(choice) for _, choice in sealed_choices(votes))
    events.append(VoteClosed(votes=revealed, passed=all(revealed)))
    if not all(revealed):
        return msgspec.structs.replace(state, votes=None, asker=None), events
    state, more = refresh_market(state)
    return state, events + more
