"""Setup, whose turn, legal moves and apply for Christmas Lights (rulebook "On Your Turn", section 3.4)."""

from __future__ import annotations

import msgspec

from domain.contract import GAME_FINISHED, ILLEGAL_MOVE, NOT_YOUR_TURN, Event, IllegalMove, InvalidConfig
from domain.games.christmas_lights import event_cards, play, refill, sale, swap
from domain.games.christmas_lights.events import HandArranged
from domain.games.christmas_lights.flow import end_turn
from domain.games.christmas_lights.moves import (
    Accept,
    ArrangeHand,
    Decline,
    DiscardForNew,
    DiscardSpecial,
    EndTurn,
    Move,
    OfferCard,
    Peek,
    PlaceSpecial,
    PlayCard,
    PutUp,
    Refill,
    SwapCard,
    TakeBulb,
    Withdraw,
)
from domain.games.christmas_lights.state import ChristmasLightsState, ChristmasLightsConfig, HandCard, Player, replace_seat
from domain.lights.components import BULBS, CHARACTER_IDS, EVENT_IDS, PATTERNS
from domain.rng import pick_first_seat, rng_at

State = ChristmasLightsState
HAND = 5
STEPS = ("play", "swap", "sale", "refill")
MARKS = ("upright", "sideways", "upside-down")


def setup(config: ChristmasLightsConfig, players: int, seed: int) -> State:
    """Rulebook "Setup": events, two patterns each, five bulbs each, characters (CL-3)."""
    if not 2 <= players <= 6:
        raise InvalidConfig("Christmas Lights seats 2 to 6 players (CL-2)")
    if config.max_turns < 1:
        raise InvalidConfig("max_turns must be at least 1")
    if config.first_seat != "random" and not (
        isinstance(config.first_seat, int) and 0 <= config.first_seat < players
    ):
        raise InvalidConfig("first_seat must be a seat number or \"random\"")
    santa = pick_first_seat(config.first_seat, players, seed)  # draws from counter 0
    events, patterns, bulbs = list(EVENT_IDS), [p.id for p in PATTERNS], [b.id for b in BULBS]
    characters = list(CHARACTER_IDS[1:])
    for counter, pile in enumerate((events, patterns, bulbs, characters), start=1):
        rng_at(seed, counter).shuffle(pile)
    seats = []
    for seat in range(players):
        character = "santa" if seat == santa else characters.pop(0)
        hand = tuple(HandCard(card=card) for card in bulbs[:HAND])
        del bulbs[:HAND]
        seats.append(Player(character=character, hand=hand, patterns=tuple(patterns[:2])))
        del patterns[:2]
    return State(
        seed=seed, counter=5, players=players, max_turns=config.max_turns, santa=santa,
        seats=tuple(seats), deck=tuple(bulbs), event_deck=tuple(events),
        box_patterns=tuple(patterns), box_characters=tuple(characters), active=santa,
    )


def actors(state: State) -> frozenset[int]:
    """The active seat, the seat offered a card, or every seat still to answer an Event (G-6)."""
    if state.finished:
        return frozenset()
    if state.event is not None:
        return frozenset(seat for seat, choice in enumerate(state.commits) if choice is None)
    if state.offer is not None:
        return frozenset({state.offer.buyer})
    return frozenset({state.active})


def legal_moves(state: State, seat: int) -> list[Move]:
    """Every move `seat` may post now; offers carry the simplest question (DESIGN section 1)."""
    if seat not in actors(state):
        return []
    player = state.seats[seat]
    arrange: list[Move] = [
        ArrangeHand(order=list(range(len(player.hand))), marks=[card.mark for card in player.hand])
    ]
    if state.event is not None:
        return [*event_cards.commit_options(state, seat), *arrange]
    if state.offer is not None:
        return [Accept(), Decline(), *arrange]
    if state.pending is not None:
        places: list[Move] = [PlaceSpecial(position=p) for p in play.special_positions(state)]
        return [*places, DiscardSpecial(), *arrange]
    if state.sale:
        return [*sale.offer_options(state, seat), EndTurn(), *arrange]
    at = STEPS.index(state.step)
    moves: list[Move] = []
    if at == 0 and state.plays < 2 and play.can_play(player):
        moves += _play_options(player)
    if at <= 1 and player.hand:
        moves += swap.swap_options(state, seat)
    if at <= 2 and player.hand:
        moves += sale.put_up_options(state, seat)
    moves += refill.refill_options(state, seat)
    return [*moves, EndTurn(), *arrange]


