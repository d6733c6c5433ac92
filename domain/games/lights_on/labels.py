"""Lights On's move labels and event texts, for a UI and a game log."""

from __future__ import annotations

from domain.contract import StepSkipped
from domain.kit import listing, seat_name, skipped
from domain.lights import kind_of

from . import events as ev
from .catalog import GESTURE_NAMES
from .components import TEAMS, teammate
from .moves import AskNewLights, CallLightsOff, CallLightsOn, MakeGesture, Ready, Swap, Vote
from .view import LightsOnView

CALLS = {"lights-on": '"Lights ON"', "lights-off": '"Lights OFF"'}
TOKENS = {"plug": "a Plug", "broken": "a Broken Bulb"}
# How the game ended (LO-9, LO-11), as a log line says it.
ENDINGS = {
    "three-plugs": "a team took its third Plug",
    "three-brokens": "a team took its third Broken Bulb",
    "turn-cap": "the round cap was reached",
}


def name(kind: str) -> str:
    """A kind as a card is called at the table: "red bulb", "Bubble"."""
    return "Bubble" if kind == "bubble" else f"{kind} bulb"


def card(card_id: int) -> str:
    """A card named by its kind and id: "a blue bulb (card 17)"."""
    return f"a {name(kind_of(card_id))} (card {card_id})"


def team_name(team: int | None) -> str:
    """A team named with its seats: "team 0 (seats 0 and 2)"."""
    if team is None:
        return "nobody"
    return f"team {team} (seats {listing(TEAMS[team])})"


def _who(seat: int) -> str:
    """A seat named at the start of a sentence."""
    return seat_name(seat).capitalize()


def _kinds(kinds: tuple[str, ...] | list[str]) -> str:
    return listing(name(kind) for kind in kinds)


def label(view: LightsOnView, move: object) -> str:
    """One line per move, from the seat's view."""
    match move:
        case Ready():
            return "Say you are ready for the countdown"
        case Swap(give=give, take=take):
            slot = next((at for at, shown in enumerate(view.market) if shown.id == take), None)
            where = f"Market slot {slot + 1}" if slot is not None else "the Market"
            return f"Give a {name(give)} and take {card(take)} from {where}"
        case MakeGesture(g=gesture):
            own = " (your team's signal)" if gesture == view.signal else ""
            return f"Gesture: {GESTURE_NAMES[gesture]}{own}"
        case CallLightsOn():
            partner = teammate(view.seat) if view.seat is not None else None
            return f'Call "Lights ON": your teammate, {seat_name(partner)}, reveals their hand'
        case CallLightsOff(seat=seat):
            return f'Call "Lights OFF" on {seat_name(seat)}, who reveals their hand'
        case AskNewLights():
            return 'Ask "New lights?": all four vote on replacing the Market'
        case Vote(yes=True):
            return 'Vote yes to "New lights?"'
        case Vote():
            return 'Vote no to "New lights?"'
    raise TypeError(f"not a Lights On move: {move!r}")


def text(event: object) -> str:
    """One line per event, from the event alone."""
    match event:
        case ev.RoundDealt(round=number, market=market):
            return f"Round {number} dealt: four cards each; the Market shows {listing(card(c) for c in market)}"
        case ev.SeatReady(seat=seat):
            return f"{_who(seat)} is ready"
        case ev.Go(round=number):
            return f"Three... two... one... GO! (round {number})"
        case ev.HandSeen(seat=seat, kinds=kinds):
            return f"{_who(seat)} looked at their hand: {_kinds(kinds)}"
        case ev.Swapped(seat=seat, gave=gave, took=took):
            return f"{_who(seat)} put {card(gave)} into the Market and took {card(took)}"
        case ev.Gestured(seat=seat, g=gesture):
            return f"{_who(seat)} made a gesture: {GESTURE_NAMES.get(gesture, gesture)}"
        case ev.NewLightsAsked(seat=seat):
            return f'{_who(seat)} asked "New lights?"; everyone votes'
        case ev.VoteCast(seat=seat):
            return f"{_who(seat)} voted"
        case ev.VoteClosed(votes=votes, passed=passed):
            said = listing(f"{seat_name(seat)} {'yes' if yes else 'no'}" for seat, yes in enumerate(votes))
            return f"The new-lights vote {'passed' if passed else 'failed'} ({said})"
        case ev.VoteCancelled(seat=seat, by=by):
            return f"{_who(seat)}'s {by} cancelled the new-lights vote"
        case ev.MarketRefreshed(market=market, reshuffled=reshuffled):
            shuffled = "the round discard was shuffled into the deck; " if reshuffled else ""
            return f"New lights: {shuffled}the Market shows {listing(card(c) for c in market)}"
        case ev.LightsCalled(caller=caller, call=call, seat=seat, kinds=kinds, lit=lit):
            shown = f"{seat_name(seat)} revealed {_kinds(kinds)}"
            return f"{_who(caller)} called {CALLS.get(call, call)}: {shown}, " + (
                "four of a kind" if lit else "not four of a kind"
            )
        case ev.TokenTaken(team=team, token=token):
            return f"{team_name(team).capitalize()} took {TOKENS.get(token, token)}"
        case ev.RoundStalled(round=number):
            return f"Round {number} reached its move limit without a call: no token, a new deal"
        case ev.GameEnded(reason=reason, winner=winner):
            result = f"{team_name(winner)} won" if winner is not None else "a draw"
            return f"Game over: {ENDINGS.get(reason, reason)}; {result}"
        case StepSkipped(seat=seat, reason=reason):
            return skipped(seat, reason)
    raise TypeError(f"not a Lights On event: {event!r}")
