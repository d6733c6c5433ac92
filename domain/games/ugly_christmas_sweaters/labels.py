"""Ugly Christmas Sweaters move labels and event texts, for a UI and a game log.

Sweaters are named by the index moves and events carry ("sweater 0" is a seat's first), as seats are.
"""

from __future__ import annotations

from domain.contract import StepSkipped
from domain.kit import count, listing, seat_name, skipped

from . import events as ev
from .catalog import BOX, card_name, fad_name, icon_name
from .components import SLOTS
from .knit import live_cards
from .moves import ClaimFad, Decline, DraftCard, PlayCard, UseBilly, UseTina
from .state import Sweater
from .view import UcsView

_REASONS = {"rounds-played": "every round is scored", "turn-cap": "the 64-trick cap was reached"}
_PILES = {"perfect-fit": "Perfect Fit", "trendy-yarn": "Trendy Yarn", "fad": "Fad"}


def _counts_as(value: int, icon: int | None) -> str:
    return f"{value} {icon_name(icon)}" if icon is not None else f"{value} with no icon"


def _play(view: UcsView, move: PlayCard) -> str:
    name = card_name(move.card)
    if not view.trade:
        if move.copy_from is not None:
            return f"Lead {name}, copying {card_name(move.copy_from)} from the pool"
        if BOX.cards[move.card].patch:
            return f"Lead {name} (nothing to copy: it counts as 0 with no icon)"
        return f"Lead {name}"
    if BOX.cards[move.card].patch:
        before = view.trade[-1]
        return f"Play {name} as {_counts_as(before.value, before.icon)}, copying the card before it"
    return f"Play {name}"


def _target(area: list[Sweater], sweater: int | None, slot: str | None, floating: str | None) -> str:
    """Where a knitted card goes, with what it covers and where a floating patch settles."""
    if sweater is None:
        return "a new sweater" + (f" as its {slot} piece" if slot else " (it floats until a second piece)")
    where = f"sweater {sweater + 1}, {slot} slot"
    if sweater < len(area):
        target = area[sweater]
        if target.floating is not None and floating is not None:
            where += f", its {card_name(target.floating)} taking the {floating} slot"
        elif slot is not None and target.slots[SLOTS.index(slot)]:
            where += f", covering {card_name(target.slots[SLOTS.index(slot)][-1])}"
    return where


def _copy(fad: int) -> str:
    """Which of the two identical `Clash Is In` cards, so both can be told apart when both are on display."""
    twins = [entry.id for entry in BOX.fads if entry.name == fad_name(fad)]
    return f" (copy {twins.index(fad) + 1} of {len(twins)})" if len(twins) > 1 else ""


def _area(view: UcsView) -> list[Sweater]:
    return view.knitting[view.seat] if view.seat is not None else []


def _source(area: list[Sweater], card: int) -> str:
    index = next((i for i, s in enumerate(area) if card in live_cards(s)), None)
    return f" from sweater {index + 1}" if index is not None else ""


def label(view: UcsView, move: object) -> str:
    """One line per move, from the seat's view."""
    match move:
        case PlayCard():
            return _play(view, move)
        case DraftCard(card=card, sweater=sweater, slot=slot, floating_slot=floating, use_maria=maria):
            where = _target(_area(view), sweater, slot, floating)
            return f"Draft {card_name(card)} into {where}" + (" with Mixed-up Maria" if maria else "")
        case UseBilly():
            mine = view.ranks.index(view.seat) + 1 if view.seat in view.ranks else 0
            winner = seat_name(view.ranks[0]) if view.ranks else "the winner"
            return f'Use Billy\'s a Brute: swap your Draft Order "{mine}" for {winner}\'s "1"'
        case Decline():
            if view.phase == "billy":
                return "Keep Billy's a Brute for a later trick"
            return "Keep Tina Can Tink and score the round"
        case ClaimFad(fad=fad):
            return f'Claim the Fad "{fad_name(fad)}"{_copy(fad)} with sweater {view.claim_sweater + 1}'
        case UseTina(card=card, sweater=sweater, slot=slot, floating_slot=floating):
            area = _area(view)
            where = _target(area, sweater, slot, floating)
            return f"Use Tina Can Tink: move {card_name(card)}{_source(area, card)} to {where}"
    raise TypeError(f"not an Ugly Christmas Sweaters move: {move!r}")


