"""Jingle Bell Run's rules: set-up, whose turn and the legal moves (companion 6); resolving is in flow.py."""

from __future__ import annotations

from collections import Counter
from functools import cache, lru_cache
from itertools import combinations

from domain.contract import InvalidConfig
from domain.kit import first_seat
from domain.lights import ALL_CARDS, CARD_KINDS, census, deal, kind_of, shuffle

from .components import (
    BROKEN, BUBBLE, BULBS, CELLS, CORNERS, HAND_LIMIT, HAND_SIZE, OPPOSITE, PATTERNS, PAYMENT, PLUG,
    corner_capacity, lights, neighbours, pays_kinds,
)
from .flow import refill
from .moves import ChooseCorner, DiscardDown, JingleBellRunMove, Move, Steal, SwapPatterns, TakeBubble, TakeCard
from .state import MAX_ROUNDS, JingleBellRunConfig, JingleBellRunState

State = JingleBellRunState
MIN_PLAYERS = 2
MAX_PLAYERS = 6


def setup(config: JingleBellRunConfig, players: int, seed: int) -> State:
    """Lay the grid, shuffle and deal the bulbs, reveal the Market (chance steps 1-2; step 0 is the first seat)."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise InvalidConfig(f"Jingle Bell Run seats {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}")
    if not 1 <= config.max_turns <= MAX_ROUNDS:
        raise InvalidConfig(f"max_turns must be from 1 to {MAX_ROUNDS} (G-8)")
    active = first_seat(config.first_seat, players, seed)
    patterns, counter = shuffle(PATTERNS, seed, 1)
    deck, counter = shuffle(BULBS, seed, counter)
    hands, deck = deal(deck, players, HAND_SIZE)
    grid = patterns[:CELLS]
    in_play = {*grid, *BULBS}
    state = State(
        seed=seed, counter=counter, players=players, max_turns=config.max_turns,
        start_on_corner=config.start_on_corner, first=active, active=active, grid=grid,
        box=tuple(card for card in ALL_CARDS if card not in in_play), deck=deck, hands=hands, known=((),) * players,
        corners=(None,) * players, positions=(None,) * players,
    )
    state, _events = refill(state)
    return state


def actors(state: State) -> frozenset[int]:
    """The active seat (every step is single, companion 6.3); nobody once the game is over."""
    return frozenset() if state.finished else frozenset({state.active})


def finish_cell(state: State, seat: int) -> int | None:
    """JB-5: the finish is the grid position diagonally opposite the seat's corner, whatever card lies there."""
    corner = state.corners[seat]
    return None if corner is None else CORNERS[OPPOSITE[corner]]


def targets(state: State, seat: int) -> tuple[int, ...]:
    """JB-1, JB-7: the corner card while beside the grid, else the orthogonal neighbours (backwards too)."""
    position, corner = state.positions[seat], state.corners[seat]
    if corner is None:
        return ()
    return (CORNERS[corner],) if position is None else neighbours(position)


def occupied(state: State) -> set[int]:
    """JB-5: cells with a Character on them (a Character beside the grid occupies none)."""
    return {cell for cell in state.positions if cell is not None}


def moves(state: State, seat: int) -> list[JingleBellRunMove]:
    """Every move of the active seat in the current step, each postable verbatim."""
    if state.step == "corner":
        return corner_moves(state)
    if state.step == "discard":
        hand = sorted(state.hands[seat])
        return [DiscardDown(cards=cards) for cards in combinations(hand, len(hand) - HAND_LIMIT)]
    picks = take_moves(state)
    if state.step == "pick":
        return picks
    bubbles = [TakeBubble(market_card=c) for c in state.market if CARD_KINDS[c] == BUBBLE]
    return [*bubbles, *picks, *steal_moves(state, seat), *swap_moves(state, seat), *move_moves(state, seat)]


def corner_moves(state: State) -> list[JingleBellRunMove]:
    """Setup step 5: any corner not yet full (1 Character each, 2 with 5-6 players)."""
    full = corner_capacity(state.players)
    return [ChooseCorner(corner=c) for c in CORNERS if sum(1 for x in state.corners if x == c) < full]


def take_moves(state: State) -> list[JingleBellRunMove]:
    """JB-2: one pick of a take: a non-Bubble Market card, or the blind top card while any can be drawn (G-3)."""
    market = [TakeCard(source=c) for c in state.market if CARD_KINDS[c] != BUBBLE]
    return market + ([TakeCard(source="deck")] if state.deck or state.discard else [])


