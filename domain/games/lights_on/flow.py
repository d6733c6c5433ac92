"""What happens by itself in Lights On: the deal, GO, the Market refresh, settling a call, stalls and the end."""

from __future__ import annotations

import msgspec

from domain.contract import Event
from domain.kit import open_commits, open_race, replace_at
from domain.lights import deal, draw, kind_of, shuffle

from .components import DECK, HAND_SIZE, MARKET_SIZE, TOKENS_TO_END, Call, is_set, team_of
from .events import GameEnded, Go, HandSeen, LightsCalled, MarketRefreshed, RoundDealt, RoundStalled, TokenTaken
from .state import CallResult, LightsOnState

State = LightsOnState
# LO-1, LO-7: every play-step move answers the round's race; after a call each one is too late.
RACE_ANSWERS = ("swap", "gesture", "call-lights-on", "call-lights-off", "ask-new-lights", "vote")


def kinds(cards: tuple[int, ...]) -> tuple:
    """The kinds of these cards, in order."""
    return tuple(kind_of(card) for card in cards)


def new_round(state: State) -> tuple[State, list[Event]]:
    """LO-10: collect all 35 cards, shuffle, deal four each and a Market of four, then count down again."""
    cards, counter = shuffle(DECK, state.seed, state.counter)
    hands, rest = deal(cards, state.players, HAND_SIZE)
    state = msgspec.structs.replace(
        state, counter=counter, hands=tuple(tuple(sorted(hand)) for hand in hands), market=rest[:MARKET_SIZE],
        deck=rest[MARKET_SIZE:], discard=(), ready=open_commits(state.players), votes=None, asker=None,
        moves_in_round=0, signs=(), known=(),
    )
    return state, [RoundDealt(round=state.round, market=state.market)]


def go(state: State) -> tuple[State, list[Event]]:
    """Every seat is ready: the race opens (once per round) and each seat looks at its hand."""
    events: list[Event] = [Go(round=state.round)]
    if state.race is None or not state.race.open:
        state = msgspec.structs.replace(state, race=open_race(range(state.players), RACE_ANSWERS))
        events += [HandSeen(seat=seat, kinds=kinds(hand), to=(seat,)) for seat, hand in enumerate(state.hands)]
    return state, events


def refresh_market(state: State) -> tuple[State, list[Event]]:
    """LO-8: the Market goes to the round discard and four are drawn, the discard shuffled in when the deck is short."""
    drawn = draw(state.deck, state.discard + state.market, MARKET_SIZE, state.seed, state.counter)
    state = msgspec.structs.replace(
        state, market=drawn.cards, deck=drawn.deck, discard=drawn.discard, counter=drawn.counter, votes=None,
        asker=None, ready=open_commits(state.players),  # "Play continues after the dealer counts down again"
    )
    return state, [MarketRefreshed(market=drawn.cards, reshuffled=bool(drawn.reshuffles))]


def settle(state: State, caller: int, call: Call, seat: int) -> tuple[State, list[Event]]:
    """LO-5, LO-6, LO-7: `seat` reveals; the right team takes a Plug or a Broken; then the end check or a new deal."""
    shown = kinds(state.hands[seat])
    lit = is_set(shown)
    if call == "lights-on":
        team, token = team_of(caller), "plug" if lit else "broken"
    else:
        team, token = (team_of(seat), "broken") if lit else (team_of(caller), "broken")
    if token == "plug":
        plugs = replace_at(state.plugs, team, state.plugs[team] + state.supply_plugs[:1])
        state = msgspec.structs.replace(state, plugs=plugs, supply_plugs=state.supply_plugs[1:])
    else:
        brokens = replace_at(state.brokens, team, state.brokens[team] + state.supply_brokens[:1])
        state = msgspec.structs.replace(state, brokens=brokens, supply_brokens=state.supply_brokens[1:])
    result = CallResult(caller=caller, call=call, seat=seat, kinds=shown, lit=lit, team=team, token=token)
    state = msgspec.structs.replace(state, last_call=result, votes=None, asker=None)
    if call == "lights-on" and lit:
        state = msgspec.structs.replace(state, signal_clues=_clues_after(state, seat))
    events: list[Event] = [
        LightsCalled(caller=caller, call=call, seat=seat, kinds=shown, lit=lit), TokenTaken(team=team, token=token)
    ]
    # LO-9: three Plugs win; three Brokens hand the win to the other team.
    if len(state.plugs[team]) >= TOKENS_TO_END:
        return finish(state, "three-plugs", team, events)
    if len(state.brokens[team]) >= TOKENS_TO_END:
        return finish(state, "three-brokens", 1 - team, events)
    return next_round(state, events)


def _clues_after(state: State, seat: int) -> tuple[tuple[str, ...], ...]:
    """LO-12, as the table reads it: a lit "Lights ON" was called on the revealing seat's signal, so its team's
    signal is one of the gestures that seat made this round (and of the earlier clues, while any is left)."""
    made = tuple(dict.fromkeys(sign.gesture for sign in state.signs if sign.seat == seat))
    team, clues = team_of(seat), state.signal_clues
    if not made:
        return clues
    narrowed = tuple(gesture for gesture in clues[team] if gesture in made)
    return replace_at(clues, team, narrowed or made)


def stall(state: State) -> tuple[State, list[Event]]:
    """LO-11: a round that reached the move limit without a call ends with no token and is dealt again."""
    state = msgspec.structs.replace(state, race=None)  # nobody won this race; the next GO opens a new one
    return next_round(state, [RoundStalled(round=state.round)])


def next_round(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    """LO-10: the next round is dealt, unless that was the last of `max_rounds` (LO-11, G-8)."""
    state = msgspec.structs.replace(state, rounds_ended=state.rounds_ended + 1)
    if state.rounds_ended >= state.max_rounds:
        net = [len(state.plugs[team]) - len(state.brokens[team]) for team in (0, 1)]
        winner = None if net[0] == net[1] else int(net[1] > net[0])
        return finish(state, "turn-cap", winner, events)
    state, more = new_round(msgspec.structs.replace(state, round=state.round + 1))
    return state, events + more


def finish(state: State, reason: str, winner: int | None, events: list[Event]) -> tuple[State, list[Event]]:
    """The game is over, by LO-9 ("three-plugs", "three-brokens") or the round cap ("turn-cap")."""
    state = msgspec.structs.replace(state, finished=True, reason=reason, winner=winner, votes=None, asker=None)
    return state, [*events, GameEnded(reason=reason, winner=winner)]
