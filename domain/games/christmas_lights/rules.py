"""Set-up, whose turn, legal moves and resolving a checked move (rulebook "On Your Turn", section 3.4)."""

from __future__ import annotations

import msgspec

from domain.contract import Event, InvalidConfig
from domain.games.christmas_lights import event_cards, play, refill, sale, swap
from domain.games.christmas_lights.components import HAND, MARKS, PATTERNS_EACH, PLAYS, STEPS
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
from domain.games.christmas_lights.state import (
    ChristmasLightsConfig,
    ChristmasLightsState,
    HandCard,
    Player,
    replace_seat,
)
from domain.kit import first_seat, move_tag, waiting
from domain.lights.components import BULBS, CHARACTER_IDS, EVENT_IDS, PATTERNS
from domain.lights.decks import deal, shuffle
from domain.lights.patterns import DIRECTIONS

State = ChristmasLightsState


def setup(config: ChristmasLightsConfig, players: int, seed: int) -> State:
    """Rulebook "Setup": events, two patterns each, five bulbs each, characters (CL-3)."""
    if not 2 <= players <= 6:
        raise InvalidConfig("Christmas Lights seats 2 to 6 players (CL-2)")
    if config.max_turns < 1:
        raise InvalidConfig("max_turns must be at least 1")
    santa = first_seat(config.first_seat, players, seed)  # CL-3: chance step 0
    events, _ = shuffle(EVENT_IDS, seed, 1)
    patterns, _ = shuffle((p.id for p in PATTERNS), seed, 2)
    bulbs, _ = shuffle((b.id for b in BULBS), seed, 3)
    characters, counter = shuffle(CHARACTER_IDS[1:], seed, 4)
    held, box_patterns = deal(patterns, players, PATTERNS_EACH)
    hands, deck = deal(bulbs, players, HAND)
    others = iter(characters)
    seats = tuple(
        Player(
            character="santa" if seat == santa else next(others), patterns=held[seat],
            hand=tuple(HandCard(card=card) for card in hands[seat]),
        )
        for seat in range(players)
    )
    return State(
        seed=seed, counter=counter, players=players, max_turns=config.max_turns, santa=santa,
        seats=seats, deck=deck, event_deck=events, box_patterns=box_patterns,
        box_characters=tuple(others), active=santa,
    )


def actors(state: State) -> frozenset[int]:
    """The active seat, the seat offered a card, or every seat still to answer an Event (G-6)."""
    if state.finished:
        return frozenset()
    if state.event is not None:
        return waiting(state.commits)
    if state.offer is not None:
        return frozenset({state.offer.buyer})
    return frozenset({state.active})


def moves(state: State, seat: int) -> list[Move]:
    """Every move actor `seat` may post now; offers carry the simplest question (DESIGN section 1)."""
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
    options: list[Move] = []
    if at == 0 and state.plays < PLAYS and play.can_play(player):
        options += _play_options(player)
    if at <= 1 and player.hand:
        options += swap.swap_options(state, seat)
    if at <= 2 and player.hand:
        options += sale.put_up_options(state, seat)
    options += refill.refill_options(state, seat)
    return [*options, EndTurn(), *arrange]


def _play_options(player: Player) -> list[Move]:
    refs = range(len(player.hand))
    if not play.needs_choice(player):
        return [PlayCard(ref=ref) for ref in refs]
    return [
        PlayCard(ref=ref, pattern=pattern, direction=direction)
        for ref in refs
        for pattern in play.remaining_patterns(player)
        for direction in DIRECTIONS
    ]


def refusal(state: State, seat: int, move: Move) -> str | None:
    """Why actor `seat` may not make `move`, naming refs and steps only, never a face; None when it may."""
    # Hand arranging and offers (their question is open, DESIGN section 1) are checked by rule, the rest as if
    # looked up among `moves`.
    if isinstance(move, ArrangeHand):
        return _arrange_problem(state.seats[seat], move)
    listed, kind_listed = _offered(state, seat, move)
    if isinstance(move, OfferCard) and kind_listed:
        return sale.offer_problem(state, seat, move)
    if listed:
        return None
    if not kind_listed:
        return f"'{move_tag(move)}' is not possible at this point of the turn"
    size = len(state.seats[seat].hand)
    return f"that '{move_tag(move)}' is not one of the choices now (you hold {size} cards)"


def _offered(state: State, seat: int, move: Move) -> tuple[bool, bool]:
    """Whether `move` is among `moves(state, seat)`, and whether any move of its type is, without listing the
    many swaps and put-ups of a turn's main steps."""
    player = state.seats[seat]
    if state.event is not None or state.offer is not None or state.pending is not None or state.sale:
        legal = moves(state, seat)  # a handful of moves
        return move in legal, any(type(m) is type(move) for m in legal)
    at = STEPS.index(state.step)
    size = len(player.hand)
    if type(move) is SwapCard:
        holders = [other for other in range(state.players) if other != seat and state.seats[other].hand]
        if at > 1 or not size or not holders:
            return False, False
        theirs = move.seat in holders and move.their_ref in range(len(state.seats[move.seat].hand))
        return move.ref in range(size) and theirs, True
    if type(move) is PutUp:
        if at > 2 or not size:
            return False, False
        refs = move.refs
        pair = len(refs) == 2 and refs[0] < refs[1]
        return isinstance(refs, list) and (len(refs) == 1 or pair) and all(r in range(size) for r in refs), True
    options: list[Move] = []
    if at == 0 and state.plays < PLAYS and play.can_play(player):
        options += _play_options(player)
    options += [*refill.refill_options(state, seat), EndTurn()]
    return move in options, any(type(m) is type(move) for m in options)


def resolve(state: State, seat: int, move: Move) -> tuple[State, list[Event]]:
    """Apply a move the kit has checked: the game runs, `seat` acts and the move is legal."""
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
    raise AssertionError(f"resolve was given a move the kit did not check: {move!r}")


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
