"""The trade phase: leading, following, patch copying and the draft order (UCS-11 to UCS-17, UCS-41)."""

from __future__ import annotations

from .components import PERFECT_FITS, SWEATERS
from .moves import PlayCard
from .state import Play, UcsState


def play_order(leader: int, players: int) -> tuple[int, ...]:
    """Seats in play order for one trick: clockwise from the leader; 2P goes back and forth (UCS-41)."""
    if players == 2:
        other = 1 - leader
        return (leader, other, leader, other)
    return tuple((leader + i) % players for i in range(players))


def lead_copies(pool: tuple[int, ...]) -> list[int]:
    """UCS-14: the pool cards a leading patch may copy (patches in the pool have no value)."""
    return sorted({card for card in pool if not SWEATERS[card].patch})


def _follows(card: int, led: Play) -> bool:
    face = SWEATERS[card]
    led_colour = SWEATERS[led.card].colour
    if face.patch:
        return face.colour == led_colour  # UCS-12: a patch follows by colour only
    return face.colour == led_colour or (led.icon is not None and face.icon == led.icon)


def playable(hand: tuple[int, ...], led: Play | None) -> list[int]:
    """UCS-11/12: cards that may be played; followers must follow colour or icon when they can."""
    if led is None:
        return list(hand)
    following = [card for card in hand if _follows(card, led)]
    return following or list(hand)


def play_moves(state: UcsState, seat: int) -> list[PlayCard]:
    """Every play-card move of `seat`, leading patches once per pool card they may copy."""
    led = state.trade[0] if state.trade else None
    moves = []
    for card in playable(state.hands[seat], led):
        if led is None and SWEATERS[card].patch:
            copies = lead_copies(state.pool)
            moves.extend(PlayCard(card=card, copy_from=c) for c in copies)
            if not copies:
                moves.append(PlayCard(card=card))
        else:
            moves.append(PlayCard(card=card))
    return moves


def as_played(state: UcsState, seat: int, move: PlayCard) -> Play:
    """The value and icon a card counts as in this trick (UCS-13/14: patches copy)."""
    face = SWEATERS[move.card]
    if not face.patch:
        return Play(seat=seat, card=move.card, value=face.value, icon=face.icon)
    if state.trade:
        before = state.trade[-1]  # UCS-13: the card immediately before, with what it copied
        return Play(seat=seat, card=move.card, value=before.value, icon=before.icon)
    if move.copy_from is None:
        return Play(seat=seat, card=move.card, value=0)  # UCS-14: only patches in the pool
    copied = SWEATERS[move.copy_from]
    return Play(seat=seat, card=move.card, value=copied.value, icon=copied.icon)


def draft_ranks(trade: tuple[Play, ...], perfect_fit: int, yarn_colour: int) -> tuple[int, ...]:
    """UCS-16: seats by (Ultimate Trump, Perfect Fit, Trendy Yarn, value, later play), best first."""
    fit = PERFECT_FITS[perfect_fit]

    def key(item: tuple[int, Play]) -> tuple[bool, bool, bool, int, int]:
        """The UCS-16 sort key of the play at position `order`."""
        order, play = item
        is_fit = play.value == fit
        is_yarn = SWEATERS[play.card].colour == yarn_colour
        return (is_fit and is_yarn, is_fit, is_yarn, play.value, order)

    ranked = sorted(enumerate(trade), key=key, reverse=True)
    return tuple(play.seat for _, play in ranked)


def fit_played(trade: tuple[Play, ...], perfect_fit: int) -> bool:
    """UCS-40: whether the trick held a card (patch copies included) of the active Perfect Fit value."""
    return any(play.value == PERFECT_FITS[perfect_fit] for play in trade)