def _cards(cards: list[int]) -> str:
    return listing(card_name(card) for card in cards)


def _flipped(kind: str, card: int) -> str:
    if kind == "perfect-fit":
        return str(BOX.perfect_fits[card].value)
    if kind == "trendy-yarn":
        return BOX.trendy_yarns[card].colour.capitalize()
    return fad_name(card)


def text(event: object) -> str:
    """One line per event, from the event alone."""
    match event:
        case ev.CardPlayed(seat=seat, card=card, value=value, icon=icon):
            played = f"{seat_name(seat)} played {card_name(card)}"
            return played + (f" as {_counts_as(value, icon)}" if BOX.cards[card].patch else "")
        case ev.DraftOrderSet(ranks=ranks):
            holders = (f'"{k + 1}" to {seat_name(seat)}' for k, seat in enumerate(ranks))
            return f"Draft Order cards handed out: {listing(holders)}"
        case ev.BillyUsed(seat=seat, winner=winner):
            return f'{seat_name(seat)} used Billy\'s a Brute and took Draft Order "1" from {seat_name(winner)}'
        case ev.WindowDeclined(seat=seat, power=power):
            card = "Billy's a Brute" if power == "billy" else "Tina Can Tink"
            return f"{seat_name(seat)} kept {card} for later"
        case ev.CardDrafted(seat=seat, card=card, sweater=sweater, slot=slot, floating_slot=floating, maria=maria):
            where = f"{slot} slot" if slot else "floating"
            line = f"{seat_name(seat)} drafted {card_name(card)} into sweater {sweater + 1} ({where})"
            line += f"; its patch took the {floating} slot" if floating else ""
            return line + (" with Mixed-up Maria" if maria else "")
        case ev.FadClaimed(seat=seat, fad=fad, sweater=sweater):
            return f'{seat_name(seat)} claimed the Fad "{fad_name(fad)}" with sweater {sweater + 1}'
        case ev.TinaUsed(seat=seat, card=card, sweater=sweater, slot=slot):
            where = f"{slot} slot" if slot else "floating"
            return f"{seat_name(seat)} used Tina Can Tink to move {card_name(card)} to sweater {sweater + 1} ({where})"
        case ev.CardsDrawn(seat=seat, cards=cards):
            return f"{seat_name(seat)} drew {count(len(cards), 'card')}: {_cards(cards)}"
        case ev.GameplayCardFlipped(kind=kind, card=card):
            return f"The {_PILES.get(kind, kind)} is now {_flipped(kind, card)}"
        case ev.SecretSantaDealt(seat=seat, cards=cards):
            asks = listing(f"{BOX.secret_santas[c].name} ({BOX.secret_santas[c].request})" for c in cards)
            return f"{seat_name(seat)} was dealt Secret Santa {asks}"
        case ev.RoundStarted(round=number, pool=pool, leader=leader):
            return f"Round {number} began; {seat_name(leader)} leads and the draft pool holds {_cards(pool)}"
        case ev.RoundScored(round=number, points=points):
            scores = listing(f"{seat_name(seat)} {count(p, 'VP', 'VP')}" for seat, p in enumerate(points))
            return f"Round {number} scored: {scores}"
        case ev.GameEnded(reason=reason):
            return f"The game is over: {_REASONS.get(reason, reason)}"
        case StepSkipped(seat=seat, reason=reason):
            return skipped(seat, reason)
    return f"Something happened: {type(event).__name__}"