def steal_moves(state: State, seat: int) -> list[JingleBellRunMove]:
    """JB-4: k >= 1 Brokens from hand, naming another seat that holds at least one card."""
    brokens = [c for c in state.hands[seat] if CARD_KINDS[c] == BROKEN]
    if not brokens:
        return []
    brokens.sort()
    victims = [s for s in range(state.players) if s != seat and state.hands[s]]
    return [
        Steal(brokens=chosen, seat=victim)
        for k in range(1, len(brokens) + 1) for chosen in combinations(brokens, k) for victim in victims
    ]


def swap_moves(state: State, seat: int) -> list[JingleBellRunMove]:
    """JB-5: a Plug from hand and any two cells without a Character, corners included."""
    plugs = [c for c in state.hands[seat] if CARD_KINDS[c] == PLUG]
    if not plugs:
        return []
    plugs.sort()
    taken = occupied(state)
    free = tuple(cell for cell in range(CELLS) if cell not in taken)
    return [swap for plug in plugs for swap in _swaps(plug, free)]


@lru_cache(maxsize=1024)
def _swaps(plug: int, free: tuple[int, ...]) -> tuple[SwapPatterns, ...]:
    """The swaps of one Plug over these free cells, built once per pair (moves are frozen, so shared)."""
    return tuple(SwapPatterns(plug=plug, a=a, b=b) for a, b in combinations(free, 2))


UNPAYING = (BROKEN, PLUG)


def payment_hand(state: State, seat: int) -> list[int]:
    """JB-6: the cards of the hand that may pay for a move (no Broken or Plug), ascending."""
    hand = [c for c in state.hands[seat] if CARD_KINDS[c] not in UNPAYING]
    hand.sort()
    return hand


def move_moves(state: State, seat: int) -> list[JingleBellRunMove]:
    """JB-6: five cards of the hand that pay the lights of a target cell, in ascending id order."""
    hand = payment_hand(state, seat)
    if len(hand) < PAYMENT:
        return []
    kinds = tuple([CARD_KINDS[c] for c in hand])
    return [
        Move(to=cell, cards=tuple([hand[i] for i in chosen]))
        for cell in targets(state, seat) for chosen in _paying(kinds, state.grid[cell])
    ]


@lru_cache(maxsize=4096)
def _paying(kinds: tuple[str, ...], pattern: int) -> tuple[tuple[int, ...], ...]:
    """The positions of every five of these kinds that pay `pattern` (JB-6), in `combinations` order."""
    # Only a Bubble or a colour the pattern shows can pay; five pay when no colour comes more often than the
    # pattern shows it, Bubbles filling the rest.
    room = _room(pattern)
    usable = [i for i, kind in enumerate(kinds) if kind == BUBBLE or kind in room]
    if len(usable) < PAYMENT:
        return ()
    held = Counter(kinds[i] for i in usable)
    if sum(n if kind == BUBBLE else min(n, room[kind]) for kind, n in held.items()) < PAYMENT:
        return ()
    crowded = [
        (frozenset(i for i in usable if kinds[i] == kind), room[kind])
        for kind, n in held.items() if kind != BUBBLE and n > room[kind]
    ]
    if not crowded:
        return tuple(combinations(usable, PAYMENT))
    return tuple(
        chosen for chosen in combinations(usable, PAYMENT)
        if all(len(group.intersection(chosen)) <= most for group, most in crowded)
    )


@cache
def _room(pattern: int) -> dict[str, int]:
    """How many lights of each colour a Pattern card shows."""
    return dict(Counter(lights(pattern)))


def refusal(state: State, seat: int, move: JingleBellRunMove) -> str | None:
    """None when actor `seat` may make `move`, else why not: one rule check, the same answer as finding it in `moves`."""
    return None if allowed(state, seat, move) else explain(state, seat, move)