def _play_options(player: Player) -> list[Move]:
    refs = range(len(player.hand))
    if not play.needs_choice(player):
        return [PlayCard(ref=ref) for ref in refs]
    return [
        PlayCard(ref=ref, pattern=pattern, direction=direction)
        for ref in refs
        for pattern in play.remaining_patterns(player)
        for direction in ("left-to-right", "right-to-left")
    ]


def apply(state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
    """Validate and apply one move; IllegalMove names refs and steps only, never a face."""
    if state.finished:
        raise IllegalMove(GAME_FINISHED, "the game is over")
    if seat not in actors(state):
        raise IllegalMove(NOT_YOUR_TURN, f"seat {seat} is not asked to act now")
    _check(state, seat, move)
    match move:
        case ArrangeHand():
            return _arrange(state, seat, move)
        case TakeBulb() | Peek() | DiscardForNew() | Decline() if state.event is not None:
            return event_cards.commit(state, seat, move)
        case Accept():
            return sale.accept(state, seat)
        case Decline():
            return sale.decline(state, seat)
        case PlayCard():
            return play.play_card(state, seat, move)
        case PlaceSpecial():
            return play.place_special(state, seat, move)
        case DiscardSpecial():
            return play.discard_special(state, seat)
        case SwapCard():
            return swap.swap(state, seat, move)
        case PutUp():
            return sale.put_up(state, seat, move)
        case OfferCard():
            return sale.offer(state, seat, move)
        case Withdraw():
            return sale.withdraw(state, seat, move)
        case Refill():
            return refill.refill(state, seat, move)
        case EndTurn():
            return end_turn(state, "ended")
    raise IllegalMove(ILLEGAL_MOVE, "unknown move")


def _check(state: State, seat: int, move: Move) -> None:
    legal = legal_moves(state, seat)
    if isinstance(move, OfferCard) and any(isinstance(m, OfferCard) for m in legal):
        why = sale.offer_problem(state, seat, move)
    elif isinstance(move, ArrangeHand):
        why = _arrange_problem(state.seats[seat], move)
    elif move in legal:
        why = None
    elif not any(type(m) is type(move) for m in legal):
        why = f"'{move.__struct_config__.tag}' is not possible at this point of the turn"
    else:
        size = len(state.seats[seat].hand)
        why = f"that '{move.__struct_config__.tag}' is not one of the choices now (you hold {size} cards)"
    if why is not None:
        raise IllegalMove(ILLEGAL_MOVE, why)


def _arrange_problem(player: Player, move: ArrangeHand) -> str | None:
    size = len(player.hand)
    if sorted(move.order) != list(range(size)):
        return f"order must list each of your {size} refs once"
    if len(move.marks) != size or any(mark not in MARKS for mark in move.marks):
        return f"marks must give one of {', '.join(MARKS)} for each of your {size} cards"
    return None


def _arrange(state: State, seat: int, move: ArrangeHand) -> tuple[State, list[Event]]:
    """CL-23: reorder the hand and set public marks; knowledge travels with each card."""
    player = state.seats[seat]
    hand = tuple(
        msgspec.structs.replace(player.hand[old], mark=mark) for old, mark in zip(move.order, move.marks)
    )
    state = replace_seat(state, seat, msgspec.structs.replace(player, hand=hand))
    return state, [HandArranged(seat=seat, order=list(move.order), marks=list(move.marks))]