def allowed(state: State, seat: int, move: JingleBellRunMove) -> bool:
    """True exactly when `move` is among `moves(state, seat)`, checked for that move alone."""
    step, hand = state.step, state.hands[seat]
    match move:
        case ChooseCorner():
            return step == "corner" and move in corner_moves(state)
        case DiscardDown():
            return step == "discard" and _chosen_from(move.cards, sorted(hand), len(hand) - HAND_LIMIT)
        case TakeCard():
            return step in ("action", "pick") and move in take_moves(state)
        case TakeBubble():
            return step == "action" and move.market_card in state.market and kind_of(move.market_card) == BUBBLE
        case Steal():
            brokens = sorted(c for c in hand if CARD_KINDS[c] == BROKEN)
            return (
                step == "action" and _chosen_from(move.brokens, brokens, len(move.brokens)) and len(move.brokens) > 0
                and move.seat in [s for s in range(state.players) if s != seat and state.hands[s]]
            )
        case SwapPatterns():
            taken = occupied(state)
            return (
                step == "action" and move.plug in hand and kind_of(move.plug) == PLUG
                and move.a in range(CELLS) and move.b in range(CELLS) and move.a < move.b
                and move.a not in taken and move.b not in taken
            )
        case Move():
            return (
                step == "action" and move.to in targets(state, seat)
                and _chosen_from(move.cards, payment_hand(state, seat), PAYMENT)
                and pays_kinds(tuple(sorted(CARD_KINDS[c] for c in move.cards)), state.grid[move.to])
            )
    return False


def _chosen_from(cards: object, pool: list[int], size: int) -> bool:
    """True when `cards` equals one of `combinations(pool, size)`: a tuple of `size` cards of the pool, in its order."""
    if not isinstance(cards, tuple) or len(cards) != size or any(c not in pool for c in cards):
        return False
    at = [pool.index(c) for c in cards]
    return all(a < b for a, b in zip(at, at[1:]))


def explain(state: State, seat: int, move: JingleBellRunMove) -> str:
    """Why a move is refused, naming only what the seat may know: its hand, the public table, counts."""
    wanted = {"corner": "choose-corner", "pick": "take-card", "discard": "discard-down"}.get(state.step)
    tag = move.__struct_config__.tag
    if wanted is not None and tag != wanted:
        return f"the {state.step} step asks for a {wanted!r} move"
    if state.step == "action" and tag in ("choose-corner", "discard-down"):
        return f"a {tag!r} move is not an action of the turn"
    hand = state.hands[seat]
    match move:
        case ChooseCorner():
            return f"corner {move.corner!r} is full"
        case TakeBubble():
            if move.market_card not in state.market:
                return f"card {move.market_card} is not in the Market"
            return "JB-2: only a Bubble Bulb may be taken alone"
        case TakeCard(source="deck"):
            return "the deck and the discard pile are empty"
        case TakeCard():
            if move.source not in state.market:
                return f"card {move.source} is not in the Market"
            return "JB-2: a Bubble Bulb from the Market is taken alone, as the whole take"
        case DiscardDown():
            return f"discard exactly {len(hand) - HAND_LIMIT} different cards from your hand"
    cards = getattr(move, "cards", None) or getattr(move, "brokens", None) or (getattr(move, "plug", None),)
    if any(c not in hand for c in cards) or len(set(cards)) != len(cards):
        return "you do not hold those cards"
    match move:
        case Steal():
            return "JB-4: discard Broken Bulbs, naming another seat that holds a card"
        case SwapPatterns():
            return "JB-5: play a Plug to swap two different cells with no Character on them"
        case Move() if move.to not in targets(state, seat):
            return f"JB-1, JB-7: cell {move.to} is not a cell your Character may enter now"
    return "JB-6: pay exactly five cards, one per light of the target card; Bubbles are wild"


def conservation(state: State) -> dict[str, int]:
    """G-4: grid, deck, discard, Market, hands and box together always hold the whole box."""
    zones = [state.grid, state.box, state.deck, state.discard, state.market, *state.hands]
    return {**census([c for zone in zones for c in zone]), "zoned": sum(map(len, zones))}


def idle(state: JingleBellRunState, seat: int) -> str | None:
    """G-7, JB-10: nothing to take (or nothing at all) leaves the step to be skipped."""
    if state.step in ("action", "pick") and (state.deck or state.discard):
        return None  # the blind top card can always be taken (JB-2)
    if state.step == "pick":
        possible = any(CARD_KINDS[card] != BUBBLE for card in state.market)  # take_moves, with no blind card
    elif state.step == "action":
        # A Market card is a pick or a Bubble to take; else a steal, a swap or a move: asked in turn, cheapest first.
        possible = bool(state.market or steal_moves(state, seat) or swap_moves(state, seat) or move_moves(state, seat))
    else:
        possible = bool(moves(state, seat))
    if possible:
        return None
    return "nothing-to-take" if state.step == "pick" else "no-action"
